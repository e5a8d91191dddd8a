// @vitest-environment jsdom
// A real DOM (jsdom) as in Node callers; in the browser the apps pass `window` the same way.
import { describe, expect, it } from 'vitest';
import { createSanitizer, isSafeImageUrl, isSafeLinkUrl, sanitizeStyle } from './sanitize.ts';

const { sanitize } = createSanitizer(window);

// Parses sanitized output the way a browser would, to assert on the DOM rather than on strings.
function dom(html: string) {
  return new DOMParser().parseFromString(`<body>${sanitize(html)}</body>`, 'text/html').body;
}

describe('isSafeLinkUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    'mailto:info@example.com',
    'tel:+34600000000',
    'sms:+34600000000',
    '/about',
    'news/3',
    '#top',
    '?page=2',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'ftp://example.com',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });

  it('refuses non-strings', () => {
    expect(isSafeLinkUrl(null)).toBe(false);
    expect(isSafeLinkUrl(undefined)).toBe(false);
  });
});

describe('isSafeImageUrl', () => {
  it.each([
    'https://cdn.example.com/a.png',
    'http://example.com/a.jpg',
    '/storage/v1/object/public/news/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'DATA:IMAGE/GIF;base64,R0lGOD==',
  ])('accepts %j', (url) => {
    expect(isSafeImageUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:,hello',
    'data:application/javascript,alert(1)',
    'mailto:a@b.c',
    'blob:https://example.com/x',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeImageUrl(url)).toBe(false);
  });
});

describe('sanitizeStyle', () => {
  it('keeps colours and alignment', () => {
    expect(sanitizeStyle('color: #e60000; background-color: rgb(255, 255, 0); text-align: center')).toBe(
      'color: #e60000; background-color: rgb(255, 255, 0); text-align: center',
    );
    expect(sanitizeStyle('COLOR:red')).toBe('color: red');
  });

  it('drops everything else', () => {
    expect(sanitizeStyle('color: expression(alert(1))')).toBe('');
    expect(sanitizeStyle('background-color: url(javascript:alert(1))')).toBe('');
    expect(sanitizeStyle('position: fixed; top: 0; color: blue')).toBe('color: blue');
    expect(sanitizeStyle('text-align: expression(1)')).toBe('');
    expect(sanitizeStyle('behavior: url(x.htc)')).toBe('');
    expect(sanitizeStyle('garbage')).toBe('');
  });
});

