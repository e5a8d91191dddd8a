import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin } from './staff-support.ts';

// The first visit of a run may wait for the site server to compress the app's bundles.
const FIRST_LOAD = { timeout: 30_000 };

// A valid 1x1 PNG, uploaded as the coach's photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ storageState: STAFF.admin.state });

async function signInAsAdmin(page: Page, path = '/admin/coaches') {
  await openAdmin(page, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('coaches list states', () => {
  test("shows 'Loading coaches list...' and then the coaches", async ({ page }) => {
    // The list's request waits until the loading state has been seen (no fixed delay).
    let answer = () => {};
    const loadingSeen = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/rest/v1/coaches?**', async (route) => {
      if (route.request().method() === 'GET') await loadingSeen;
      await route.fallback();
    });
    await signInAsAdmin(page);
    await expect(page.getByText('Loading coaches list...')).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { name: 'Coaches', level: 1 })).toBeVisible();
    await expect(page.getByText('Manage academy coaches information')).toBeVisible();
    for (const column of ['Photo', 'Name', 'Role', 'Active', 'Order', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const row = page.getByRole('row').filter({ hasText: 'Javier Morales' });
    await expect(row.getByRole('img', { name: 'Javier Morales' })).toBeVisible();
    await expect(row.getByText('Yes', { exact: true })).toBeVisible();
    await expect(row.getByText('EN', { exact: true })).toBeVisible();
  });

  test("a failed load shows the 'Connection Error' card; Try Again reloads the list", async ({ page }) => {
    let failing = true;
    await page.route('**/rest/v1/coaches?**', async (route) => {
      if (failing && route.request().method() === 'GET') {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"unavailable"}',
        });
      } else {
        await route.fallback();
      }
    });
    await signInAsAdmin(page);
    const card = page.getByRole('alert').filter({ hasText: 'Connection Error' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Failed to load coaches list. Server is temporarily unavailable.');
    await expect(card.getByRole('link', { name: 'Back to Admin Panel' })).toHaveAttribute('href', '/admin');

    failing = false;
    await card.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Coaches', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Javier Morales' })).toBeVisible();
  });

  test('Back to Admin Panel leaves the error card for /admin', async ({ page }) => {
    await page.route('**/rest/v1/coaches?**', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an empty list invites to add the first coach', async ({ page }) => {
    await page.route('**/rest/v1/coaches?**', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: { 'content-range': '*/0', 'access-control-expose-headers': 'Content-Range' },
            body: '[]',
          })
        : route.fallback(),
    );
    await signInAsAdmin(page);
    await expect(page.getByText('Coaches list is empty')).toBeVisible();
    await expect(page.getByText('Add your first coach to see them in this list.')).toBeVisible();
    const add = page.getByRole('link', { name: 'Add Coach' }).last();
    await add.click();
    await expect(page).toHaveURL(/\/admin\/coaches\/new$/);
    await expect(page.getByRole('heading', { name: 'Create Coach' })).toBeVisible();
  });
});

test('deleting a coach asks first; a failed delete shows a red banner that clears itself after 5 seconds', async ({
  page,
  sql,
}) => {
  const name = `Delete Me ${Date.now()}`;
  await sql(
    `insert into public.coaches (name_en, role_en, bio_en, sort_order) values ($1, 'Assistant', '<p>Bio</p>', 90)`,
    [name],
  );
  try {
    await signInAsAdmin(page);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('No photo')).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this coach?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await page.route('**/rest/v1/coaches?**', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to delete coach' });
    await expect(banner).toBeVisible();
    const shownAt = Date.now();
    await expect(banner).toContainText('Error');
    await expect(row).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);

    // The banner can also be dismissed at once.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();

    await page.unroute('**/rest/v1/coaches?**');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    expect(await sql(`select id from public.coaches where name_en = $1`, [name])).toHaveLength(0);
  } finally {
    await sql(`delete from public.coaches where name_en = $1`, [name]);
  }
});

