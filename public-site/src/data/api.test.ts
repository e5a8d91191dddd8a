import { describe, expect, it, vi } from 'vitest';
import { createSiteApi } from './api.ts';
import type { SiteClient } from './client.ts';

const card = (id: number) => ({
  id,
  title_en: `News ${id}`,
  title_es: null,
  title_ru: null,
  text_en: '<p>x</p>',
  text_es: null,
  text_ru: null,
  preview_image_url: null,
  publish_date: '2026-11-01T10:00:00+00:00',
});

/** A stand-in for PostgREST's rpc(): answers page_data as the SQL function would. */
function fakeClient(answers: Record<string, unknown>) {
  const rpc = vi.fn((name: string, args: { p_key: string; p_news_limit: number }) =>
    Promise.resolve(
      name === 'page_data' && args.p_key in answers
        ? { data: answers[args.p_key], error: null }
        : { data: null, error: { message: `no ${name} ${args.p_key}` } },
    ),
  );
  return { client: { rpc } as unknown as SiteClient, rpc };
}

// The request budget of issue 4: a page's row and its list come from ONE page_data call.
describe('createSiteApi', () => {
  it('serves the home row and its latest news from one page_data request', async () => {
    const { client, rpc } = fakeClient({
      index: { page: { page_title_en: 'Home' }, news: [card(2), card(1)] },
    });
    const api = createSiteApi(client);
    const [content, latest] = await Promise.all([api.pageContent('index'), api.latestNews()]);
    expect(content).toEqual({ page_title_en: 'Home' });
    expect(latest.map((n) => n.id)).toEqual([2, 1]);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('page_data', { p_key: 'index', p_news_offset: 0, p_news_limit: 4 });
    // Cached for the visit: coming back makes no request.
    await api.latestNews();
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('takes the first news page and its total from page_data', async () => {
    const { client, rpc } = fakeClient({
      news: { page: { title_en: 'News' }, news: [card(9)], news_total: 9 },
    });
    const api = createSiteApi(client);
    const [content, first] = await Promise.all([api.pageContent('news'), api.newsPage(0)]);
    expect(content).toEqual({ title_en: 'News' });
    expect(first).toEqual({ items: [card(9)], total: 9 });
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('hands the team and subscriptions pages their lists, and {} for a missing row', async () => {
    const { client, rpc } = fakeClient({
      coaches: { page: null, coaches: [{ id: 1 }] },
      programmes: { page: { title_en: 'Plans' }, subscriptions: [{ id: 3 }] },
    });
    const api = createSiteApi(client);
    expect(await api.pageContent('coaches')).toEqual({});
    expect(await api.coaches()).toEqual([{ id: 1 }]);
    expect(await api.subscriptions()).toEqual([{ id: 3 }]);
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it('fails a list the function left out, and forgets the failure', async () => {
    const { client } = fakeClient({ coaches: { page: {} } });
    const api = createSiteApi(client);
    await expect(api.coaches()).rejects.toThrow('page_data gave no "coaches"');
    await expect(api.pageContent('about')).rejects.toThrow('page_data about: no page_data about');
    expect(api.cache.peek('coaches')).toBeUndefined();
  });
});
