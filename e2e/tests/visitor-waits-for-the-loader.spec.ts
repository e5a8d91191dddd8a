import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures.ts';
import { hydrated, LANGS, phoneMenu, pick } from './visitor-support.ts';

// The other stories run with min_loader_ms = 0; this one puts the default 1500 ms back. The page's
// clock is Playwright's, so the minimum time is checked exactly, without waiting for it.
test('a visitor sees the loader for at least the minimum time, then the page', async ({
  page,
  request,
  sql,
}) => {
  const [newsItem] = await sql<Record<string, string>>(
    `select title_en, title_es, title_ru from public.menu_items where type = 'Header' and component_key = 'news' and is_active`,
  );
  await sql('update public.site_settings set min_loader_ms = 1500');
  try {
    // The page's timers run only when the test says so.
    const start = new Date('2026-06-01T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    for (const { lang, prefix, ui } of LANGS) {
      // A server-rendered page: its content is in the HTML (for search engines), under the loader,
      // which a CSS animation lifts after the minimum time even before the script runs.
      const html = await (await request.get(`${prefix}/about`)).text();
      expect(html).toMatch(/class="page-loader page-loader--cover"[^>]*style="--loader-ms:1500ms"/);
      expect(html).toContain('<h1');
      // Once the script runs, it keeps the loader for the same time (CSS may already have hidden
      // it on a slow load, so the element is counted, not its visibility).
      await page.goto(`${prefix}/about`);
      const loader = page.locator('main .page-loader');
      await expect(loader).toHaveText(ui.loading);
      await hydrated(page);
      await page.clock.runFor(1400);
      await expect(loader).toHaveCount(1);
      await page.clock.runFor(200);
      await expect(loader).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Every page visit shows it again, news pages with their own text. About is a plain page
      // (no app), so the news page comes whole from the server, with the loader over it. Where
      // the language's titles do not fit the bar, the menu is behind its button.
      const header = page.getByRole('banner');
      const toggle = phoneMenu(header).button;
      if (await toggle.isVisible()) await toggle.click();
      await header.getByRole('link', { name: pick(newsItem!, 'title', lang), exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith('/about'));
      await expect(loader).toHaveText(ui.loadingNews);
      await hydrated(page);
      await page.clock.runFor(1400);
      await expect(loader).toHaveText(ui.loadingNews);
      await page.clock.runFor(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(loader).toHaveCount(0);

      // Inside the app (the registration form is hydrated; every other page is a plain page,
      // which comes whole from the server), a visit shows the page's own loader while its data
      // comes, for the same minimum time.
      await page.goto(`${prefix}/registration`);
      await hydrated(page);
      await page.clock.runFor(1600);
      await expect(loader).toHaveCount(0);
      if (await toggle.isVisible()) await toggle.click();
      await header.getByRole('link', { name: pick(newsItem!, 'title', lang), exact: true }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(ui.loadingNews);
      await page.clock.runFor(1400);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(ui.loadingNews);
      await page.clock.runFor(200);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  } finally {
    await sql('update public.site_settings set min_loader_ms = 0');
  }
});

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public-site/dist');

/**
 * A plain static host of public-site/dist: files as they are, index.html for every other path
 * (with the API's address in it, as a build for that host would carry it). No site server.
 */
async function staticHost(
  apiUrl: string,
  anonKey: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const shell = (await readFile(path.join(dist, 'index.html'), 'utf8')).replace(
    '</head>',
    `<meta name="supabase-url" content="${apiUrl}"><meta name="supabase-anon-key" content="${anonKey}"></head>`,
  );
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://host').pathname;
    const file = path.join(dist, path.normalize(urlPath));
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      () => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shell),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// README: the built site also runs from a plain static host, rendered in the browser (what is
// lost there: the server's HTML, image variants, the sitemap).
test("on a plain static host the site shows 'Loading menu...', then the page, and still navigates", async ({
  page,
  stack,
}) => {
  const host = await staticHost(stack.apiUrl, stack.anonKey);
  try {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/rpc/site_frame*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${host.url}/es/campus`);
    await expect(page.getByRole('status')).toHaveText(LANGS[1]!.ui.loadingMenu);
    release();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/\| Academia de Fútbol SierraMar$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Noticias', exact: true }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  } finally {
    await host.close();
  }
});
