import { createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

// Enrolment, two sign-ins, the database's refusal and the log: more than the usual minute.
test.slow();

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const code = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an Admin sets up two-factor sign-in, then signs in with password and code; a password-only session gets no personal data and is led to the code', async ({
  page,
  browser,
  baseURL,
  sql,
  stack,
}) => {
  // An Admin of its own: the demo accounts other stories sign in with keep no factor.
  const email = `second-factor-${Date.now()}@example.com`;
  const password = 'Second-Factor-12345!';
  await sql(`select private.create_staff_user($1, $2, 'Nora', 'Quintana', 'Admin', true)`, [email, password]);
  try {
    await signInWithPassword(page, email, password);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);

    // The user menu: set up with the QR code or the key, confirm with a first code.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
    await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await dialog.getByLabel('Key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const field = dialog.getByLabel('Code');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await field.fill(code(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(dialog).toContainText(
      'Two-factor sign-in is on: every sign-in asks for a code from your app.',
    );
    expect(
      await sql(
        `select f.status from auth.mfa_factors f join auth.users u on u.id = f.user_id where u.email = $1`,
        [email],
      ),
    ).toEqual([{ status: 'verified' }]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Sign out, and in again: the password leads to the code step.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, email, password);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\/code$/);
    // A wrong code (one of ten minutes from now) is told as such.
    await page.getByLabel('Code').fill(code(secret, 20));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('This code is not right.');
    // The enrolment spent this step's code: the app's next one is accepted (one step either side).
    await page.getByLabel('Code').fill(code(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    // A password-only session of the account: the database shows no other staff account...
    const api = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
    const { data: signedIn } = await api.auth.signInWithPassword({ email, password });
    const { data: accounts } = await api.from('users').select('id');
    expect(accounts).toEqual([{ id: signedIn.user!.id }]);
    const { data: families, error } = await api.from('families').select('id').limit(1);
    expect(error).toBeNull();
    expect(families).toEqual([]);

    // ...and the back office leads such a session to the code screen, not to an error.
    const context = await browser.newContext({ baseURL });
    const passwordOnly = await context.newPage();
    try {
      await signInWithPassword(passwordOnly, email, password);
      await expect(passwordOnly.getByRole('heading', { name: 'Enter your code' })).toBeVisible(FIRST_LOAD);
      await passwordOnly.goto('/admin/users');
      await expect(passwordOnly).toHaveURL(/\/login\/code$/);
      await expect(passwordOnly.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    } finally {
      await context.close();
    }

    // The access log (Admins, signed in with a code): this Admin's refused code and sign-ins.
    await page.getByRole('menuitem', { name: 'Access log' }).click();
    await expect(page.getByRole('heading', { name: 'Access log', level: 1 })).toBeVisible();
    const ownRows = page.getByRole('row').filter({ hasText: email });
    await expect(ownRows.filter({ hasText: 'Wrong code' })).toHaveCount(1);
    await expect(ownRows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
    await expect(ownRows.filter({ hasText: 'Signed out' })).toHaveCount(1);
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});

test.describe('an Admin and a lost phone', () => {
  test.use({ storageState: STAFF.admin.state });

  test("removes an Editor's two-factor sign-in, recorded in the account's history", async ({
    page,
    sql,
    stack,
  }) => {
    const email = `lost-phone-${Date.now()}@example.com`;
    const password = 'Lost-Phone-12345!';
    const [editor] = await sql<{ id: string }>(
      `select private.create_staff_user($1, $2, 'Iker', 'Salas', 'Editor', true) as id`,
      [email, password],
    );
    try {
      // The Editor set up an authenticator app (through the API, as the back office does).
      const api = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } });
      await api.auth.signInWithPassword({ email, password });
      const { data: factor } = await api.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
      const verified = await api.auth.mfa.challengeAndVerify({
        factorId: factor!.id,
        code: code(factor!.totp.secret),
      });
      expect(verified.error).toBeNull();

      await openAdmin(page, `/admin/users/${editor!.id}`);
      await expect(page.getByText(/^Authenticator app, set up /)).toBeVisible();
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      const confirmation = page.getByRole('dialog', { name: 'Remove this two-factor sign-in?' });
      await confirmation.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Two-factor sign-in removed')).toBeVisible();
      await expect(page.getByText('No authenticator app is set up for this account.')).toBeVisible();
      expect(await sql('select 1 from auth.mfa_factors where user_id = $1', [editor!.id])).toEqual([]);

      await page.getByRole('button', { name: /^History/ }).click();
      const history = page.getByRole('region', { name: 'History' });
      await expect(history.getByText('Two-factor sign-in', { exact: true })).toBeVisible();
    } finally {
      await sql('delete from auth.users where email = $1', [email]);
    }
  });
});
