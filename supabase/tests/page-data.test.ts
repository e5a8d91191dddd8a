/**
 * page_data(key): a public page's row and its list in one request (issue 4: at most two API
 * requests before first content). Visitors get published, due news only, active coaches only,
 * every plan, in the site's order; a Draft never appears, even for staff.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, connectDb, runTag, signIn } from './helpers.ts';

interface NewsCard {
  id: number;
  title_en: string;
  publish_date: string;
  [column: string]: unknown;
}
interface PageData {
  page: Record<string, unknown> | null;
  news?: NewsCard[];
  news_total?: number;
  coaches?: { id: number; name_en: string; is_active: boolean; sort_order: number }[];
  subscriptions?: { id: number; title_en: string; sort_order: number }[];
}

const NEWS_CARD_KEYS = [
  'id',
  'preview_image_url',
  'publish_date',
  'text_en',
  'text_es',
  'text_ru',
  'title_en',
  'title_es',
  'title_ru',
];

const tag = runTag('page-data');
let db: pg.Client;

async function pageData(key: string, args: { p_news_offset?: number; p_news_limit?: number } = {}) {
  const { data, error } = await anonClient().rpc('page_data', { p_key: key, ...args });
  expect(error).toBeNull();
  return data as unknown as PageData;
}

/** What a visitor may see, newest first by publish date then id (the site's order). */
async function visibleNews(): Promise<{ id: number; total: number }[]> {
  const { rows } = await db.query<{ id: string; total: string }>(
    `select id, count(*) over () as total from public.news
     where status = 'Published' and publish_date <= now()
     order by publish_date desc, id desc`,
  );
  return rows.map((r) => ({ id: Number(r.id), total: Number(r.total) }));
}

beforeAll(async () => {
  db = await connectDb();
  // A far-future publish date puts these at the top of an ordering by publish_date, so the
  // Draft, Archived and scheduled ones would show on the first page if they leaked.
  await db.query(
    `insert into public.news (status, title_en, text_en, publish_date) values
       ('Published', $1 || ' due', '<p>due</p>', now() - interval '1 minute'),
       ('Draft', $1 || ' draft', '<p>draft</p>', now() - interval '1 second'),
       ('Archived', $1 || ' archived', '<p>archived</p>', now() - interval '1 second'),
       ('Published', $1 || ' scheduled', '<p>later</p>', now() + interval '30 days')`,
    [tag],
  );
  await db.query(
    `insert into public.coaches (name_en, role_en, bio_en, sort_order, is_active) values
       ($1 || ' active', 'Coach', '<p>bio</p>', -100, true),
       ($1 || ' inactive', 'Coach', '<p>bio</p>', -101, false)`,
    [tag],
  );
});

afterAll(async () => {
  await db?.query('delete from public.news where title_en like $1', [`${tag}%`]);
  await db?.query('delete from public.coaches where name_en like $1', [`${tag}%`]);
  await db?.end();
});

describe('page_data', () => {
  it('gives the home page its row and the latest 4 published, due articles as news cards', async () => {
    const data = await pageData('index');
    expect(Object.keys(data).sort()).toEqual(['news', 'page']);
    const { rows } = await db.query<{ content: unknown }>(
      "select content from public.pages where key = 'index'",
    );
    expect(data.page).toEqual(rows[0]?.content);

    const expected = (await visibleNews()).slice(0, 4).map((n) => n.id);
    expect(data.news?.map((n) => n.id)).toEqual(expected);
    // Our due article is the newest visible one; the draft, archived and scheduled ones are not there.
    expect(data.news?.[0]?.title_en).toBe(`${tag} due`);
    for (const card of data.news ?? []) expect(Object.keys(card).sort()).toEqual(NEWS_CARD_KEYS);
  });

  it('pages the news list with the exact total of visible articles', async () => {
    const visible = await visibleNews();
    const first = await pageData('news');
    expect(Object.keys(first).sort()).toEqual(['news', 'news_total', 'page']);
    expect(first.news_total).toBe(visible.length);
    expect(first.news?.map((n) => n.id)).toEqual(visible.slice(0, 4).map((n) => n.id));

    const second = await pageData('news', { p_news_offset: 4, p_news_limit: 4 });
    expect(second.news?.map((n) => n.id)).toEqual(visible.slice(4, 8).map((n) => n.id));
    // Far past the end: an empty page, the same total.
    const past = await pageData('news', { p_news_offset: 10_000 });
    expect(past.news).toEqual([]);
    expect(past.news_total).toBe(visible.length);
    // A page is capped: the function cannot be asked for the whole table at once.
    const huge = await pageData('news', { p_news_limit: 1_000_000 });
    expect(huge.news?.length).toBeLessThanOrEqual(50);
  });

  it('never shows a Draft, an Archived or a scheduled article, not even to staff', async () => {
    const editor = await signIn('editor@example.com', 'Editor12345!');
    for (const client of [anonClient(), editor]) {
      for (const key of ['index', 'news']) {
        const { data, error } = await client.rpc('page_data', { p_key: key, p_news_limit: 50 });
        expect(error).toBeNull();
        const titles = ((data as unknown as PageData).news ?? []).map((n) => n.title_en);
        expect(titles).toContain(`${tag} due`);
        expect(titles.filter((t) => t.startsWith(tag))).toEqual([`${tag} due`]);
      }
    }
    await editor.auth.signOut();
  });

  it('gives the team page the active coaches by sort order, without staff ids', async () => {
    const data = await pageData('coaches');
    expect(Object.keys(data).sort()).toEqual(['coaches', 'page']);
    const { rows } = await db.query<{ id: string }>(
      'select id from public.coaches where is_active order by sort_order, id',
    );
    expect(data.coaches?.map((c) => c.id)).toEqual(rows.map((r) => Number(r.id)));
    expect(data.coaches?.[0]?.name_en).toBe(`${tag} active`);
    expect(data.coaches?.every((c) => c.is_active)).toBe(true);
    expect(JSON.stringify(data.coaches)).not.toContain(`${tag} inactive`);
    expect(JSON.stringify(data)).not.toContain('updated_by');
  });

  it('gives the subscriptions page every plan by sort order', async () => {
    const data = await pageData('programmes');
    expect(Object.keys(data).sort()).toEqual(['page', 'subscriptions']);
    const { rows } = await db.query<{ id: string }>(
      'select id from public.subscriptions order by sort_order, id',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(data.subscriptions?.map((s) => s.id)).toEqual(rows.map((r) => Number(r.id)));
  });

  it('gives other pages their row alone, and null for a key without a row', async () => {
    const about = await pageData('about');
    expect(Object.keys(about)).toEqual(['page']);
    expect(about.page).toMatchObject({ pageTitle_en: expect.any(String) });
    expect(await pageData('no-such-page')).toEqual({ page: null });
  });
});
