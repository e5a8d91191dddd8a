/**
 * Backup and restore of the whole site: database content and stored files in one
 * checksummed archive. `npm run backup` and `npm run restore` (scripts/backup.ts, restore.ts)
 * are thin command lines over createBackup and restoreBackup.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import {
  appliedMigrations,
  checkFits,
  countRows,
  dumpTables,
  readSequences,
  replaceTables,
  siteTables,
} from './database.ts';
import { unpackAndVerify } from './archive.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupRefused, MANIFEST_FILE, type Manifest } from './manifest.ts';
import {
  checkObjectNames,
  copyObjects,
  diskSwap,
  FileChangedError,
  listObjects,
  syncThroughApi,
  type StorageTarget,
} from './storage.ts';

export { unpackAndVerify } from './archive.ts';
export { BackupRefused } from './manifest.ts';
export type { Manifest } from './manifest.ts';

export interface Target {
  /** Connection string of a role that may read and write every table of the site. */
  dbUrl: string;
  storage: StorageTarget;
}

/** The connection string without its password, for messages and the manifest. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable connection string)';
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/**
 * A scratch folder, removed by `remove`. For a disk target it is under the data folder, so the
 * restored files' folder moves into place with a rename.
 */
async function scratchDir(
  target: Target,
  purpose: string,
): Promise<{ dir: string; remove(): Promise<void> }> {
  const local = target.storage.kind === 'disk';
  const base =
    target.storage.kind === 'disk' ? path.join(target.storage.dataDir, '.backup-tmp') : os.tmpdir();
  await mkdir(base, { recursive: true });
  const dir = await mkdtemp(path.join(base, `${purpose}-`));
  return {
    dir,
    async remove() {
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
      if (local) await rmdir(base).catch(() => {}); // only when no other backup is using it
    },
  };
}

export interface BackupResult {
  file: string;
  manifest: Manifest;
  bytes: number;
  ms: number;
}

/**
 * Writes a backup of `target` to `file` (atomically: a failed backup leaves no file). The
 * tables are read in one REPEATABLE READ snapshot; stored files are checked against that
 * snapshot, and the whole backup is taken again (up to 3 times) when a file changed meanwhile.
 */
export async function createBackup(target: Target, file: string): Promise<BackupResult> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const { dir, remove } = await scratchDir(target, 'backup');
    try {
      const manifest = await snapshot(target, dir);
      await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      try {
        // The backup holds password hashes: readable by its owner only, from its first byte.
        await writeFile(partial, '', { mode: 0o600, flag: 'wx' });
        await chmod(partial, 0o600);
        await tar.c({ gzip: { level: 6 }, file: partial, cwd: dir, portable: true, noDirRecurse: false }, [
          MANIFEST_FILE,
          ...manifest.tables.map((t) => t.file),
          ...manifest.files.map((f) => f.path),
        ]);
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
      return { file, manifest, bytes: (await stat(file)).size, ms: Date.now() - started };
    } catch (err) {
      if (!(err instanceof FileChangedError) || attempt >= 3) throw err;
    } finally {
      await remove();
    }
  }
}

async function snapshot(target: Target, dir: string): Promise<Manifest> {
  const client = await connect(target.dbUrl);
  try {
    await client.query('begin isolation level repeatable read read only');
    const server = (await client.query<{ v: string }>('select version() as v')).rows[0]!.v;
    const migrations = (await appliedMigrations(client)) ?? [];
    const tables = await siteTables(client, target.storage.kind === 'disk');
    const objects = await listObjects(client);
    const tableEntries = await dumpTables(client, tables, dir);
    const sequences = await readSequences(client, tables);
    const files = await copyObjects(target.storage, objects, dir);
    await client.query('commit');
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      source: { database: redactUrl(target.dbUrl), server, storage: target.storage.kind },
      migrations,
      tables: tableEntries,
      sequences,
      files,
    };
  } finally {
    await client.end();
  }
}

export interface RestorePlan {
  manifest: Manifest;
  /** Rows and files the target has now (what the restore replaces). */
  current: { rows: number; files: number };
}

export interface RestoreOptions {
  /**
   * Called after every check passed and before anything is changed; return false to stop.
   * Not given: the restore goes ahead.
   */
  confirm?: (plan: RestorePlan) => Promise<boolean>;
}

export interface RestoreResult {
  manifest: Manifest;
  restored: boolean;
  ms: number;
}

/**
 * Brings `target` back to the content of the backup `file`. Everything is checked first
 * (archive, checksums, migrations, tables and columns, file names); a refusal changes nothing.
 * Then the database is replaced in one transaction, inside which the stored files' folder is
 * swapped (disk) or, after which, the files are uploaded (API).
 */
export async function restoreBackup(
  target: Target,
  file: string,
  opts: RestoreOptions = {},
): Promise<RestoreResult> {
  const started = Date.now();
  const { dir, remove } = await scratchDir(target, 'restore');
  try {
    const manifest = await unpackAndVerify(file, dir);
    checkObjectNames(target.storage, manifest);
    // Files go back the way the target keeps them: the disk folder is swapped together with the
    // storage rows of a disk backup; otherwise the rows are the Storage API's business.
    const byDisk = target.storage.kind === 'disk' && manifest.source.storage === 'disk';
    const api = target.storage.kind === 'api' ? target.storage : target.storage.api;
    if (!byDisk && !api)
      throw new BackupRefused(
        'this backup holds files taken through the Storage API: start the stack (npm start) and restore again',
      );
    const plan = { ...manifest, tables: manifest.tables.filter((t) => byDisk || t.schema !== 'storage') };
    const client = await connect(target.dbUrl);
    try {
      await checkFits(client, plan);
      if (opts.confirm) {
        const files = Number(
          (await client.query<{ n: string }>('select count(*) as n from storage.objects')).rows[0]?.n ?? 0,
        );
        const go = await opts.confirm({ manifest, current: { rows: await countRows(client, plan), files } });
        if (!go) return { manifest, restored: false, ms: Date.now() - started };
      }
      if (byDisk && target.storage.kind === 'disk') {
        const swap = diskSwap(target.storage.dataDir, dir);
        await replaceTables(client, plan, dir, { beforeCommit: swap.swap, undo: swap.undo });
      } else {
        await replaceTables(client, plan, dir);
        await syncThroughApi(api!, client, plan, dir);
      }
      return { manifest, restored: true, ms: Date.now() - started };
    } finally {
      await client.end();
    }
  } finally {
    await remove();
  }
}
