/**
 * Staff ids stay with staff: the public key reads every column of the public tables
 * except `updated_by` (and the few columns listed below), through column privileges; signed-in staff keep reading whole rows (the back
 * office asks select=*). A migration that adds a column the public should read calls
 * private.grant_anon_read(); the first test names any column it forgot.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, connectDb, createStaff, deleteUsers, runTag, signIn } from './helpers.ts';

const PUBLIC_TABLES = [
  'menu_items',
  'languages',
  'news',
  'coaches',
  'programmes',
  'subscriptions',
  'site_settings',
  'pages',
  'registration_settings',
] as const;

/** Columns of those tables the public key must not read: how staff sign in is no visitor's business. */
const STAFF_ONLY_COLUMNS = ['registration_settings.staff_second_factor_required'];

const tag = runTag('anon-columns');
let db: pg.Client;
let staffId: string;

beforeAll(async () => {
  db = await connectDb();
  staffId = await createStaff(db, {
    email: `${tag}@example.com`,
    password: 'Anon-Columns-1',
    role: 'Editor',
  });
});

afterAll(async () => {
  if (!db) return;
  await deleteUsers(db, [staffId]);
  await db.end();
});

describe('what the public key may read', () => {
  it('every column of the public tables but updated_by', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string; readable: boolean }>(
      `select c.table_name, c.column_name,
              has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'select') as readable
         from information_schema.columns c
        where c.table_schema = 'public' and c.table_name = any($1::text[])
        order by c.table_name, c.ordinal_position`,
      [PUBLIC_TABLES],
    );
    const staffOnly = (r: { table_name: string; column_name: string }) =>
      r.column_name === 'updated_by' || STAFF_ONLY_COLUMNS.includes(`${r.table_name}.${r.column_name}`);
    const hiddenButShouldNot = rows.filter((r) => !staffOnly(r) && !r.readable);
    const readableButShouldNot = rows.filter((r) => staffOnly(r) && r.readable);
    expect(
      hiddenButShouldNot.map((r) => `${r.table_name}.${r.column_name}: call private.grant_anon_read`),
    ).toEqual([]);
    expect(readableButShouldNot.map((r) => `${r.table_name}.${r.column_name}`)).toEqual([]);
    expect(rows.filter((r) => r.column_name === 'updated_by')).toHaveLength(PUBLIC_TABLES.length);
  });

  it('refuses updated_by and whole rows through the API, serves named columns', async () => {
    const anon = anonClient();
    for (const table of PUBLIC_TABLES) {
      const named = await anon.from(table).select('updated_at').limit(1);
      expect(named.error, table).toBeNull();
      for (const columns of ['updated_by', '*']) {
        const { error } = await anon.from(table).select(columns).limit(1);
        expect(error?.code, `${table} select=${columns}`).toBe('42501');
      }
    }
  });

  it('site_frame() and page_data() answer the public key, without updated_by', async () => {
    const anon = anonClient();
    const frame = await anon.rpc('site_frame');
    expect(frame.error).toBeNull();
    expect(frame.data).toMatchObject({ menu_items: expect.any(Array), languages: expect.any(Array) });
    for (const key of ['index', 'news', 'coaches', 'programmes']) {
      const page = await anon.rpc('page_data', { p_key: key });
      expect(page.error, key).toBeNull();
      expect(JSON.stringify(page.data)).not.toContain('updated_by');
    }
    expect(JSON.stringify(frame.data)).not.toContain('updated_by');
    expect((frame.data as { settings: unknown }).settings).not.toBeNull();
  });

  it('signed-in staff still read whole rows, updated_by included', async () => {
    const staff = await signIn(`${tag}@example.com`, 'Anon-Columns-1');
    for (const table of PUBLIC_TABLES) {
      const { data, error } = await staff.from(table).select('*').limit(1);
      expect(error, table).toBeNull();
      expect(Object.keys(data![0]!), table).toContain('updated_by');
    }
  });
});
