import { BUCKETS } from './constants.ts';

// Seeded rows and article pictures (the database stores those as paths) keep storage URLs
// relative ('/storage/v1/object/public/<bucket>/<path>'), so one database works behind any API
// address; other uploads store the absolute public URL the upload returned.
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

// An object path: '/'-separated names of letters, digits, - . _ ~ and %XX escapes.
const OBJECT_NAME = '(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+';
const OBJECT_PATH = new RegExp(
  `^/storage/v1/object/public/([a-z0-9_-]+)/(${OBJECT_NAME}(?:/${OBJECT_NAME})*)$`,
);
const DOT_NAME = /(^|\/)\.{1,2}(\/|$)/;

/**
 * The storage path ('/storage/v1/object/public/<bucket>/<name>') of a public object of one of this
 * project's `buckets` that `url` names, else null. The url is that path itself (as the database
 * stores it), or the absolute URL of it on this project's API (`supabaseUrl`, as uploads return
 * it); another host, another bucket, a '.'/'..' name or any other scheme gives null. The
 * database's private.storage_object_path keeps the same paths, whatever the host (it cannot know
 * the address its API is served at).
 */
export function storageObjectPath(
  url: string | null | undefined,
  supabaseUrl: string,
  buckets: readonly string[],
): string | null {
  const value = url?.trim();
  if (!value) return null;
  const base = supabaseUrl.replace(/\/+$/, '');
  const path = value.startsWith(`${base}/`) ? value.slice(base.length) : value;
  const match = OBJECT_PATH.exec(path);
  return match && buckets.includes(match[1]!) && !DOT_NAME.test(match[2]!) ? path : null;
}

/**
 * An article's preview image as it may be shown (the site's cards, the article, its link preview):
 * a picture of this project's image buckets ({@link BUCKETS}), as its storage path; else null.
 * The database stores nothing else (private.store_news_image).
 */
export function articleImagePath(url: string | null | undefined, supabaseUrl: string): string | null {
  return storageObjectPath(url, supabaseUrl, BUCKETS);
}
