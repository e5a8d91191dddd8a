import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Logger } from './context.ts';

/** Folder of the platform SQL files (00-platform.sql, 10-auth.sql, 20-storage.sql, ...). */
const platformDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'platform');

/** A migration (or seed / platform file) that PostgreSQL refused. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly pgMessage: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
    readonly detail: string | undefined,
    cause: unknown,
  ) {
    const where = line !== undefined ? ` (line ${line}, column ${column ?? 1})` : '';
    super(
      `${path.basename(file)} failed${where}: ${pgMessage}${detail ? `\n${detail}` : ''}\n` +
        `Nothing of ${path.basename(file)} was applied; fix it and start again.`,
      { cause },
    );
    this.name = 'MigrationError';
  }
}

/** Line and column (1-based) of a 1-based character position in text. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, position - 1));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function toMigrationError(file: string, sql: string, err: unknown): MigrationError {
  const e = err as pg.DatabaseError;
  const pos = e.position ? Number(e.position) : undefined;
  const lc = pos ? lineAndColumn(sql, pos) : undefined;
  const detail = [e.detail, e.hint ? `Hint: ${e.hint}` : undefined, e.where].filter(Boolean).join('\n');
  return new MigrationError(file, e.message ?? String(err), lc?.line, lc?.column, detail || undefined, err);
}

/**
 * Splits SQL into statements for the `statements` column the Supabase CLI fills. Understands
 * comments, quoted strings and identifiers, and dollar quoting, so semicolons inside function
 * bodies do not split. (The file itself is executed as one unit, not statement by statement.)
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (ch === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (sql[i] === '/' && sql[i + 1] === '*') {
          depth++;
          i += 2;
        } else if (sql[i] === '*' && sql[i + 1] === '/') {
          depth--;
          i += 2;
        } else i++;
      }
    } else if (ch === "'" || ch === '"') {
      const escapes = ch === "'" && (sql[i - 1] === 'E' || sql[i - 1] === 'e');
      i++;
      while (i < n) {
        if (escapes && sql[i] === '\\') i += 2;
        else if (sql[i] === ch) {
          if (sql[i + 1] === ch) i += 2;
          else break;
        } else i++;
      }
      i++;
    } else if (ch === '$') {
      const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (m && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
        const tag = m[0];
        const end = sql.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else i++;
    } else if (ch === ';') {
      const stmt = sql.slice(start, i).trim();
      if (stmt) out.push(stmt);
      start = i + 1;
      i++;
    } else i++;
  }
  const last = sql.slice(start).trim();
  if (last && splitStatements.hasCode(last)) out.push(last);
  return out;
}
/** True when text holds more than comments and whitespace. */
splitStatements.hasCode = (text: string): boolean =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/--[^\n]*/g, '')
    .trim() !== '';

