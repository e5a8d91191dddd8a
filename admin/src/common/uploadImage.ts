import {
  ALLOWED_IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  STORAGE_CACHE_SECONDS,
  uniqueObjectName,
  type Bucket,
} from '@academy/shared';
import type { AdminSupabaseClient } from '../supabase.ts';

/**
 * Why the buckets would refuse a file, as a catalog key, or null when it is acceptable.
 * Checked when the file is chosen, so the message comes before any upload.
 */
export function imageRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'app.upload.bad_type';
  if (file.size > MAX_UPLOAD_BYTES) return 'app.upload.too_large';
  return null;
}

/**
 * Uploads an image to a public bucket under a unique name (timestamp, random part, original
 * extension), cached 3600 s, never overwriting (SPEC §7), and returns its public URL.
 */
export async function uploadImage(
  client: AdminSupabaseClient,
  bucket: Bucket,
  file: File | null | undefined,
) {
  if (!file) throw new Error('app.upload.no_file');
  const refusal = imageRefusal(file);
  if (refusal) throw new Error(refusal);
  const name = uniqueObjectName(file.name);
  const { error } = await client.storage.from(bucket).upload(name, file, {
    cacheControl: String(STORAGE_CACHE_SECONDS),
    upsert: false,
    contentType: file.type,
  });
  if (error) throw error;
  return client.storage.from(bucket).getPublicUrl(name).data.publicUrl;
}
