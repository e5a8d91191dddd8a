import { HOME_NEWS_COUNT, NEWS_PAGE_SIZE, type ComponentKey, type PageKey } from '../shared.ts';
import { QueryCache } from './cache.ts';
import type { SiteClient } from './client.ts';
import type {
  Coach,
  NewsArticle,
  NewsCardRow,
  NewsPage,
  PageData,
  SiteFrame,
  Subscription,
} from './types.ts';

const NEWS_CARD_COLUMNS =
  'id,title_en,title_es,title_ru,text_en,text_es,text_ru,preview_image_url,publish_date' as const;
/** Every column but updated_by, which the public key may not read (column privileges). */
const NEWS_ARTICLE_COLUMNS = `${NEWS_CARD_COLUMNS},status,created_at,updated_at` as const;

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
  /** A page row and the lists its page shows, in one request (the page_data function). */
  pageData(key: PageKey): Promise<PageData>;
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

/** A list of the page_data answer, or a failure when the function left it out. */
function listOf<T>(data: PageData, name: 'news' | 'coaches' | 'subscriptions', what: string): T[] {
  const list = data[name];
  if (!Array.isArray(list)) fail(what, { message: `page_data gave no "${name}"` });
  return list as T[];
}

/**
 * Builds the site's queries. Only published news is asked for (row level security enforces the
 * same for the public key); news is ordered newest first by publish date, then id, everywhere,
 * so "next article" follows the list order.
 *
 * A page's first data comes from one call of page_data (issue 4: at most two requests before
 * first content, the frame and this): its row and its list arrive together and are handed out
 * by pageContent, latestNews, newsPage(0), coaches and subscriptions, each cached for the visit.
 */
export function createSiteApi(client: SiteClient, cache = new QueryCache()): SiteApi {
  const cached = <T>(key: string, load: () => Promise<T>) => cache.fetch(key, load);
  const pageData = (key: PageKey) =>
    cached(`page-data:${key}`, async (): Promise<PageData> => {
      const { data, error } = await client.rpc('page_data', {
        p_key: key,
        p_news_offset: 0,
        p_news_limit: key === 'news' ? NEWS_PAGE_SIZE : HOME_NEWS_COUNT,
      });
      if (error || !data || typeof data !== 'object' || Array.isArray(data)) fail(`page_data ${key}`, error);
      return data as unknown as PageData;
    });
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
    pageData,
    pageContent: (key) => cached(`page:${key}`, async () => (await pageData(key)).page ?? {}),
    latestNews: () =>
      cached('news:latest', async () => listOf<NewsCardRow>(await pageData('index'), 'news', 'latest news')),
    newsPage: (offset) =>
      cached(`news:page:${offset}`, async () => {
        if (offset === 0) {
          const data = await pageData('news');
          const items = listOf<NewsCardRow>(data, 'news', 'news page');
          return { items, total: typeof data.news_total === 'number' ? data.news_total : items.length };
        }
        // Later pages ('More news') need no page row: the plain query with PostgREST's count.
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
          .select(NEWS_ARTICLE_COLUMNS)
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
      cached('coaches', async () => listOf<Coach>(await pageData('coaches'), 'coaches', 'coaches')),
    subscriptions: () =>
      cached('subscriptions', async () =>
        listOf<Subscription>(await pageData('programmes'), 'subscriptions', 'subscriptions'),
      ),
  };
}
