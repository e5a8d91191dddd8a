import type { Page } from '@playwright/test';
import { expect, test, type Sql } from '../fixtures.ts';
import {
  inLang,
  LANGS,
  menuPages,
  pageContent,
  PAGE_TITLE,
  pick,
  publishedNews,
  type Lang,
} from './visitor-support.ts';

// What a search engine or a link preview (WhatsApp, where parents share the campus page) gets is
// the HTML the server sends: each page's heading, title, description, canonical URL, the same
// page in the other languages and `lang`, before any script. In the browser the page then
// becomes interactive from the data in that HTML: no API call, no hydration error.

interface Expected {
  path: string;
  heading: string;
  status: number;
}

/** Every page of the menu, the newest article and a missing page, with what each must show. */
async function expectedPages(sql: Sql, lang: Lang, ui: (typeof LANGS)[number]['ui']): Promise<Expected[]> {
  const pages: Expected[] = [];
  for (const { url, component_key } of await menuPages(sql)) {
    const title = PAGE_TITLE[component_key];
    const heading = title ? pick(await pageContent(sql, title.key), title.field, lang) : ui.legalNoticeTitle;
    pages.push({ path: url || '/', heading, status: 200 });
  }
  const [article] = await publishedNews(sql);
  pages.push({ path: `/news/${article!.id}`, heading: pick(article!, 'title', lang), status: 200 });
  pages.push({ path: '/no-such-page', heading: ui.notFound, status: 404 });
  return pages;
}

const attribute = (page: Page, selector: string, name: string) =>
  page.locator(selector).first().getAttribute(name);

for (const { lang, prefix, ui } of LANGS) {
  test(`search engines get every page in ${lang} with its heading, head tags and language`, async ({
    browser,
    baseURL,
    sql,
  }) => {
    // No script runs: this is the HTML as the server sent it.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    for (const expected of await expectedPages(sql, lang, ui)) {
      const url = inLang(prefix, expected.path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(expected.status);
      await expect(page.locator('main h1').first(), url).toHaveText(expected.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(`${expected.heading} | ${ui.academyName}`);
      expect((await attribute(page, 'meta[name="description"]', 'content'))?.length, url).toBeGreaterThan(20);
      await expect(page.locator('head title')).toHaveCount(1);
      if (expected.status === 404) {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
        continue;
      }
      const own = new URL(url, baseURL).href.replace(/\/$/, url === '/' ? '/' : '');
      expect(await attribute(page, 'link[rel="canonical"]', 'href'), url).toBe(own);
      for (const other of LANGS) {
        expect(await attribute(page, `link[rel="alternate"][hreflang="${other.lang}"]`, 'href'), url).toBe(
          new URL(inLang(other.prefix, expected.path), baseURL).href,
        );
      }
      expect(await attribute(page, 'link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(
        new URL(expected.path, baseURL).href,
      );
      // What a shared link shows.
      expect(await attribute(page, 'meta[property="og:title"]', 'content')).toBe(expected.heading);
      expect(await attribute(page, 'meta[property="og:url"]', 'content')).toBe(own);
      expect(await attribute(page, 'meta[name="twitter:card"]', 'content')).toMatch(/^summary/);
    }
    // The campus, the page parents share, comes with its picture for the preview.
    await page.goto(inLang(prefix, '/campus'));
    const image = await attribute(page, 'meta[property="og:image"]', 'content');
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_image\?url=.+&w=1280&format=jpeg$/);
    const preview = await page.request.get(image!);
    expect(preview.headers()['content-type']).toBe('image/jpeg');
    await context.close();
  });

  test(`a visitor's browser takes over every page in ${lang} without an API call or an error`, async ({
    page,
    sql,
  }) => {
    test.setTimeout(120_000);
    const apiCalls: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) apiCalls.push(request.url());
    });
    page.on('console', (message) => {
      // The 404 page's own status is the only resource error the browser may report.
      if (['error', 'warning'].includes(message.type()) && !message.text().includes('404 (Not Found)'))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    for (const expected of await expectedPages(sql, lang, ui)) {
      const url = inLang(prefix, expected.path);
      await page.goto(url);
      await expect(page.locator('main h1').first()).toHaveText(expected.heading);
      await page.waitForLoadState('networkidle');
      expect(apiCalls, url).toEqual([]);
      expect(problems, url).toEqual([]);
    }
  });
}
