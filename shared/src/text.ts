// Plain-text helpers for HTML content. They never produce HTML: their output is shown as text
// (React escapes it), so a regex-based strip is enough and keeps DOMPurify out of callers that
// only need a preview.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  iexcl: '¡',
  iquest: '¿',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  Uuml: 'Ü',
  ordf: 'ª',
  ordm: 'º',
};

/** Decodes named (common ones), decimal and hexadecimal character references. Unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // Invalid code points (0, surrogates, > U+10FFFF) become the replacement character, as in HTML.
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return '\ufffd';
      }
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

// Elements whose end (or presence) separates words, so '<p>a</p><p>b</p>' reads 'a b'.
const BLOCK_BOUNDARY =
  /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

/**
 * Turns HTML into plain text: drops comments, script/style contents and tags, decodes entities,
 * and collapses whitespace, non-breaking spaces included (block ends count as a space). The
 * result must be rendered as text.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?(<\/\1\s*>|$)/gi, '')
    .replace(BLOCK_BOUNDARY, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    // A stray '<' that starts no tag is text; a lone tag opener at the end is cut.
    .replace(/<[a-z/!][^>]*$/i, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/**
 * The news-card preview: text stripped of markup, cut to `max` characters plus '...'
 * only when longer. Counts characters (code points), so an emoji is never split in half.
 */
export function previewText(html: string | null | undefined, max = 200): string {
  const chars = Array.from(stripHtml(html));
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}

// Elements that are content by themselves, even with no text around them.
const CONTENT_ELEMENT = /<(img|video|audio|iframe|embed|object|picture|svg|hr)\b/i;

/**
 * True when rich text has nothing to show: '', whitespace, '<p></p>', '<p><br></p>', '&nbsp;'
 * and the like. An image alone is content. Used for "required" checks and for the English
 * fallback of localized HTML fields.
 */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (!html || !html.trim()) return true;
  if (CONTENT_ELEMENT.test(html)) return false;
  return stripHtml(html) === '';
}
