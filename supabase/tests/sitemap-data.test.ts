/**
 * sitemap_data(part): what /sitemap.xml lists, in one call: the frame (menu, languages), the last
 * change of each page row, and the visible articles (news_is_visible) with their last change, in
 * parts of 5,000 (part 1 by default) and how many parts there are.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient } from './helpers.ts';

interface SitemapData {
  frame: { menu_items: { url: string }[]; languages: { code: string }[] };
  pages: { key: string; updated_at: string }[];
  news_parts: number[];
  news_lastmod: string | null;
  news: { id: number; lastmod: string }[];
}

async function sitemapData(part?: number): Promise<SitemapData> {
  const { data, error } = await anonClient().rpc('sitemap_data', part === undefined ? {} : { p_part: part });
  expect(error).toBeNull();
  return data as unknown as SitemapData;
}

/** The visible articles by id, and the newest one's last change, as the site shows them. */
async function visibleNews() {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.news where status = 'Published' and publish_date <= now() order by id`,
  );
  const { rows: newest } = await db.query<{ lastmod: Date }>(
    `select greatest(updated_at, publish_date) as lastmod from public.news
      where status = 'Published' and publish_date <= now() order by publish_date desc, id desc limit 1`,
  );
  return { ids: rows.map((r) => Number(r.id)), lastmod: newest[0]!.lastmod };
}

const { tag, db } = useFixture('sitemap');

beforeAll(async () => {
  await db.query(
    `insert into public.news (status, title_en, text_en, publish_date) values
       ('Published', $1 || ' due', '<p>due</p>', now() - interval '1 minute'),
       ('Draft', $1 || ' draft', '<p>draft</p>', now() - interval '1 minute'),
       ('Published', $1 || ' scheduled', '<p>later</p>', now() + interval '3 days')`,
    [tag],
  );
});

afterAll(async () => {
  await db.query('delete from public.news where title_en like $1', [`${tag}%`]);
});

describe('sitemap_data', () => {
  it('lists every visible article and no draft or scheduled one, part by part, with the frame and page dates', async () => {
    const visible = await visibleNews();
    const sitemap = await sitemapData();
    // Part N: the ids from (N - 1) * 5,000 + 1 to N * 5,000; only the parts that hold articles.
    expect(sitemap.news_parts).toEqual([...new Set(visible.ids.map((id) => Math.ceil(id / 5000)))]);
    const ids: number[] = [];
    for (const part of sitemap.news_parts) {
      const { news } = await sitemapData(part);
      for (const article of news) {
        expect(Math.ceil(article.id / 5000)).toBe(part);
        expect(Date.parse(article.lastmod)).not.toBeNaN();
      }
      ids.push(...news.map((n) => n.id));
    }
    expect(ids).toEqual(visible.ids);
    // Without a part: the only part's articles, when there is one.
    if (sitemap.news_parts.length === 1) expect(sitemap.news.map((n) => n.id)).toEqual(visible.ids);
    expect(Date.parse(sitemap.news_lastmod!)).toBe(visible.lastmod.getTime());

    const { rows: hidden } = await db.query<{ id: string }>(
      `select id from public.news where title_en in ($1 || ' draft', $1 || ' scheduled')`,
      [tag],
    );
    expect(hidden).toHaveLength(2);
    for (const { id } of hidden) expect(ids).not.toContain(Number(id));

    const { rows: pages } = await db.query<{ key: string }>('select key from public.pages order by key');
    expect(sitemap.pages.map((p) => p.key)).toEqual(pages.map((p) => p.key));
    const { data: frame } = await anonClient().rpc('site_frame');
    expect(sitemap.frame).toEqual(frame);
  });

  it('splits 5,001 more articles into parts of at most 5,000, and gives no article for another part', async () => {
    await db.query(
      `insert into public.news (status, title_en, text_en, publish_date)
       select 'Published', $1 || ' old ' || g, '<p>old</p>', now() - interval '10 years' - g * interval '1 hour'
         from generate_series(1, 5001) g`,
      [tag],
    );
    try {
      const visible = await visibleNews();
      const sitemap = await sitemapData();
      expect(sitemap.news_parts.length).toBeGreaterThan(1);
      // Several parts: no articles without a part (/sitemap.xml is then the index).
      expect(sitemap.news).toEqual([]);
      const ids: number[] = [];
      for (const part of sitemap.news_parts) {
        const { news } = await sitemapData(part);
        expect(news.length).toBeGreaterThan(0);
        expect(news.length).toBeLessThanOrEqual(5000);
        ids.push(...news.map((n) => n.id));
      }
      expect(ids).toEqual(visible.ids);
      const after = Math.max(...sitemap.news_parts) + 1;
      expect((await sitemapData(after)).news).toEqual([]);
      expect((await sitemapData(0)).news).toEqual([]);
    } finally {
      await db.query('delete from public.news where title_en like $1', [`${tag} old %`]);
    }
  });
});
