import { test, expect } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin, section } from './staff-support.ts';
import { hydrated, LANGS, pageContent } from './visitor-support.ts';

test.use({ storageState: STAFF.admin.state });

// A valid 1x1 PNG, uploaded as a gallery image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin changes the home title and a gallery image, and the site shows them in English and Spanish', async ({
  page,
  sql,
}) => {
  const before = await pageContent(sql, 'index');
  const stamp = Date.now();
  try {
    await openAdmin(page, '/admin/index-page');
    await expect(page.getByRole('heading', { name: 'Home page', level: 1 })).toBeVisible();
    await section(page, 'English Version').getByLabel('Page title').fill(`Play in the sun ${stamp}`);
    await section(page, 'Spanish Version').getByLabel('Page title').fill(`Juega al sol ${stamp}`);
    const gallery = page.locator('[data-field="gallery"]');
    await gallery
      .getByLabel('Image')
      .first()
      .setInputFiles({ name: 'pitch.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page saved: the site shows the change now')).toBeVisible();

    const after = await pageContent(sql, 'index');
    const image = (after.gallery as { image_url: string }[])[0]!.image_url;
    expect(image).toMatch(/\/storage\/v1\/object\/public\/media\/\d+-[a-z0-9]+\.png$/);
    // Nothing else moved: the other six images are as they were.
    expect((after.gallery as unknown[]).slice(1)).toEqual((before.gallery as unknown[]).slice(1));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Play in the sun ${stamp}`, FIRST_LOAD);
    // The site shows stored images as resized copies made by the site server (/_image?url=...).
    await expect(
      page.locator(`img[src*="${encodeURIComponent(new URL(image, 'http://x').pathname)}"]`).first(),
    ).toBeAttached();
    await page.goto('/es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Juega al sol ${stamp}`);
  } finally {
    await sql(`update public.pages set content = $1 where key = 'index'`, [before]);
  }
});

test('an admin adds a campus card for goalkeepers, and visitors find it under that choice', async ({
  page,
  sql,
}) => {
  const before = await pageContent(sql, 'campus');
  const title = `Keeper week ${Date.now()}`;
  try {
    await openAdmin(page, '/admin/campus-page');
    for (const [region, field, name] of [
      ['English Version', 'cards_en', title],
      ['Spanish Version', 'cards_es', `${title} (ES)`],
    ] as const) {
      const cards = section(page, region).locator(`[data-field="${field}"]`);
      await cards.getByRole('button', { name: 'Add' }).last().click();
      await cards.getByRole('textbox', { name: 'Title' }).last().fill(name);
      await cards.getByRole('textbox', { name: 'Price per week' }).last().fill('480');
      await cards.getByRole('combobox', { name: 'Role' }).last().click();
      await page.getByRole('option', { name: 'Goalkeeper' }).click();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page saved: the site shows the change now')).toBeVisible();

    for (const [path, name, goalkeeper] of [
      ['/campus', title, LANGS[0]!.ui.roleGoalkeeper],
      ['/es/campus', `${title} (ES)`, LANGS[1]!.ui.roleGoalkeeper],
    ] as const) {
      await page.goto(path);
      const card = page.getByRole('main').getByRole('heading', { name, level: 3 });
      await expect(page.getByRole('radio', { name: goalkeeper })).toBeAttached(FIRST_LOAD);
      // The page comes rendered by the server; the chooser works once its script has taken over.
      await hydrated(page);
      await expect(card).toHaveCount(0);
      await page.getByText(goalkeeper, { exact: true }).click();
      await expect(card).toBeVisible();
    }
  } finally {
    await sql(`update public.pages set content = $1 where key = 'campus'`, [before]);
  }
});

test('an invalid page value shows the error at the field, keeps what was typed and saves nothing', async ({
  page,
  sql,
}) => {
  const before = await pageContent(sql, 'contacts');
  await openAdmin(page, '/admin/contacts-page');
  const russian = section(page, 'Russian Version');
  // Nothing typed is cut: 205 characters stay in the field, which says its limit of 200.
  await russian.getByLabel('Title').fill('Я'.repeat(205));
  await expect(russian.getByLabel('Title')).toHaveValue('Я'.repeat(205));
  await russian.getByLabel('Title').fill('Контакты академии');
  await section(page, 'English Version').getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(section(page, 'English Version').getByText('This field is required')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check these fields' })).toContainText(
    'Title (English Version)',
  );
  await expect(russian.getByLabel('Title')).toHaveValue('Контакты академии');
  expect(await pageContent(sql, 'contacts')).toEqual(before);
});

test('the dashboard lists a page whose Russian text was removed, and its link opens that field', async ({
  page,
  sql,
}) => {
  const before = await pageContent(sql, 'contacts');
  await sql(`update public.pages set content = content - 'title_ru' where key = 'contacts'`);
  try {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/admin_dashboard')) calls += 1;
    });
    await openAdmin(page, '/admin');
    const missing = page.getByRole('region', { name: 'Missing translations' });
    const link = missing
      .getByRole('listitem')
      .filter({ hasText: 'RU' })
      .getByRole('link', { name: 'Contacts page' });
    await expect(link).toBeVisible();
    expect(calls).toBe(1);
    // Opening an editor once the admin has loaded: its record (with its translations' "may be out
    // of date" marks) and its page's url, no more, besides the check that the session still stands.
    const api: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) api.push(new URL(request.url()).pathname);
    });
    await link.click();
    await expect(page).toHaveURL(/\/admin\/contacts-page\?lang=ru&field=title$/);
    const title = section(page, 'Russian Version').getByLabel('Title');
    await expect(title).toBeFocused();
    await expect(section(page, 'Russian Version').getByText('Missing translation')).toBeVisible();
    expect(api.filter((p) => p !== '/rest/v1/rpc/staff_session_state').sort()).toEqual([
      '/rest/v1/menu_items',
      '/rest/v1/pages',
    ]);
  } finally {
    await sql(`update public.pages set content = $1 where key = 'contacts'`, [before]);
  }
});
