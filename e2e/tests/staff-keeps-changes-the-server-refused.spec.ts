import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });
// Forms, refusals and questions, step by step: more than the usual minute on a busy machine.
test.slow();

// A small valid PNG: the browser's own check lets it through, the server (stood in for) refuses it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers every question of the page with "stay" and records its kind once answered. */
function stayOnEveryQuestion(page: Page): string[] {
  const asked: string[] = [];
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    asked.push(dialog.type());
  });
  return asked;
}

/** Two animation frames: the page has drawn what the last answer changed. */
const drawn = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test('a menu item the database refuses keeps its change, and the menu, Cancel, Back and closing all ask', async ({
  page,
  sql,
}) => {
  const title = `Camps link ${Date.now()}`;
  const [item] = await sql<{ id: number }>(
    `insert into public.menu_items (type, title_en, url, component_key, is_active)
     values ('Footer', $1, '/camps', 'camps', false) returning id`,
    [title],
  );
  try {
    await openAdmin(page, '/admin/menu');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/menu/edit/${item!.id}$`));
    const url = page.getByLabel('Url');
    // /about already leads to the About page: the database refuses it for Camps.
    await url.fill('/about');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('This address already leads to another page');
    await expect(url).toHaveValue('/about');

    const asked = stayOnEveryQuestion(page);
    await page.getByRole('menuitem', { name: 'News' }).click();
    await expect.poll(() => asked).toEqual(['confirm']);
    await drawn(page);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => asked).toEqual(['confirm', 'confirm']);
    await drawn(page);
    // The browser's Back button.
    await page.evaluate(() => window.history.back());
    await expect.poll(() => asked).toEqual(['confirm', 'confirm', 'confirm']);
    await expect(page).toHaveURL(new RegExp(`/admin/menu/edit/${item!.id}$`));
    await expect(url).toHaveValue('/about');
    // Closing or reloading the tab: the browser asks before unloading.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(['confirm', 'confirm', 'confirm', 'beforeunload']);
    expect(await sql('select url from public.menu_items where id = $1', [item!.id])).toEqual([
      { url: '/camps' },
    ]);
  } finally {
    await sql('delete from public.menu_items where id = $1', [item!.id]);
  }
});

test('a picture the storage service refuses keeps the coach form dirty and guarded', async ({ page }) => {
  await openAdmin(page, '/admin/coaches/edit/5');
  await section(page, 'English Version').getByLabel('Role').fill('Role typed before a refused picture');
  await page
    .getByLabel('Coach Photo')
    .setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
  // The bucket answers as it does for a type it does not accept.
  await page.route('**/storage/v1/object/coaches/**', (route) =>
    route.fulfill({
      status: 415,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: '415',
        error: 'invalid_mime_type',
        message: 'mime type not supported',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not accepted' })).toBeVisible();

  const asked = stayOnEveryQuestion(page);
  await page.getByRole('menuitem', { name: 'News' }).click();
  await expect.poll(() => asked).toEqual(['confirm']);
  await expect(page).toHaveURL(/\/admin\/coaches\/edit\/5$/);
  await expect(section(page, 'English Version').getByLabel('Role')).toHaveValue(
    'Role typed before a refused picture',
  );
});
