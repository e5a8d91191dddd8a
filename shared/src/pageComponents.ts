import type { ComponentKey, PageKey } from './constants.ts';

/**
 * The `pages` row each public page (a menu item's component) reads its texts from: the team page
 * shows the 'coaches' row, programmes & prices the 'programmes' row; the legal notice is made of
 * site settings and has no row.
 */
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
  legal: null,
} as const satisfies Record<ComponentKey, PageKey | null>;

/** The public page that shows each `pages` row (the inverse of PAGE_CONTENT_KEY). */
export const COMPONENT_OF_PAGE = Object.fromEntries(
  Object.entries(PAGE_CONTENT_KEY)
    .filter((entry): entry is [ComponentKey, PageKey] => entry[1] !== null)
    .map(([component, page]) => [page, component]),
) as Record<PageKey, ComponentKey>;
