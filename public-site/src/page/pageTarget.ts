import type { SiteFrame } from '../data/types.ts';
import { buildRoutes, resolveRoute, type ResolvedRoute } from '../routing/siteRoutes.ts';
import { isLang, LANGUAGES, splitLanguagePath, type Lang } from '@academy/shared/languages.ts';

/** Which page an address shows, and in which language. */
export interface PageTarget {
  lang: Lang;
  route: ResolvedRoute;
}

/** The languages the site is offered in: the active ones of the frame, English always. */
export function siteLanguages(frame: SiteFrame): Lang[] {
  const active = new Set(frame.languages.map((l) => l.code).filter(isLang));
  return LANGUAGES.filter((lang) => lang === 'en' || active.has(lang));
}

/**
 * The page an address shows with a frame: the menu decides the paths (English unprefixed,
 * Spanish under /es, Russian under /ru); a language that is not offered, like any other unknown
 * address, is the English 404 page.
 */
export function pageTarget(frame: SiteFrame, pathname: string): PageTarget {
  const { lang, path } = splitLanguagePath(pathname);
  const route = resolveRoute(buildRoutes(frame.menu_items), path);
  if (siteLanguages(frame).includes(lang)) return { lang, route };
  return { lang: 'en', route: { page: 'not-found', newsPath: route.newsPath } };
}

/** True when two targets are the same page (the same page_data() request). */
export function sameTarget(a: PageTarget, b: PageTarget): boolean {
  return (
    a.lang === b.lang &&
    a.route.page === b.route.page &&
    a.route.id === b.route.id &&
    a.route.newsPath === b.route.newsPath
  );
}
