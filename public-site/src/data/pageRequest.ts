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

/** An article id from the URL: a positive integer, else null ('Article not found'). */
export function parseArticleId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * What a route asks page_data() for: its `pages` row and the list it shows, or one article.
 * Null when the page needs nothing beyond the frame (the legal notice, a 404, a malformed
 * article id).
 */
export function pageRequestFor(route: ResolvedRoute): PageRequest | null {
  switch (route.page) {
    case 'not-found':
    case 'registration':
    case 'registration-answer':
    case 'registration-manage':
      return null;
    case 'news-detail': {
      const articleId = parseArticleId(route.id);
      return articleId === null ? null : { key: null, articleId };
    }
    case 'index':
      return { key: 'index', newsLimit: HOME_NEWS_COUNT };
    case 'news':
      return { key: 'news', newsOffset: 0, newsLimit: NEWS_PAGE_SIZE };
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
