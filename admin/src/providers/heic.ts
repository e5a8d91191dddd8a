import { HEIC_TYPES } from '@academy/shared';

/**
 * True for a phone's HEIC/HEIF photo: by the type its content shows, or (content the detector
 * does not know) by its declared type or name.
 */
export function isHeic(file: Pick<File, 'type' | 'name'>, shown?: string): boolean {
  const heic = (type: string) => (HEIC_TYPES as readonly string[]).includes(type.toLowerCase());
  if (shown) return heic(shown);
  return heic(file.type) || /\.(heic|heif)$/i.test(file.name);
}

/** The JPEG name of a converted photo: 'IMG_1234.HEIC' -> 'IMG_1234.jpg'. */
export function jpegName(name: string): string {
  return `${name.replace(/\.(heic|heif)$/i, '') || 'photo'}.jpg`;
}

/**
 * Converts a HEIC/HEIF photo to JPEG in the browser. The decoder (libheif in WebAssembly, about
 * 3 MB) loads only now, the first time a HEIC photo is picked.
 */
export async function toJpeg(
  file: File,
  load: () => Promise<{
    heicTo: (args: { blob: Blob; type: `image/${string}`; quality?: number }) => Promise<Blob>;
  }> = () => import('heic-to/csp'),
): Promise<File> {
  const { heicTo } = await load();
  const jpeg = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.9 });
  return new File([jpeg], jpegName(file.name), { type: 'image/jpeg' });
}
