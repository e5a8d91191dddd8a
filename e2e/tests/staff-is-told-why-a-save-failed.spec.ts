import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin, section } from './staff-support.ts';

test.describe('signed in as the Admin', () => {
  test.use({ storageState: STAFF.admin.state });

  test('a lost connection while saving keeps the form and says so', async ({ page }) => {
    await openAdmin(page, '/admin/coaches/edit/3');
    await page.route('**/rest/v1/coaches?id=eq.3**', (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const role = section(page, 'English Version').getByLabel('Role');
    await role.fill('A role typed offline');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The connection was lost. Your changes are still here',
    );
    await expect(role).toHaveValue('A role typed offline');
    await expect(page).toHaveURL(/\/admin\/coaches\/edit\/3$/);
  });
});

test('an Editor deactivated while editing is told so where they are looking, and again on the sign-in page', async ({
  page,
  sql,
}) => {
  // Its own sign-in: the saved Editor session must survive this story.
  await page.goto('/login');
  await page.getByLabel('Email').fill(STAFF.editor.email);
  await page.getByLabel('Password').fill(STAFF.editor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
  try {
    await openAdmin(page, '/admin/coaches/edit/4');
    const role = section(page, 'English Version').getByLabel('Role');
    await role.fill('Changed after deactivation');
    await sql(`update public.users set is_active = false where email = $1`, [STAFF.editor.email]);
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your account is no longer active; ask an Admin. Nothing was saved.');
    // The message is beside the Save button, in view, not at the top of the long form.
    await expect(alert).toBeInViewport();
    await expect(role).toHaveValue('Changed after deactivation');

    // Leaving the unsaved form: the person confirms.
    page.once('dialog', (dialog) => dialog.accept());
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'You were signed out' })).toContainText(
      'Your account is no longer active; ask an Admin.',
    );
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);
  } finally {
    await sql(`update public.users set is_active = true where email = $1`, [STAFF.editor.email]);
  }
});
