import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';
import { registeredFamily, storyCamp } from './registration-support.ts';

test.use({ storageState: STAFF.coordinator.state });

// A family asks for its data and then for its erasure: the Coordinator downloads the record from
// the registration's page, erases it there, and nothing personal of the family is left anywhere
// in the database; the place it held goes to the family waiting.
test('a Coordinator exports a family’s data, then erases it, and no personal detail is left', async ({
  page,
  sql,
}) => {
  test.setTimeout(120_000);
  // One word in every personal value of the family (names, e-mail, health data, emergency contact).
  const marker = `Zarzuela${Date.now().toString(36)}`;
  const offerId = await storyCamp(sql, `Erasure camp ${Date.now()}`, 1);
  const family = await registeredFamily(sql, offerId, {
    parent: `Inés ${marker}`,
    email: `${marker.toLowerCase()}@example.com`,
    child: `Nico ${marker}`,
    allergies: `${marker} pollen`,
  });
  const next = await registeredFamily(sql, offerId, {
    parent: 'Vera Siguiente',
    email: `siguiente-${Date.now()}@example.com`,
    child: 'Leo Siguiente',
  });
  expect([family.status, next.status]).toEqual(['new', 'waiting']);

  await openAdmin(page, `/admin/registrations/${family.registrationId}`);
  await expect(page.getByRole('heading', { name: `Nico ${marker}`, level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(`Inés ${marker}`, { exact: true }).first()).toBeVisible();

  // The access request: the family's whole record as one JSON file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export family data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`family-${family.familyId}.json`);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    family: { parent_name: string; email: string };
    children: { name: string; allergies: string; consents: unknown[] }[];
  };
  expect(record.family).toMatchObject({
    parent_name: `Inés ${marker}`,
    email: `${marker.toLowerCase()}@example.com`,
  });
  expect(record.children[0]).toMatchObject({ name: `Nico ${marker}`, allergies: `${marker} pollen` });
  expect(record.children[0]!.consents.length).toBeGreaterThan(0);
  await expect(page.getByText('The family data was downloaded')).toBeVisible();

  // The erasure request, confirmed first.
  await page.getByRole('button', { name: 'Erase family data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase this family’s data?' });
  await expect(dialog).toContainText(`Inés ${marker}`);
  await dialog.getByRole('button', { name: 'Erase family data' }).click();
  await expect(page.getByText('The family data was erased')).toBeVisible();
  // The page shows none of it either.
  await expect(page.locator('main')).not.toContainText(marker);
  await expect(page.getByRole('button', { name: 'Erase family data' })).toBeDisabled();

  // No row of any of the site's tables holds the marker any more.
  const tables = await sql<{ t: string }>(
    `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'private', 'history')`,
  );
  const found: string[] = [];
  for (const { t } of tables) {
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from ${t} x where x::text ~* $1`, [
      marker,
    ]);
    if (row!.n > 0) found.push(`${t}: ${row!.n}`);
  }
  expect(found).toEqual([]);
  // The place passed to the family waiting, and the erased child's consents are still on record.
  const [after] = await sql<{ next: string; consents: number }>(
    `select (select status::text from public.registrations where id = $1) as next,
            (select count(*)::int from public.consents where family_id = $2) as consents`,
    [next.registrationId, family.familyId],
  );
  expect(after).toEqual({ next: 'offered', consents: expect.any(Number) });
  expect(after!.consents).toBeGreaterThan(0);
});
