import { matchRoutes } from 'react-router-dom';
import { COMPONENT_KEYS, type ComponentKey } from '@academy/shared/constants.ts';

/** What a path shows: a menu page, one news article, or the 404 page. */
export type RoutePage = ComponentKey | 'news-detail' | 'not-found';

export interface SiteRoute {
  /** Language-independent pattern: '/', '/about', '/news/:id', '*'. */
  path: string;
  page: RoutePage;
}

/** The fields of a menu item that decide routing. */
export interface RoutableItem {
  url: string;
  component_key: string;
}

export interface ResolvedRoute {
  page: RoutePage;
  /** The article id of a 'news-detail' route. */
  id?: string;
  /** The list path of the news section ('/news'), to link from cards and articles. */
  newsPath: string | null;
}

function isComponentKey(key: string): key is ComponentKey {
  return (COMPONENT_KEYS as readonly string[]).includes(key);
}

/** A menu URL as a routing path: '' and '/' are the root; 'about/' becomes '/about'. */
export function normalizeMenuPath(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

// Links to other sites ('https://…', 'mailto:…') are menu entries but not routes.
function isExternal(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url.trim());
}

/**
 * Builds the site's routes from its menu items: each item's url shows its page; an
 * item with an empty or root url is home, and home exists even when no item is the root; a news
 * item also gets `{url}/:id` for one article; every other path is the 404 page. The first item
 * wins when two share a url (a page often sits in both the header and the footer).
 */
export function buildRoutes(items: readonly RoutableItem[]): SiteRoute[] {
  const routes: SiteRoute[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (isExternal(item.url) || !isComponentKey(item.component_key)) continue;
    const path = normalizeMenuPath(item.url);
    if (seen.has(path)) continue;
    seen.add(path);
    routes.push({ path, page: item.component_key });
    if (item.component_key === 'news') {
      const detail = path === '/' ? '/:id' : `${path}/:id`;
      if (!seen.has(detail)) {
        seen.add(detail);
        routes.push({ path: detail, page: 'news-detail' });
      }
    }
  }
  if (!seen.has('/')) routes.push({ path: '/', page: 'index' });
  routes.push({ path: '*', page: 'not-found' });
  return routes;
}

/** The page a language-independent path shows (react-router's ranking picks the best match). */
export function resolveRoute(routes: readonly SiteRoute[], path: string): ResolvedRoute {
  const news = routes.find((r) => r.page === 'news');
  const newsPath = news ? news.path : null;
  const matches = matchRoutes(
    routes.map((r) => ({ path: r.path, page: r.page })),
    path,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return { page: 'not-found', newsPath };
  const page = (match.route as { page: RoutePage }).page;
  return page === 'news-detail' ? { page, id: match.params.id ?? '', newsPath } : { page, newsPath };
}
