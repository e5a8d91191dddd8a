// Shared helpers of the visitor stories (e2e/tests/visitor-*.spec.ts). Expected texts come from
// the database (the seed) and from the site's catalogs, never retyped here, so the stories check
// the site against its data rather than against a copy.
import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@academy/shared/languages.ts';
import { siteEn, type SiteMessages } from '@academy/shared/i18n/site/en.ts';
import { siteEs } from '@academy/shared/i18n/site/es.ts';
import { siteRu } from '@academy/shared/i18n/site/ru.ts';
import { expect, type Sql } from '../fixtures.ts';

export type { Lang };

export const LANGS: { lang: Lang; prefix: '' | '/es' | '/ru'; ui: SiteMessages; name: string }[] = [
  { lang: 'en', prefix: '', ui: siteEn, name: 'English' },
  { lang: 'es', prefix: '/es', ui: siteEs, name: 'Español' },
  { lang: 'ru', prefix: '/ru', ui: siteRu, name: 'Русский' },
];

/** The site's rule for localized fields: the language's text when filled, else English. */
export function pick(record: Record<string, unknown>, field: string, lang: Lang): string {
  const own = record[`${field}_${lang}`];
  if (typeof own === 'string' && own.trim() !== '') return own;
  const english = record[`${field}_en`];
  return typeof english === 'string' ? english : '';
}

/** A URL of a language-independent path in a language ('/' in Spanish is '/es'). */
export function inLang(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The content jsonb of a `pages` row. */
export async function pageContent(sql: Sql, key: string): Promise<Record<string, unknown>> {
  const rows = await sql<{ content: Record<string, unknown> }>(
    'select content from public.pages where key = $1',
    [key],
  );
  return rows[0]?.content ?? {};
}

/** Published news visible to visitors, newest first (the site's order). */
export async function publishedNews(sql: Sql): Promise<Record<string, string | null>[]> {
  return sql(
    `select id::text, title_en, title_es, title_ru, text_en, text_es, text_ru,
            to_json(publish_date) #>> '{}' as publish_date
       from public.news
      where status = 'Published' and publish_date <= now()
      order by publish_date desc, id desc`,
  );
}

/** The title field of each menu page's content row. */
export const PAGE_TITLE: Record<string, { key: string; field: string }> = {
  index: { key: 'index', field: 'page_title' },
  about: { key: 'about', field: 'pageTitle' },
  team: { key: 'coaches', field: 'title' },
  venues: { key: 'venues', field: 'page_title' },
  subscriptions: { key: 'programmes', field: 'title' },
  news: { key: 'news', field: 'title' },
  contacts: { key: 'contacts', field: 'title' },
  camps: { key: 'camps', field: 'title' },
  campus: { key: 'campus', field: 'title' },
  cookies: { key: 'cookies', field: 'title' },
  privacy: { key: 'privacy', field: 'title' },
};

/** Active menu pages, one per component key (header items first). */
export async function menuPages(sql: Sql): Promise<{ url: string; component_key: string }[]> {
  return sql(
    `select distinct on (component_key) url, component_key
       from public.menu_items where is_active
      order by component_key, type desc, sort_order`,
  );
}

/**
 * Waits until React has taken over the server-rendered page (the site's code loads after the
 * page): before that its links work, its buttons do not yet.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens a URL and waits for the page's own heading (the loader has none) and its script. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('main h1').first()).toBeVisible();
  await hydrated(page);
}

/**
 * The header's menu on a narrow screen: a <details> disclosure (`menu`, its `open` property true while open) and
 * its <summary> (`button`), which screen readers hear as a button named "Open menu" or "Close
 * menu". Playwright's role queries give a summary no role, so it is found by its place.
 */
export function phoneMenu(header: Locator): { menu: Locator; button: Locator } {
  const menu = header.locator('details.site-header__menu');
  return { menu, button: menu.locator('> summary') };
}
