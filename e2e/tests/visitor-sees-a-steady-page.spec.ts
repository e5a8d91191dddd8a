import { expect, test } from '../fixtures.ts';

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
