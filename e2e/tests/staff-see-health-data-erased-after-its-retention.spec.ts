import { expect, test } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';
import { registeredFamily, storyCamp } from './registration-support.ts';

test.use({ storageState: STAFF.admin.state });

// A child's allergies and medication are kept while the camp needs them and erased by the nightly
// job once the retention period after the camp has passed (30 days, a registration setting).
// Time is the job's: the job's function is run at the day it would run on.
test('health data is shown to staff until its retention ends, then erased by the nightly job', async ({
  page,
  sql,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  // A camp from 2 to 6 days ahead.
  const offerId = await storyCamp(sql, `Retention camp ${stamp}`, 5, 2, 4);
  const family = await registeredFamily(sql, offerId, {
    parent: 'Elena Robles',
    email: `robles-${stamp}@example.com`,
    child: `Daniel Robles ${stamp}`,
    allergies: 'Cacahuetes',
    medication: 'Inhalador si hace falta',
  });
  const [settings] = await sql<{ days: number }>(
    'select health_data_retention_days as days from public.registration_settings where id = 1',
  );
  const days = settings!.days;
  const nightlyJobOn = (daysAhead: number) =>
    sql(`select private.erase_expired_health_data(now() + make_interval(days => $1))`, [daysAhead]);

  await openAdmin(page, `/admin/registrations/${family.registrationId}`);
  await expect(page.getByRole('heading', { name: `Daniel Robles ${stamp}`, level: 1 })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByText('Cacahuetes')).toBeVisible();
  await expect(page.getByText('Inhalador si hace falta')).toBeVisible();

  // The night after the camp and a night well inside the retention period: nothing is erased.
  await nightlyJobOn(7);
  await nightlyJobOn(6 + days - 2);
  await page.reload();
  await expect(page.getByText('Cacahuetes')).toBeVisible(FIRST_LOAD);

  // The first night after the retention period: the allergies and the medication are gone.
  await nightlyJobOn(6 + days + 2);
  await page.reload();
  await expect(page.getByText(/^Health data erased on .+ \(retention period ended\)\.$/)).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByText('Cacahuetes')).toHaveCount(0);
  const [child] = await sql<{ allergies: string | null; medication: string | null; consents: number }>(
    `select c.allergies, c.medication,
            (select count(*)::int from public.consents k where k.child_id = c.id and k.kind = 'health_data') as consents
       from public.children c join public.registrations r on r.child_id = c.id where r.id = $1`,
    [family.registrationId],
  );
  // The record that the parent consented stays: it proves the data was held lawfully.
  expect(child).toEqual({ allergies: null, medication: null, consents: 1 });
});
