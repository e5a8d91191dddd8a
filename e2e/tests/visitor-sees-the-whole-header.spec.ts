import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { hydrated, inLang, LANGS, phoneMenu } from './visitor-support.ts';

// The header holds every language's menu titles at every screen width, with the wide font a
// visitor's system may give it (DejaVu Sans is Debian's default for system-ui): its links and
// buttons never lie over each other, and none runs off the screen. Where the whole menu does not
// fit beside the rest, it is behind the menu button, and every title is there.
const WIDTHS = [320, 360, 412, 600, 768, 900, 1024, 1200, 1280, 1366, 1440, 1536, 1680, 1920];
const WIDE_FONT = `html, body, body * { font-family: 'DejaVu Sans', sans-serif !important; }`;

interface Box {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The boxes of the header's shown links and buttons (the bar, or the open panel). */
function headerBoxes(page: Page, within: '.site-header__bar' | '.mobile-menu'): Promise<Box[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return [];
    return [...root.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.checkVisibility({ checkVisibilityCSS: true }))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return { name, left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      });
  }, within);
}

function expectApart(boxes: Box[], viewportWidth: number, where: string): void {
  for (const box of boxes) {
    expect(box.left, `${where}: "${box.name}" starts off-screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${where}: "${box.name}" ends off-screen`).toBeLessThanOrEqual(viewportWidth);
    expect(box.top, `${where}: "${box.name}" is above the screen`).toBeGreaterThanOrEqual(0);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      expect(overlap, `${where}: "${a.name}" and "${b.name}" overlap`).toBe(false);
    }
}

/** Waits until the header has measured the new width (its observer runs before the next paint). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.beforeEach(async ({ page }) => {
  // Before the page's own script, so the header measures itself in the wide font.
  await page.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, WIDE_FONT);
});

for (const { lang, prefix, ui } of LANGS) {
  test(`the header in ${lang} holds its menu from 320 to 1920 px in a wide font`, async ({ page, sql }) => {
    // Fourteen widths, the menu opened at each narrow one.
    test.slow();
    const items = await sql<{ title: string }>(
      `select coalesce(nullif(title_${lang}, ''), title_en) as title from public.menu_items
        where type = 'Header' and is_active order by sort_order`,
    );
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    await page.goto(inLang(prefix, '/about'));
    await hydrated(page);
    const header = page.getByRole('banner');
    const toggle = phoneMenu(header).button;

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      const where = `${lang} at ${width} px`;
      expectApart(await headerBoxes(page, '.site-header__bar'), width, where);
      const shown = await header.locator('.site-header__nav').getByRole('link').count();
      if (await toggle.isVisible()) {
        // The menu is behind the button: every title is in the panel it opens, apart too.
        await toggle.click();
        const panel = header.locator('.mobile-menu');
        for (const { title } of items)
          await expect(panel.getByRole('link', { name: title, exact: true })).toBeVisible();
        expectApart(await headerBoxes(page, '.mobile-menu'), width, `${where}, menu open`);
        await expect(toggle).toHaveAccessibleName(ui.closeMenu);
        await toggle.click();
      } else {
        expect(shown, `${where}: the whole menu is in the bar`).toBe(items.length);
        for (const { title } of items)
          await expect(header.getByRole('link', { name: title, exact: true })).toBeVisible();
        await expect(header.getByRole('link', { name: ui.joinUs })).toBeVisible();
      }
    }
  });
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { lang, prefix } of LANGS)
    test(`the header in ${lang} keeps its links apart on a desktop screen before any script`, async ({
      page,
    }) => {
      // The wide font goes into the server's HTML itself: without script nothing else can add it.
      await page.route(/\/(es|ru)?(\/about)?$/, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('</head>', `<style>${WIDE_FONT}</style></head>`);
        await route.fulfill({ response, body: html });
      });
      for (const width of [1200, 1280, 1536, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(inLang(prefix, '/about'));
        expectApart(await headerBoxes(page, '.site-header__bar'), width, `${lang} at ${width} px, no script`);
      }
    });
});
