import { describe, expect, it } from 'vitest';
import { decodeEntities, isEmptyHtml, previewText, stripHtml } from './text.ts';

describe('stripHtml', () => {
  it('removes tags and separates blocks', () => {
    expect(stripHtml('<p>Hello <strong>world</strong></p><p>Second</p>')).toBe('Hello world Second');
    expect(stripHtml('<h2>Title</h2><ul><li>one</li><li>two</li></ul>')).toBe('Title one two');
    expect(stripHtml('line<br>break')).toBe('line break');
  });

  it('drops script and style contents and comments', () => {
    expect(stripHtml('<p>a</p><script>alert("x")</script><style>p{}</style><!-- note -->b')).toBe('a b');
  });

  it('decodes entities once (no double decoding)', () => {
    expect(stripHtml('<p>Tom &amp; Jerry &lt;3 &quot;ok&quot; &#39;x&#39; &#x41;&nbsp;B</p>')).toBe(
      'Tom & Jerry <3 "ok" \'x\' A B',
    );
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(decodeEntities('&unknown; &#0; &#x110000;')).toBe('&unknown; \ufffd \ufffd');
    expect(decodeEntities('&iquest;Qu&eacute; tal? &euro;')).toBe('¿Qué tal? €');
  });

  it('handles empty input and a text-only "<"', () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
    expect(stripHtml('a < b')).toBe('a < b');
  });
});

describe('previewText', () => {
  it('keeps short text whole, without dots', () => {
    expect(previewText('<p>Short news</p>')).toBe('Short news');
    expect(previewText('x'.repeat(200))).toBe('x'.repeat(200));
  });

  it('cuts to 200 characters plus "..."', () => {
    const long = `<p>${'a'.repeat(150)}</p><p>${'b'.repeat(100)}</p>`;
    const preview = previewText(long);
    expect(preview).toBe(`${'a'.repeat(150)} ${'b'.repeat(49)}...`);
    expect(preview.length).toBe(203);
  });

  it('counts characters of the stripped text, not of the markup', () => {
    const html = `<p><strong>${'я'.repeat(199)}</strong></p>`;
    expect(previewText(html)).toBe('я'.repeat(199));
  });

  it('accepts another maximum and never splits an emoji', () => {
    expect(previewText('⚽⚽⚽', 2)).toBe('⚽⚽...');
    expect(previewText('abcdef', 3)).toBe('abc...');
  });
});

describe('isEmptyHtml', () => {
  it.each(['', '   ', '<p></p>', '<p><br></p>', '<p> </p>', '<p>&nbsp;</p>', '<p><br/></p><p></p>', '\n'])(
    '%j is empty',
    (html) => {
      expect(isEmptyHtml(html)).toBe(true);
    },
  );

  it.each(['<p>a</p>', 'text', '<p><img src="/x.png"></p>', '<p>0</p>'])('%j is not empty', (html) => {
    expect(isEmptyHtml(html)).toBe(false);
  });

  it('treats null and undefined as empty', () => {
    expect(isEmptyHtml(null)).toBe(true);
    expect(isEmptyHtml(undefined)).toBe(true);
  });
});
