import type { MenuItem } from '@academy/shared';

/** A menu url is '' or '/' (home) or a path starting with '/', without spaces. */
export function menuUrlProblem(value: unknown): string | undefined {
  const url = typeof value === 'string' ? value.trim() : '';
  if (url === '' || url === '/') return undefined;
  if (!url.startsWith('/') || url.startsWith('//')) return 'app.menu_items.url_slash';
  if (/\s/.test(url)) return 'app.menu_items.url_spaces';
  return undefined;
}

/** The path a url routes to: '' and '/' are home, a trailing '/' is ignored. */
const normalizedUrl = (url: string) =>
  url.trim() === '' || url.trim() === '/' ? '/' : url.trim().replace(/\/+$/, '');

/**
 * What staff should know about the menus as they stand: no active item leads home, or the
 * news articles are unreachable (their pages hang under the news item's url).
 */
export function menuWarnings(
  items: readonly Pick<MenuItem, 'url' | 'is_active' | 'component_key'>[],
): string[] {
  const active = items.filter((item) => item.is_active);
  const warnings: string[] = [];
  if (!active.some((item) => normalizedUrl(item.url) === '/')) warnings.push('app.menu_items.no_home');
  if (!active.some((item) => item.component_key === 'news')) warnings.push('app.menu_items.no_news');
  return warnings;
}
