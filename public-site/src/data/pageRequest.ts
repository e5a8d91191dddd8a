import type { ResolvedRoute } from '../routing/siteRoutes.ts';
import type { PageKey } from '@academy/shared/constants.ts';
import { HOME_NEWS_COUNT, NEWS_PAGE_SIZE } from '@academy/shared/constants.ts';
import { PAGE_CONTENT_KEY } from '@academy/shared/pageComponents.ts';

/** The arguments of one page_data() call. */
export interface PageRequest {
  key: PageKey | null;
  newsOffset?: number;
  newsLimit?: number;
  /** The news list continues after this card (keyset paging: 'More news'). */
  newsAfter?: NewsCursor;
  articleId?: number;
}

/** Where a page of the news list starts: after the card with this publish date and id. */
export interface NewsCursor {
  publishDate: string;
  id: number;
}

/**
 * The query parameter of a news list page that starts after a card (`?after=<id>_<publish date>`):
 * the address 'More news' leads to, so the older articles are pages of their own, for a visitor
 * without script and for search engines.
 */
export const NEWS_AFTER_PARAMETER = 'after';

/** The `after` parameter's value for a cursor. */
export function newsCursorParameter(cursor: NewsCursor): string {
  return `${cursor.id}_${cursor.publishDate}`;
}

// The publish date exactly as the database writes it (ISO 8601 with an offset, up to
// microseconds): the keyset compares it to the column, so it is passed on unchanged.
const CURSOR =
  /^([1-9]\d{0,15})_(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?))$/;

/** A cursor from the `after` parameter; null for anything else (the list then starts at the top). */
export function parseNewsCursor(raw: string | null | undefined): NewsCursor | null {
  const match = raw ? CURSOR.exec(raw) : null;
  if (!match || Number.isNaN(Date.parse(match[2]!))) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? { id, publishDate: match[2]! } : null;
}

/** An article id from the URL: a positive integer, else null ('Article not found'). */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * What a route asks page_data() for: its `pages` row and the list it shows, or one article.
 * Null when the page needs nothing beyond the frame (the legal notice, a 404, a malformed
 * article id). The news list reads where it starts from the address's query.
 */
export function pageRequestFor(route: ResolvedRoute, query?: URLSearchParams): PageRequest | null {
  switch (route.page) {
    case 'not-found':
    case 'registration':
    case 'registration-answer':
    case 'registration-manage':
    case 'registration-paid':
    case 'account':
      return null;
    case 'news-detail': {
      const articleId = parseArticleId(route.id);
      return articleId === null ? null : { key: null, articleId };
    }
    case 'index':
      return { key: 'index', newsLimit: HOME_NEWS_COUNT };
    case 'news': {
      const after = parseNewsCursor(query?.get(NEWS_AFTER_PARAMETER));
      return after
        ? { key: 'news', newsAfter: after, newsLimit: NEWS_PAGE_SIZE }
        : { key: 'news', newsOffset: 0, newsLimit: NEWS_PAGE_SIZE };
    }
    default: {
      const key = PAGE_CONTENT_KEY[route.page];
      return key === null ? null : { key };
    }
  }
}

/** A stable name of a request, for caches. */
export function pageRequestKey(request: PageRequest | null): string {
  if (!request) return 'frame-only';
  return [
    request.key ?? '-',
    request.newsOffset ?? 0,
    request.newsLimit ?? 0,
    request.newsAfter ? `${request.newsAfter.publishDate}/${request.newsAfter.id}` : '-',
    request.articleId ?? '-',
  ].join(':');
}
