import { HOME_NEWS_COUNT, NEWS_PAGE_SIZE, type ComponentKey, type PageKey } from '../shared.ts';
import { QueryCache } from './cache.ts';
import type { SiteClient } from './client.ts';
import type { Coach, NewsArticle, NewsCardRow, NewsPage, SiteFrame, Subscription } from './types.ts';

const NEWS_CARD_COLUMNS =
  'id,title_en,title_es,title_ru,text_en,text_es,text_ru,preview_image_url,publish_date' as const;

/** The `pages` row a menu page reads its texts from (the team page is the 'coaches' row, ...). */
export const PAGE_CONTENT_KEY = {
  index: 'index',
  about: 'about',
  team: 'coaches',
  venues: 'venues',
  subscriptions: 'programmes',
  news: 'news',
  contacts: 'contacts',
  camps: 'camps',
  campus: 'campus',
  cookies: 'cookies',
  privacy: 'privacy',
} as const satisfies Record<ComponentKey, PageKey>;

function fail(what: string, error: { message: string } | null): never {
  throw new Error(`${what}: ${error?.message ?? 'no data'}`);
}

/** Every query of the site, typed and cached for the visit. */
export interface SiteApi {
  cache: QueryCache;
  frame(): Promise<SiteFrame>;
  /** The raw `content` of a page row ({} when the row is missing). */
  pageContent(key: PageKey): Promise<unknown>;
  latestNews(): Promise<NewsCardRow[]>;
  newsPage(offset: number): Promise<NewsPage>;
  article(id: number): Promise<NewsArticle | null>;
  /** The next older published article than `article`, or null at the end. */
  olderArticle(article: Pick<NewsArticle, 'id' | 'publish_date'>): Promise<Pick<NewsArticle, 'id'> | null>;
  coaches(): Promise<Coach[]>;
  subscriptions(): Promise<Subscription[]>;
}

/**
 * Builds the site's queries. Only published news is asked for (row level security enforces the
 * same for the public key); news is ordered newest first by publish date, then id, everywhere,
 * so "next article" follows the list order.
 */
export function createSiteApi(client: SiteClient, cache = new QueryCache()): SiteApi {
  const cached = <T>(key: string, load: () => Promise<T>) => cache.fetch(key, load);
  const published = () =>
    client.from('news').select(NEWS_CARD_COLUMNS, { count: 'exact' }).eq('status', 'Published');

  return {
    cache,
    frame: () =>
      cached('frame', async () => {
        const { data, error } = await client.rpc('site_frame');
        if (error || !data || typeof data !== 'object' || Array.isArray(data)) fail('site_frame', error);
        const frame = data as unknown as Partial<SiteFrame>;
        return {
          menu_items: Array.isArray(frame.menu_items) ? frame.menu_items : [],
          languages: Array.isArray(frame.languages) ? frame.languages : [],
          settings: frame.settings ?? null,
        };
      }),
    pageContent: (key) =>
      cached(`page:${key}`, async () => {
        const { data, error } = await client.from('pages').select('content').eq('key', key).maybeSingle();
        if (error) fail(`pages ${key}`, error);
        return data?.content ?? {};
      }),
    latestNews: () =>
      cached('news:latest', async () => {
        const { data, error } = await client
          .from('news')
          .select(NEWS_CARD_COLUMNS)
          .eq('status', 'Published')
          .order('publish_date', { ascending: false })
          .order('id', { ascending: false })
          .limit(HOME_NEWS_COUNT);
        if (error || !data) fail('latest news', error);
        return data;
      }),
    newsPage: (offset) =>
      cached(`news:page:${offset}`, async () => {
        const { data, error, count } = await published()
          .order('publish_date', { ascending: false })
          .order('id', { ascending: false })
          .range(offset, offset + NEWS_PAGE_SIZE - 1);
        if (error || !data) fail('news page', error);
        return { items: data, total: count ?? data.length };
      }),
    article: (id) =>
      cached(`news:${id}`, async () => {
        const { data, error } = await client
          .from('news')
          .select('*')
          .eq('id', id)
          .eq('status', 'Published')
          .maybeSingle();
        if (error) fail(`article ${id}`, error);
        return data;
      }),
    olderArticle: ({ id, publish_date }) =>
      cached(`news:older:${id}`, async () => {
        // Quoted: a timestamp holds ':' and '.', which PostgREST's filter syntax reserves.
        const at = `"${publish_date}"`;
        const { data, error } = await client
          .from('news')
          .select('id')
          .eq('status', 'Published')
          .or(`publish_date.lt.${at},and(publish_date.eq.${at},id.lt.${id})`)
          .order('publish_date', { ascending: false })
          .order('id', { ascending: false })
          .limit(1)
          .maybeSingle();
        if (error) fail('older article', error);
        return data;
      }),
    coaches: () =>
      cached('coaches', async () => {
        const { data, error } = await client
          .from('coaches')
          .select('*')
          .eq('is_active', true)
          .order('sort_order')
          .order('id');
        if (error || !data) fail('coaches', error);
        return data;
      }),
    subscriptions: () =>
      cached('subscriptions', async () => {
        const { data, error } = await client
          .from('subscriptions')
          .select('*')
          .order('sort_order')
          .order('id');
        if (error || !data) fail('subscriptions', error);
        return data;
      }),
  };
}
