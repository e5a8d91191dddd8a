import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from '../fixtures.ts';
import { axeOn } from './axe-support.ts';

// The first visit of a run may wait for the site server to compress the app's bundles.
const FIRST_LOAD = { timeout: 30_000 };

/** The newest recovery e-mail local-supabase wrote for `email` (it has no mailer: JSON files). */
async function recoveryLink(email: string): Promise<string | null> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.includes('recovery')).sort();
  for (const name of files.reverse()) {
    const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; link: string };
    if (mail.to === email) return mail.link;
  }
  return null;
}

test('a staff member who forgot the password gets a link, chooses a new password and signs in with it', async ({
  page,
  sql,
}) => {
  // An account of its own: a new password ends every session of its account, and later stories
  // start from the saved session of the demo Editor.
  const email = `forgetful-${Date.now()}@example.com`;
  await sql(`select private.create_staff_user($1, 'Original12345!', 'Lucía', 'Gómez', 'Editor', true)`, [
    email,
  ]);
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const before = await recoveryLink(email);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => recoveryLink(email)).not.toBe(before);

    const link = (await recoveryLink(email))!;
    // The link is asked for in the PKCE flow: it returns with a code, exchanged on the page.
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/set-password$/);
    await expect(page.getByText('Choose your password')).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    // One of the commonest passwords is refused, with the reason, and the page stays.
    await page.getByLabel(/^Password/).fill('Password123');
    await page.getByLabel(/^Confirm password/).fill('Password123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This password is too easy to guess')).toBeVisible();
    await expect(page).toHaveURL(/\/set-password/);
    await page.getByLabel(/^Password/).fill('Forgotten12345!');
    await page.getByLabel(/^Confirm password/).fill('Forgotten12345!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Forgotten12345!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);

    // The used link again: the page says so, and leads to a new one.
    await page.goto(link);
    await expect(page.getByText(/This link is invalid or has expired/)).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  } finally {
    await sql('delete from auth.users where email = $1', [email]);
  }
});
