import type { Context, Next } from 'hono';
import { readConsent } from '@academy/shared/consent.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { PageCache } from '../pageCache.ts';
import { sameSitePath } from '../sameSitePath.ts';
import { notBuilt, sendBody } from '../send.ts';

/**
 * GET and HEAD of every other address: a public page, rendered on the server by the public site
 * (its 404 page when there is no such page). A page is rendered for its path and the query
 * parameters the site reads, and that address with the visitor's cookie choice (banner or not,
 * map or placeholder) is the cache key: campaign tags and click ids share the page's entry.
 * Answers are always asked again (freshness) and get a 304 when nothing changed.
 */
export function pagesEndpoint(renderer: SiteRenderer | null, siteUrl: string, cacheMs: number) {
  const pages = new PageCache(cacheMs);
  return async (c: Context) => {
    if (!renderer) return notBuilt(c, 'public site');
    const requested = new URL(c.req.url);
    // The site's public origin, whatever Host the request named.
    const url = renderer.pageUrl(new URL(`${siteUrl}${requested.pathname}${requested.search}`));
    const consent = readConsent(c.req.header('cookie'));
    const page = await pages.get(`${consent ?? '-'}|${url.pathname}${url.search}`, () =>
      renderer.render(url, { consent }),
    );
    const headers: Record<string, string> = {
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
      etag: page.etag,
    };
    if (page.status === 503) headers['retry-after'] = '5';
    if (page.status === 200 && c.req.header('if-none-match') === page.etag) return c.body(null, 304, headers);
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
