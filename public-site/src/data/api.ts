import { NEWS_PAGE_SIZE } from '@academy/shared/constants.ts';
import { QueryCache } from './cache.ts';
import type { SiteClient } from './client.ts';
import { pageRequestKey, type NewsCursor, type PageRequest } from './pageRequest.ts';
import type { NewsPage, PageData, SiteFrame, SitemapData } from './types.ts';

function fail(what: string, error: { message: string } | null): never {
  throw new Error(`${what}: ${error?.message ?? 'no data'}`);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A frame as the site uses it: lists always present, settings possibly null. */
export function normalizeFrame(raw: unknown): SiteFrame {
  const frame = isObject(raw) ? (raw as Partial<SiteFrame>) : {};
  return {
    menu_items: Array.isArray(frame.menu_items) ? frame.menu_items : [],
    languages: Array.isArray(frame.languages) ? frame.languages : [],
    settings: frame.settings ?? null,
  };
}

/** Every call of the site: the three SQL functions page_data, site_frame and sitemap_data. */
export interface SiteApi {
  cache: QueryCache;
  /** The frame of every page (cached for the visit). */
  frame(): Promise<SiteFrame>;
  /** A page's data in one page_data call (cached for the visit). */
  page(request: PageRequest): Promise<PageData>;
  /** A page's data and a fresh frame in one call (the server's one call per request). */
  pageWithFrame(request: PageRequest | null): Promise<PageData & { frame: SiteFrame }>;
  /** The page of the news list after a card ('More news'), from page_data as the first. */
  newsPage(after: NewsCursor): Promise<NewsPage>;
  /** What the sitemap lists: its parts, and a part's articles (without `part`: the only part's). */
  sitemap(part?: number): Promise<SitemapData>;
}

/** The page_data arguments of a request. */
function pageDataArgs(request: PageRequest | null, withFrame: boolean) {
  return {
    p_key: request?.key ?? undefined,
    p_news_offset: request?.newsOffset ?? 0,
    p_news_limit: request?.newsLimit ?? 0,
    p_article_id: request?.articleId ?? undefined,
    p_with_frame: withFrame,
    ...(request?.newsAfter
      ? { p_news_before_date: request.newsAfter.publishDate, p_news_before_id: request.newsAfter.id }
      : {}),
  };
}

/**
 * Builds the site's calls on the public key. Row level security decides what anon may read;
 * the SQL functions also filter to what visitors see (news_is_visible, active rows).
 */
export function createSiteApi(client: SiteClient, cache = new QueryCache()): SiteApi {
  async function pageData(request: PageRequest | null, withFrame: boolean): Promise<PageData> {
    const { data, error } = await client.rpc('page_data', pageDataArgs(request, withFrame));
    if (error || !isObject(data)) fail(`page_data ${request?.key ?? request?.articleId ?? ''}`, error);
    return data as unknown as PageData;
  }

  return {
    cache,
    frame: () =>
      cache.fetch('frame', async () => {
        const { data, error } = await client.rpc('site_frame');
        if (error || !isObject(data)) fail('site_frame', error);
        return normalizeFrame(data);
      }),
    page: (request) => cache.fetch(`page:${pageRequestKey(request)}`, () => pageData(request, false)),
    pageWithFrame: async (request) => {
      const data = await pageData(request, true);
      return { ...data, frame: normalizeFrame(data.frame) };
    },
    newsPage: (after) =>
      cache.fetch(`news:after:${after.publishDate}/${after.id}`, async () => {
        const data = await pageData({ key: 'news', newsAfter: after, newsLimit: NEWS_PAGE_SIZE }, false);
        return { items: Array.isArray(data.news) ? data.news : [], more: data.news_more === true };
      }),
    sitemap: async (part) => {
      const { data, error } = await client.rpc('sitemap_data', part === undefined ? {} : { p_part: part });
      if (error || !isObject(data)) fail('sitemap_data', error);
      const raw = data as Partial<SitemapData>;
      return {
        frame: normalizeFrame(raw.frame),
        pages: Array.isArray(raw.pages) ? raw.pages : [],
        news_parts: Array.isArray(raw.news_parts) ? raw.news_parts : [],
        news_lastmod: typeof raw.news_lastmod === 'string' ? raw.news_lastmod : null,
        news: Array.isArray(raw.news) ? raw.news : [],
      };
    },
  };
}
