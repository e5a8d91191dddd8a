import { test, expect } from '../fixtures.ts';

// The first visit of a run may wait for the site server to compress the app's bundles.
const FIRST_LOAD = { timeout: 30_000 };

test('an Editor manages content but is sent to /unauthorized when opening users by URL', async ({
  page,
  sql,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('editor@example.com');
  await page.getByLabel('Password').fill('Editor12345!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);

  await expect(page.getByRole('menuitem', { name: 'Coaches' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'News' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Users' })).toHaveCount(0);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByText('Pablo', { exact: true })).toBeVisible();
  await expect(page.getByText('Ruiz', { exact: true })).toBeVisible();
  await expect(page.getByText('Editor', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');

  const [admin] = await sql<{ id: string }>(`select id from public.users where email = 'admin@example.com'`);
  await page.goto(`/admin/users/${admin!.id}`);
  await expect(page).toHaveURL(/\/unauthorized$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/coaches');
  await expect(page).toHaveURL(/\/login$/);
});
