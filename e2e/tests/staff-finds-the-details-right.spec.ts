import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });
// Several screens per story: more than the usual minute on a busy machine.
test.slow();

test('the back office loads without a missing file, its favicon included', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await openAdmin(page, '/admin');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect((await page.request.get(icon!)).status()).toBe(200);
  await page.getByRole('menuitem', { name: 'Coaches' }).click();
  await expect(page.getByRole('heading', { name: 'Coaches', level: 1 })).toBeVisible();
  expect(missing).toEqual([]);
});

test('a page editor leads back to the dashboard, and a form names each language', async ({ page }) => {
  await openAdmin(page, '/admin/about-page');
  await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  await openAdmin(page, '/admin/coaches/edit/1');
  await expect(page.getByRole('button', { name: 'Hide English Version' })).toBeVisible();
  for (const language of ['Spanish', 'Russian']) {
    const toggle = page.getByRole('button', { name: `${language} Version` });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(
      section(page, `${language} Version`).getByRole('textbox', { name: `Biography (${language})` }),
    ).toBeVisible();
  }
  await expect(
    section(page, 'English Version').getByRole('textbox', { name: 'Biography (English)' }),
  ).toBeVisible();

  await openAdmin(page, '/admin/news/create');
  await expect(page.getByText(/at most 5 MB/)).toHaveCount(1);
});

test('in Spanish the long menu labels are whole and the menu list says Dirección; in Russian Адрес', async ({
  page,
}) => {
  await openAdmin(page, '/admin/menu');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const label = page.getByRole('menuitem', { name: 'Eliminados recientemente' });
  await expect(label).toBeVisible();
  // The whole label is laid out: nothing of it is cut off.
  expect(
    await label.evaluate((item) =>
      Array.from(item.querySelectorAll('*')).every((el) => el.scrollWidth <= el.clientWidth + 1),
    ),
  ).toBe(true);
  await expect(page.getByRole('columnheader', { name: 'Dirección' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  await expect(page.getByRole('columnheader', { name: 'Адрес' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Русский' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Url' }).first()).toBeVisible();
});

test('the site’s copyright line ends the company’s name with one full stop', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('S.L. All rights reserved.', FIRST_LOAD);
  await expect(footer).not.toContainText('S.L..');
});
