/** Paths of the back office: no search engine needs them. */
const BACK_OFFICE = ['/admin', '/login', '/unauthorized', '/forgot-password', '/set-password'];

/** /robots.txt: everything public may be crawled, the back office not; the sitemap is named. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...BACK_OFFICE.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