describe('createSanitizer: elements', () => {
  it('keeps the editor output', () => {
    const html =
      '<h2>Title</h2><p style="text-align: center">Centred <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s></p>' +
      '<ol><li>one</li></ol><ul><li>two</li></ul><blockquote>q</blockquote>' +
      '<p><span style="color: rgb(230, 0, 0); background-color: #ffff00">red</span> <mark>hl</mark><br></p>' +
      '<p><a href="https://example.com">link</a> <img src="https://example.com/a.png" alt="A"></p>';
    expect(sanitize(html)).toBe(html);
  });

  it('removes script, style, iframe, object, embed and form elements', () => {
    const body = dom(
      '<p>ok</p><script>alert(1)</script><style>body{display:none}</style>' +
        '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="x">' +
        '<form action="https://evil.example"><input name="a"><button>go</button></form>',
    );
    expect(body.querySelector('script, style, iframe, object, embed, form, input, button')).toBeNull();
    expect(body.textContent).not.toContain('alert');
    expect(body.querySelector('p')?.textContent).toBe('ok');
  });

  it('strips every on* handler', () => {
    const out = sanitize(
      '<p onclick="alert(1)" onmouseover="alert(2)">x</p><img src="/a.png" onerror="alert(3)" onload="alert(4)">' +
        '<a href="https://a.example" onfocus="alert(5)" autofocus>y</a>',
    );
    expect(out).not.toMatch(/on(click|mouseover|error|load|focus)|autofocus|alert/i);
    expect(out).toContain('<img src="/a.png">');
  });

  it('removes images with an unsafe source and the classic onerror payload', () => {
    expect(sanitize('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitize('<p><img src="javascript:alert(1)"></p>')).toBe('<p></p>');
    expect(sanitize('<p><img src="data:text/html;base64,PHNjcmlwdD4="></p>')).toBe('<p></p>');
    expect(sanitize('<p><img src="data:image/png;base64,iVBORw0KGgo="></p>')).toBe(
      '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>',
    );
  });
});

describe('createSanitizer: links and payloads', () => {
  it('replaces forbidden link addresses by about:blank', () => {
    const cases = [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ];
    for (const href of cases) {
      const link = dom(`<a href="${href}">x</a>`).querySelector('a');
      expect(link?.getAttribute('href'), href).toBe('about:blank');
    }
  });

  it('keeps allowed link protocols and relative links', () => {
    for (const href of [
      'https://a.example/x',
      'http://a.example',
      'mailto:a@b.es',
      'tel:+34600',
      'sms:+34600',
      '/news/3',
    ]) {
      expect(dom(`<a href="${href}">x</a>`).querySelector('a')?.getAttribute('href')).toBe(href);
    }
  });

  it('neutralises svg, math and mutation payloads', () => {
    const payloads = [
      '<svg onload=alert(1)><circle r="1"></circle></svg>',
      '<svg><script>alert(1)</script></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<a href="javascript&colon;alert(1)">x</a>',
      '<p style="color: expression(alert(1))">x</p>',
      '<div style="background-image: url(javascript:alert(1))">x</div>',
      '<details open ontoggle=alert(1)>x</details>',
      '<video><source onerror="alert(1)"></video>',
      '<base href="javascript:alert(1)//">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      '<link rel="stylesheet" href="https://evil.example/x.css">',
    ];
    for (const payload of payloads) {
      const out = sanitize(payload);
      expect(out, payload).not.toMatch(/<(svg|math|script|style|details|video|source|base|meta|link)\b/i);
      expect(out, payload).not.toMatch(/\bon[a-z]+=|javascript:|expression\(|url\(/i);
    }
  });
});

describe('createSanitizer: attributes and styles', () => {
  it('strips editor-internal classes, ids and data attributes', () => {
    expect(
      sanitize(
        '<p class="ql-indent-1" id="x" data-list="bullet" data-color="#f00"><span class="ql-cursor">t</span></p>',
      ),
    ).toBe('<p><span>t</span></p>');
  });

  it("turns Quill's alignment classes into styles", () => {
    expect(sanitize('<p class="ql-align-center">c</p>')).toBe('<p style="text-align: center">c</p>');
    expect(sanitize('<h2 class="ql-align-right" style="color: red">r</h2>')).toBe(
      '<h2 style="color: red; text-align: right">r</h2>',
    );
  });

  it('keeps only safe inline styles', () => {
    expect(sanitize('<span style="color: red; position: fixed; z-index: 9999">x</span>')).toBe(
      '<span style="color: red">x</span>',
    );
    expect(sanitize('<span style="position: fixed">x</span>')).toBe('<span>x</span>');
  });

  it('adds rel="noopener noreferrer" to target="_blank" links and drops other targets', () => {
    const blank = dom('<a href="https://a.example" target="_blank">x</a>').querySelector('a');
    expect(blank?.getAttribute('target')).toBe('_blank');
    expect(blank?.getAttribute('rel')).toBe('noopener noreferrer');
    const withNofollow = dom(
      '<a href="https://a.example" target="_blank" rel="nofollow">x</a>',
    ).querySelector('a');
    expect(withNofollow?.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    const framed = dom('<a href="https://a.example" target="_top">x</a>').querySelector('a');
    expect(framed?.hasAttribute('target')).toBe(false);
  });

  it('returns "" for empty input', () => {
    expect(sanitize('')).toBe('');
    expect(sanitize(null)).toBe('');
    expect(sanitize(undefined)).toBe('');
  });

  it('keeps plain text escaped', () => {
    expect(sanitize('1 < 2 & "quotes"')).toBe('1 &lt; 2 &amp; "quotes"');
  });
});
