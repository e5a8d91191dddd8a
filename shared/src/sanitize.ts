import DOMPurify, { type Config, type WindowLike } from 'dompurify';

/** What a link with a forbidden address points to instead (as the Quill editor does). */
export const BLANK_LINK_URL = 'about:blank';

/** Protocols a rich-text link may use. Relative links are allowed too. */
export const SAFE_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel', 'sms'] as const;

/** Protocols an image may use; `data:` only with an image/* type. Relative URLs are allowed. */
export const SAFE_IMAGE_PROTOCOLS = ['http', 'https', 'data'] as const;

/** The browser shape DOMPurify needs: `window` in a browser, `new JSDOM('').window` in Node. */
export type SanitizerWindow = WindowLike;

/** A sanitizer bound to one window. */
export interface Sanitizer {
  /** Returns the HTML with everything outside the rich-text policy removed. */
  sanitize(html: string | null | undefined): string;
}

// Browsers ignore ASCII whitespace and control characters in a URL's scheme ('java\tscript:'),
// so the check must too.
function compactUrl(url: string): string {
  // eslint-disable-next-line no-control-regex
  return url.replace(/[\u0000-\u0020\u007f]/g, '');
}

function schemeOf(compact: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * True for links the policy keeps: http, https, mailto, tel, sms, and relative addresses
 * ('/about', '#top', 'news/3'). False for javascript:, data:, vbscript:, any other scheme and ''.
 */
export function isSafeLinkUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const compact = compactUrl(url);
  if (!compact) return false;
  const scheme = schemeOf(compact);
  return scheme === null || (SAFE_LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

/**
 * True for image sources the policy keeps: http, https, relative addresses, and `data:` URLs of
 * an image/* type. False for javascript:, data:text/html, other schemes and ''.
 */
export function isSafeImageUrl(url: string | null | undefined): boolean {
  if (typeof url !== 'string') return false;
  const compact = compactUrl(url);
  if (!compact) return false;
  const scheme = schemeOf(compact);
  if (scheme === null || scheme === 'http' || scheme === 'https') return true;
  return scheme === 'data' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(compact);
}

const COLOR_VALUE = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\(\s*[0-9.%,\s/+-]+\)|[a-z]{3,30})$/i;
const ALIGN_VALUE = /^(left|right|center|justify|start|end)$/i;
const STYLE_RULES: Record<string, RegExp> = {
  color: COLOR_VALUE,
  'background-color': COLOR_VALUE,
  'text-align': ALIGN_VALUE,
};

/**
 * Keeps only the inline styles the editor produces (color, background-color, text-align) with
 * plain values; anything else (url(), expression(), other properties) is dropped. Returns the
 * rebuilt declaration list, '' when nothing is left.
 */
export function sanitizeStyle(style: string): string {
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const rule = STYLE_RULES[property];
    if (rule && rule.test(value)) kept.set(property, value);
  }
  return [...kept].map(([property, value]) => `${property}: ${value}`).join('; ');
}

// The rich-text editor's output. No class, id or data-* attribute: those are editor internals
// (stripped from what is saved) and class/id would let content restyle or clobber the page.
const ALLOWED_TAGS = [
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'ol',
  'ul',
  'li',
  'a',
  'img',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'span',
  'mark',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'style'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify's own URI check, narrowed to the policy (our hook has already rewritten bad links).
  // data: URLs pass only on <img> (DOMPurify's data-URI tags), where the hook narrows them to images.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel|sms):|about:blank$|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_TRUSTED_TYPE: false,
};

// Quill (the original site's editor) aligns with classes; keep the alignment as a style before classes go.
const QUILL_ALIGN = /\bql-align-(center|right|justify)\b/;

/**
 * Creates the one HTML policy both apps use for rich text, on save and on render: the editor's
 * tags only; links limited to http, https, mailto, tel, sms (others become 'about:blank');
 * images to http, https and data:image/* (others are removed); no event handlers, scripts,
 * styles, frames, objects or forms; no class, id or data-* attributes; inline styles limited
 * to colours and alignment; `target="_blank"` links get `rel="noopener noreferrer"`.
 *
 * @param window `window` in a browser; `new JSDOM('').window` in Node.
 */
export function createSanitizer(window: SanitizerWindow): Sanitizer {
  const purify = DOMPurify(window);

  purify.addHook('beforeSanitizeAttributes', (node) => {
    const align = QUILL_ALIGN.exec(node.getAttribute?.('class') ?? '');
    if (align) {
      const style = node.getAttribute('style');
      node.setAttribute('style', `${style ? `${style};` : ''}text-align: ${align[1]}`);
    }
  });

  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (data.attrName === 'href') {
      if (tag !== 'a') data.keepAttr = false;
      else if (!isSafeLinkUrl(data.attrValue)) data.attrValue = BLANK_LINK_URL;
    } else if (data.attrName === 'src') {
      if (tag !== 'img' || !isSafeImageUrl(data.attrValue)) data.keepAttr = false;
    } else if (data.attrName === 'style') {
      data.attrValue = sanitizeStyle(data.attrValue);
      if (!data.attrValue) data.keepAttr = false;
    } else if (data.attrName === 'target') {
      if (tag !== 'a' || data.attrValue !== '_blank') data.keepAttr = false;
    } else if (data.attrName === 'width' || data.attrName === 'height') {
      if (!/^\d{1,5}$/.test(data.attrValue)) data.keepAttr = false;
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'img' && !node.getAttribute('src')) {
      // An image whose source was refused shows nothing useful: drop it.
      node.parentNode?.removeChild(node);
    } else if (tag === 'a' && node.getAttribute('target') === '_blank') {
      // The opened page must not reach back through window.opener nor learn the referrer.
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      node.setAttribute('rel', [...rel].join(' '));
    }
  });

  return {
    sanitize(html) {
      if (!html) return '';
      return purify.sanitize(html, CONFIG) as string;
    },
  };
}

// The emptiness test of rich text lives with the other text helpers (no DOM needed); it is
// offered here too because forms check it beside sanitizing.
export { isEmptyHtml } from './text.ts';
