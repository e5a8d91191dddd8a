import type { Context, Next } from 'hono';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { PageCache } from '../pageCache.ts';
import { sameSitePath } from '../sameSitePath.ts';
import { notBuilt, sendBody } from '../send.ts';

/** How long a shared cache (a CDN, a reverse proxy) may serve a page without asking, and how long after that while it asks. */
export interface SharedCacheTimes {
  /** s-maxage, seconds. */
  fresh: number;
  /** stale-while-revalidate, seconds. */
  stale: number;
}

/**
 * 5 s fresh and 5 s more while the shared cache asks again in the background: a save reaches a
 * visitor behind a CDN within 10 s (the site server's own answers follow a save within 2 s), and
 * a burst of visitors to one page costs the site server one render per page per 5 s.
 */
export const DEFAULT_SHARED_CACHE: SharedCacheTimes = { fresh: 5, stale: 5 };

/**
 * The Cache-Control of a page every visitor gets alike: browsers ask again each time (an ETag
 * makes that a 304), shared caches keep it for `fresh` seconds and serve it `stale` seconds more
 * while they ask again.
 */
export function pageCacheControl(times: SharedCacheTimes): string {
  return `public, max-age=0, s-maxage=${times.fresh}, stale-while-revalidate=${times.stale}`;
}

/**
 * True when an If-None-Match header names `etag`: a list, `*`, or the weak form a proxy makes when
 * it compresses the page itself (W/"..."), compared weakly as for a GET.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * GET and HEAD of every other address: a public page, rendered on the server by the public site
 * (its 404 page when there is no such page). A page is rendered for its path and the query
 * parameters the site reads, which are the cache key: campaign tags and click ids share the
 * page's entry. Every visitor gets the same bytes (the cookie banner is decided in the browser),
 * so shared caches may keep a page (no Vary: Cookie); a 503 is never kept.
 */
export function pagesEndpoint(
  renderer: SiteRenderer | null,
  siteUrl: string,
  cacheMs: number,
  shared: SharedCacheTimes = DEFAULT_SHARED_CACHE,
) {
  const pages = new PageCache(cacheMs);
  const cacheControl = pageCacheControl(shared);
  return async (c: Context) => {
    if (!renderer) return notBuilt(c, 'public site');
    const requested = new URL(c.req.url);
    // The site's public origin, whatever Host the request named.
    const url = renderer.pageUrl(new URL(`${siteUrl}${requested.pathname}${requested.search}`));
    const page = await pages.get(`${url.pathname}${url.search}`, () => renderer.render(url));
    if (page.status === 503)
      return sendBody(c, page, { 'cache-control': 'no-store', 'retry-after': '5' }, page.status);
    const headers = { 'cache-control': cacheControl, vary: 'Accept-Encoding', etag: page.etag };
    if (page.status === 200 && etagMatches(c.req.header('if-none-match'), page.etag))
      return c.body(null, 304, headers);
    return sendBody(c, page, headers, page.status);
  };
}

/**
 * GET and HEAD of an address with an empty segment ('//', '/about//', '//evil.example/x'): sent
 * to the same address without it (308), since '//host/...' in a page's links would lead
 * off-site; 400 when what is left is not plainly a path of this site.
 */
export function emptySegmentRedirect(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c: Context, next: Next) => {
    if (!c.req.path.includes('//')) return next();
    const query = new URL(c.req.url).search;
    const to = sameSitePath(`${c.req.path.replace(/\/{2,}/g, '/')}${query}`, siteOrigin);
    if (!to) return c.json({ error: 'Not a valid address.' }, 400);
    return c.redirect(to, 308);
  };
}
