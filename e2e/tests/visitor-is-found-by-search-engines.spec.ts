import { expect, test } from '../fixtures.ts';
import { LANGS, publishedNews } from './visitor-support.ts';

// What crawlers read besides the pages: the sitemap, robots.txt, structured data, and the
// answers to made-up or hostile addresses.

test('the sitemap lists every page and every published article in each language, and nothing else', async ({
  page,
  request,
  baseURL,
  sql,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  // Valid XML, read by the browser's own parser.
  const entries = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('the sitemap is not valid XML');
    return Array.from(doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')).map(
      (url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? '',
        alternates: Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map(
          (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
        ),
      }),
    );
  }, xml);
  const locs = entries.map((entry) => entry.loc);
  const at = (path: string) => new URL(path, baseURL).href.replace(/\/(?=$)/, path === '/' ? '/' : '');

  const published = await publishedNews(sql);
  const hidden = await sql<{ id: string }>(
    `select id::text from public.news where not public.news_is_visible(status, publish_date)`,
  );
  expect(hidden.length).toBeGreaterThan(0);
  for (const { prefix } of LANGS) {
    for (const path of ['/', '/about', '/campus', '/news', '/legal-notice'])
      expect(locs).toContain(at(prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path));
    for (const article of published) expect(locs).toContain(at(`${prefix}/news/${article.id}`));
    for (const { id } of hidden) expect(locs).not.toContain(at(`${prefix}/news/${id}`));
  }
  for (const entry of entries) {
    expect(Date.parse(entry.lastmod), entry.loc).not.toBeNaN();
    // Each URL names itself and its two translations, and English as the default.
    expect(entry.alternates).toHaveLength(4);
    expect(entry.alternates).toContain(
      `${entry.loc.includes('/es') ? 'es' : entry.loc.includes('/ru') ? 'ru' : 'en'} ${entry.loc}`,
    );
  }
  // Unique URLs, as many as pages and articles times languages.
  expect(new Set(locs).size).toBe(locs.length);
});

test('robots.txt names the sitemap and keeps crawlers out of the back office', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  for (const path of ['/admin', '/login']) expect(text).toContain(`Disallow: ${path}\n`);
});

test('structured data describes the academy, the articles and the campus with its offers', async ({
  request,
  sql,
}) => {
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
  };
  const [settings] = await sql('select * from public.site_settings');
  const [academy] = await jsonLd('/es');
  expect(academy).toMatchObject({
    '@type': 'SportsActivityLocation',
    name: LANGS[1]!.ui.academyName,
    telephone: settings!.phone_number,
    email: settings!.contact_email,
    address: { '@type': 'PostalAddress', streetAddress: settings!.address_es },
  });
  const [article] = await publishedNews(sql);
  const [news] = await jsonLd(`/news/${article!.id}`);
  expect(news).toMatchObject({ '@type': 'NewsArticle', headline: article!.title_en, inLanguage: 'en' });
  expect(Date.parse(news!.datePublished as string)).toBe(Date.parse(article!.publish_date!));
  const [campus] = await jsonLd('/ru/campus');
  expect(campus).toMatchObject({
    '@type': 'Event',
    inLanguage: 'ru',
    startDate: expect.stringMatching(/-06-30$/),
  });
  const offers = campus!.offers as { price: number; priceCurrency: string }[];
  expect(offers.length).toBeGreaterThan(0);
  for (const offer of offers)
    expect(offer).toMatchObject({ priceCurrency: 'EUR', price: expect.any(Number) });
  const [camps] = await jsonLd('/camps');
  expect(camps).toMatchObject({ '@type': 'Event', offers: [{ '@type': 'Offer', priceCurrency: 'EUR' }] });
});

test('made-up and hostile addresses get a 404 page or the page, never an error or echoed markup', async ({
  request,
}) => {
  const cases: [string, number][] = [
    ['/de/about', 404],
    ['/fr', 404],
    ['/news/not-a-number', 404],
    ['/news/12abc', 404],
    ['/news/99999999999999999999', 404],
    [`/${'a'.repeat(10_000)}`, 404],
    [`/news/${'9'.repeat(5_000)}`, 404],
    ['/%E0%A4%A', 404],
    ['/about?q=<script>alert(1)</script>', 200],
    ['/es/news?"><img src=x onerror=alert(1)>', 200],
    ['/no-such-page?x=<b>bold</b>', 404],
  ];
  for (const [path, status] of cases) {
    const response = await request.get(path);
    expect(response.status(), path.slice(0, 60)).toBe(status);
    const html = await response.text();
    expect(html, path.slice(0, 60)).not.toMatch(/<script>alert|<img src=x|<b>bold/);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  }
  // Only what the apps need is served: not the build manifests.
  for (const path of ['/.vite/manifest.json', '/admin/.vite/manifest.json', '/index.html']) {
    const response = await request.get(path);
    expect(await response.text(), path).not.toContain('"isEntry"');
  }
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('images come resized for the screen, the hero first and the rest lazily', async ({
  page,
  request,
  stack,
}) => {
  await page.goto('/about');
  const hero = page.locator('.hero img');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(await hero.getAttribute('loading')).toBeNull();
  expect(await hero.getAttribute('srcset')).toMatch(/\/_image\?url=.+&w=320 320w, .+ 1920w$/);
  await expect(hero).toHaveAttribute('sizes', '100vw');
  // The hero is preloaded with the page, in the size the screen needs.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('imagesrcset', (await hero.getAttribute('srcset'))!);
  const below = page.locator('.image-band img');
  await expect(below).toHaveAttribute('loading', 'lazy');
  for (const img of await page.locator('main img').all()) {
    expect(await img.getAttribute('width')).toMatch(/^\d+$/);
    expect(await img.getAttribute('height')).toMatch(/^\d+$/);
  }

  // A copy is smaller than the stored image and cached for a year.
  const source = '/storage/v1/object/public/media/about/hero.webp';
  const original = await request.get(`${stack.apiUrl}${source}`);
  const variant = await request.get(`/_image?url=${encodeURIComponent(source)}&w=640`, {
    headers: { accept: 'image/avif,image/webp,*/*' },
  });
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/avif');
  expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(variant.headers()['vary']).toBe('Accept');
  expect((await variant.body()).length).toBeLessThan((await original.body()).length);
  const webp = await request.get(`/_image?url=${encodeURIComponent(source)}&w=320`, {
    headers: { accept: 'image/webp,*/*' },
  });
  expect(webp.headers()['content-type']).toBe('image/webp');

  // Only this site's storage, only the listed widths.
  for (const bad of [
    `/_image?url=${encodeURIComponent('https://example.org/picture.jpg')}&w=640`,
    `/_image?url=${encodeURIComponent(source)}&w=500`,
  ]) {
    const refused = await request.get(bad);
    expect(refused.status(), bad).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.any(String) });
  }
});
