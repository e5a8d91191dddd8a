import { Secret, TOTP } from 'otpauth';
import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });
test.slow();

test('an Admin requires two-factor sign-in; a Coordinator without it is led to set it up, then opens the admin', async ({
  page,
  browser,
  baseURL,
  sql,
}) => {
  const email = `coordinator-${Date.now()}@example.com`;
  const password = 'Coordinator-12345!';
  await sql(`select private.create_staff_user($1, $2, 'Lucía', 'Ferrer', 'Coordinator', true)`, [
    email,
    password,
  ]);
  const context = await browser.newContext({ baseURL });
  try {
    await openAdmin(page, '/admin/users');
    const setting = page.getByRole('switch', {
      name: 'Two-factor sign-in required for Admins and Coordinators',
    });
    await setting.check();
    await expect(page.getByText('Setting saved')).toBeVisible();
    expect(await sql('select staff_second_factor_required from public.registration_settings')).toEqual([
      { staff_second_factor_required: true },
    ]);

    const coordinator = await context.newPage();
    await coordinator.goto('/login');
    await coordinator.getByLabel('Email').fill(email);
    await coordinator.getByLabel('Password').fill(password);
    await coordinator.getByRole('button', { name: 'Sign in' }).click();
    await expect(coordinator.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(coordinator).toHaveURL(/\/login\/two-factor$/);
    await coordinator.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = await coordinator.getByLabel('Key').inputValue();
    await coordinator
      .getByLabel('Code')
      .fill(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() }));
    await coordinator.getByRole('button', { name: 'Turn on' }).click();
    // The admin's first load in this browser.
    await expect(coordinator.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);

    // Turned off again, from the same switch. The setting is read again after the save; while that
    // answer is held back, the switch shows the saved state, never the old one.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/registration_settings?*', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/rest/v1/registration_settings') && response.request().method() === 'PATCH',
    );
    await setting.click();
    expect((await saved).ok()).toBe(true);
    // Enabled again: the save is over (the switch is disabled while it is under way).
    await expect(setting).toBeEnabled();
    await expect(setting).not.toBeChecked();
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await expect(setting).not.toBeChecked();
  } finally {
    await context.close();
    await sql('update public.registration_settings set staff_second_factor_required = false');
    await sql('delete from auth.users where email = $1', [email]);
  }
});
