import { PAGE_KEYS } from '@academy/shared';
import coaches from './coaches/index.ts';
import languages from './languages/index.ts';
import menu from './menu/index.ts';
import news from './news/index.ts';
import { pageViews } from './pages/index.ts';
import programmes from './programmes/index.ts';
import recentlyDeleted from './recentlyDeleted/index.ts';
import { ENTRIES, PAGE_EDITOR_PATH, type EntryData } from './resourceTables.ts';
import type { ResourceViews } from './resourceViews.ts';
import settings from './settings/index.ts';
import subscriptions from './subscriptions/index.ts';
import users from './users/index.ts';

/** One entry of the admin: its data (resourceTables.ts) and its screens. */
export type AdminEntry = EntryData & ResourceViews;

const VIEWS: Record<string, ResourceViews> = {
  news,
  coaches,
  programmes,
  subscriptions,
  'recently-deleted': recentlyDeleted,
  menu,
  languages,
  'site-settings': settings,
  users,
  ...Object.fromEntries(PAGE_KEYS.map((key) => [PAGE_EDITOR_PATH[key], pageViews(key)])),
};

/**
 * The registry of the back office: every screen, in menu order. The <Admin> tree, the side menu,
 * the dashboard's quick links, the data provider's table map and canAccess all read it; adding a
 * resource is one entry here (and its data in resourceTables.ts).
 */
export const ADMIN_ENTRIES: readonly AdminEntry[] = ENTRIES.map((entry) => {
  const views = VIEWS[entry.name];
  if (!views) throw new Error(`No screens for the admin entry "${entry.name}"`);
  return { ...entry, ...views };
});

/** Fetches every screen's code (once the admin is idle), so the first click opens it at once. */
export function preloadScreens(): void {
  for (const entry of ADMIN_ENTRIES) {
    for (const view of [entry.list, entry.create, entry.edit, entry.show, entry.screen]) {
      (view as { preload?: () => void } | undefined)?.preload?.();
    }
  }
}
