import type { Handler } from 'hono';
import { BACK_OFFICE_PATHS } from './builtApps.ts';

/** The text of /robots.txt: everything public may be crawled, the back office not; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...BACK_OFFICE_PATHS.map((path) => `Disallow: /${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt. */
export function robotsEndpoint(siteUrl: string): Handler {
  const text = robotsTxt(siteUrl);
  return (c) =>
    c.body(text, 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
}
