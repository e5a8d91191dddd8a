import type { Context } from 'hono';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { PageCache } from '../pageCache.ts';
import { notBuilt, sendBody } from '../send.ts';
import { pageCacheControl, type SharedCacheTimes } from './pages.ts';

/** Where the parts of a split sitemap are served: /sitemap-1.xml, /sitemap-2.xml, ... */
export const SITEMAP_PART_PATH = '/:file{sitemap-[1-9][0-9]{0,5}\\.xml}';

/**
 * GET /sitemap.xml, and its parts /sitemap-N.xml when it is an index (more than 5,000 articles).
 * Made by the public site from one database call, kept as briefly as a rendered page (and by
 * shared caches as long as a page); 503 with
 * Retry-After while the database cannot be reached.
 */
export function sitemapEndpoint(renderer: SiteRenderer | null, cacheMs: number, shared: SharedCacheTimes) {
  const cache = new PageCache(cacheMs, 2);
  return async (c: Context) => {
    if (!renderer) return notBuilt(c, 'public site');
    const file = c.req.param('file');
    const part = file ? Number(file.slice('sitemap-'.length, -'.xml'.length)) : undefined;
    try {
      const entry = await cache.get(`sitemap:${part ?? 'index'}`, async () => {
        const xml = await renderer.sitemap(part);
        return xml === null ? { status: 404, html: 'No such sitemap.' } : { status: 200, html: xml };
      });
      if (entry.status === 404) return c.text('No such sitemap.', 404);
      return sendBody(
        c,
        { ...entry, type: 'application/xml; charset=utf-8' },
        { 'cache-control': pageCacheControl(shared) },
      );
    } catch (error) {
      console.error(
        '[site-server] the sitemap could not be made',
        error instanceof Error ? error.message : error,
      );
      return c.text('The sitemap is unavailable for a moment: the database cannot be reached.', 503, {
        'retry-after': '5',
        'cache-control': 'no-store',
      });
    }
  };
}
