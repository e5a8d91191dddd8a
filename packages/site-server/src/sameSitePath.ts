/**
 * `value` as a path of this site, or null when it is not plainly one. The value is read the way a
 * browser reads it, by the WHATWG URL parser against the site's origin (which drops tabs and line
 * breaks, reads a backslash as a slash, and removes `.`, `..` and `%2e` segments), and what is
 * written back is the parser's own path: percent-encoded, so it is always a valid Location header,
 * and never starting with '//' (dot segments can leave one: '/.//host/x' is parsed to the path
 * '//host/x', which a browser reads as another site). Refused: a value that leads to another
 * origin, one longer than 2048 characters, and one with a control character, space or backslash
 * (the pages' own addresses, which the forms send back, are percent-encoded and have none).
 */
export function sameSitePath(value: string, siteOrigin: string): string | null {
  if (value.length > 2048) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return null;
  }
  if (url.origin !== siteOrigin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // What is sent must be read back as the same address, by the parser every browser follows.
  return new URL(path, siteOrigin).href === url.href ? path : null;
}
