// Seeded rows keep storage URLs relative ('/storage/v1/object/public/<bucket>/<path>') so one
// database works behind any API address; admin uploads store absolute public URLs.
const STORAGE_PATH = /^\/?storage\/v1\//;

/**
 * Turns a stored media URL into one the browser can load: a relative storage path
 * ('/storage/v1/...') is prefixed with the API URL; absolute http(s) and data:image URLs and
 * site-relative paths ('/images/default-news.jpg') are returned unchanged, and so are blob: URLs
 * (a file picked in the back office and not uploaded yet, shown by its preview); null, '' and any
 * other scheme (javascript:, ...) give null.
 *
 * @param supabaseUrl the API URL, e.g. 'http://127.0.0.1:54321' (a trailing slash is fine).
 */
export function resolveMediaUrl(url: string | null | undefined, supabaseUrl: string): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (STORAGE_PATH.test(value)) {
    const base = supabaseUrl.replace(/\/+$/, '');
    return `${base}${value.startsWith('/') ? '' : '/'}${value}`;
  }
  if (/^https?:\/\//i.test(value) || /^data:image\//i.test(value)) return value;
  if (/^blob:https?:\/\//i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return null;
}
