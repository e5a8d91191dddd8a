import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

// The first visit of a run may wait for the site server to compress the app's bundles.
const FIRST_LOAD = { timeout: 30_000 };

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

function errorBox(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Authentication failed' });
}

test('a staff member ticks Remember me, signs out, and finds the e-mail filled in after a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await fillSignIn(page, 'admin@example.com', 'Admin12345!');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('admin@example.com');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('nothing is sent while the e-mail or the password is empty', async ({ page }) => {
  let signInCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) signInCalls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('');
  await page.getByLabel('Password').fill('Admin12345!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
  expect(signInCalls).toBe(0);
});

test("a wrong password, an unknown e-mail and a deactivated account all read 'Invalid email or password'", async ({
  page,
}) => {
  await page.goto('/login');
  for (const [email, password] of [
    ['admin@example.com', 'not-the-password'],
    ['nobody@example.com', 'Whatever123!'],
    ['inactive@example.com', 'Inactive12345!'],
  ] as const) {
    await fillSignIn(page, email, password);
    await expect(errorBox(page)).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    // The box is cleared at the next attempt, so each answer is its own.
    await page.getByLabel('Password').fill('');
  }
});

test("the button says 'Signing in...' while the auth service answers, and its own message is shown", async ({
  page,
}) => {
  // The auth service answers only once the button has been seen waiting (no fixed delay).
  let answer = () => {};
  const waitingSeen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/auth/v1/token**', async (route) => {
    await waitingSeen;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({
        code: 'over_request_rate_limit',
        message: 'Too many sign-in attempts, try later',
      }),
    });
  });
  await page.goto('/login');
  await fillSignIn(page, 'admin@example.com', 'Admin12345!');
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  answer();
  await expect(errorBox(page)).toContainText('Too many sign-in attempts, try later');
});

test("a profile that cannot be read gives 'Failed to load user'", async ({ page }) => {
  await page.route('**/rest/v1/users**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.goto('/login');
  await fillSignIn(page, 'admin@example.com', 'Admin12345!');
  await expect(errorBox(page)).toContainText('Failed to load user');
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor opening an admin page signs in and lands on that page', async ({ page }) => {
  await page.goto('/admin/news/create');
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, 'editor@example.com', 'Editor12345!');
  await expect(page).toHaveURL(/\/admin\/news\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Article' })).toBeVisible(FIRST_LOAD);
});

test('a user deactivated while signed in is signed out at the next visit', async ({ page, sql }) => {
  await page.goto('/login');
  await fillSignIn(page, 'editor@example.com', 'Editor12345!');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);
  try {
    await sql(`update public.users set is_active = false where email = 'editor@example.com'`);
    await page.goto('/admin/coaches');
    await expect(page).toHaveURL(/\/login$/);
    // They typed nothing: the page says what happened instead of 'Invalid email or password'.
    await expect(page.getByRole('status').filter({ hasText: 'You were signed out' })).toContainText(
      'Your account is no longer active; ask an Admin.',
    );
    await expect(errorBox(page)).toHaveCount(0);
  } finally {
    await sql(`update public.users set is_active = true where email = 'editor@example.com'`);
  }
});
