import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { adminEn } from '@academy/shared/i18n/admin/en.ts';
import { STAFF, openAdmin } from './staff-support.ts';

const strength = adminEn.app.password_strength;

// The first visit of a run may wait for the site server to compress the app's bundles.
const FIRST_LOAD = { timeout: 30_000 };

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('an admin creates a user, who then signs in; the admin sets a new password and deletes the account', async ({
  page,
  sql,
}) => {
  // A long story: three sign-ins and every user dialog.
  test.setTimeout(180_000);
  const email = `coach.${Date.now()}@example.com`;
  try {
    await signIn(page, 'admin@example.com', 'Admin12345!');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Nuria');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Campos');
    await dialog.getByRole('textbox', { name: 'Password' }).fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The password is too weak: use at least 8 characters.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('password1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(/This password is too easy to guess/)).toBeVisible();
    // Passwords the database's rules let through, refused by the strength estimate with its reason:
    // a common password changed a little, and the new account's own names (alone or with digits).
    await dialog.getByRole('textbox', { name: 'Password' }).fill('Qwerty2026!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(strength.similarToCommon)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('nuriacampos');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(strength.userInputs)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('Nuria12345!');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(strength.userInputs)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Password' }).fill('Velvet-Harbour-38');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Nuria');
    await expect(row).toContainText('Editor');

    // The same e-mail twice is refused with a clear message, and the modal stays open.
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Again');
    await dialog.getByRole('textbox', { name: 'Password' }).fill('Velvet-Harbour-39');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This email is already used by another account.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await signOut(page);
    await signIn(page, email, 'Velvet-Harbour-38');
    await expect(page.getByText('Welcome, Nuria Campos')).toBeVisible();
    await signOut(page);

    await signIn(page, 'admin@example.com', 'Admin12345!');
    await page.goto('/admin/users');
    await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Nuria' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Nuria Campos' })).toBeVisible(FIRST_LOAD);

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('textbox', { name: 'Last name' }).fill('Campos Ruiz');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Nuria Campos Ruiz' })).toBeVisible();

    await page.getByRole('button', { name: 'Set new password' }).click();
    const password = page.getByRole('dialog', { name: 'Set new password' });
    await password.getByRole('textbox', { name: 'New password' }).fill('12345678');
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(password.getByText(/This password is too easy to guess/)).toBeVisible();
    await password.getByRole('textbox', { name: 'New password' }).fill('19/03/2019');
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(password.getByText(strength.dates)).toBeVisible();
    await password.getByRole('textbox', { name: 'New password' }).fill('Changed12345!');
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The password was changed')).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this user?');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  } finally {
    const rows = await sql<{ id: string }>(`select id from auth.users where email = $1`, [email]);
    for (const { id } of rows) await sql(`delete from auth.users where id = $1`, [id]);
  }
});

test.describe('signed in as the Admin', () => {
  test.use({ storageState: STAFF.admin.state });

  test('an admin cannot delete or deactivate their own account, and filters users by role', async ({
    page,
    sql,
  }) => {
    await openAdmin(page, '/admin');
    const [admin] = await sql<{ id: string }>(
      `select id from public.users where email = 'admin@example.com'`,
    );
    await page.goto(`/admin/users/${admin!.id}`);
    await expect(page.getByRole('heading', { name: 'Laura Martín' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText('You cannot delete your own account.');

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    // A deactivation is confirmed first; the database then refuses one's own.
    await page
      .getByRole('dialog', { name: 'Deactivate this account?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(edit.getByRole('alert')).toContainText('You cannot deactivate your own account.');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(await sql(`select 1 from public.users where id = $1 and is_active`, [admin!.id])).toHaveLength(1);

    await page.goto('/admin/users');
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'editor@example.com' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'admin@example.com' })).toBeVisible();
  });
});
