import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures.ts';
import { LANGS } from './visitor-support.ts';

// Nothing jumps while a page loads (Cumulative Layout Shift below 0.05): images keep their box,
// fonts never swap in late, sections that wait for data keep their height, and the cookie banner
// lies over the page. Measured with Chromium's own layout-shift entries, for a first-time
// visitor (banner shown), on a phone and on a desktop screen.
test.use({ consent: null });

const MAX_CLS = 0.05;
const SCREENS = [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false },
];

for (const screen of SCREENS) {
  test(`home, campus and news stay still while they load on a ${screen.name}`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...screen, baseURL });
    const page = await context.newPage();
    await page.addInitScript(`
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!entry.hadRecentInput)
            window.__shifts.push({ value: entry.value, nodes: entry.sources.map((s) => s.node && (s.node.className || s.node.nodeName)) });
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    for (const path of ['/', '/ru/campus', '/es/news']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // Down the page and back: lazy images load into the boxes kept for them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const shifts = (await page.evaluate('window.__shifts')) as { value: number; nodes: string[] }[];
      const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(cls, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_CLS);
    }
    await context.close();
  });
}

// A browser paints a page whose HTML it has read only in part (a slow network, a busy phone). The
// banner lies at the bottom of the screen, so a banner painted before its last lines arrived would
// grow upwards and move every line already shown. Here the home page's HTML stops in the middle of
// the banner (a proxy in front of the site server holds the rest back): the banner does not show,
// and once the rest arrives it appears whole, without a layout shift.
test('the cookie banner shows only once it has arrived whole', async ({ page, baseURL }) => {
  const html = await (await fetch(`${baseURL}/`)).text();
  const cut = html.indexOf('id="consent-text"');
  expect(cut, 'the banner is in the page').toBeGreaterThan(0);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const proxy: Server = createServer((request, response) => {
    void (async () => {
      if (request.url === '/') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        await released;
        response.end(html.slice(cut));
        return;
      }
      // Everything else (styles, scripts, images) as the site server sends it.
      const answer = await fetch(`${baseURL}${request.url}`);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    await page.addInitScript(`
      window.__bannerShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.sources.some((s) => s.node && s.node.closest && s.node.closest('.consent-banner')))
            window.__bannerShifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    const { port } = proxy.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
    // The banner's first part has arrived (its title), yet no banner shows.
    await expect(page.locator('#consent-title')).toBeAttached();
    await expect(page.locator('.consent-banner')).toBeHidden();
    release();
    await expect(page.getByRole('region', { name: LANGS[0]!.ui.consentTitle })).toBeVisible();
    // Two frames later, what the browser has drawn since is measured too.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate('window.__bannerShifts')).toEqual([]);
  } finally {
    release();
    // The page may still hold a connection open (the hero video streams): close them all.
    proxy.closeAllConnections();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
