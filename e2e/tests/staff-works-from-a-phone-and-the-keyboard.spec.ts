import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin } from './staff-support.ts';

// The first visit of a run may wait for the site server to compress the app's bundles.
const FIRST_LOAD = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };
// Keyboard focus is a 3 px outline in the sun colour (#F5B82E).
const SUN = 'rgb(245, 184, 46)';

/** How far the page scrolls sideways: 0 when everything fits the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the sign-in page loads without the back office, and fills the window edge to edge', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveText('Sign in');
  // The admin's screens, the rich-text editor and the tables load only behind /admin.
  expect(
    scripts.filter((path) => /\/(AdminApp|RichTextEditor|CoachList|NewsList|UserList)-/.test(path)),
  ).toEqual([]);
  const margin = await page.evaluate(() => getComputedStyle(document.body).margin);
  expect(margin).toBe('0px');
});

test('a keyboard user sees the sun focus ring on the sign-in controls', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('Admin12345!');
  await page.getByLabel('Password').press('Tab');
  const checkbox = page.getByRole('checkbox', { name: 'Remember me' });
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Tab');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeFocused();
  await expect(button).toHaveCSS('outline-color', SUN);
  await expect(button).toHaveCSS('outline-width', '3px');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, storageState: STAFF.admin.state });

  test('the coaches list fits the screen, with the role under the name and labelled icon actions', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/coaches');
    const row = page.getByRole('row').filter({ hasText: 'Javier Morales' });
    // The Role column gives way; the role reads under the name instead.
    await expect(page.getByRole('columnheader', { name: 'Role', exact: true })).toBeHidden();
    await expect(row.getByText('Academy Director and Head Coach').first()).toBeVisible();
    await expect(row.getByRole('link', { name: 'Edit Javier Morales' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete Javier Morales' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('users and news read as one block per record, without sideways scrolling', async ({ page }) => {
    await openAdmin(page, '/admin/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByText('admin@example.com')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByText('Laura Martín').click();
    await expect(page.getByRole('heading', { name: 'Laura Martín' })).toBeVisible();

    await page.goto('/admin/news');
    await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
    await expect(page.getByText('Winter futsal league: squads announced')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test('the coach form fits the screen', async ({ page }) => {
    await openAdmin(page, '/admin/coaches/new');
    await expect(page.getByRole('heading', { name: 'Create Coach' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to List' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
