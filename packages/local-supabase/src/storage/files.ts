import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream, type ReadStream } from 'node:fs';
import { lstat, mkdir, open, rename, rmdir, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ERRORS } from './errors.ts';

/**
 * Disk side of the storage service. An object's bytes live at `<dataDir>/storage/<bucket>/<name>`.
 *
 * Order of a write, chosen so that the file and the row never disagree for long:
 * 1. the body is streamed into a temporary file beside the target (same folder, so the final
 *    rename is atomic), counted, hashed and fsynced; nothing is visible yet;
 * 2. the row is written as the caller (RLS decides) inside a transaction;
 * 3. still inside that transaction, while PostgreSQL holds the row lock, the temporary file is
 *    renamed over the target (a replaced file is first renamed aside, so it can be put back);
 * 4. commit, then the old copy is deleted. Any failure before the commit rolls the transaction
 *    back and undoes the renames, so no half-written object is ever visible. Holding the row
 *    lock during the renames also orders concurrent writers of one key like their commits.
 * Deletes mirror this: rows deleted, files renamed aside, commit, then the aside copies removed.
 */

/** What a set-aside file is: a staged upload, a replaced file kept for undo, a deleted one. */
export type AsideKind = 'upload' | 'replaced' | 'deleted';
const KIND_TAG: Record<AsideKind, string> = { upload: 'u', replaced: 'r', deleted: 'd' };
const TAG_KIND: Record<string, AsideKind> = { u: 'upload', r: 'replaced', d: 'deleted' };
/** `.~<kind>.<12 hex>[.<original file name>]`: the original name lets a crash be recovered from. */
const ASIDE_NAME = /^\.~([urd])\.([0-9a-f]{12})(?:\.(.+))?$/;

function tempSibling(file: string, kind: AsideKind): string {
  const tag = randomUUID().replace(/-/g, '').slice(0, 12);
  const withName = `.~${KIND_TAG[kind]}.${tag}.${path.basename(file)}`;
  // File names are limited to 255 bytes; a very long original name is left out.
  const name = Buffer.byteLength(withName) <= 255 ? withName : `.~${KIND_TAG[kind]}.${tag}`;
  return path.join(path.dirname(file), name);
}

/** Parses a set-aside file name: its kind and the file it stands for, when recorded. */
export function parseAsideName(file: string): { kind: AsideKind; original: string | undefined } | undefined {
  const m = ASIDE_NAME.exec(path.basename(file));
  const kind = m && TAG_KIND[m[1] ?? ''];
  if (!m || !kind) return undefined;
  return { kind, original: m[3] === undefined ? undefined : path.join(path.dirname(file), m[3]) };
}

function errno(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err
    ? String((err as { code: unknown }).code)
    : undefined;
}

async function writeAll(fh: FileHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await fh.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}

async function syncDir(dir: string): Promise<void> {
  // Makes the rename itself durable; some file systems refuse fsync on folders, which is fine.
  const fh = await open(dir, constants.O_RDONLY).catch(() => undefined);
  if (!fh) return;
  await fh.sync().catch(() => {});
  await fh.close().catch(() => {});
}

/** Removes now-empty folders from `dir` up to (not including) `stopAt`. */
export async function pruneEmptyDirs(dir: string, stopAt: string): Promise<void> {
  let current = dir;
  while (current.startsWith(stopAt + path.sep)) {
    try {
      await rmdir(current);
    } catch {
      return; // not empty (or already gone): stop
    }
    current = path.dirname(current);
  }
}

async function ensureParent(file: string, key: string): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
  } catch (err) {
    const code = errno(err);
    if (code === 'ENOTDIR' || code === 'EEXIST')
      throw ERRORS.invalidKey(key, 'an object exists where a folder is needed');
    throw err;
  }
}

/**
 * Creates a new file, making its folders first. A concurrent delete may prune the folder as
 * soon as it is empty, between the mkdir and the open: then the folder is made again.
 */
async function createInFolder(file: string, key: string): Promise<FileHandle> {
  for (let attempt = 0; ; attempt++) {
    await ensureParent(file, key);
    try {
      return await open(file, 'wx', 0o644);
    } catch (err) {
      if (errno(err) !== 'ENOENT' || attempt >= 5) throw err;
    }
  }
}

export interface StagedFile {
  tempPath: string;
  finalPath: string;
  size: number;
  /** Hex MD5 of the bytes, used as the ETag (as S3 and Supabase Storage do for simple uploads). */
  md5: string;
}

/** How much of a refused body is still read and dropped, so the client sees the 413. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

/**
 * Reads and drops what is left of a body that has been refused, in the background and within
 * bounds: a client still sending then reads the answer instead of a reset connection.
 */
function discardRest(iterator: AsyncIterator<Buffer | string>, source: Readable): void {
  const deadline = Date.now() + DISCARD_MAX_MS;
  let bytes = 0;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await iterator.next();
        if (done) return;
        bytes += typeof value === 'string' ? Buffer.byteLength(value) : value.length;
        if (bytes > DISCARD_MAX_BYTES || Date.now() > deadline) {
          source.destroy();
          return;
        }
      }
    } catch {
      // the client went away: nothing left to drop
    }
  })();
}

/**
 * Streams `source` into a temporary file beside `finalPath`, counting and hashing it. As soon as
 * more than `limit` bytes have arrived EntityTooLarge is thrown (the caller answers 413 at once)
 * and the rest of the body is dropped in the background; nothing of it is kept.
 */