/** Runs one SQL file in its own transaction; on failure nothing of it remains. */
async function runFile(client: pg.ClientBase, file: string, sql: string, after?: () => Promise<void>) {
  await client.query('begin');
  try {
    // One simple-protocol query: the file runs as written, and PostgreSQL's error position
    // is an offset into the file, which gives the line number.
    await client.query(sql);
    if (after) await after();
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    if (err instanceof MigrationError) throw err;
    throw toMigrationError(file, sql, err);
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    // Keep NOTICEs (e.g. "relation already exists, skipping") out of the console.
    await client.query("set client_min_messages = 'warning'");
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Applies src/platform/*.sql in file-name order, each in a transaction, then sets the password of
 * `authenticator` (the role PostgREST logs in as).
 */
export async function applyPlatform(superUrl: string, authenticatorPassword: string, dir = platformDir) {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  await withClient(superUrl, async (client) => {
    // Two stacks starting on the same database must not interleave DDL.
    await client.query('select pg_advisory_lock(5432100)');
    try {
      for (const f of files) {
        const file = path.join(dir, f);
        await runFile(client, file, await readFile(file, 'utf8'));
      }
      const pw = client.escapeLiteral(authenticatorPassword);
      await client.query(`alter role authenticator with login password ${pw}`);
    } finally {
      await client.query('select pg_advisory_unlock(5432100)');
    }
  });
}

export interface MigrationResult {
  /** File names applied by this run. */
  applied: string[];
  /** True when the migrations table did not exist before (a new or reset database). */
  fresh: boolean;
  /** True when seed.sql was run. */
  seeded: boolean;
}

const MIGRATION_FILE = /^(\d+)_(.*)\.sql$/;

/**
 * Applies `<supabaseDir>/migrations/*.sql` not yet recorded in
 * supabase_migrations.schema_migrations, in file-name order, each in its own transaction, recorded
 * as the Supabase CLI records them; then `<supabaseDir>/seed.sql` when the database is fresh.
 */
export async function applyMigrations(
  superUrl: string,
  supabaseDir: string,
  log: Logger,
  opts: { seed?: boolean } = {},
): Promise<MigrationResult> {
  const migrationsDir = path.join(supabaseDir, 'migrations');
  let names: string[] = [];
  try {
    names = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  for (const f of names) {
    if (!MIGRATION_FILE.test(f))
      log('warn', `skipping ${f}: migration files are named <timestamp>_<name>.sql`);
  }
  const migrations = names.flatMap((f) => {
    const m = MIGRATION_FILE.exec(f);
    return m ? [{ file: path.join(migrationsDir, f), version: m[1] ?? '', name: m[2] ?? '' }] : [];
  });

  return withClient(superUrl, async (client) => {
    await client.query('select pg_advisory_lock(5432101)');
    try {
      const existing = await client.query<{ exists: boolean }>(
        "select to_regclass('supabase_migrations.schema_migrations') is not null as exists",
      );
      const fresh = !existing.rows[0]?.exists;
      // The Supabase CLI's own definition (create, then add columns) so `supabase` tools read it.
      await client.query(`
        create schema if not exists supabase_migrations;
        create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
        alter table supabase_migrations.schema_migrations add column if not exists statements text[];
        alter table supabase_migrations.schema_migrations add column if not exists name text;
      `);
      const done = new Set(
        (
          await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
        ).rows.map((r) => r.version),
      );
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        const sql = await readFile(m.file, 'utf8');
        await runFile(client, m.file, sql, async () => {
          await client.query(
            'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
            [m.version, splitStatements(sql), m.name],
          );
        });
        // The file may have changed settings for the session (set role, search_path...).
        await client.query('reset all');
        await client.query("set client_min_messages = 'warning'");
        applied.push(path.basename(m.file));
        log('info', `applied migration ${path.basename(m.file)}`);
      }
      let seeded = false;
      const seedFile = path.join(supabaseDir, 'seed.sql');
      if (fresh && opts.seed !== false) {
        let sql: string | undefined;
        try {
          sql = await readFile(seedFile, 'utf8');
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
        if (sql !== undefined) {
          try {
            await runFile(client, seedFile, sql);
          } catch (err) {
            if (err instanceof MigrationError) {
              err.message += ' The migrations are applied; after fixing seed.sql run `local-supabase reset`.';
            }
            throw err;
          }
          await client.query('reset all');
          seeded = true;
          log('info', 'applied seed.sql');
        }
      }
      return { applied, fresh, seeded };
    } finally {
      await client.query('select pg_advisory_unlock(5432101)').catch(() => {});
    }
  });
}

/** Asks PostgREST (listening on the `pgrst` channel) to reload its schema cache. */
export async function notifySchemaReload(superUrl: string): Promise<void> {
  await withClient(superUrl, (c) => c.query("notify pgrst, 'reload schema'"));
}

/**
 * Drops everything the stack and the migrations created in the database: every non-system schema
 * (public, auth, storage, extensions, supabase_migrations and any schema a migration made), then
 * recreates an empty `public` as PostgreSQL creates it. Roles are cluster-wide and stay.
 */
export async function dropEverything(superUrl: string): Promise<void> {
  await withClient(superUrl, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(`
      select nspname from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema')
        and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%'
    `);
    await client.query('begin');
    try {
      for (const { nspname } of rows) {
        await client.query(`drop schema if exists ${client.escapeIdentifier(nspname)} cascade`);
      }
      // Extensions installed outside those schemas (none of ours) would survive; drop ours by name.
      await client.query('drop extension if exists pgcrypto cascade');
      await client.query('drop extension if exists "uuid-ossp" cascade');
      await client.query('create schema public authorization pg_database_owner');
      await client.query('grant usage on schema public to public');
      await client.query("comment on schema public is 'standard public schema'");
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    }
  });
}
