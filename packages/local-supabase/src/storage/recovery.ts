import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceContext } from '../context.ts';
import { pruneEmptyDirs, parseAsideName } from './files.ts';
import { isValidBucketName, storageRoot } from './keys.ts';

async function md5Of(file: string): Promise<string | undefined> {
  try {
    const hash = createHash('md5');
    for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}

async function exists(file: string): Promise<boolean> {
  return (await lstat(file).catch(() => undefined)) !== undefined;
}

/**
 * Finishes what a process killed in the middle of a write left on disk (see files.ts). Only
 * files set aside before `startedAt` are considered, so writes of the running process are never
 * touched. The database says which side won:
 * - a staged upload (`.~u.`) never became visible: deleted;
 * - a file set aside by a delete (`.~d.`) is put back when its row still exists (the delete
 *   did not commit) and nothing took its place; otherwise deleted;
 * - a file set aside by a replace (`.~r.`) is put back when the row's ETag matches it and not
 *   the file in place (the replace did not commit); otherwise deleted.
 * A file whose own name is an object's name is an object, whatever it looks like: left alone.
 */
export async function recoverInterruptedWrites(ctx: ServiceContext, startedAt: number): Promise<number> {
  const root = storageRoot(ctx.config.dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let handled = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const aside = parseAsideName(file);
    if (!aside) continue;
    const st = await lstat(file).catch(() => undefined);
    if (!st || st.ctimeMs >= startedAt) continue;
    const [bucketId, ...rest] = path.relative(root, file).split(path.sep);
    if (!bucketId || !isValidBucketName(bucketId) || rest.length === 0) continue;
    const rowOf = async (key: string) =>
      (
        await ctx.pool.query<{ metadata: { eTag?: string } | null }>(
          'select metadata from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, key],
        )
      ).rows[0];
    if (await rowOf(rest.join('/'))) continue; // an object that merely has such a name

    const original = aside.original;
    const originalRow = original
      ? await rowOf(path.relative(path.join(root, bucketId), original).split(path.sep).join('/'))
      : undefined;
    let restore = false;
    if (original && originalRow && aside.kind === 'deleted') {
      restore = !(await exists(original));
    } else if (original && originalRow && aside.kind === 'replaced') {
      const expected = originalRow.metadata?.eTag?.replace(/"/g, '');
      restore =
        expected !== undefined && expected === (await md5Of(file)) && expected !== (await md5Of(original));
    }
    if (restore && original) await rename(file, original).catch(() => {});
    else await unlink(file).catch(() => {});
    await pruneEmptyDirs(path.dirname(file), path.join(root, bucketId));
    handled++;
  }
  if (handled > 0) ctx.log('info', `storage: cleaned up ${handled} file(s) left by interrupted writes`);
  return handled;
}
