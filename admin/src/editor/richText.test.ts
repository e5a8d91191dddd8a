import { describe, expect, it } from 'vitest';
import { cleanRichText, imageSource, linkHref, nullIfBlank, requiredRichText } from './richText.ts';

describe('linkHref (the link button)', () => {
  it.each([
    'https://example.com/a?b=1',
    'http://example.com',
    'mailto:info@example.com',
    'tel:+34600000000',
    'sms:+34600000000',
  ])('keeps %s', (url) => expect(linkHref(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.com',
    'vbscript:msgbox',
  ])('replaces %s with a blank address', (url) => expect(linkHref(url)).toBe('about:blank'));

  it('removes the link when the address is empty', () => {
    expect(linkHref('  ')).toBeNull();
    expect(linkHref(null)).toBeNull();
  });
});

describe('imageSource (the image button)', () => {
  it('accepts http, https and data:image', () => {
    expect(imageSource('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(imageSource('http://example.com/a.png')).toBe('http://example.com/a.png');
    expect(imageSource('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('refuses other protocols', () => {
    expect(imageSource('javascript:alert(1)')).toBeNull();
    expect(imageSource('data:text/html;base64,PGI+')).toBeNull();
    expect(imageSource('file:///etc/passwd')).toBeNull();
  });
});

describe('cleanRichText (HTML saved by the forms)', () => {
  it('drops editor classes and data attributes but keeps formatting', () => {
    const html =
      '<p class="ProseMirror-trailingBreak" data-node="x" style="text-align: center"><strong>Bold</strong> <mark data-color="#ff0" style="background-color: #ff0">hi</mark></p>';
    const clean = cleanRichText(html)!;
    expect(clean).not.toMatch(/class=|data-/);
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('text-align: center');
    expect(clean).toContain('background-color: #ff0');
  });

  it('blanks forbidden links and removes forbidden images and scripts', () => {
    const clean = cleanRichText(
      '<p><a href="javascript:alert(1)">x</a><img src="javascript:alert(1)"><img src="https://e.com/a.png" onerror="alert(1)"></p><script>alert(1)</script>',
    )!;
    expect(clean).toContain('href="about:blank"');
    expect(clean).toContain('src="https://e.com/a.png"');
    expect(clean).not.toMatch(/javascript|onerror|script/);
  });

  it('gives null for empty editor output', () => {
    expect(cleanRichText('<p></p>')).toBeNull();
    expect(cleanRichText('<p><br></p>')).toBeNull();
    expect(cleanRichText('')).toBeNull();
  });
});

describe('requiredRichText', () => {
  it("says 'This field is required' for empty text and empty paragraphs", () => {
    expect(requiredRichText('')).toBe('app.common.required');
    expect(requiredRichText('<p></p>')).toBe('app.common.required');
    expect(requiredRichText(undefined)).toBe('app.common.required');
    expect(requiredRichText('<p>Coach</p>')).toBeUndefined();
  });
});

describe('nullIfBlank', () => {
  it('trims and turns blanks into null', () => {
    expect(nullIfBlank('  Ana ')).toBe('Ana');
    expect(nullIfBlank('   ')).toBeNull();
    expect(nullIfBlank(undefined)).toBeNull();
  });
});
