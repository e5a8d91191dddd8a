import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { WCAG_A_AA, axeOn, described } from './axe-support.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const code = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

/**
 * axe-core's WCAG 2.x A and AA rules, the one that checks a control's name holds its visible
 * text (label-content-name-mismatch, which axe keeps among its experimental rules), and two of
 * its best practices: headings that skip no level, and no table header without a name. `content`:
 * only the screen's own content (#main-content), for screens whose frame (app bar, side menu) is
 * the one already checked whole.
 */
async function violations(page: Page, where: string, content = false): Promise<string[]> {
  const builder = axeOn(page, {
    'css-orientation-lock': false,
    'p-as-heading': false,
    'table-fake-caption': false,
    'td-has-header': false,
    'heading-order': true,
    'empty-table-header': true,
  }).withTags([...WCAG_A_AA, 'experimental']);
  if (content) builder.include('#main-content');
  return described(await builder.analyze(), where);
}

// Every screen of the back office, with the side menu open on all its groups: axe finds nothing
// on any of them. The page editors and the news editors carry the rich-text toolbar.
const SCREENS = [
  '/admin',
  '/admin/registrations',
  '/admin/enquiries',
  '/admin/offers',
  '/admin/registration-settings',
  '/admin/news',
  '/admin/news/create',
  '/admin/coaches',
  '/admin/coaches/new',
  '/admin/programmes',
  '/admin/subscriptions',
  '/admin/recently-deleted',
  '/admin/menu',
  '/admin/languages',
  '/admin/site-settings',
  '/admin/users',
  '/admin/access-log',
  '/admin/index-page',
  '/admin/campus-page',
  '/admin/contacts-page',
  // An address the back office does not have: its Not Found screen.
  '/admin/pages/home',
];

/** Opens `path` and waits until its heading shows and its data has loaded. */
async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
}

/** The id of the first row of `table`. */
async function firstId(sql: (text: string) => Promise<{ id: string }[]>, table: string): Promise<string> {
  const [row] = await sql(`select id::text from public.${table} order by id limit 1`);
  return row!.id;
}

let restoreCamp: (() => Promise<unknown>) | undefined;
test.afterEach(async () => {
  await restoreCamp?.();
  restoreCamp = undefined;
});

test('the screens of the back office pass axe', async ({ page, sql }) => {
  test.setTimeout(420_000);
  const [registration] = await sql<{ id: string; offer_id: string }>(
    `select id, offer_id from public.registrations where status = 'new' order by id limit 1`,
  );
  await sql(`update public.enquiries set status = 'new' where id = (select min(id) from public.enquiries)`);
  // A draft among the articles, so the list shows every kind of status chip.
  await sql(`update public.news set status = 'Draft' where id = (select max(id) from public.news)`);
  const [admin] = await sql<{ id: string }>(`select id from public.users where email = 'admin@example.com'`);
  // Its offer asks for details before camp, so the inbox's and the roster's Before camp column is
  // checked too (given back as it was at the end).
  const [camp] = await sql<{ details: string; deadline: string | null }>(
    `select before_camp_details::text as details, before_camp_deadline::text as deadline from public.offers where id = $1`,
    [registration!.offer_id],
  );
  await sql(
    `update public.offers set before_camp_details = '{medical_form,collectors}', before_camp_deadline = ends_on where id = $1`,
    [registration!.offer_id],
  );
  restoreCamp = () =>
    sql(
      `update public.offers set before_camp_details = $2::public.before_camp_detail[], before_camp_deadline = $3 where id = $1`,
      [registration!.offer_id, camp!.details, camp!.deadline],
    );
  await openAdmin(page, '/admin');
  // The folded group of page editors, opened, so the whole menu is checked.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Pages' }).click();
  const found = await violations(page, '/admin (menu open)');
  for (const path of [
    ...SCREENS,
    `/admin/registrations/${registration!.id}`,
    `/admin/offers/${registration!.offer_id}`,
    `/admin/offers/edit/${registration!.offer_id}`,
    `/admin/news/${await firstId(sql, 'news')}`,
    `/admin/news/${await firstId(sql, 'news')}/edit`,
    `/admin/coaches/edit/${await firstId(sql, 'coaches')}`,
    `/admin/programmes/edit/${await firstId(sql, 'programmes')}`,
    `/admin/subscriptions/edit/${await firstId(sql, 'subscriptions')}`,
    `/admin/users/${admin!.id}`,
  ]) {
    await openScreen(page, path);
    found.push(...(await violations(page, path, true)));
  }

  // The dialogs: a user's editor, and the user menu's two-factor set-up.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  found.push(...(await violations(page, 'Edit User dialog')));
  await openScreen(page, '/admin');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  found.push(...(await violations(page, 'Two-factor sign-in dialog')));
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A page editor and the news list in Spanish and in Russian.
  for (const [from, to] of [
    ['English', 'Español'],
    ['Español', 'Русский'],
  ] as const) {
    await openScreen(page, '/admin/campus-page');
    await page.getByRole('button', { name: from, exact: true }).click();
    await page.getByRole('menuitem', { name: to }).click();
    await expect(page.locator('html')).not.toHaveAttribute('lang', 'en');
    await settle(page);
    found.push(...(await violations(page, `/admin/campus-page (${to})`)));
    await openScreen(page, '/admin/news');
    found.push(...(await violations(page, `/admin/news (${to})`)));
    // The lists ordered by dragging, with their handles' column.
    for (const list of ['/admin/coaches', '/admin/menu']) {
      await openScreen(page, list);
      found.push(...(await violations(page, `${list} (${to})`, true)));
    }
  }
  expect(found).toEqual([]);
});

test.describe('before signing in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the sign-in and two-factor screens pass axe', async ({ page, sql }) => {
    test.setTimeout(180_000);
    const email = `axe-${Date.now()}@example.com`;
    const password = 'Axe-Checked-12345!';
    await sql(`select private.create_staff_user($1, $2, 'Lucía', 'Ferrer', 'Coordinator', true)`, [
      email,
      password,
    ]);
    await sql('update public.registration_settings set staff_second_factor_required = true');
    try {
      const signIn = async () => {
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_LOAD);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
      };
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(FIRST_LOAD);
      const found = await violations(page, '/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page).toHaveURL(/forgot-password$/);
      await expect(page.getByLabel('Email')).toBeVisible();
      found.push(...(await violations(page, 'forgotten password')));

      // The set-up screen, required of an account without a second factor.
      await signIn();
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible(FIRST_LOAD);
      found.push(...(await violations(page, '/login/two-factor')));
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const secret = await page.getByLabel('Key').inputValue();
      found.push(...(await violations(page, '/login/two-factor (QR code)')));
      await page.getByLabel('Code').fill(code(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible(FIRST_LOAD);

      // The code screen of the next sign-in, with a wrong code told.
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await signIn();
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible(FIRST_LOAD);
      found.push(...(await violations(page, '/login/code')));
      await page.getByLabel('Code').fill(code(secret, 20));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      found.push(...(await violations(page, '/login/code (wrong code)')));
      expect(found).toEqual([]);
    } finally {
      await sql('update public.registration_settings set staff_second_factor_required = false');
      await sql('delete from auth.users where email = $1', [email]);
    }
  });
});
