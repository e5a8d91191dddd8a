/**
 * Reading a backup archive safely. The archive is read once, as a stream, and nothing reaches
 * the disk that the manifest does not list:
 * - the manifest comes first (backups are written that way); it is read into memory (at most
 *   MAX_MANIFEST_BYTES) and checked before any other entry;
 * - every later entry is checked by its header alone before a byte of its body is read: a plain
 *   file, listed by the manifest, not seen before, of the listed size. An entry that fails is
 *   refused at once, so an archive that hides a huge entry is refused without unpacking it;
 * - the manifest's files must fit in the free space of the folder they are unpacked into;
 * - each file is written while its SHA-256 is computed, and compared when it ends;
 * - at the end, nothing the manifest lists may be missing.
 * Checksums prove that the archive is the one the manifest describes (nothing damaged, edited,
 * added or left out), not who made it: a backup should be kept where only its owners can reach it.
 */
import { createReadStream, createWriteStream, mkdirSync, statfsSync } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Parser, type ReadEntry } from 'tar';
import { hashingTap } from './database.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupRefused,
  MANIFEST_FILE,
  manifestSchema,
  type Manifest,
} from './manifest.ts';

/** The largest manifest read: far above what a site's backup lists, far below harm. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

async function isGzip(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await fh.close();
  }
}

/** The manifest, refused with the reason when it is not one of this site's backups. */
function parseManifest(name: string, text: string): Manifest {
  let raw: { format?: unknown; version?: unknown };
  try {
    raw = JSON.parse(text) as typeof raw;
  } catch {
    throw new BackupRefused(`${name} is not a backup of this site (manifest missing or unreadable)`);
  }
  if (raw.format !== BACKUP_FORMAT)
    throw new BackupRefused(`${name} is not a backup of this site: no manifest of this site's backups`);
  if (typeof raw.version === 'number' && raw.version > BACKUP_VERSION)
    throw new BackupRefused(
      `${name} is not a backup of this site: the backup was made by a newer version (format ${raw.version}); update the code first`,
    );
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BackupRefused(`${name} is not a backup of this site (manifest missing or unreadable)`);
  return parsed.data;
}

/** Every entry the manifest lists: archive path -> size and SHA-256. */
function listedEntries(manifest: Manifest): Map<string, { bytes: number; sha256: string }> {
  const listed = new Map<string, { bytes: number; sha256: string }>();
  for (const e of [...manifest.tables.map((t) => ({ ...t, path: t.file })), ...manifest.files]) {
    if (listed.has(e.path) || e.path === MANIFEST_FILE)
      throw new BackupRefused(`the manifest lists ${e.path} twice`);
    listed.set(e.path, { bytes: e.bytes, sha256: e.sha256 });
  }
  return listed;
}

function assertFits(dir: string, listed: Map<string, { bytes: number }>): void {
  const needed = [...listed.values()].reduce((n, e) => n + e.bytes, 0);
  const fs = statfsSync(dir);
  const free = fs.bavail * fs.bsize;
  if (needed > free)
    throw new BackupRefused(
      `the backup needs ${Math.ceil(needed / 1024 ** 2)} MiB to be checked and only ${Math.floor(free / 1024 ** 2)} MiB are free in ${dir}`,
    );
}

/**
 * Streams `file` into `dir` and checks it completely (see the top of this file). Throws
 * BackupRefused with the reason when it is not an intact backup of this site; `dir` may then
 * hold part of it, and the caller removes it.
 */
