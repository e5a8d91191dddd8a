import type { SitemapData } from '../data/types.ts';
import { buildRoutes } from '../routing/siteRoutes.ts';
import { withLanguage, type Lang } from '@academy/shared/languages.ts';
import { PAGE_CONTENT_KEY } from '@academy/shared/pageComponents.ts';
import { siteLanguages } from '../page/pageTarget.ts';
import { absoluteUrl } from '../page/seo.ts';

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The later of two ISO timestamps (either may be missing). */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

interface SitemapEntry {
  /** Language-independent path. */
  path: string;
  lastmod?: string;
}

/** The path of one part of a sitemap split in parts (/sitemap.xml is then their index). */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

/**
 * The sitemap. sitemap_data() gives the articles in parts of at most 5,000 (by id), within the
 * 50,000 URLs a sitemap file may list. /sitemap.xml (no `part`): every page of the menu and every
 * visible article while one part holds them all; past that, a sitemap index of the parts.
 * /sitemap-N.xml (`part` N): the part's articles, and the menu pages in the first part; null for
 * a part that holds no visible article.
 * Each page in each offered language, with its alternates in the others (xhtml:link, English as
 * x-default) and its last change. Drafts and scheduled articles are not in `data` (sitemap_data()
 * applies news_is_visible()).
 */
export function buildSitemap(siteUrl: string, data: SitemapData, part?: number): string | null {
  if (part === undefined)
    return data.news_parts.length > 1 ? sitemapIndex(siteUrl, data.news_parts) : urlSet(siteUrl, data, true);
  if (!data.news_parts.includes(part)) return null;
  return urlSet(siteUrl, data, part === data.news_parts[0]);
}

function sitemapIndex(siteUrl: string, parts: readonly number[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const part of parts)
    lines.push(`  <sitemap><loc>${escapeXml(absoluteUrl(siteUrl, sitemapPartPath(part)))}</loc></sitemap>`);
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

function urlSet(siteUrl: string, data: SitemapData, withPages: boolean): string {
  const languages = siteLanguages(data.frame);
  const routes = buildRoutes(data.frame.menu_items);
  const pageDates = new Map(data.pages.map((p) => [p.key, p.updated_at]));
  const newest = data.news_lastmod ?? undefined;
  const settingsDate = data.frame.settings?.updated_at;

  const entries: SitemapEntry[] = [];
  for (const route of withPages ? routes : []) {
    if (route.page === 'not-found' || route.page === 'news-detail') continue;
    const key = PAGE_CONTENT_KEY[route.page];
    let lastmod = key ? pageDates.get(key) : settingsDate;
    // The home page and the news list change when an article appears.
    if (route.page === 'index' || route.page === 'news') lastmod = later(lastmod, newest);
    entries.push({ path: route.path, lastmod });
  }
  const news = routes.find((route) => route.page === 'news');
  if (news) {
    const base = news.path === '/' ? '' : news.path;
    for (const article of data.news)
      entries.push({ path: `${base}/${article.id}`, lastmod: article.lastmod });
  }

  const url = (path: string, lang: Lang) => escapeXml(absoluteUrl(siteUrl, withLanguage(path, lang)));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    for (const lang of languages) {
      lines.push('  <url>', `    <loc>${url(entry.path, lang)}</loc>`);
      if (entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)))
        lines.push(`    <lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`);
      if (languages.length > 1) {
        for (const other of languages)
          lines.push(
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(entry.path, other)}"/>`,
          );
        lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.path, 'en')}"/>`);
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
