import { describe, expect, it } from 'vitest';
import { PAGE_KEYS } from '@academy/shared';
import {
  ENTRIES,
  canAccessEntry,
  createPath,
  editPath,
  editPathOfRow,
  menuFor,
  tableOf,
} from './resourceTables.ts';
import { ADMIN_ENTRIES } from './resources.ts';

const names = (entries: readonly { name: string }[]) => entries.map((e) => e.name);

describe('the resources registry', () => {
  it('gives every entry its screens, and every page key an editor', () => {
    expect(names(ADMIN_ENTRIES)).toEqual(names(ENTRIES));
    for (const entry of ADMIN_ENTRIES) expect(entry.list ?? entry.screen, entry.name).toBeDefined();
    expect(ENTRIES.filter((e) => e.pageKey).map((e) => e.pageKey)).toEqual([...PAGE_KEYS]);
  });

  it('drives the side menu by role: Editors see content and pages, not the site group', () => {
    const editor = menuFor('Editor');
    expect(names(editor.content)).toEqual([
      'news',
      'coaches',
      'programmes',
      'subscriptions',
      'recently-deleted',
    ]);
    expect(editor.pages).toHaveLength(PAGE_KEYS.length);
    expect(editor.site).toEqual([]);
    expect(names(menuFor('Admin').site)).toEqual(['menu', 'languages', 'site-settings', 'users']);
    expect(Object.values(menuFor(null)).flat()).toEqual([]);
  });

  it('drives canAccess from the entry, as the database decides', () => {
    expect(canAccessEntry('Editor', 'edit', 'coaches')).toBe(true);
    expect(canAccessEntry('Editor', 'list', 'menu')).toBe(false);
    expect(canAccessEntry('Editor', 'edit', 'site_settings')).toBe(false);
    expect(canAccessEntry('Editor', 'list', 'users')).toBe(false);
    expect(canAccessEntry('Editor', 'edit', 'pages')).toBe(true);
    expect(canAccessEntry('Admin', 'edit', 'site_settings')).toBe(true);
    // Fixed rows are never created or deleted, by anyone.
    expect(canAccessEntry('Admin', 'create', 'pages')).toBe(false);
    expect(canAccessEntry('Admin', 'delete', 'site-settings')).toBe(false);
    // The dashboard is no entry: open to staff only.
    expect(canAccessEntry('Editor', 'list', 'dashboard')).toBe(true);
    expect(canAccessEntry(undefined, 'list', 'dashboard')).toBe(false);
    // Recently deleted and the history views: every staff member (RLS decides the rows).
    expect(canAccessEntry('Editor', 'list', 'recently-deleted')).toBe(true);
    expect(canAccessEntry('Editor', 'list', 'change_history')).toBe(true);
    expect(canAccessEntry(null, 'list', 'recently-deleted')).toBe(false);
  });

  it('maps admin names to tables and the spec paths', () => {
    expect(tableOf('menu')).toBe('menu_items');
    expect(tableOf('site-settings')).toBe('site_settings');
    expect(tableOf('index-page')).toBe('pages');
    expect(tableOf('recently-deleted')).toBe('recently_deleted');
    expect(tableOf('change_history')).toBe('change_history');
    expect(() => tableOf('nothing')).toThrow(/No table/);
    expect(createPath('coaches')).toBe('/coaches/new');
    expect(editPath('coaches', 3)).toBe('/coaches/edit/3');
    expect(editPath('news', 7)).toBe('/news/7/edit');
    expect(editPath('menu', 2)).toBe('/menu/edit/2');
    expect(editPath('campus-page', 'campus')).toBe('/campus-page');
    expect(editPath('site-settings', 1)).toBe('/site-settings');
    // A row of a table (a restored record, a stale translation) opens in its editor.
    expect(editPathOfRow('menu_items', '4')).toBe('/menu/edit/4');
    expect(editPathOfRow('news', '9')).toBe('/news/9/edit');
    expect(editPathOfRow('pages', 'about')).toBe('/about-page');
    expect(editPathOfRow('site_settings', '1')).toBe('/site-settings');
    expect(editPathOfRow('languages', 'es')).toBe('/languages');
  });
});
