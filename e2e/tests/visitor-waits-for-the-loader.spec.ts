import { expect, test } from '../fixtures.ts';
import { LANGS, pick } from './visitor-support.ts';

// The other stories run with min_loader_ms = 0; this one puts the spec's 1500 ms back.
test('a visitor sees the loader for at least the minimum time, then the page', async ({ page, sql }) => {
  const [newsItem] = await sql<Record<string, string>>(
    `select title_en, title_es, title_ru from public.menu_items where type = 'Header' and component_key = 'news' and is_active`,
  );
  await sql('update public.site_settings set min_loader_ms = 1500');
  try {
    for (const { lang, prefix, ui } of LANGS) {
      const started = Date.now();
      await page.goto(`${prefix}/about`);
      const loader = page.getByRole('main').getByRole('status');
      await expect(loader).toHaveText(ui.loading);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      await expect(loader).toHaveCount(0);

      // Every page visit shows it again, news pages with their own text.
      const before = Date.now();
      await page
        .getByRole('navigation', { name: ui.mainNavigation })
        .getByRole('link', { name: pick(newsItem!, 'title', lang), exact: true })
        .click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(ui.loadingNews);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(Date.now() - before).toBeGreaterThanOrEqual(1400);
    }
  } finally {
    await sql('update public.site_settings set min_loader_ms = 0');
  }
});

test("the site shows 'Loading menu...' until its menu arrives", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/rpc/site_frame*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status')).toHaveText('Loading menu...');
  release();
  await expect(page.locator('main h1')).toBeVisible();
});
