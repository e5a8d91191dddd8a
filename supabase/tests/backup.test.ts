/**
 * Backup and restore: backup -> change content and files ->
 * restore -> every table's rows and every stored file's bytes equal the backup's (compared by
 * checksums); a corrupted, truncated, edited or foreign file is refused and nothing changes; the
 * command lines ask before overwriting; files can go through the Storage API (hosted Supabase).
 * Runs against the shared test stack, whose content it puts back as it found it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectPath, storageRoot } from '../../packages/local-supabase/src/storage/keys.ts';
import {
  BackupRefused,
  createBackup,
  restoreBackup,
  unpackAndVerify,
  type Target,
} from '../../scripts/backup/index.ts';
import { connectDb, createStaff, deleteUsers, runTag, serviceClient, stack } from './helpers.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const tag = runTag('backup');
let db: pg.Client;
let tmp: string;
let target: Target;
/** A staff account with a verified second factor. */
let withFactor: string;

interface Fingerprint {
  tables: Record<string, string>;
  files: Record<string, string>;
}

/** Every site table's rows (count + MD5 of the sorted rows) and every stored file's SHA-256. */
async function fingerprint(): Promise<Fingerprint> {
  const { rows: tables } = await db.query<{ t: string }>(
    `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and (n.nspname in ('public', 'history')
        or (n.nspname, c.relname) in (('auth', 'users'), ('auth', 'identities'), ('auth', 'mfa_factors'),
          ('storage', 'buckets'), ('storage', 'objects')))
      order by 1`,
  );
  const fp: Fingerprint = { tables: {}, files: {} };
  for (const { t } of tables) {
    const { rows } = await db.query<{ n: number; h: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from ${t} x`,
    );
    fp.tables[t] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  const { dataDir } = stack();
  const { rows: objects } = await db.query<{ bucket_id: string; name: string }>(
    'select bucket_id, name from storage.objects order by 1, 2',
  );
  for (const o of objects) {
    const bytes = await readFile(objectPath(dataDir, o.bucket_id, o.name));
    fp.files[`${o.bucket_id}/${o.name}`] = createHash('sha256').update(bytes).digest('hex');
  }
  // No stray file on disk beside the objects.
  const onDisk = (await readdir(storageRoot(dataDir), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) =>
      path.relative(storageRoot(dataDir), path.join(e.parentPath, e.name)).split(path.sep).join('/'),
    )
    .sort();
  expect(onDisk).toEqual(Object.keys(fp.files).sort());
  return fp;
}

const PNG = (n: number) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4IScHAAK2AQU0pnWqAAAAAElFTkSuQmCC',
      'base64',
    ),
    Buffer.from(`${tag}-${n}`),
  ]);

/** Changes rows of several tables, staff accounts and files (added, replaced, removed). */
async function changeEverything(n: number): Promise<void> {
  await db.query('update public.news set title_en = $1 where id = (select min(id) from public.news)', [
    `${tag}-${n}`,
  ]);
  await db.query('delete from public.coaches where id = (select max(id) from public.coaches)');
  await db.query(
    `insert into public.subscriptions (title_en, description_en, price) values ($1, 'Plan', 1)`,
    [`${tag}-${n}`],
  );
  await db.query("select private.create_staff_user($1, 'Backup-Password-1', 'Tmp', 'User', 'Editor', true)", [
    `${tag}-${n}@example.com`,
  ]);
  // A staff member's second factor removed (a restore must bring it back).
  await db.query('delete from auth.mfa_factors where user_id = $1', [withFactor]);
  const storage = serviceClient().storage.from('media');
  expect(
    (await storage.upload(`${tag}/new-${n}.png`, PNG(n), { contentType: 'image/png' })).error,
  ).toBeNull();
  expect(
    (await storage.upload(`${tag}/a.png`, PNG(n + 100), { contentType: 'image/png', upsert: true })).error,
  ).toBeNull();
  expect((await storage.remove([`${tag}/b.png`])).error).toBeNull();
}

beforeAll(async () => {
  db = await connectDb();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'academy-backup-test-'));
  const s = stack();
  target = {
    dbUrl: s.dbUrl,
    storage: { kind: 'disk', dataDir: s.dataDir, api: { url: s.url, serviceRoleKey: s.serviceRoleKey } },
  };
  withFactor = await createStaff(db, {
    email: `${tag}-mfa@example.com`,
    password: 'Backup-Password-1',
    role: 'Editor',
  });
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
    [withFactor],
  );
  // Files of our own to replace and remove (the stack may have no demo media).
  const storage = serviceClient().storage.from('media');
  for (const [name, n] of [
    ['a.png', 90],
    ['b.png', 91],
  ] as const)
    expect((await storage.upload(`${tag}/${name}`, PNG(n), { contentType: 'image/png' })).error).toBeNull();
});

afterAll(async () => {
  await serviceClient()
    .storage.from('media')
    .remove([`${tag}/a.png`, `${tag}/b.png`]);
  if (withFactor) await deleteUsers(db, [withFactor]);
  await db?.end();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let file: string;
  let original: Fingerprint;

  it('backup -> change content and files -> restore gives back every row and every byte', async () => {
    original = await fingerprint();
    expect(Object.keys(original.files).length).toBeGreaterThan(0);
    file = path.join(tmp, 'site.tar.gz');
    const { manifest } = await createBackup(target, file);
    expect(manifest.tables.map((t) => `${t.schema}.${t.name}`)).toEqual(
      expect.arrayContaining([
        'auth.users',
        'auth.identities',
        'auth.mfa_factors',
        'public.users',
        'public.news',
        'public.pages',
        'history.changes',
      ]),
    );
    expect(manifest.files.map((f) => `${f.bucket}/${f.name}`).sort()).toEqual(
      Object.keys(original.files).sort(),
    );
    for (const f of manifest.files) expect(f.sha256).toBe(original.files[`${f.bucket}/${f.name}`]);

    await changeEverything(1);
    const changed = await fingerprint();
    expect(changed.tables['public.news']).not.toBe(original.tables['public.news']);
    expect(changed.files).not.toEqual(original.files);

    const result = await restoreBackup(target, file);
    expect(result.restored).toBe(true);
    expect(await fingerprint()).toEqual(original);
    // The API serves the restored bytes, and new rows continue after the restored ids.
    const some = manifest.files[0]!;
    const { data } = await serviceClient().storage.from(some.bucket).download(some.name);
    expect(
      createHash('sha256')
        .update(Buffer.from(await data!.arrayBuffer()))
        .digest('hex'),
    ).toBe(some.sha256);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.subscriptions (title_en, description_en, price) values ($1, 'Plan', 1) returning id`,
      [`${tag}-after`],
    );
    await db.query('delete from public.subscriptions where id = $1', [rows[0]!.id]);
  });

  it('a corrupted, truncated, edited or foreign file is refused and nothing changes', async () => {
    await changeEverything(2);
    const before = await fingerprint();
    const bytes = await readFile(file);

    const corrupted = Buffer.from(bytes);
    for (let i = 0; i < 8; i++) corrupted[Math.floor(bytes.length / 2) + i]! ^= 0xff;
    const unpacked = path.join(tmp, 'unpacked');
    await tar.x({ file, cwd: await mkdtempIn(unpacked) });
    const news = (await readdir(path.join(unpacked, 'db'))).find((f) => f === 'public.news.copy')!;
    const newsFile = path.join(unpacked, 'db', news);
    await writeFile(newsFile, (await readFile(newsFile, 'utf8')).replace(/\t/, '\tX'));
    const edited = path.join(tmp, 'edited.tar.gz');
    await tar.c({ gzip: true, file: edited, cwd: unpacked }, await filesManifestFirst(unpacked));
    const foreignDir = await mkdtempIn(path.join(tmp, 'foreign'));
    await writeFile(path.join(foreignDir, 'notes.txt'), 'not a backup');
    const foreign = path.join(tmp, 'foreign.tar.gz');
    await tar.c({ gzip: true, file: foreign, cwd: foreignDir }, ['notes.txt']);

    const cases: [string, Buffer | string, RegExp][] = [
      ['corrupted.tar.gz', corrupted, /damaged|checksum|not a backup/],
      ['truncated.tar.gz', bytes.subarray(0, Math.floor(bytes.length * 0.6)), /damaged or truncated/],
      ['edited.tar.gz', edited, /public\.news\.copy does not match its checksum/],
      ['foreign.tar.gz', foreign, /not a backup of this site/],
      ['plain.txt', Buffer.from('hello'), /not a backup of this site/],
    ];
    for (const [name, content, reason] of cases) {
      const f = typeof content === 'string' ? content : path.join(tmp, name);
      if (typeof content !== 'string') await writeFile(f, content);
      const err = await restoreBackup(target, f).catch((e: unknown) => e);
      expect(err, name).toBeInstanceOf(BackupRefused);
      expect((err as Error).message, name).toMatch(reason);
    }
    expect(await fingerprint()).toEqual(before);
    // Leave the stack as the file found it.
    await restoreBackup(target, file);
    expect(await fingerprint()).toEqual(original);
  });

  it('a backup is readable and writable by its owner only (it holds password hashes)', async () => {
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('an archive whose listing does not match its manifest is refused from the listing, unpacking nothing', async () => {
    const before = await fingerprint();
    const plain = gunzipSync(await readFile(file));
    const first = new tar.Header(plain.subarray(0, 512));
    expect(first.path).toBe('manifest.json');
    const manifestEnd = 512 + Math.ceil(first.size! / 512) * 512;
    const header = (entryPath: string, size: number) => {
      const block = Buffer.alloc(512);
      new tar.Header({ path: entryPath, type: 'File', size, mode: 0o644, mtime: new Date() }).encode(
        block,
        0,
      );
      return block;
    };
    // A 1 GiB entry of zeros that the manifest does not list, right after the manifest: gzip
    // members may follow one another, so 1024 copies of one compressed MiB of zeros make it a
    // file of about 1 MB.
    const zeros = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
    const huge = path.join(tmp, 'huge-unlisted.tar.gz');
    await writeFile(
      huge,
      Buffer.concat([
        gzipSync(
          Buffer.concat([plain.subarray(0, manifestEnd), header('storage/media/huge.bin', 1024 ** 3)]),
        ),
        ...Array.from({ length: 1024 }, () => zeros),
        gzipSync(plain.subarray(manifestEnd)),
      ]),
    );
    // The hidden GiB adds about 1 MB to the archive, whatever the backup itself weighs.
    expect((await stat(huge)).size - (await stat(file)).size).toBeLessThan(2 * 1024 * 1024);
    const started = Date.now();
    const err = await restoreBackup(target, huge).catch((e: unknown) => e);
    const ms = Date.now() - started;
    expect(err).toBeInstanceOf(BackupRefused);
    expect((err as Error).message).toMatch(/files its manifest does not list \(storage\/media\/huge\.bin\)/);
    // Decompressing the entry alone would take seconds; the refusal comes from its header.
    expect(ms).toBeLessThan(5000);

    // A listed entry whose header gives another size, and an entry before the manifest.
    const listed = path.join(tmp, 'wrong-size.tar.gz');
    const second = new tar.Header(plain.subarray(manifestEnd, manifestEnd + 512));
    await writeFile(
      listed,
      gzipSync(Buffer.concat([plain.subarray(0, manifestEnd), header(second.path!, 1024 ** 3)])),
    );
    const wrong = await restoreBackup(target, listed).catch((e: unknown) => e);
    expect((wrong as Error).message).toContain(`${second.path} does not match its checksum`);
    const manifestLast = path.join(tmp, 'manifest-last.tar.gz');
    await writeFile(
      manifestLast,
      gzipSync(Buffer.concat([plain.subarray(manifestEnd), plain.subarray(0, manifestEnd)])),
    );
    const last = await restoreBackup(target, manifestLast).catch((e: unknown) => e);
    expect((last as Error).message).toMatch(
      /not a backup of this site \(it does not start with its manifest\)/,
    );
    expect(await fingerprint()).toEqual(before);
  });

  it('a stored file that no longer matches its row (changed during the backup) stops the backup', async () => {
    const name = `${tag}/a.png`;
    const file = objectPath(stack().dataDir, 'media', name);
    const bytes = await readFile(file);
    // Stands for a write that replaced the file after the snapshot was taken: the row keeps the
    // old ETag. The backup retries, then gives up naming the file; it never mixes two moments.
    await writeFile(file, Buffer.concat([bytes, Buffer.from('changed')]));
    try {
      const out = path.join(tmp, 'inconsistent.tar.gz');
      await expect(createBackup(target, out)).rejects.toThrow(
        `media/${name} changed while the backup was taken`,
      );
      await expect(readFile(out)).rejects.toThrow(/ENOENT/);
    } finally {
      await writeFile(file, bytes);
    }
  });

  it('npm run restore asks before overwriting (no terminal: refuses without --yes), --yes restores', async () => {
    const cliFile = path.join(tmp, 'cli.tar.gz');
    const env = { ...process.env, SUPABASE_DATA_DIR: stack().dataDir, DATABASE_URL: '' };
    const backup = await run(['scripts/backup.ts', cliFile], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written: .*cli\.tar\.gz .* files\./);
    expect((await stat(cliFile)).mode & 0o777).toBe(0o600);

    await changeEverything(3);
    const changed = await fingerprint();
    const asked = await run(['scripts/restore.ts', cliFile], env);
    expect(asked.code).toBe(1);
    expect(asked.output).toContain('This replaces ALL content');
    expect(asked.output).toContain('run again with --yes');
    expect(await fingerprint()).toEqual(changed);

    const refused = await run(['scripts/restore.ts', path.join(tmp, 'truncated.tar.gz'), '--yes'], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Restore refused, nothing was changed');
    expect(await fingerprint()).toEqual(changed);

    const restored = await run(['scripts/restore.ts', cliFile, '--yes'], env);
    expect(restored.code, restored.output).toBe(0);
    expect(await fingerprint()).toEqual(original);

    // The same through DATABASE_URL (any PostgreSQL; files from the data folder).
    const byUrl = path.join(tmp, 'by-url.tar.gz');
    const viaUrl = await run(['scripts/backup.ts', byUrl], { ...env, DATABASE_URL: stack().dbUrl });
    expect(viaUrl.code, viaUrl.output).toBe(0);
    expect(viaUrl.output).toMatch(/Backing up database postgres:\/\/postgres:\*\*\*@.* files in /);
    const sums = async (f: string) =>
      (await unpackAndVerify(f, await mkdtempIn(path.join(tmp, path.basename(f, '.tar.gz'))))).tables.map(
        (t) => `${t.schema}.${t.name}:${t.sha256}`,
      );
    expect(await sums(byUrl)).toEqual(await sums(cliFile));
    // Four CLI runs (each a fresh tsx process) and a whole restore: about a minute on a busy
    // 2-core machine after the other suites have filled the database.
  }, 180_000);

  it('files can be backed up and restored through the Storage API (as on hosted Supabase)', async () => {
    const s = stack();
    const viaApi: Target = {
      dbUrl: s.dbUrl,
      storage: { kind: 'api', url: s.url, serviceRoleKey: s.serviceRoleKey },
    };
    const apiFile = path.join(tmp, 'api.tar.gz');
    const { manifest } = await createBackup(viaApi, apiFile);
    expect(manifest.source.storage).toBe('api');
    expect(Object.fromEntries(manifest.files.map((f) => [`${f.bucket}/${f.name}`, f.sha256]))).toEqual(
      original.files,
    );

    await changeEverything(4);
    await restoreBackup(viaApi, apiFile);
    const after = await fingerprint();
    // Table rows and file bytes are back; storage rows are the API's own (new ids and times).
    expect(after.files).toEqual(original.files);
    for (const [t, fp] of Object.entries(original.tables))
      if (!t.startsWith('storage.')) expect(after.tables[t], t).toBe(fp);
    // A backup taken from disk restores through the API too.
    await changeEverything(5);
    await restoreBackup(viaApi, file);
    expect((await fingerprint()).files).toEqual(original.files);
    // Back to the exact original, storage rows included.
    await restoreBackup(target, file);
    expect(await fingerprint()).toEqual(original);
  });
});

/** The files under `dir` as archive paths, the manifest first (as backups are written). */
async function filesManifestFirst(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((p) => p !== 'manifest.json');
  return ['manifest.json', ...files];
}

async function mkdtempIn(dir: string): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  const { mkdir } = await import('node:fs/promises');
  await mkdir(dir, { recursive: true });
  return dir;
}

/** Runs a repo script with tsx, stdin closed (no terminal), and collects its output. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
