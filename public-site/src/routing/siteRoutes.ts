import { matchRoutes } from 'react-router-dom';
import { ACCOUNT_PATH } from '@academy/shared/account.ts';
import { COMPONENT_KEYS, type ComponentKey } from '@academy/shared/constants.ts';
import { articlePath, normalizeMenuPath } from '@academy/shared/links.ts';
import {
  PARENT_LINK_PATH,
  REGISTRATION_ANSWER_PATH,
  REGISTRATION_PAID_PATH,
  REGISTRATION_PATH,
} from '@academy/shared/registrationPaths.ts';

/**
 * The registration pages: the form, its answer, the parents' link, the return page of a
 * payment and the family's account (fixed paths in every language).
 */
export const REGISTRATION_ROUTES = [
  { path: REGISTRATION_PATH, page: 'registration' },
  { path: REGISTRATION_ANSWER_PATH, page: 'registration-answer' },
  { path: PARENT_LINK_PATH, page: 'registration-manage' },
  { path: REGISTRATION_PAID_PATH, page: 'registration-paid' },
  { path: ACCOUNT_PATH, page: 'account' },
] as const;

/** What a path of the menu shows: a menu page, one news article, or the 404 page. */
export type MenuRoutePage = ComponentKey | 'news-detail' | 'not-found';

/** What a path shows: a menu's page, or a registration page. */
export type RoutePage = MenuRoutePage | (typeof REGISTRATION_ROUTES)[number]['page'];

export interface SiteRoute {
  /** Language-independent pattern: '/', '/about', '/news/:id', '*'. */
  path: string;
  page: MenuRoutePage;
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
    // A url that is not a path of this site ('//host', 'https://…') is no route.
    const path = normalizeMenuPath(item.url);
    if (path === null || !isComponentKey(item.component_key) || seen.has(path)) continue;
    seen.add(path);
    routes.push({ path, page: item.component_key });
    if (item.component_key === 'news') {
      const detail = articlePath(path, ':id');
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
  // The registration pages are no menu's: their addresses are fixed, and no menu item takes them.
  const fixed = REGISTRATION_ROUTES.find((route) => route.path === path);
  if (fixed) return { page: fixed.page, newsPath };
  const matches = matchRoutes(
    routes.map((r) => ({ path: r.path, page: r.page })),
    path,
  );
  const match = matches?.[matches.length - 1];
  if (!match) return { page: 'not-found', newsPath };
  const page = (match.route as { page: MenuRoutePage }).page;
  return page === 'news-detail' ? { page, id: match.params.id ?? '', newsPath } : { page, newsPath };
}
