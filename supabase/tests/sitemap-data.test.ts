/**
 * sitemap_data(part): what /sitemap.xml lists, in one call: the frame (menu, languages), the last
 * change of each page row, and the visible articles (news_is_visible) with their last change, in
 * parts of 5,000 (part 1 by default) and how many parts there are.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, connectDb, runTag } from './helpers.ts';

interface SitemapData {
  frame: { menu_items: { url: string }[]; languages: { code: string }[] };
  pages: { key: string; updated_at: string }[];
  news_parts: number;
  news: { id: number; lastmod: string }[];
}

const tag = runTag('sitemap');
let db: pg.Client;

beforeAll(async () => {
  db = await connectDb();
  await db.query(
    `insert into public.news (status, title_en, text_en, publish_date) values
       ('Published', $1 || ' due', '<p>due</p>', now() - interval '1 minute'),
       ('Draft', $1 || ' draft', '<p>draft</p>', now() - interval '1 minute'),
       ('Published', $1 || ' scheduled', '<p>later</p>', now() + interval '3 days')`,
    [tag],
  );
});

afterAll(async () => {
  await db?.query('delete from public.news where title_en like $1', [`${tag}%`]);
  await db?.end();
});

describe('sitemap_data', () => {
  it('lists every visible article and no draft or scheduled one, with the frame and page dates', async () => {
    const { data, error } = await anonClient().rpc('sitemap_data');
    expect(error).toBeNull();
    const sitemap = data as unknown as SitemapData;
    const { rows: visible } = await db.query<{ id: string }>(
      `select id from public.news where status = 'Published' and publish_date <= now()
        order by publish_date desc, id desc`,
    );
    expect(sitemap.news.map((n) => n.id)).toEqual(visible.map((r) => Number(r.id)));
    const { rows: hidden } = await db.query<{ id: string }>(
      `select id from public.news where title_en in ($1 || ' draft', $1 || ' scheduled')`,
      [tag],
    );
    for (const { id } of hidden) expect(sitemap.news.map((n) => n.id)).not.toContain(Number(id));
    for (const article of sitemap.news) expect(Date.parse(article.lastmod)).not.toBeNaN();

    const { rows: pages } = await db.query<{ key: string }>('select key from public.pages order by key');
    expect(sitemap.pages.map((p) => p.key)).toEqual(pages.map((p) => p.key));
    const { data: frame } = await anonClient().rpc('site_frame');
    expect(sitemap.frame).toEqual(frame);
  });

  it('gives the articles in parts of 5,000, newest first, each part after the last', async () => {
    await db.query(
      `insert into public.news (status, title_en, text_en, publish_date)
       select 'Published', $1 || ' old ' || g, '<p>old</p>', now() - interval '10 years' - g * interval '1 hour'
         from generate_series(1, 5000) g`,
      [tag],
    );
    try {
      const { rows: visible } = await db.query<{ id: string }>(
        `select id from public.news where status = 'Published' and publish_date <= now()
          order by publish_date desc, id desc`,
      );
      const part = async (p?: number) => {
        const { data, error } = await anonClient().rpc('sitemap_data', p === undefined ? {} : { p_part: p });
        expect(error).toBeNull();
        return data as unknown as SitemapData;
      };
      const first = await part();
      expect(first.news_parts).toBe(Math.ceil(visible.length / 5000));
      expect(first.news_parts).toBeGreaterThan(1);
      expect(first.news).toHaveLength(5000);
      const ids: number[] = [];
      for (let p = 1; p <= first.news_parts; p++) ids.push(...(await part(p)).news.map((n) => n.id));
      expect(ids).toEqual(visible.map((r) => Number(r.id)));
      const past = await part(first.news_parts + 1);
      expect(past.news).toEqual([]);
      expect(past.pages.length).toBeGreaterThan(0);
    } finally {
      await db.query('delete from public.news where title_en like $1', [`${tag} old %`]);
    }
  });
});