export async function unpackAndVerify(file: string, dir: string): Promise<Manifest> {
  const name = path.basename(file);
  const st = await stat(file).catch(() => undefined);
  if (!st?.isFile()) throw new BackupRefused(`${file} does not exist or is not a file`);
  if (!(await isGzip(file)))
    throw new BackupRefused(`${name} is not a backup of this site (not a .tar.gz archive)`);

  let manifest: Manifest | undefined;
  let listed = new Map<string, { bytes: number; sha256: string }>();
  const seen = new Set<string>();
  let refusal: unknown;
  let work: Promise<void> = Promise.resolve();
  const source = createReadStream(file);
  const parser = new Parser({ strict: true, noResume: true });

  // The files being written: stopped when the archive is refused or breaks off in the middle.
  const writing = new Set<Transform>();
  const refuse = (reason: unknown) => {
    refusal ??= reason;
    for (const tap of writing) tap.destroy(new Error('the archive ended early'));
    source.destroy();
    parser.abort(reason instanceof Error ? reason : new Error(String(reason)));
  };

  /**
   * Reads the manifest. It is parsed in the entry's own 'end' listener, which runs before the
   * parser moves on, so the next entry's header is always judged against it.
   */
  const takeManifest = (entry: ReadEntry) => {
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      try {
        manifest = parseManifest(name, Buffer.concat(chunks).toString('utf8'));
        listed = listedEntries(manifest);
        assertFits(dir, listed);
      } catch (err) {
        refuse(err);
      }
    });
  };

  /** Writes a listed file while hashing it, and compares it with the manifest when it ends. */
  const takeFile = async (entry: ReadEntry, want: { bytes: number; sha256: string }) => {
    const dest = path.join(dir, ...entry.path.split('/'));
    mkdirSync(path.dirname(dest), { recursive: true });
    const tap = hashingTap();
    writing.add(tap);
    entry.pipe(tap);
    try {
      await pipeline(tap, createWriteStream(dest, { mode: 0o600 }));
    } finally {
      writing.delete(tap);
    }
    const got = tap.digest();
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new BackupRefused(`${entry.path} does not match its checksum: the backup was changed or damaged`);
  };

  parser.on('entry', (entry: ReadEntry) => {
    if (refusal !== undefined) {
      entry.resume();
      return;
    }
    const problem = headerProblem(entry, manifest, listed, seen);
    if (problem) {
      entry.resume();
      refuse(new BackupRefused(problem.replace('%s', name)));
      return;
    }
    seen.add(entry.path);
    if (entry.path === MANIFEST_FILE && !manifest) {
      takeManifest(entry);
      return;
    }
    const step = takeFile(entry, listed.get(entry.path)!);
    step.catch(() => {});
    work = work.then(() => step).catch(refuse);
  });

  await new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
    source.on('error', reject);
    source.pipe(parser);
  }).catch((err: unknown) => {
    refuse(new BackupRefused(`${name} is damaged or truncated (${(err as Error).message})`));
  });
  await work;
  if (refusal !== undefined) throw refusal;
  if (!manifest)
    throw new BackupRefused(`${name} is not a backup of this site (manifest missing or unreadable)`);
  for (const p of listed.keys())
    if (!seen.has(p)) throw new BackupRefused(`the archive lacks ${p}, which its manifest lists`);
  return manifest;
}

/**
 * What is wrong with an entry, judged by its header alone (`%s` stands for the archive's name),
 * or undefined when its body may be read.
 */
function headerProblem(
  entry: ReadEntry,
  manifest: Manifest | undefined,
  listed: Map<string, { bytes: number }>,
  seen: Set<string>,
): string | undefined {
  const isFile = entry.type === 'File' || entry.type === 'OldFile';
  if (!manifest) {
    if (entry.path !== MANIFEST_FILE || !isFile)
      return `%s is not a backup of this site (it does not start with its manifest)`;
    if (entry.size > MAX_MANIFEST_BYTES) return `%s is not a backup of this site (its manifest is too large)`;
    return undefined;
  }
  if (!isFile) return `the archive holds entries that are not files: ${entry.path}`;
  const want = listed.get(entry.path);
  if (!want) return `the archive holds files its manifest does not list (${entry.path})`;
  if (seen.has(entry.path)) return `the archive holds ${entry.path} twice`;
  if (entry.size !== want.bytes)
    return `${entry.path} does not match its checksum: the backup was changed or damaged`;
  return undefined;
}
