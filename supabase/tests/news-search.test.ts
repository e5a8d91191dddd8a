/**
 * The back office's news list at scale (100,000 articles): the list as the admin's data provider asks for
 * it (ra-supabase over ra-data-postgrest, with admin/src/providers/listRequest.ts and the news resource's list behaviour choosing the resource,
 * the search and the count), the title search in three languages through news_search(), and the
 * proof that the search reads the titles' trigram indexes.
 */
import { supabaseDataProvider } from 'ra-supabase';
import type { DataProvider, GetListParams } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import news from '../../admin/src/news/resource.ts';
import { listRequest } from '../../admin/src/providers/listRequest.ts';
import { useFixture } from './fixtures.ts';
import { anonClient, signIn, stack, type Client } from './helpers.ts';

const { tag, db } = useFixture('news-search');
let admin: Client;
let provider: DataProvider;

/** The admin's getList for news (admin/src/providers/dataProvider.ts does the same). */
async function adminList(filter: Record<string, unknown>, page = 1, perPage = 10) {
  const params: GetListParams = {
    pagination: { page, perPage },
    sort: { field: 'publish_date', order: 'DESC' },
    filter,
  };
  const request = listRequest(news.table, news.list, params);
  return provider.getList(request.resource, request.params);
}

beforeAll(async () => {
  admin = await signIn('admin@example.com', 'Admin12345!');
  provider = supabaseDataProvider({
    instanceUrl: stack().url,
    apiKey: stack().anonKey,
    supabaseClient: admin as never,
  });
  // A title in each language only, a draft (staff see it, visitors do not), and titles with the
  // characters ilike gives a meaning to.
  await db.query(
    `insert into public.news (status, title_en, title_es, title_ru, text_en, publish_date) values
       ('Published', $1 || ' Kestrelbay cup', null, null, '<p>x</p>', now() - interval '3 hours'),
       ('Published', $1 || ' spring', 'Copa de Almendrálejo', null, '<p>x</p>', now() - interval '2 hours'),
       ('Published', $1 || ' summer', null, 'Кубок Журавлёвки', '<p>x</p>', now() - interval '1 hour'),
       ('Draft', $1 || ' draft of the Kestrelbay final', null, null, '<p>x</p>', now()),
       ('Published', $1 || ' 50% off the camp', null, null, '<p>x</p>', now() - interval '4 hours'),
       ('Published', $1 || ' 50 percent of_the camp', null, null, '<p>x</p>', now() - interval '5 hours')`,
    [tag],
  );
});

afterAll(async () => {
  await db.query('delete from public.news where title_en like $1', [`${tag}%`]);
});

const titles = (data: { title_en?: unknown }[]) =>
  data.map((row) => String(row.title_en).replace(`${tag} `, ''));

describe("the back office's news list", () => {
  it('shows the newest articles first with their total, every status included', async () => {
    const { data, total } = await adminList({});
    const { rows } = await db.query<{ id: string; n: string }>(
      'select id, count(*) over () as n from public.news order by publish_date desc, id desc limit 10',
    );
    expect(data.map((row) => row.id)).toEqual(rows.map((r) => Number(r.id)));
    // Exact while the table is within the API's max_rows (1000), an estimate past it.
    expect(total).toBe(Number(rows[0]!.n));

    const second = await adminList({}, 2, 3);
    const { rows: next } = await db.query<{ id: string }>(
      'select id from public.news order by publish_date desc, id desc offset 3 limit 3',
    );
    expect(second.data.map((row) => row.id)).toEqual(next.map((r) => Number(r.id)));

    const drafts = await adminList({ status: 'Draft' });
    expect(drafts.data.every((row) => row.status === 'Draft')).toBe(true);
    expect(drafts.data.map((row) => row.title_en)).toContain(`${tag} draft of the Kestrelbay final`);
  });

  it('finds a title in English, Spanish or Russian, part of a word and any case, newest first', async () => {
    const en = await adminList({ q: 'kestrelBAY' });
    expect(titles(en.data)).toEqual(['draft of the Kestrelbay final', 'Kestrelbay cup']);
    expect(en.total).toBe(2);
    const es = await adminList({ q: 'almendrál' });
    expect(titles(es.data)).toEqual(['spring']);
    const ru = await adminList({ q: 'журавлёв' });
    expect(titles(ru.data)).toEqual(['summer']);
    expect(ru.data[0]).toMatchObject({ title_ru: 'Кубок Журавлёвки', status: 'Published' });
    // The status filter applies to the search too; a search that finds nothing is an empty page.
    const published = await adminList({ q: 'Kestrelbay', status: 'Published' });
    expect(titles(published.data)).toEqual(['Kestrelbay cup']);
    expect(await adminList({ q: 'Kestrelbay nowhere' })).toMatchObject({ data: [], total: 0 });
  });

  it('matches % and _ as typed, not as wildcards', async () => {
    expect(titles((await adminList({ q: '50% off' })).data)).toEqual(['50% off the camp']);
    expect(titles((await adminList({ q: 'of_the' })).data)).toEqual(['50 percent of_the camp']);
  });

  it('is for staff only: visitors cannot call the search', async () => {
    const { error } = await anonClient().rpc('news_search', { p_q: 'Kestrelbay' });
    expect(error?.code).toBe('42501');
    const { error: matchError } = await anonClient().rpc('news_title_matches', { p_q: 'Kestrelbay' });
    expect(matchError?.code).toBe('42501');
    const { data: staffIds } = await admin.rpc('news_title_matches', { p_q: 'Kestrelbay' });
    expect(staffIds).toHaveLength(2);
  });

  it('reads the trigram indexes of the three titles (EXPLAIN of the search query)', async () => {
    const { rows } = await db.query<{ src: string }>(
      "select prosrc as src from pg_proc where oid = 'public.news_title_matches(text)'::regprocedure",
    );
    // The function's own query, its argument as a parameter: the plan it runs with.
    const query = rows[0]!.src.replace(/\bp_q\b/g, '$1');
    await db.query('begin');
    try {
      // With the seeded rows alone a full read is cheaper; with 100,000 it is not (bench:scale).
      await db.query('set local enable_seqscan = off');
      await db.query(`prepare news_search_plan(text) as ${query}`);
      const { rows: plan } = await db.query<{ 'QUERY PLAN': unknown }>(
        "explain (format json) execute news_search_plan('Kestrelbay')",
      );
      const text = JSON.stringify(plan[0]!['QUERY PLAN']);
      for (const lang of ['en', 'es', 'ru'])
        expect(text).toContain(`"Index Name":"news_title_${lang}_trgm_idx"`);
      expect(text).toContain('"Node Type":"BitmapOr"');
    } finally {
      await db.query('rollback');
      await db.query('deallocate all');
    }
  });
});
