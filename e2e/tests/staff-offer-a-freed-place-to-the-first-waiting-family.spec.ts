import { test, expect, type Sql } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.admin.state });

/** A camp of one place (not bookable online, so the site never shows it): one child holds it, two wait. */
async function fullCampWithAWaitingList(sql: Sql, title: string) {
  const [offer] = await sql<{ id: string }>(
    `insert into public.offers (kind, title_en, starts_on, ends_on, capacity, birth_year_min, birth_year_max,
       price, registration_closes_at, online_registration)
     values ('camp', $1, current_date + 30, current_date + 34, 1, 2005, 2022, 120, now() + interval '20 days', false)
     returning id`,
    [title],
  );
  const ids: Record<string, string> = {};
  for (const [child, status] of [
    ['Carla Holder', 'confirmed'],
    ['Алёна Первая', 'waiting'],
    ['Bruno Segundo', 'waiting'],
  ] as const) {
    const [row] = await sql<{ id: string }>(
      `with f as (insert into public.families (parent_name, email, phone, emergency_name, emergency_phone) values ($1 || ' (parent)', 'e2e-freed@example.com', '+34 600 000 000', 'Abuela', '+34 600 000 001') returning id),
            c as (insert into public.children (family_id, name, date_of_birth, position, shirt_size, authorised_collectors) select id, $1, date '2015-05-05', 'any', '140', 'Abuela' from f returning id, family_id)
       insert into public.registrations (child_id, offer_id, family_id, status)
       select c.id, $2, c.family_id, $3::public.registration_status from c returning id`,
      [child, offer!.id, status],
    );
    ids[child] = row!.id;
  }
  return { offerId: offer!.id, ids };
}

test('staff free a place, the first waiting family is offered it for 24 hours, then it passes on', async ({
  page,
  sql,
}) => {
  // Three screens and a status change, on a machine shared with other work.
  test.setTimeout(180_000);
  const title = `E2E one-place camp ${Date.now()}`;
  const { offerId, ids } = await fullCampWithAWaitingList(sql, title);

  await openAdmin(page, `/admin/offers/${offerId}`);
  const waiting = page.getByRole('list', { name: 'Waiting list' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2, FIRST_LOAD);
  await expect(waiting.getByRole('listitem').first()).toContainText('1. Алёна Первая');
  await expect(waiting.getByRole('listitem').nth(1)).toContainText('2. Bruno Segundo');
  await expect(page.getByText(/No place is free/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offer the place: Алёна Первая' })).toBeDisabled();

  // Carla's family gives the place up: staff cancel her registration.
  await page.goto(`/admin/registrations/${ids['Carla Holder']}`);
  await expect(page.getByRole('heading', { name: 'Carla Holder', level: 1 })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await page.getByRole('button', { name: 'Change status' }).click();
  // A cancellation asks why: nothing changes without a reason, and the reason shows on the details.
  const dialog = page.getByRole('dialog', { name: 'Cancel this registration?' });
  await dialog.getByRole('button', { name: 'Cancel the registration' }).click();
  await expect(dialog.getByText('Say why the registration is cancelled.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason for cancelling' }).fill('The family moved to Madrid');
  await dialog.getByRole('button', { name: 'Cancel the registration' }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  await expect(page.getByText('Cancelled by staff: The family moved to Madrid')).toBeVisible();

  // The place goes to the first family waiting, held for them; the second is now first.
  await page.getByRole('link', { name: title }).click();
  await expect(waiting.getByRole('listitem').first()).toContainText('Алёна Первая', FIRST_LOAD);
  await expect(waiting.getByRole('listitem').first()).toContainText(/place held until/);
  await expect(waiting.getByRole('listitem').nth(1)).toContainText('1. Bruno Segundo');
  const rows = await sql<{ status: string; hours: number }>(
    `select status, round(extract(epoch from hold_expires_at - now()) / 3600)::int as hours
       from public.registrations where id = $1`,
    [ids['Алёна Первая']],
  );
  expect(rows[0]).toEqual({ status: 'offered', hours: 24 });
  const mail = await sql(
    `select 1 from public.email_outbox where kind = 'place_offered' and $1::bigint = any(registration_ids)`,
    [ids['Алёна Первая']],
  );
  expect(mail).toHaveLength(1);

  // Time is the job's: the hold's expiry job runs its function at the time it is due. An hour
  // before the hold ends nothing changes; after it, the place passes to the next family.
  const expireHoldsAt = (hours: number) =>
    sql('select private.expire_holds(now() + make_interval(hours => $1))', [hours]);
  await expireHoldsAt(23);
  await page.reload();
  await expect(waiting.getByRole('listitem').first()).toContainText('Алёна Первая', FIRST_LOAD);
  await expireHoldsAt(25);
  await page.reload();
  await expect(waiting.getByRole('listitem')).toHaveCount(1, FIRST_LOAD);
  await expect(waiting.getByRole('listitem').first()).toContainText('Bruno Segundo');
  await expect(waiting.getByRole('listitem').first()).toContainText(/place held until/);
  const after = await sql<{ child: string; status: string; cancel_reason: string | null }>(
    `select c.name as child, r.status, r.cancel_reason from public.registrations r
       join public.children c on c.id = r.child_id where r.id = any($1::bigint[]) order by c.name`,
    [[ids['Алёна Первая'], ids['Bruno Segundo']]],
  );
  expect(after).toEqual([
    { child: 'Bruno Segundo', status: 'offered', cancel_reason: null },
    { child: 'Алёна Первая', status: 'cancelled', cancel_reason: 'hold_expired' },
  ]);
  const told = await sql<{ kind: string }>(
    `select kind from public.email_outbox where registration_ids && $1::bigint[] order by id`,
    [[ids['Алёна Первая'], ids['Bruno Segundo']]],
  );
  expect(told.map((m) => m.kind)).toEqual(['place_offered', 'hold_expired', 'place_offered']);

  await sql(`update public.registrations set status = 'cancelled' where offer_id = $1`, [offerId]);
});
