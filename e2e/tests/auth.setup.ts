import { test as setup, expect } from '../fixtures.ts';
import { STAFF } from './staff-support.ts';

// Signs each staff role in once, through the real sign-in page, and keeps the browser state
// (the Supabase session and the profile in localStorage) for the stories of that role.
for (const [role, account] of Object.entries(STAFF)) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
    await page.context().storageState({ path: account.state });
  });
}