test('an admin adds a coach with a photo in three languages, edits it, and sees it on the Team page', async ({
  page,
  sql,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const en = `Lucía Test ${stamp}`;
  const es = `Lucía Prueba ${stamp}`;
  const ru = `Люсия Тест ${stamp}`;
  try {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Add Coach' }).click();
    await expect(page).toHaveURL(/\/admin\/coaches\/new$/);
    await expect(page.getByRole('heading', { name: 'Create Coach' })).toBeVisible();

    const english = section(page, 'English Version');
    await english.getByLabel('Name').fill(en);
    await english.getByLabel('Role').fill('Goalkeeping coach');
    await english.getByRole('textbox', { name: 'Biography' }).fill('Former keeper, coaching since 2015.');

    const russian = section(page, 'Russian Version');
    await expect(russian.getByLabel('Name')).toHaveCount(0);
    await russian.getByRole('button', { name: 'Show' }).click();
    await russian.getByLabel('Name').fill(ru);
    await russian.getByLabel('Role').fill('Тренер вратарей');
    await russian.getByRole('textbox', { name: 'Biography' }).fill('Бывший вратарь.');

    const spanish = section(page, 'Spanish Version');
    await spanish.getByRole('button', { name: 'Show' }).click();
    await spanish.getByLabel('Name').fill(es);
    await spanish.getByLabel('Role').fill('Entrenadora de porteras');
    await spanish.getByRole('textbox', { name: 'Biography' }).fill('Ex portera.');

    await page.getByLabel('License').fill('UEFA B');
    await page.getByLabel('Order').fill('95');
    await page
      .getByLabel('Coach Photo')
      .setInputFiles({ name: 'Lucia.PNG', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('img[src^="blob:"]')).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/coaches$/);
    const row = page.getByRole('row').filter({ hasText: en });
    await expect(row.getByRole('img', { name: en })).toBeVisible();
    await expect(row.getByText('95', { exact: true })).toBeVisible();

    const [saved] = await sql<{
      id: number;
      photo_url: string;
      name_es: string;
      name_ru: string;
      bio_en: string;
      license: string;
      is_active: boolean;
    }>(
      `select id, photo_url, name_es, name_ru, bio_en, license, is_active from public.coaches where name_en = $1`,
      [en],
    );
    expect(saved).toMatchObject({ name_es: es, name_ru: ru, license: 'UEFA B', is_active: true });
    expect(saved!.photo_url).toMatch(/\/storage\/v1\/object\/public\/coaches\/\d+-[a-z0-9]+\.png$/);
    expect(saved!.bio_en).toBe('<p>Former keeper, coaching since 2015.</p>');
    const photo = await request.get(saved!.photo_url);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['cache-control']).toContain('max-age=3600');

    await row.getByRole('link', { name: `Edit ${en}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/coaches/edit/${saved!.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Coach' })).toBeVisible();
    // Sections with Russian or Spanish text open by themselves.
    await expect(section(page, 'Russian Version').getByRole('button', { name: 'Hide' })).toBeVisible();
    await expect(section(page, 'Spanish Version').getByLabel('Name')).toHaveValue(es);
    await section(page, 'English Version').getByLabel('Role').fill('Head goalkeeping coach');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/coaches$/);
    await expect(page.getByRole('row').filter({ hasText: en })).toContainText('Head goalkeeping coach');

    await page.goto('/team');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: en }) });
    await expect(card).toContainText('Head goalkeeping coach', FIRST_LOAD);
    // The site shows the stored photo as resized copies made by the site server (/_image?url=...).
    await expect(card.getByRole('img', { name: en })).toHaveAttribute(
      'src',
      `/_image?url=${encodeURIComponent(new URL(saved!.photo_url).pathname)}&w=960`,
    );
    await page.goto('/es/team');
    await expect(page.getByRole('heading', { name: es })).toBeVisible();
    await expect(page.getByText('Entrenadora de porteras')).toBeVisible();
    await page.goto('/ru/team');
    await expect(page.getByRole('heading', { name: ru })).toBeVisible();
  } finally {
    await sql(`delete from public.coaches where name_en = $1`, [en]);
  }
});

test('hiding the Spanish section saves no Spanish name, role or biography', async ({ page, sql }) => {
  const name = `Hidden Spanish ${Date.now()}`;
  const [coach] = await sql<{ id: number }>(
    `insert into public.coaches (name_en, role_en, bio_en, name_es, role_es, bio_es, sort_order)
     values ($1, 'Coach', '<p>Bio</p>', 'Nombre', 'Entrenador', '<p>Biografía</p>', 91) returning id`,
    [name],
  );
  try {
    await signInAsAdmin(page, `/admin/coaches/edit/${coach!.id}`);
    const spanish = section(page, 'Spanish Version');
    await expect(spanish.getByLabel('Name')).toHaveValue('Nombre');
    await expect(section(page, 'Russian Version').getByRole('button', { name: 'Show' })).toBeVisible();
    await spanish.getByRole('button', { name: 'Hide' }).click();
    await expect(spanish.getByLabel('Name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/coaches$/);
    const [row] = await sql(
      `select name_es, role_es, bio_es, name_ru, role_ru, bio_ru from public.coaches where id = $1`,
      [coach!.id],
    );
    expect(row).toEqual({
      name_es: null,
      role_es: null,
      bio_es: null,
      name_ru: null,
      role_ru: null,
      bio_ru: null,
    });
  } finally {
    await sql(`delete from public.coaches where id = $1`, [coach!.id]);
  }
});

test('the English biography is required, even as an empty paragraph; refused photos are explained', async ({
  page,
}) => {
  await signInAsAdmin(page, '/admin/coaches/new');
  const english = section(page, 'English Version');
  await english.getByLabel('Name').fill('No Bio');
  await english.getByLabel('Role').fill('Coach');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(english.getByText('This field is required')).toHaveCount(1);
  await expect(page).toHaveURL(/\/admin\/coaches\/new$/);

  const bio = english.getByRole('textbox', { name: 'Biography' });
  await bio.fill('Some text');
  await expect(english.getByText('This field is required')).toHaveCount(0);
  await bio.press('ControlOrMeta+a');
  await bio.press('Delete');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(english.getByText('This field is required')).toHaveCount(1);
  await expect(page).toHaveURL(/\/admin\/coaches\/new$/);

  const picker = page.getByLabel('Coach Photo');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file type is not accepted' })).toBeVisible();
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'larger than 5 MB' })).toBeVisible();

  // Cancel drops what was typed, after asking like every other way out of a changed form.
  const question = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    }),
  );
  await page.getByRole('link', { name: 'Cancel' }).click();
  expect(await question).toContain("changes weren't saved");
  await expect(page).toHaveURL(/\/admin\/coaches$/);
});

test('an admin finds a coach by name and reorders the list by dragging', async ({ page, sql }) => {
  const before = await sql<{ id: number; sort_order: number }>(`select id, sort_order from public.coaches`);
  try {
    await signInAsAdmin(page);
    await page.getByLabel('Search by name').fill('Kozlov');
    await expect(page.getByRole('row').filter({ hasText: 'Dmitri Kozlov' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Javier Morales' })).toHaveCount(0);
    await page.getByLabel('Search by name').fill('');
    await expect(page.getByRole('row').filter({ hasText: 'Javier Morales' })).toBeVisible();

    // Keyboard drag (dnd-kit): pick up the last coach, move it up one place, drop it. Each key
    // waits for what a screen reader hears after the one before: a key pressed before the list
    // has taken the last one in is lost.
    const total = (await page.getByRole('row').count()) - 1;
    const handle = page.getByRole('button', { name: 'Drag to reorder Aaron Thompson' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByText(`Aaron Thompson is now at position ${total - 1} of ${total}.`, { exact: true }),
    ).toBeAttached();
    await page.keyboard.press('Space');
    await expect
      .poll(async () => {
        const rows = await sql<{ name_en: string }>(
          `select name_en from public.coaches where name_en in ('Aaron Thompson', 'Carmen Vidal') order by sort_order`,
        );
        return rows.map((row) => row.name_en);
      })
      .toEqual(['Aaron Thompson', 'Carmen Vidal']);
    const rows = page.getByRole('row');
    await expect(rows.nth(5)).toContainText('Aaron Thompson');
  } finally {
    for (const row of before)
      await sql(`update public.coaches set sort_order = $2 where id = $1`, [row.id, row.sort_order]);
  }
});

test("an edited coach that cannot load shows 'Failed to load coach data'; a failed save keeps the form", async ({
  page,
}) => {
  await page.route('**/rest/v1/coaches?id=eq.1**', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
      : route.fallback(),
  );
  await signInAsAdmin(page, '/admin/coaches/edit/1');
  await expect(page.getByRole('alert')).toContainText('Failed to load coach data');
  await page.unroute('**/rest/v1/coaches?id=eq.1**');

  await page.route('**/rest/v1/coaches?id=eq.2**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
      : route.fallback(),
  );
  await page.goto('/admin/coaches/edit/2');
  await expect(page.getByText('Loading...')).toHaveCount(0);
  const role = section(page, 'English Version').getByLabel('Role');
  await role.fill('A role that will not be saved');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Failed to save coach data. Please try again.');
  await expect(page).toHaveURL(/\/admin\/coaches\/edit\/2$/);
  await expect(role).toHaveValue('A role that will not be saved');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
});
