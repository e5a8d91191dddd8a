/**
 * Migrations: every file is recorded in
 * supabase_migrations.schema_migrations as the Supabase CLI records it; the files apply on an
 * empty database (platform SQL first, as hosted Supabase already has it), give the same schema
 * as the test stack's, and a second run applies nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, applyPlatform } from '../../packages/local-supabase/src/migrate.ts';
import { connectDb, stack } from './helpers.ts';

const supabaseDir = path.resolve(import.meta.dirname, '..');
const quiet = () => {};

let files: string[];
let db: pg.Client;

beforeAll(async () => {
  files = (await readdir(path.join(supabaseDir, 'migrations'))).filter((f) => f.endsWith('.sql')).sort();
  db = await connectDb();
});

afterAll(async () => {
  await db?.end();
});

/** Tables, columns, constraints, policies and functions of the app's schemas, as comparable text. */
async function schemaFingerprint(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ line: string }>(`
    select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type
           || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
      from information_schema.columns where table_schema in ('public', 'private')
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'policy ' || schemaname || '.' || tablename || ' ' || policyname || ' ' || cmd || ' '
           || array_to_string(roles, ',') || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, '')
      from pg_policies where schemaname in ('public', 'storage')
    union all
    select 'function ' || p.oid::regprocedure::text || ' ' || p.prosecdef::text || ' '
           || coalesce(array_to_string(p.proconfig, ','), '')
      from pg_proc p where p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
    union all
    select 'index ' || indexdef from pg_indexes where schemaname = 'public'
    union all
    select 'trigger ' || tgrelid::regclass::text || ' ' || tgname from pg_trigger
     where not tgisinternal and tgrelid::regclass::text like 'public.%'
    union all
    select 'bucket ' || id || ' ' || public::text || ' ' || file_size_limit::text || ' '
           || array_to_string(allowed_mime_types, ',') from storage.buckets
     where id in ('coaches', 'news', 'media')
    order by 1`);
  return rows.map((r) => r.line);
}

describe('migrations', () => {
  it('are named <timestamp>_<name>.sql and all recorded in supabase_migrations.schema_migrations', async () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) expect(f).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
    const { rows } = await db.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
    for (const r of rows) expect(r.statements.length, r.name).toBeGreaterThan(0);
  });

  it('apply on an empty database, match the running schema, and a second run applies nothing', async () => {
    const name = `academy_migrations_${Date.now()}`;
    await db.query(`create database ${name}`);
    const url = new URL(stack().dbUrl);
    const password = decodeURIComponent(url.password);
    url.pathname = `/${name}`;
    try {
      // The platform SQL re-asserts the cluster-wide roles with the stack's own password.
      await applyPlatform(url.toString(), password);
      const first = await applyMigrations(url.toString(), supabaseDir, quiet, { seed: false });
      expect(first.fresh).toBe(true);
      expect(first.applied).toEqual(files);

      const fresh = new pg.Client({ connectionString: url.toString() });
      await fresh.connect();
      try {
        expect(await schemaFingerprint(fresh)).toEqual(await schemaFingerprint(db));
        // What the migrations themselves create: the settings row, the page rows, the languages.
        const { rows } = await fresh.query(
          `select (select count(*)::int from public.site_settings) as settings,
                  (select count(*)::int from public.pages) as pages,
                  (select count(*)::int from public.languages) as languages,
                  (select count(*)::int from storage.buckets) as buckets`,
        );
        expect(rows).toEqual([{ settings: 1, pages: 11, languages: 3, buckets: 4 }]);
      } finally {
        await fresh.end();
      }

      const second = await applyMigrations(url.toString(), supabaseDir, quiet, { seed: false });
      expect(second).toEqual({ applied: [], fresh: false, seeded: false });
    } finally {
      await db.query(`drop database if exists ${name} with (force)`);
    }
  });

  it('apply nothing when run again on the stack database', async () => {
    const again = await applyMigrations(stack().dbUrl, supabaseDir, quiet, { seed: false });
    expect(again.applied).toEqual([]);
    expect(again.fresh).toBe(false);
  });
});
