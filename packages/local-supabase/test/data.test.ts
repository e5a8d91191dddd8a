import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { supabaseDataProvider } from 'ra-supabase';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
// Our own rows, recognisable by their title, so the test does not depend on seed.sql's content.
const marker = `ITEST-data-${Date.now()}`;
const PUBLISHED = 10;
const DRAFTS = 4;

let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await db.query(
    `insert into public.news (status, title_en, text_en, publish_date)
     select 'Published'::public.news_status, $1 || '-p-' || lpad(i::text, 2, '0'), 'text', now() - make_interval(days => i)
     from generate_series(1, $2::int) i
     union all
     select 'Draft', $1 || '-d-' || lpad(i::text, 2, '0'), 'text', now() - make_interval(days => i)
     from generate_series(1, $3::int) i
     union all
     select 'Published'::public.news_status, $1 || '-future', 'text', now() + interval '30 days'`,
    [marker, PUBLISHED, DRAFTS],
  );
});

afterAll(async () => {
  await db?.query('delete from public.news where title_en like $1', [`${marker}%`]);
  await db?.end();
});

const anon = () => createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
const service = () => createClient(stack.url, stack.serviceRoleKey, { auth: { persistSession: false } });

describe('data through supabase-js', () => {
  it('selects a range with an exact count through the gateway', async () => {
    const { data, count, error, status } = await anon()
      .from('news')
      .select('id, title_en, status', { count: 'exact' })
      .like('title_en', `${marker}%`)
      .order('title_en')
      .range(2, 5);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(PUBLISHED); // drafts and the future article are hidden by RLS
    expect(data?.map((r) => r.title_en)).toEqual(
      [3, 4, 5, 6].map((i) => `${marker}-p-${String(i).padStart(2, '0')}`),
    );
    expect(data?.every((r) => r.status === 'Published')).toBe(true);
  });

  it('lets the service role see every row (BYPASSRLS)', async () => {
    const { count, error } = await service()
      .from('news')
      .select('id', { count: 'exact', head: true })
      .like('title_en', `${marker}%`);
    expect(error).toBeNull();
    expect(count).toBe(PUBLISHED + DRAFTS + 1);
  });

  it('denies anonymous insert, update and delete', async () => {
    const client = anon();
    const before = await db.query(
      'select count(*)::int as n, max(updated_at) as u from public.news where title_en like $1',
      [`${marker}%`],
    );

    const ins = await client
      .from('news')
      .insert({ status: 'Published', title_en: `${marker}-anon`, text_en: 'x' });
    expect(ins.error).not.toBeNull();
    expect(ins.status).toBeGreaterThanOrEqual(401);

    const upd = await client
      .from('news')
      .update({ title_en: `${marker}-hacked` })
      .like('title_en', `${marker}%`)
      .select();
    // Either refused outright or filtered to zero rows by RLS: nothing may change.
    if (!upd.error) expect(upd.data).toEqual([]);

    const del = await client.from('news').delete().like('title_en', `${marker}%`).select();
    if (!del.error) expect(del.data).toEqual([]);

    const after = await db.query(
      'select count(*)::int as n, max(updated_at) as u from public.news where title_en like $1',
      [`${marker}%`],
    );
    expect(after.rows[0]).toEqual(before.rows[0]);
    const hacked = await db.query(
      "select count(*)::int as n from public.news where title_en like '%-hacked' or title_en like '%-anon'",
    );
    expect(hacked.rows[0].n).toBe(0);
  });
});

// The public key reads named columns (updated_by is hidden from it), so these name theirs with
// ra-data-postgrest's meta.columns; the back office reads select=* signed in.
describe("data through ra-supabase's data provider", () => {
  it('reads getList total from Content-Range', async () => {
    const provider = supabaseDataProvider({
      instanceUrl: stack.url,
      apiKey: stack.anonKey,
      supabaseClient: anon(),
    });
    const result = await provider.getList('news', {
      pagination: { page: 2, perPage: 4 },
      sort: { field: 'title_en', order: 'ASC' },
      filter: { 'title_en@like': `${marker}*` },
      meta: { columns: ['id', 'title_en'] },
    });
    expect(result.total).toBe(PUBLISHED);
    expect(result.data.map((r) => r.title_en)).toEqual(
      [5, 6, 7, 8].map((i) => `${marker}-p-${String(i).padStart(2, '0')}`),
    );
  });

  it('reads one row with getOne', async () => {
    const { rows } = await db.query('select id from public.news where title_en = $1', [`${marker}-p-01`]);
    const provider = supabaseDataProvider({
      instanceUrl: stack.url,
      apiKey: stack.anonKey,
      supabaseClient: anon(),
    });
    const { data } = await provider.getOne('news', { id: rows[0].id, meta: { columns: ['id', 'title_en'] } });
    expect(data.title_en).toBe(`${marker}-p-01`);
  });
});
