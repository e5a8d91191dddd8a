/** One blob: address per picked file, for as long as the editor's window lives. */
const urls = new WeakMap<Blob, string>();

/**
 * A form's values with every picked (not yet uploaded) file replaced by a blob: address, which
 * another window of this site can show: a preview shows the image before it is saved.
 */
export function withFileUrls(value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    let url = urls.get(value);
    if (!url) {
      url = URL.createObjectURL(value);
      urls.set(value, url);
    }
    return url;
  }
  // react-admin's shape of a picked file.
  const raw = (value as { rawFile?: unknown } | null)?.rawFile;
  if (typeof Blob !== 'undefined' && raw instanceof Blob) return withFileUrls(raw);
  if (Array.isArray(value)) return value.map(withFileUrls);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withFileUrls(v)]));
  return value;
}
