import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.editor.state });

test('an Editor manages content but is sent to /unauthorized when opening users by URL', async ({
  page,
  sql,
}) => {
  await openAdmin(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

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

  // Signing out here must not end the saved Editor session that later stories start from: the
  // browser forgets it, but the auth service is not told (its answer is stood in for).
  await page.route('**/auth/v1/logout**', (route) => route.fulfill({ status: 204 }));
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/coaches');
  await expect(page).toHaveURL(/\/login$/);
});
