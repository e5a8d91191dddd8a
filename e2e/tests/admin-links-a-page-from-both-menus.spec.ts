import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });
// Two screens and the public site, step by step: more than the usual minute on a busy machine.
test.slow();

test('a new Footer item for Camps takes the Camps address by itself, though the Footer links Camps already', async ({
  page,
  sql,
}) => {
  const title = `Camps for clubs ${Date.now()}`;
  try {
    await openAdmin(page, '/admin/menu/new');
    const url = page.getByLabel('Url');
    await expect(url).toHaveValue('/');
    await page.getByRole('combobox', { name: 'Menu' }).click();
    await page.getByRole('option', { name: 'Footer' }).click();
    await page.getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: 'Camps' }).click();
    // The address follows the page: the one the menus already give Camps.
    await expect(url).toHaveValue('/camps');
    await page.getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: 'Venues' }).click();
    await expect(url).toHaveValue('/venues');
    await page.getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: 'Camps' }).click();
    await expect(url).toHaveValue('/camps');
    await section(page, 'English Version').getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/menu$/);

    // An address typed by staff stays when the page changes.
    await openAdmin(page, '/admin/menu/new');
    await url.fill('/our-camps');
    await page.getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: 'Camps' }).click();
    await expect(url).toHaveValue('/our-camps');

    const camps = await sql<{ title: string }>(
      `select content->>'title_en' as title from public.pages where key = 'camps'`,
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/camps$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(camps[0]!.title, FIRST_LOAD);
  } finally {
    await sql('delete from public.menu_items where title_en = $1', [title]);
  }
});
