import { use, type ComponentType } from 'react';
import type { RoutePage } from '../routing/siteRoutes.ts';
import { PAGE_FILES } from './pageFiles.ts';

// Every page component: the modules PAGE_FILES names, each its own chunk.
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  '../pages/*Page.tsx',
  '../registration/*Page.tsx',
]);

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
    const load = PAGE_MODULES[`../${PAGE_FILES[page]}`];
    if (!load) return Promise.reject(new Error(`no module for the page '${page}'`));
    promise = load().then(({ default: component }) => {
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
