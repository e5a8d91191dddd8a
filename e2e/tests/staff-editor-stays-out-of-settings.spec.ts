import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.editor.state });

test('an Editor edits pages but cannot open the settings, the menu or users', async ({ page }) => {
  await openAdmin(page, '/admin');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Subscriptions' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Pages' }).click();
  await expect(menu.getByRole('menuitem', { name: 'Campus page' })).toBeVisible();
  for (const name of ['Site settings', 'Menu', 'Languages', 'Users'])
    await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveCount(0);

  for (const path of ['/admin/site-settings', '/admin/users', '/admin/menu']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
});