export async function stageUpload(
  source: Readable,
  finalPath: string,
  key: string,
  limit: number,
): Promise<StagedFile> {
  // The body may fail (client gone, malformed multipart) before iteration starts below; without a
  // listener that 'error' event would crash the process. The iteration still sees the error.
  source.on('error', () => {});
  const tempPath = tempSibling(finalPath, 'upload');
  const fh = await createInFolder(tempPath, key);
  const hash = createHash('md5');
  let size = 0;
  const iterator = (source as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  try {
    for (;;) {
      const { done, value } = await iterator.next();
      if (done) break;
      const bytes = typeof value === 'string' ? Buffer.from(value) : value;
      size += bytes.length;
      if (size > limit) {
        discardRest(iterator, source);
        throw ERRORS.entityTooLarge();
      }
      hash.update(bytes);
      await writeAll(fh, bytes);
    }
    await fh.sync();
  } catch (err) {
    await fh.close().catch(() => {});
    await unlink(tempPath).catch(() => {});
    throw err;
  }
  await fh.close();
  return { tempPath, finalPath, size, md5: hash.digest('hex') };
}

/** Deletes a staged file that will not be published (and the folders created for it). */
export async function discardStaged(staged: StagedFile, bucketRoot: string): Promise<void> {
  await unlink(staged.tempPath).catch(() => {});
  await pruneEmptyDirs(path.dirname(staged.finalPath), bucketRoot);
}

export interface DiskChange {
  /** Undoes the change (called when the transaction did not commit). */
  undo(): Promise<void>;
  /** Drops what was kept for undo (called after the commit). */
  finish(): Promise<void>;
}

/** Moves the staged file over its target, keeping any replaced file aside for undo. */
export async function publishStaged(staged: StagedFile, key: string): Promise<DiskChange> {
  const { tempPath, finalPath } = staged;
  let backup: string | undefined;
  const existing = await lstat(finalPath).catch(() => undefined);
  if (existing?.isDirectory()) throw ERRORS.invalidKey(key, 'a folder exists with this name');
  if (existing) {
    backup = tempSibling(finalPath, 'replaced');
    await rename(finalPath, backup);
  }
  try {
    await rename(tempPath, finalPath);
  } catch (err) {
    if (backup) await rename(backup, finalPath).catch(() => {});
    throw err;
  }
  await syncDir(path.dirname(finalPath));
  return {
    async undo() {
      if (backup) await rename(backup, finalPath).catch(() => {});
      else await unlink(finalPath).catch(() => {});
    },
    async finish() {
      if (backup) await unlink(backup).catch(() => {});
    },
  };
}

/** Renames files aside (deleted after the commit, restored if it fails). Missing files are skipped. */
export async function trashFiles(files: string[], bucketRoot: string): Promise<DiskChange> {
  const moved: Array<{ from: string; to: string }> = [];
  try {
    for (const from of files) {
      const to = tempSibling(from, 'deleted');
      try {
        await rename(from, to);
        moved.push({ from, to });
      } catch (err) {
        if (errno(err) !== 'ENOENT') throw err;
      }
    }
  } catch (err) {
    for (const { from, to } of moved.reverse()) await rename(to, from).catch(() => {});
    throw err;
  }
  return {
    async undo() {
      for (const { from, to } of moved.reverse()) await rename(to, from).catch(() => {});
    },
    async finish() {
      for (const { to } of moved) await unlink(to).catch(() => {});
      const dirs = new Set(files.map((f) => path.dirname(f)));
      for (const dir of dirs) await pruneEmptyDirs(dir, bucketRoot);
    },
  };
}

/** Moves a file to a new name (for /object/move), undoable. */
export async function moveFile(from: string, to: string, toKey: string): Promise<DiskChange> {
  for (let attempt = 0; ; attempt++) {
    await ensureParent(to, toKey);
    const existing = await lstat(to).catch(() => undefined);
    if (existing?.isDirectory()) throw ERRORS.invalidKey(toKey, 'a folder exists with this name');
    // The destination row did not exist (unique index), so a file there is an orphan: replace it.
    try {
      await rename(from, to);
      break;
    } catch (err) {
      // The new folder was pruned by a concurrent delete: make it again (the source is still there).
      if (errno(err) !== 'ENOENT' || attempt >= 5 || !(await lstat(from).catch(() => undefined))) throw err;
    }
  }
  return {
    async undo() {
      await rename(to, from).catch(() => {});
    },
    async finish() {},
  };
}

export interface OpenedFile {
  size: number;
  mtime: Date;
  stream(range?: { start: number; end: number }): ReadStream;
}

/** Opens an object's file for reading, or undefined when it is missing on disk. */
export async function openForRead(file: string): Promise<OpenedFile | undefined> {
  const st = await lstat(file).catch(() => undefined);
  if (!st?.isFile()) return undefined;
  return {
    size: st.size,
    mtime: st.mtime,
    stream: (range) => createReadStream(file, range ? { start: range.start, end: range.end } : {}),
  };
}

/** Stages a copy of an existing object's file beside `finalPath`; undefined when the source is missing. */
export async function stageCopy(
  source: string,
  finalPath: string,
  key: string,
): Promise<StagedFile | undefined> {
  const opened = await openForRead(source);
  if (!opened) return undefined;
  return stageUpload(opened.stream(), finalPath, key, Infinity);
}
