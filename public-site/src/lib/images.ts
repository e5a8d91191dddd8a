import { IMAGE_VARIANT_WIDTHS } from '@academy/shared/constants.ts';

const PUBLIC_OBJECT_PATH = /^\/storage\/v1\/object\/public\/[^?#]+$/;
// Vector and animated images are served as they are.
const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;

/**
 * The storage path ('/storage/v1/object/public/<bucket>/<name>') of an image URL when it is a
 * public object of this project's storage, else null (another site's image, an app asset).
 */
function storagePathOf(url: string, supabaseUrl: string): string | null {
  const base = supabaseUrl.replace(/\/+$/, '');
  const path = url.startsWith(`${base}/`) ? url.slice(base.length) : url.startsWith('/storage/') ? url : null;
  return path && PUBLIC_OBJECT_PATH.test(path) ? path : null;
}

/** Resized copies of one stored image, from the site server's image endpoint. */
export interface ImageVariants {
  /** The copy `width` pixels wide. */
  src(width: number): string;
  /** Every copy, for `srcset`. */
  srcSet: string;
}

/**
 * The variants of an image (absolute URL of a stored image) when the site server offers them,
 * else null: then the page uses the image as it is (a static host has no image endpoint).
 */
export function imageVariants(
  url: string,
  supabaseUrl: string,
  endpoint: string | null,
  widths: readonly number[] = IMAGE_VARIANT_WIDTHS,
): ImageVariants | null {
  if (!endpoint) return null;
  const path = storagePathOf(url, supabaseUrl);
  if (!path || !RESIZABLE.test(path)) return null;
  const src = (width: number) => `${endpoint}?url=${encodeURIComponent(path)}&w=${width}`;
  return { src, srcSet: widths.map((width) => `${src(width)} ${width}w`).join(', ') };
}
