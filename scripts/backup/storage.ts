/**
 * The files half of a backup: every object of every bucket, listed from the database snapshot
 * (storage.objects) so that files and rows agree, and read either
 * - from disk (local-supabase keeps an object at <data>/storage/<bucket>/<name>), checking each
 *   file's MD5 against the ETag its row recorded: a file replaced after the snapshot was taken
 *   makes the backup start again, so the archive never mixes two moments; or
 * - through the Storage API with the service-role key (hosted Supabase), with the official client.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { objectPath, storageRoot } from '../../packages/local-supabase/src/storage/keys.ts';
import { hashingTap } from './database.ts';
import { BackupRefused, type FileEntry, type Manifest } from './manifest.ts';

export interface ApiAccess {
  url: string;
  serviceRoleKey: string;
}

/**
 * Where the stored files are: on the disk of a local-supabase data folder (with its API when the
 * stack runs), or only behind the Storage API (hosted Supabase).
 */
export type StorageTarget =
  { kind: 'disk'; dataDir: string; api?: ApiAccess } | ({ kind: 'api' } & ApiAccess);

interface ObjectRow {
  bucket_id: string;
  name: string;
  metadata: { eTag?: string; mimetype?: string; cacheControl?: string } | null;
}

/** Thrown when a file no longer matches the snapshot's row (it changed during the backup). */
export class FileChangedError extends Error {}

/** Objects of the snapshot, read inside the caller's REPEATABLE READ transaction. */
export async function listObjects(client: pg.ClientBase): Promise<ObjectRow[]> {
  const { rows } = await client.query<ObjectRow>(
    'select bucket_id, name, metadata from storage.objects where name is not null order by bucket_id, name',
  );
  return rows;
}

function apiClient(target: ApiAccess) {
  return createClient(target.url, target.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** Copies every object into `dir/storage/<bucket>/<name>` and returns the manifest entries. */
export async function copyObjects(
  target: StorageTarget,
  objects: ObjectRow[],
  dir: string,
): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  const api = target.kind === 'api' ? apiClient(target) : undefined;
  for (const o of objects) {
    const rel = `storage/${o.bucket_id}/${o.name}`;
    const dest = path.join(dir, ...rel.split('/'));
    await mkdir(path.dirname(dest), { recursive: true });
    const tap = hashingTap();
    const md5 = createHash('md5');
    const md5Tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        md5.update(chunk);
        done(null, chunk);
      },
    });
    if (target.kind === 'disk') {
      const src = objectPath(target.dataDir, o.bucket_id, o.name);
      try {
        await pipeline(createReadStream(src), md5Tap, tap, createWriteStream(dest));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT')
          throw new FileChangedError(`${o.bucket_id}/${o.name} is missing on disk (${src})`);
        throw err;
      }
      const expected = o.metadata?.eTag?.replace(/"/g, '');
      if (expected && expected !== md5.digest('hex'))
        throw new FileChangedError(`${o.bucket_id}/${o.name} changed while the backup was taken`);
    } else {
      const { data, error } = await api!.storage.from(o.bucket_id).download(o.name);
      if (error || !data) throw new Error(`downloading ${o.bucket_id}/${o.name} failed: ${error?.message}`);
      const bytes = Buffer.from(await data.arrayBuffer());
      tap.end(bytes);
      await pipeline(tap, createWriteStream(dest));
    }
    entries.push({
      bucket: o.bucket_id,
      name: o.name,
      path: rel,
      ...tap.digest(),
      contentType: o.metadata?.mimetype ?? null,
      cacheControl: o.metadata?.cacheControl ?? null,
    });
  }
  return entries;
}

/** Checks, before anything is touched, that every file can be put where it belongs. */
export function checkObjectNames(target: StorageTarget, manifest: Manifest): void {
  if (target.kind !== 'disk') return;
  for (const f of manifest.files) {
    try {
      objectPath(target.dataDir, f.bucket, f.name);
    } catch {
      throw new BackupRefused(`the backup holds a file whose name cannot be stored: ${f.bucket}/${f.name}`);
    }
  }
}

/**
 * Disk: the verified files (in `dir/storage`) take the place of `<data>/storage` by two renames
 * inside the database transaction; `undo` puts the old folder back if the transaction fails,
 * `finish` deletes it after the commit. `dir` must be on the same file system (it is under the
 * data folder).
 */
export function diskSwap(dataDir: string, dir: string) {
  const live = storageRoot(dataDir);
  const staged = path.join(dir, 'storage');
  const previous = path.join(dir, 'previous-storage');
  let moved = false;
  return {
    async swap() {
      await mkdir(staged, { recursive: true });
      const hadLive = await stat(live).then(
        () => true,
        () => false,
      );
      if (hadLive) {
        await rename(live, previous);
        moved = true;
      }
      await rename(staged, live);
    },
    async undo() {
      await rm(live, { recursive: true, force: true }).catch(() => {});
      if (moved) await rename(previous, live);
    },
  };
}

/**
 * API (hosted): after the database is restored, upload every file of the backup (upsert) and
 * remove objects the backup does not have. Not atomic with the database: a failure here is
 * reported, and running the restore again completes it.
 */
export async function syncThroughApi(
  target: ApiAccess,
  client: pg.ClientBase,
  manifest: Manifest,
  dir: string,
): Promise<void> {
  const api = apiClient(target);
  for (const f of manifest.files) {
    const bytes = await readFile(path.join(dir, ...f.path.split('/')));
    const seconds = /max-age=(\d+)/.exec(f.cacheControl ?? '')?.[1];
    const { error } = await api.storage.from(f.bucket).upload(f.name, bytes, {
      upsert: true,
      contentType: f.contentType ?? undefined,
      cacheControl: seconds,
    });
    if (error) throw new Error(`uploading ${f.bucket}/${f.name} failed: ${error.message}`);
  }
  const keep = new Set(manifest.files.map((f) => `${f.bucket}/${f.name}`));
  const extra = (await listObjects(client)).filter((o) => !keep.has(`${o.bucket_id}/${o.name}`));
  const byBucket = new Map<string, string[]>();
  for (const o of extra) byBucket.set(o.bucket_id, [...(byBucket.get(o.bucket_id) ?? []), o.name]);
  for (const [bucket, names] of byBucket) {
    const { error } = await api.storage.from(bucket).remove(names);
    if (error)
      throw new Error(`removing files of ${bucket} that the backup does not have failed: ${error.message}`);
  }
}
