/**
 * page_data(key): a public page's row and its list in one request, or one article and the next
 * older one, and the frame when asked (the site server's one call per page).
 * Visitors get visible news only (news_is_visible: Published and due), active coaches only,
 * every plan, active programmes only, in the site's order; a Draft never appears, even for staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, runTag, signIn } from './helpers.ts';

interface NewsCard {
  id: number;
  title_en: string;
  publish_date: string;
  [column: string]: unknown;
}
interface PageData {
  page: Record<string, unknown> | null;
  article?: Record<string, unknown> | null;
  next_article_id?: number | null;
  frame?: { menu_items: unknown[]; languages: unknown[]; settings: unknown };
  news?: NewsCard[];
  news_more?: boolean;
  coaches?: { id: number; name_en: string; is_active: boolean; sort_order: number }[];
  subscriptions?: { id: number; title_en: string; sort_order: number }[];
  programmes?: { id: number; title_en: string; sort_order: number }[];
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

const { tag, db } = useFixture('page-data');
const tieTag = runTag('page-data-ties');

interface PageDataArgs {
  p_news_offset?: number;
  p_news_limit?: number;
  p_article_id?: number;
  p_with_frame?: boolean;
  p_news_before_date?: string;
  p_news_before_id?: number;
}

async function pageData(key: string | null, args: PageDataArgs = {}) {
  const { data, error } = await anonClient().rpc('page_data', {
    ...(key === null ? {} : { p_key: key }),
    ...args,
  });
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
  // Articles published at the same moment, across a page boundary: the list orders them by id,
  // and 'More news' continues after the last card shown without skipping or repeating one.
  await db.query(
    `insert into public.news (status, title_en, text_en, publish_date)
     select 'Published', $1 || ' ' || g, '<p>tie</p>', date_trunc('minute', now()) - interval '2 minutes'
       from generate_series(1, 6) g`,
    [tieTag],
  );
  await db.query(
    `insert into public.coaches (name_en, role_en, bio_en, sort_order, is_active) values
       ($1 || ' active', 'Coach', '<p>bio</p>', -100, true),
       ($1 || ' inactive', 'Coach', '<p>bio</p>', -101, false)`,
    [tag],
  );
  await db.query(
    `insert into public.programmes (title_en, description_en, sort_order, is_active) values
       ($1 || ' active', '<p>on</p>', -100, true),
       ($1 || ' inactive', '<p>off</p>', -101, false)`,
    [tag],
  );
});

afterAll(async () => {
  await db.query('delete from public.news where title_en like $1', [`${tag}%`]);
  await db.query('delete from public.news where title_en like $1', [`${tieTag}%`]);
  await db.query('delete from public.coaches where name_en like $1', [`${tag}%`]);
  await db.query('delete from public.programmes where title_en like $1', [`${tag}%`]);
});

describe('page_data: home and the news list', () => {
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

  it('pages the news list: one page, whether more follow (no count), the next after the last card', async () => {
    const visible = (await visibleNews()).map((n) => n.id);
    expect(visible.length).toBeGreaterThan(8);
    const first = await pageData('news');
    expect(Object.keys(first).sort()).toEqual(['news', 'news_more', 'page']);
    expect(first.news?.map((n) => n.id)).toEqual(visible.slice(0, 4));
    expect(first.news_more).toBe(true);

    // 'More news': each page starts after the last card shown (keyset paging), to the end.
    const walked: number[] = [];
    let page = first;
    for (;;) {
      walked.push(...page.news!.map((n) => n.id));
      if (!page.news_more) break;
      const last = page.news!.at(-1)!;
      page = await pageData('news', {
        p_news_limit: 4,
        p_news_before_date: last.publish_date,
        p_news_before_id: last.id,
      });
      expect(page.news!.length).toBeGreaterThan(0);
    }
    expect(walked).toEqual(visible);

    // Pages by number are still served (the offset), and say whether more follow.
    const second = await pageData('news', { p_news_offset: 4, p_news_limit: 4 });
    expect(second.news?.map((n) => n.id)).toEqual(visible.slice(4, 8));
    const lastPage = await pageData('news', { p_news_offset: visible.length - 3, p_news_limit: 4 });
    expect(lastPage.news?.map((n) => n.id)).toEqual(visible.slice(-3));
    expect(lastPage.news_more).toBe(false);
    const exactEnd = await pageData('news', { p_news_offset: visible.length - 4, p_news_limit: 4 });
    expect(exactEnd.news_more).toBe(false);
    // Far past the end: an empty page, nothing more.
    const past = await pageData('news', { p_news_offset: 10_000 });
    expect(past.news).toEqual([]);
    expect(past.news_more).toBe(false);
    // A page is capped: the function cannot be asked for the whole table at once.
    const huge = await pageData('news', { p_news_limit: 1_000_000 });
    expect(huge.news?.length).toBe(Math.min(50, visible.length));
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
});

describe('page_data: the other pages and one article', () => {
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

  it('gives the subscriptions page every plan and the active programmes, by sort order', async () => {
    const data = await pageData('programmes');
    expect(Object.keys(data).sort()).toEqual(['page', 'programmes', 'subscriptions']);
    const { rows } = await db.query<{ id: string }>(
      'select id from public.subscriptions order by sort_order, id',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(data.subscriptions?.map((s) => s.id)).toEqual(rows.map((r) => Number(r.id)));
    const { rows: programmes } = await db.query<{ id: string }>(
      'select id from public.programmes where is_active order by sort_order, id',
    );
    expect(data.programmes?.map((p) => p.id)).toEqual(programmes.map((r) => Number(r.id)));
    expect(data.programmes?.[0]?.title_en).toBe(`${tag} active`);
    expect(JSON.stringify(data.programmes)).not.toContain(`${tag} inactive`);
  });

  it('gives other pages their row alone, and null for a key without a row', async () => {
    const about = await pageData('about');
    expect(Object.keys(about)).toEqual(['page']);
    expect(about.page).toMatchObject({ pageTitle_en: expect.any(String) });
    expect(await pageData('no-such-page')).toEqual({ page: null });
  });

  it('gives one visible article with the next older one, and null for any other id', async () => {
    const visible = await visibleNews();
    const [newest, older] = visible;
    const data = await pageData(null, { p_article_id: newest!.id });
    expect(Object.keys(data).sort()).toEqual(['article', 'next_article_id', 'page']);
    expect(data.page).toBeNull();
    expect(data.article).toMatchObject({ id: newest!.id, title_en: `${tag} due` });
    expect(Object.keys(data.article!).sort()).toEqual([...NEWS_CARD_KEYS, 'created_at', 'updated_at'].sort());
    expect(data.next_article_id).toBe(older!.id);
    // The oldest article has no next one.
    expect((await pageData(null, { p_article_id: visible.at(-1)!.id })).next_article_id).toBeNull();

    const { rows: hidden } = await db.query<{ id: string }>(
      `select id from public.news where title_en in ($1 || ' draft', $1 || ' archived', $1 || ' scheduled')`,
      [tag],
    );
    expect(hidden).toHaveLength(3);
    for (const { id } of [...hidden, { id: '987654321' }]) {
      const missing = await pageData(null, { p_article_id: Number(id) });
      expect(missing.article).toBeNull();
    }
  });

  it('adds the frame when asked, in the same call', async () => {
    const data = await pageData('about', { p_with_frame: true });
    expect(Object.keys(data).sort()).toEqual(['frame', 'page']);
    const { data: frame } = await anonClient().rpc('site_frame');
    expect(data.frame).toEqual(frame);
    // Only the frame: a page without a row (the legal notice).
    expect(await pageData(null, { p_with_frame: true })).toEqual({ page: null, frame });
  });

  it('sends the columns of each table except staff ids, so new columns are not forgotten', async () => {
    const columns = async (table: string) =>
      (
        await db.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = 'public' and table_name = $1 and column_name <> 'updated_by'`,
          [table],
        )
      ).rows
        .map((r) => r.column_name)
        .sort();
    const team = await pageData('coaches');
    expect(Object.keys(team.coaches![0]!).sort()).toEqual(await columns('coaches'));
    const plans = await pageData('programmes');
    expect(Object.keys(plans.subscriptions![0]!).sort()).toEqual(await columns('subscriptions'));
    expect(Object.keys(plans.programmes![0]!).sort()).toEqual(await columns('programmes'));
  });
});

describe('news_is_visible', () => {
  it('is the one rule of the policy, page_data and the sitemap: Published and due', async () => {
    const { rows } = await db.query<{ visible: boolean; status: string; due: boolean }>(
      `select public.news_is_visible(s.status, d.at) as visible, s.status, d.at <= now() as due
         from unnest(enum_range(null::public.news_status)) s(status),
              (values (now() - interval '1 second'), (now() + interval '1 minute')) d(at)`,
    );
    for (const row of rows) expect(row.visible).toBe(row.status === 'Published' && row.due);
    const { rows: policies } = await db.query<{ qual: string }>(
      `select qual from pg_policies where tablename = 'news' and cmd = 'SELECT'`,
    );
    expect(policies.map((p) => p.qual).join(' ')).toContain('news_is_visible(status, publish_date)');
  });
});
