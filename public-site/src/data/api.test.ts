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

/** A stand-in for PostgREST's rpc(): records the calls and answers with `answer(args)`. */
function fakeClient(answer: (name: string, args: Record<string, unknown>) => unknown) {
  const rpc = vi.fn((name: string, args: Record<string, unknown> = {}) => {
    const data = answer(name, args);
    return Promise.resolve(
      data === undefined ? { data: null, error: { message: `no ${name}` } } : { data, error: null },
    );
  });
  return { client: { rpc } as unknown as SiteClient, rpc };
}

describe('createSiteApi', () => {
  it("asks page_data once for a page's row and list, and keeps it for the visit", async () => {
    const { client, rpc } = fakeClient(() => ({ page: { page_title_en: 'Home' }, news: [card(2), card(1)] }));
    const api = createSiteApi(client);
    const request = { key: 'index', newsLimit: 4 } as const;
    const data = await api.page(request);
    expect(data.news?.map((n) => n.id)).toEqual([2, 1]);
    expect(rpc).toHaveBeenCalledWith('page_data', {
      p_key: 'index',
      p_news_offset: 0,
      p_news_limit: 4,
      p_article_id: undefined,
      p_with_frame: false,
    });
    await api.page(request);
    expect(rpc).toHaveBeenCalledTimes(1);
  });

  it('asks for an article and the frame in the same call (the server)', async () => {
    const frame = { menu_items: [{ id: 1 }], languages: [], settings: { id: 1 } };
    const { client, rpc } = fakeClient(() => ({ page: null, article: card(7), next_article_id: 3, frame }));
    const api = createSiteApi(client);
    const data = await api.pageWithFrame({ key: null, articleId: 7 });
    expect(data.article?.id).toBe(7);
    expect(data.frame).toEqual(frame);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc.mock.calls[0]![1]).toMatchObject({ p_article_id: 7, p_with_frame: true });
  });

  it("loads the page after the last card through page_data ('More news': keyset paging)", async () => {
    const { client, rpc } = fakeClient((_, args) => ({
      page: null,
      news: [card(Number(args.p_news_before_id) - 1)],
      news_more: Number(args.p_news_before_id) > 2,
    }));
    const api = createSiteApi(client);
    const after = { publishDate: '2026-11-01T10:00:00+00:00', id: 5 };
    expect(await api.newsPage(after)).toEqual({ items: [card(4)], more: true });
    expect(await api.newsPage({ ...after, id: 2 })).toEqual({ items: [card(1)], more: false });
    expect(rpc.mock.calls[0]).toEqual([
      'page_data',
      expect.objectContaining({
        p_key: 'news',
        p_news_offset: 0,
        p_news_limit: 4,
        p_news_before_date: '2026-11-01T10:00:00+00:00',
        p_news_before_id: 5,
      }),
    ]);
    await api.newsPage(after);
    expect(rpc).toHaveBeenCalledTimes(2);
  });

  it('fails a call that did not answer, and forgets the failure', async () => {
    let up = false;
    const { client } = fakeClient(() => (up ? { menu_items: [], languages: [], settings: null } : undefined));
    const api = createSiteApi(client);
    await expect(api.frame()).rejects.toThrow('site_frame: no site_frame');
    up = true;
    await expect(api.frame()).resolves.toEqual({ menu_items: [], languages: [], settings: null });
  });
});
