import { STORAGE_CACHE_SECONDS, uniqueObjectName, type Bucket } from '@academy/shared';
import type { AdminSupabaseClient } from '../platform/supabase.ts';
import { contentType, fileRefusal } from './fileType.ts';
import { SaveError, errorParts } from './saveErrors.ts';

/** A picked file as forms hold it: a File, or react-admin's `{ rawFile }` shape. */
function pickedFile(value: unknown): File | null {
  if (typeof File === 'undefined') return null;
  if (value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null)?.rawFile;
  return raw instanceof File ? raw : null;
}

/** True when `data` holds a picked file anywhere (a form needs to upload before saving). */
export function hasFiles(data: unknown): boolean {
  if (pickedFile(data)) return true;
  if (Array.isArray(data)) return data.some(hasFiles);
  if (data && typeof data === 'object') return Object.values(data).some(hasFiles);
  return false;
}

/**
 * Uploads one file to a public bucket under a unique name (timestamp, random part, original
 * extension), cached for an hour, never overwriting another; returns its public URL. The file is
 * checked first, as the bucket will check it, and sent with the type its content shows.
 */
async function uploadFile(
  client: AdminSupabaseClient,
  bucket: Bucket | 'videos',
  file: File,
  type: string | undefined,
): Promise<{ name: string; url: string }> {
  const refusal = await fileRefusal(file, bucket === 'videos' ? 'video' : 'image', type);
  if (refusal) throw new SaveError(refusal);
  const name = uniqueObjectName(file.name);
  const { error } = await client.storage.from(bucket).upload(name, file, {
    cacheControl: String(STORAGE_CACHE_SECONDS),
    upsert: false,
    contentType: type,
  });
  if (error) {
    const { offline } = errorParts(error);
    const status = Number((error as { statusCode?: string | number }).statusCode ?? 0);
    if (offline) throw new SaveError('app.save.offline');
    if (status === 413) throw new SaveError('app.upload.too_large');
    if (status === 415) throw new SaveError('app.upload.bad_type');
    throw new SaveError('app.upload.failed', { message: error.message });
  }
  return { name, url: client.storage.from(bucket).getPublicUrl(name).data.publicUrl };
}

/**
 * Replaces every picked file in a record (at any depth: a coach's photo, a gallery image of a
 * page) with the public URL of its stored copy, in the resource's bucket (videos in `videos`).
 * If one upload fails, the ones already made are removed and nothing is saved.
 */
export async function uploadFilesIn<T>(client: AdminSupabaseClient, bucket: Bucket, data: T): Promise<T> {
  if (!hasFiles(data)) return data;
  const done: { bucket: Bucket | 'videos'; name: string }[] = [];
  const walk = async (value: unknown): Promise<unknown> => {
    const file = pickedFile(value);
    if (file) {
      const type = await contentType(file);
      const target = type?.startsWith('video/') ? 'videos' : bucket;
      const stored = await uploadFile(client, target, file, type);
      done.push({ bucket: target, name: stored.name });
      return stored.url;
    }
    if (Array.isArray(value)) {
      const out = [];
      for (const item of value) out.push(await walk(item));
      return out;
    }
    if (value && typeof value === 'object' && !(value instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) out[key] = await walk(item);
      return out;
    }
    return value;
  };
  try {
    return (await walk(data)) as T;
  } catch (error) {
    for (const { bucket: b, name } of done)
      await client.storage
        .from(b)
        .remove([name])
        .catch(() => undefined);
    throw error;
  }
}
