/**
 * `value` as a path of this site, written as the URL parser writes it (percent-encoded, so it is
 * always a valid Location header), or null when it is not plainly one. Browsers drop tabs and line
 * breaks from a URL and read a backslash as a slash, so '/\t/evil.example' and '/\\evil.example'
 * would lead off-site: a value with any control character, space or backslash, one starting
 * with '//', and one longer than 2048 characters is refused.
 */
export function sameSitePath(value: string, siteOrigin: string): string | null {
  if (value.length > 2048 || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  const url = new URL(value, siteOrigin);
  return url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
}
