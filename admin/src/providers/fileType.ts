import { ALLOWED_IMAGE_TYPES, ALLOWED_VIDEO_TYPES, MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '@academy/shared';

/** How many leading bytes the type detection reads (file-type's own reasonable sample size). */
const SAMPLE_BYTES = 4100;

/**
 * The type a file's content shows (its signature, or "magic bytes"), or undefined when it shows
 * none: the storage service decides a stored file's type the same way, with the same library,
 * whatever the file's name or declared type says. The detector loads with the first file picked.
 */
export async function contentType(file: Blob): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type/core');
  const sample = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  return (await fileTypeFromBuffer(sample))?.mime;
}

/**
 * Why the buckets would refuse a file, as a catalog key, or null when they accept it, in the
 * storage service's order: its size within the bucket's limit, then the type its content shows
 * one the bucket accepts (a text file renamed .png shows none). Checked when the file is picked
 * and again before it is sent.
 */
export async function fileRefusal(
  file: Blob,
  accept: 'image' | 'video' = 'image',
  type?: string,
): Promise<string | null> {
  const video = accept === 'video';
  if (file.size > (video ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES))
    return video ? 'app.upload.video_too_large' : 'app.upload.too_large';
  const shown = type ?? (await contentType(file));
  const types: readonly string[] = video ? ALLOWED_VIDEO_TYPES : ALLOWED_IMAGE_TYPES;
  if (!shown || !types.includes(shown)) return video ? 'app.upload.bad_video_type' : 'app.upload.bad_type';
  return null;
}
