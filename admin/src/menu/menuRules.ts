import { isSitePath, normalizeMenuPath, type MenuItem } from '@academy/shared';

/**
 * Why a menu url is refused, as a catalog key: every item is a page of this site, so its url is
 * '' or '/' (home) or a path such as /camps (the database refuses anything else, with the code
 * menu_url_invalid).
 */
export function menuUrlProblem(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  if (isSitePath(url)) return undefined;
  if (!url.startsWith('/')) return 'app.menu_items.url_slash';
  if (/\s/.test(url)) return 'app.menu_items.url_spaces';
  return 'app.menu_items.url_path';
}

/**
 * What staff should know about the menus as they stand: no active item leads home, or the
 * news articles are unreachable (their pages hang under the news item's url).
 */
export function menuWarnings(
  items: readonly Pick<MenuItem, 'url' | 'is_active' | 'component_key'>[],
): string[] {
  const active = items.filter((item) => item.is_active);
  const warnings: string[] = [];
  if (!active.some((item) => normalizeMenuPath(item.url) === '/')) warnings.push('app.menu_items.no_home');
  if (!active.some((item) => item.component_key === 'news')) warnings.push('app.menu_items.no_news');
  return warnings;
}
