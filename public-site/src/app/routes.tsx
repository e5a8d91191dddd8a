import type { ComponentType } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { PageData, SiteFrame } from '../data/types.ts';
import { buildRoutes, type ResolvedRoute, type RoutePage, type SiteRoute } from '../routing/siteRoutes.ts';
import { isLang, LANGUAGES, type Lang } from '@academy/shared/languages.ts';

/**
 * A page's data: what page_data() answered (null when the page needs nothing beyond the frame),
 * or a failure (the page then shows what it can; SPEC §8).
 */
export type PageLoad = { ok: true; data: PageData | null } | { ok: false };

/**
 * The loader data of a page route. On the server and in the hydrated first page it is the data
 * itself; on a client-side navigation a promise, so the new page shows its loader at once
 * (SPEC §2.1) instead of keeping the old page on screen while the data travels.
 */
export interface PageRouteData {
  load: PageLoad | Promise<PageLoad>;
}

/** What a route's loader needs to know about the page it loads. */
export interface PageTarget {
  lang: Lang;
  route: ResolvedRoute;
}

/** Where the routes get their data: the server and the browser each bring their own. */
export interface SiteLoaders {
  frame(): SiteFrame | Promise<SiteFrame>;
  page(target: PageTarget): PageRouteData | Promise<PageRouteData>;
}

/** The handle of a page route: which page it shows. */
export interface PageHandle {
  page: RoutePage;
}

type PageModule = { default: ComponentType };

/**
 * Each page's module: its source file (the server finds the page's chunk and stylesheet in the
 * build manifest by it) and its loader. One chunk per page: a visitor downloads the code of the
 * pages they open, nothing more.
 */
export const PAGES: Record<RoutePage, { file: string; load: () => Promise<PageModule> }> = {
  index: { file: 'src/pages/HomePage.tsx', load: () => import('../pages/HomePage.tsx') },
  about: { file: 'src/pages/AboutPage.tsx', load: () => import('../pages/AboutPage.tsx') },
  team: { file: 'src/pages/TeamPage.tsx', load: () => import('../pages/TeamPage.tsx') },
  venues: { file: 'src/pages/VenuesPage.tsx', load: () => import('../pages/VenuesPage.tsx') },
  subscriptions: {
    file: 'src/pages/SubscriptionsPage.tsx',
    load: () => import('../pages/SubscriptionsPage.tsx'),
  },
  news: { file: 'src/pages/NewsListPage.tsx', load: () => import('../pages/NewsListPage.tsx') },
  'news-detail': { file: 'src/pages/NewsDetailPage.tsx', load: () => import('../pages/NewsDetailPage.tsx') },
  contacts: { file: 'src/pages/ContactsPage.tsx', load: () => import('../pages/ContactsPage.tsx') },
  camps: { file: 'src/pages/CampsPage.tsx', load: () => import('../pages/CampsPage.tsx') },
  campus: { file: 'src/pages/CampusPage.tsx', load: () => import('../pages/CampusPage.tsx') },
  cookies: { file: 'src/pages/LegalPage.tsx', load: () => import('../pages/LegalPage.tsx') },
  privacy: { file: 'src/pages/LegalPage.tsx', load: () => import('../pages/LegalPage.tsx') },
  legal: { file: 'src/pages/LegalNoticePage.tsx', load: () => import('../pages/LegalNoticePage.tsx') },
  'not-found': { file: 'src/pages/NotFoundPage.tsx', load: () => import('../pages/NotFoundPage.tsx') },
};

/** The languages the site is offered in: the active ones of the frame, English always. */
export function siteLanguages(frame: SiteFrame): Lang[] {
  const active = new Set(frame.languages.map((l) => l.code).filter(isLang));
  return LANGUAGES.filter((lang) => lang === 'en' || active.has(lang));
}

function newsPathOf(routes: readonly SiteRoute[]): string | null {
  return routes.find((r) => r.page === 'news')?.path ?? null;
}

function pageRoute(route: SiteRoute, lang: Lang, newsPath: string | null, loaders: SiteLoaders): RouteObject {
  const handle: PageHandle = { page: route.page };
  const base = {
    id: `${lang}:${route.path}`,
    handle,
    loader: ({ params }: LoaderFunctionArgs) =>
      loaders.page({
        lang,
        route:
          route.page === 'news-detail'
            ? { page: route.page, id: params.id ?? '', newsPath }
            : { page: route.page, newsPath },
      }),
    lazy: async () => ({ Component: (await PAGES[route.page].load()).default }),
  };
  if (route.path === '/') return { ...base, index: true };
  return { ...base, path: route.path.startsWith('/') ? route.path.slice(1) : route.path };
}

/**
 * The site's React Router routes, built at run time from the menu (SPEC §2.1) for each offered
 * language: English unprefixed, Spanish under /es, Russian under /ru. The root route holds the
 * frame; each page route loads its own data and its code (lazily).
 */
export function createSiteRoutes(
  frame: SiteFrame,
  loaders: SiteLoaders,
  root: Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'HydrateFallback'>,
): RouteObject[] {
  const routes = buildRoutes(frame.menu_items);
  const newsPath = newsPathOf(routes);
  return [
    {
      id: 'root',
      ...root,
      loader: () => loaders.frame(),
      // The frame is read once per visit (as before), not again on every navigation.
      shouldRevalidate: () => false,
      children: siteLanguages(frame).map((lang) => ({
        id: lang,
        path: lang === 'en' ? '/' : `/${lang}`,
        children: routes.map((route) => pageRoute(route, lang, newsPath, loaders)),
      })),
    },
  ];
}

/** The page a URL shows, as the routes above decide it (the server asks before it loads data). */
export function matchPage(
  routes: RouteObject[],
  pathname: string,
): { lang: Lang; route: Omit<ResolvedRoute, 'newsPath'> } | null {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  const language = matches?.[1]?.route.id;
  if (!leaf || !isLang(language)) return null;
  const page = (leaf.route.handle as PageHandle).page;
  return { lang: language, route: page === 'news-detail' ? { page, id: leaf.params.id ?? '' } : { page } };
}
