import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin, section } from './staff-support.ts';
import { pageContent, pick } from './visitor-support.ts';

test.use({ storageState: STAFF.admin.state });

/** Moves a row one place down with the keyboard, waiting for each step's announcement. */
async function dragDown(page: Page, name: string) {
  await page.getByRole('button', { name: `Drag to reorder ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`${name} is now at position 1 of`))).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(new RegExp(`${name} is now at position 2 of`))).toBeAttached();
  await page.keyboard.press('Space');
}

test('an admin adds a menu item that points to the Camps page, and visitors follow it in two languages', async ({
  page,
  sql,
}) => {
  const url = `/club-camps-${Date.now()}`;
  try {
    await openAdmin(page, '/admin/menu');
    await page.getByRole('link', { name: 'Add Menu Item' }).first().click();
    await expect(page).toHaveURL(/\/admin\/menu\/new$/);
    await page.getByRole('combobox', { name: 'Menu' }).click();
    await page.getByRole('option', { name: 'Footer' }).click();
    await page.getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: 'Camps' }).click();
    await page.getByLabel('Url').fill('club camps');
    await section(page, 'English Version').getByLabel('Title').fill('Club camps');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Start the url with / (for example /camps).')).toBeVisible();
    await page.getByLabel('Url').fill(url);
    await section(page, 'Spanish Version').getByRole('button', { name: 'Show' }).click();
    await section(page, 'Spanish Version').getByLabel('Title').fill('Stages de clubes');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/menu$/);
    // A new item goes to the end of its menu.
    const footer = page.getByRole('region', { name: 'Footer' });
    await expect(footer.getByRole('row').last()).toContainText('Club camps');

    const camps = await sql<{ title: string }>(
      `select content->>'title_en' as title from public.pages where key = 'camps'`,
    );
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Club camps' }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(camps[0]!.title, FIRST_LOAD);
    await page.goto('/es');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Stages de clubes' }).click();
    await expect(page).toHaveURL(new RegExp(`/es${url}$`));
  } finally {
    await sql(`delete from public.menu_items where url = $1`, [url]);
  }
});

test('an admin reorders the subscriptions; the site follows, and a failed save puts the old order back', async ({
  page,
  sql,
}) => {
  const before = await sql<{ id: string; sort_order: number; title_en: string; title_es: string }>(
    `select id, sort_order, title_en, coalesce(title_es, title_en) as title_es from public.subscriptions order by sort_order, id`,
  );
  try {
    await openAdmin(page, '/admin/subscriptions');
    const first = before[0]!.title_en;
    const second = before[1]!.title_en;
    // Keyboard drag: the first plan goes down one place.
    await dragDown(page, first);
    await expect
      .poll(async () =>
        (await sql(`select title_en from public.subscriptions order by sort_order, id limit 2`)).map(
          (r) => r.title_en,
        ),
      )
      .toEqual([second, first]);

    // The plans' own section: the page lists the programmes too.
    const content = await pageContent(sql, 'programmes');
    const plans = (lang: 'en' | 'es') =>
      page
        .getByRole('region', { name: pick(content, 'subs_title', lang) })
        .getByRole('listitem')
        .getByRole('heading', { level: 3 });
    await page.goto('/subscriptions');
    await expect(plans('en').first()).toHaveText(second, FIRST_LOAD);
    await expect(plans('en').nth(1)).toHaveText(first);
    await page.goto('/es/subscriptions');
    await expect(plans('es').first()).toHaveText(before[1]!.title_es);

    // With the API failing, the list shows the old order again and says so.
    await openAdmin(page, '/admin/subscriptions');
    await page.route('**/rest/v1/rpc/reorder', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }),
    );
    await dragDown(page, second);
    await expect(page.getByRole('alert')).toContainText(
      'The new order could not be saved, so the previous order is back.',
    );
    await expect(page.getByRole('row').nth(1)).toContainText(second);
    await expect(page.getByRole('row').nth(2)).toContainText(first);
  } finally {
    for (const row of before)
      await sql(`update public.subscriptions set sort_order = $2 where id = $1`, [row.id, row.sort_order]);
  }
});

test('an admin switches Russian off and it leaves the language switcher; English cannot be switched off', async ({
  page,
  sql,
}) => {
  try {
    await openAdmin(page, '/admin/languages');
    await expect(page.getByRole('switch', { name: /English/ })).toBeDisabled();
    await page.getByRole('switch', { name: /Русский/ }).click();
    await expect(page.getByText('Русский is now hidden from the site')).toBeVisible();

    for (const path of ['/', '/es']) {
      await page.goto(path);
      const switcher = page
        .getByRole('banner')
        .getByRole('list')
        .filter({ has: page.getByRole('link', { name: 'English' }) });
      await expect(switcher.getByRole('link', { name: 'Español' })).toBeVisible(FIRST_LOAD);
      await expect(switcher.getByRole('link', { name: 'Русский' })).toHaveCount(0);
    }
  } finally {
    await sql(`update public.languages set is_active = true where code = 'ru'`);
  }
});

test('an admin changes the phone number; the footer follows, and a bad number is explained at the field', async ({
  page,
  sql,
}) => {
  const [before] = await sql<{ phone_number: string; updated_at: string }>(
    `select phone_number from public.site_settings`,
  );
  try {
    await openAdmin(page, '/admin/site-settings');
    const phone = page.getByLabel('Phone');
    await phone.fill('call us');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Use digits, spaces and + ( ) - only.')).toBeVisible();
    await expect(phone).toHaveValue('call us');
    await phone.fill('+34 600 11 22 33');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    for (const path of ['/', '/ru']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]')).toHaveText(
        '+34 600 11 22 33',
        FIRST_LOAD,
      );
    }
  } finally {
    await sql(`update public.site_settings set phone_number = $1`, [before!.phone_number]);
  }
});
