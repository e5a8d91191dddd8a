import { expect, test } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin, section } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });

// Offers and the registration settings keep their history like the site's content: the Admin sees
// what changed, by whom, puts an earlier version back, and finds (on the dashboard too) which
// translations the English change left behind.
test('an Admin renames an offer, sees its translations marked, and restores the earlier title', async ({
  page,
  sql,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const [offer] = await sql<{ id: string }>(
    `insert into public.offers (kind, title_en, title_es, starts_on, ends_on, capacity, birth_year_min, birth_year_max,
       price, registration_closes_at, online_registration)
     values ('camp', $1, $2, current_date + 60, current_date + 63, 12, 2010, 2018, 140, now() + interval '30 days', false)
     returning id`,
    [`Easter camp ${stamp}`, `Campus de Semana Santa ${stamp}`],
  );

  await openAdmin(page, `/admin/offers/edit/${offer!.id}`);
  const english = section(page, 'English Version').getByRole('textbox', { name: 'Title' });
  await expect(english).toHaveValue(`Easter camp ${stamp}`, FIRST_LOAD);
  await english.fill(`Spring camp ${stamp}`);
  await page.getByLabel('Places (capacity)').fill('16');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Offer saved')).toBeVisible();

  // The dashboard lists the Spanish title as maybe out of date, and leads to it.
  await openAdmin(page, '/admin');
  const stale = page.getByRole('region', { name: 'Translations that may be out of date' });
  await stale
    .getByRole('listitem')
    .filter({ hasText: 'ES' })
    .getByRole('link', { name: `Offers: Spring camp ${stamp}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/offers/edit/${offer!.id}\\?lang=es&field=title$`));
  const spanish = section(page, 'Spanish Version');
  await expect(spanish.getByRole('textbox', { name: 'Title' })).toBeFocused(FIRST_LOAD);
  await expect(spanish.getByRole('note').filter({ hasText: 'May be out of date' })).toHaveCount(1);

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'History' });
  const latest = history.getByRole('article').first();
  await expect(latest).toContainText('Current version');
  await expect(latest.getByRole('term')).toHaveText(['Places (capacity)', 'Title (English)']);
  await history.getByRole('article').nth(1).getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText(/^Version restored/)).toBeVisible();
  await expect(english).toHaveValue(`Easter camp ${stamp}`);
  const [row] = await sql<{ title_en: string; capacity: number }>(
    'select title_en, capacity from public.offers where id = $1',
    [offer!.id],
  );
  expect(row).toEqual({ title_en: `Easter camp ${stamp}`, capacity: 12 });
});

test('an Admin changes how long a freed place is held and finds the change in the settings’ history', async ({
  page,
  sql,
}) => {
  const [before] = await sql<{ hours: number }>(
    'select waiting_list_hold_hours as hours from public.registration_settings where id = 1',
  );
  const hours = before!.hours === 48 ? 36 : 48;
  try {
    await openAdmin(page, '/admin/registration-settings');
    const field = page.getByLabel('Hours a freed place is held');
    await expect(field).toHaveValue(String(before!.hours), FIRST_LOAD);
    await field.fill(String(hours));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Registration settings saved')).toBeVisible();

    await page.getByRole('button', { name: 'History' }).click();
    const latest = page.getByRole('region', { name: 'History' }).getByRole('article').first();
    await expect(latest).toContainText('by ');
    await expect(latest.getByRole('term')).toHaveText(['Hours a freed place is held']);
    await expect(latest.getByRole('definition')).toContainText(String(hours));
  } finally {
    await sql('update public.registration_settings set waiting_list_hold_hours = $1 where id = 1', [
      before!.hours,
    ]);
  }
});
