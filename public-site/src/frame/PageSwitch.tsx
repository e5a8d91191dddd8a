import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RoutePage } from '../routing/siteRoutes.ts';
import { PageLoader } from './PageLoader.tsx';
import { useSite } from './SiteContext.tsx';

// One chunk per page: a visitor downloads the code of the pages they open, nothing more.
const PAGES: Record<RoutePage, LazyExoticComponent<ComponentType>> = {
  index: lazy(() => import('../pages/HomePage.tsx')),
  about: lazy(() => import('../pages/AboutPage.tsx')),
  team: lazy(() => import('../pages/TeamPage.tsx')),
  venues: lazy(() => import('../pages/VenuesPage.tsx')),
  subscriptions: lazy(() => import('../pages/SubscriptionsPage.tsx')),
  news: lazy(() => import('../pages/NewsListPage.tsx')),
  'news-detail': lazy(() => import('../pages/NewsDetailPage.tsx')),
  contacts: lazy(() => import('../pages/ContactsPage.tsx')),
  camps: lazy(() => import('../pages/CampsPage.tsx')),
  campus: lazy(() => import('../pages/CampusPage.tsx')),
  cookies: lazy(() => import('../pages/LegalPage.tsx')),
  privacy: lazy(() => import('../pages/LegalPage.tsx')),
  'not-found': lazy(() => import('../pages/NotFoundPage.tsx')),
};

/** The page of the current route, with the loader while its code arrives. */
export function PageSwitch() {
  const { route, path, lang } = useSite();
  const Page = PAGES[route.page];
  return (
    <Suspense fallback={<PageLoader />}>
      {/* A new key per URL: each visit starts fresh (state, scroll, minimum loader time). */}
      <Page key={`${lang}:${path}`} />
    </Suspense>
  );
}
