import path from 'node:path';
import { ERRORS } from './errors.ts';

/** Longest object name supabase/storage accepts. */
const MAX_KEY_BYTES = 1024;
/** Objects are files here: each name segment is a file or folder name, at most 255 bytes on disk. */
const MAX_SEGMENT_BYTES = 255;
// Control characters (C0, DEL, C1): never part of a file name, and they break headers and logs.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
// supabase/storage's bucket name rule (storage-js checks the same before sending).
const BUCKET_NAME = /^[\w!.*'() &$@=;:+,?-]+$/;

/**
 * Refuses object names that could leave the bucket folder or mean two things on disk:
 * `..` or `.` segments, empty segments (a leading, trailing or doubled `/`), backslashes and
 * control characters.
 */
export function assertValidKey(key: string): void {
  if (key.length === 0) throw ERRORS.invalidKey(key, 'empty name');
  if (Buffer.byteLength(key) > MAX_KEY_BYTES)
    throw ERRORS.invalidKey(key.slice(0, 64) + '...', 'name too long');
  if (CONTROL_CHARS.test(key)) throw ERRORS.invalidKey(JSON.stringify(key).slice(1, -1), 'control character');
  if (key.includes('\\')) throw ERRORS.invalidKey(key, 'backslash');
  for (const segment of key.split('/')) {
    if (segment === '') throw ERRORS.invalidKey(key, 'empty path segment');
    if (segment === '.' || segment === '..') throw ERRORS.invalidKey(key, 'relative path segment');
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)
      throw ERRORS.invalidKey(
        key.slice(0, 64) + '...',
        `a name segment is longer than ${MAX_SEGMENT_BYTES} bytes`,
      );
  }
}

export function isValidBucketName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= 100 &&
    name.trim() === name &&
    name !== '.' &&
    name !== '..' &&
    BUCKET_NAME.test(name)
  );
}

/** Folder of all buckets: `<dataDir>/storage`. */
export function storageRoot(dataDir: string): string {
  return path.resolve(dataDir, 'storage');
}

/** Folder of one bucket, refusing ids (e.g. inserted by SQL) that are not safe folder names. */
export function bucketDir(dataDir: string, bucketId: string): string {
  if (!isValidBucketName(bucketId)) throw ERRORS.invalidBucketName();
  const root = storageRoot(dataDir);
  const dir = path.resolve(root, bucketId);
  if (path.dirname(dir) !== root) throw ERRORS.invalidBucketName();
  return dir;
}

/**
 * Where an object lives on disk: `<dataDir>/storage/<bucket>/<name>`. The name is validated
 * again here (rows may come from SQL, not only from this service) and the result is checked to
 * be inside the bucket folder.
 */
export function objectPath(dataDir: string, bucketId: string, key: string): string {
  assertValidKey(key);
  const dir = bucketDir(dataDir, bucketId);
  const file = path.resolve(dir, ...key.split('/'));
  if (!file.startsWith(dir + path.sep)) throw ERRORS.invalidKey(key);
  return file;
}
