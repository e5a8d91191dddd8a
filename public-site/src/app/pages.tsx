import { use, type ComponentType } from 'react';
import type { RoutePage } from '../routing/siteRoutes.ts';

/**
 * The component of each page, one chunk each: a visitor downloads the code of the pages they
 * open, nothing more. The cookie and privacy policies share one component.
 */
const PAGES: Record<RoutePage, () => Promise<{ default: ComponentType }>> = {
  index: () => import('../pages/HomePage.tsx'),
  about: () => import('../pages/AboutPage.tsx'),
  team: () => import('../pages/TeamPage.tsx'),
  venues: () => import('../pages/VenuesPage.tsx'),
  subscriptions: () => import('../pages/SubscriptionsPage.tsx'),
  news: () => import('../pages/NewsListPage.tsx'),
  'news-detail': () => import('../pages/NewsDetailPage.tsx'),
  contacts: () => import('../pages/ContactsPage.tsx'),
  camps: () => import('../pages/CampsPage.tsx'),
  campus: () => import('../pages/CampusPage.tsx'),
  cookies: () => import('../pages/LegalPage.tsx'),
  privacy: () => import('../pages/LegalPage.tsx'),
  legal: () => import('../pages/LegalNoticePage.tsx'),
  'not-found': () => import('../pages/NotFoundPage.tsx'),
  registration: () => import('../registration/RegistrationPage.tsx'),
  'registration-answer': () => import('../registration/AnswerPage.tsx'),
  'registration-manage': () => import('../registration/ManagePage.tsx'),
  'registration-paid': () => import('../registration/PaymentPage.tsx'),
  account: () => import('../account/AccountPage.tsx'),
};

/**
 * The pages that are text, pictures, links, forms that post and a few behaviours of their own. The server sends them with the
 * plain page's script (plain/plainPage.ts: the header, the cookie banner, the loader, and the
 * pages' own parts: the hero video, partner strip and gallery, the campus chooser, the map, the
 * enquiry form's token and 'More news', without React) and without the data to hydrate them, so a
 * phone has next to nothing to run. The registration pages (the form and what follows it) are
 * hydrated by the app; a plain page reached by a navigation inside it renders there as any page.
 */
export const PLAIN_PAGES: ReadonlySet<RoutePage> = new Set<RoutePage>([
  'index',
  'about',
  'team',
  'venues',
  'subscriptions',
  'campus',
  'camps',
  'news',
  'news-detail',
  'contacts',
  'cookies',
  'privacy',
  'legal',
  'not-found',
]);

const loaded = new Map<RoutePage, ComponentType>();
const loading = new Map<RoutePage, Promise<ComponentType>>();

/**
 * Loads a page's component (once). The site route's loader waits for it, and so does the
 * browser before it hydrates a server-rendered page, so a page never suspends for its code.
 */
export function loadPageComponent(page: RoutePage): Promise<ComponentType> {
  let promise = loading.get(page);
  if (!promise) {
    promise = PAGES[page]().then(({ default: component }) => {
      loaded.set(page, component);
      return component;
    });
    promise.catch(() => loading.delete(page));
    loading.set(page, promise);
  }
  return promise;
}

/** A page, by its name. */
export function PageView({ page }: { page: RoutePage }) {
  const Component = loaded.get(page) ?? use(loadPageComponent(page));
  return <Component />;
}
