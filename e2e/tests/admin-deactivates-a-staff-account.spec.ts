import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });
// Two screens and the public site, step by step: more than the usual minute on a busy machine.
test.slow();

test('an Admin confirms a deactivation, and the Editor is signed out at their next step with the reason', async ({
  page,
  browser,
  baseURL,
  sql,
}) => {
  // An account of its own: deactivating it must not end the demo Editor's sessions.
  const email = `leaving-${Date.now()}@example.com`;
  const [user] = await sql<{ id: string }>(
    `select private.create_staff_user($1, 'Leaving12345!', 'Marta', 'Vidal', 'Editor', true) as id`,
    [email],
  );
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  try {
    await editor.goto('/login');
    await editor.getByLabel('Email').fill(email);
    await editor.getByLabel('Password').fill('Leaving12345!');
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect(editor.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);
    await editor.getByRole('menuitem', { name: 'Coaches' }).click();
    await expect(editor.getByRole('heading', { name: 'Coaches', level: 1 })).toBeVisible();

    await openAdmin(page, `/admin/users/${user!.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Active').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Deactivate this account?' });
    await expect(confirmation).toContainText('Marta Vidal will be signed out at their next step');
    // Cancelling changes nothing.
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    expect(await sql('select is_active from public.users where id = $1', [user!.id])).toEqual([
      { is_active: true },
    ]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await confirmation.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('User updated')).toBeVisible();
    expect(await sql('select is_active from public.users where id = $1', [user!.id])).toEqual([
      { is_active: false },
    ]);

    // The Editor's next step ends the session and the sign-in page says why.
    await editor.getByRole('menuitem', { name: 'News' }).click();
    await expect(editor).toHaveURL(/\/login$/);
    await expect(editor.getByRole('status').filter({ hasText: 'You were signed out' })).toContainText(
      'Your account is no longer active; ask an Admin.',
    );
  } finally {
    await editorContext.close();
    await sql('delete from auth.users where email = $1', [email]);
  }
});
