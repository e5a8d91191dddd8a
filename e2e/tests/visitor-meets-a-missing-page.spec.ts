import { expect, test } from '../fixtures.ts';
import { inLang, LANGS, open } from './visitor-support.ts';

for (const { lang, prefix, ui } of LANGS) {
  test(`a visitor in ${lang} who follows a wrong address sees '404 Not Found' and a way home`, async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/about/deeper', '/news/1/extra']) {
      await open(page, inLang(prefix, path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.notFound);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The frame stays: menu and footer still work.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: ui.backToMain }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(ui.notFound);
  });
}

test('a menu item switched off no longer has a page', async ({ page, sql }) => {
  const off = await sql<{ id: string }>(
    `update public.menu_items set is_active = false where url = '/venues' and is_active returning id::text`,
  );
  try {
    await open(page, '/venues');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  } finally {
    await sql('update public.menu_items set is_active = true where id = any($1::bigint[])', [
      off.map((r) => r.id),
    ]);
  }
});

test('home is still shown when no menu item is the root', async ({ page, sql }) => {
  const off = await sql<{ id: string }>(
    `update public.menu_items set is_active = false where url in ('', '/') and is_active returning id::text`,
  );
  try {
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Not Found');
    await expect(page.getByRole('region', { name: 'Play with us' })).toBeVisible();
  } finally {
    await sql('update public.menu_items set is_active = true where id = any($1::bigint[])', [
      off.map((r) => r.id),
    ]);
  }
});
