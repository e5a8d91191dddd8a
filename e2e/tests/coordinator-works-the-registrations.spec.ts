import { readFile } from 'node:fs/promises';
import { test, expect } from '../fixtures.ts';
import { STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.coordinator.state });

const OFFER = /^Summer campus, week 1: Goalkeeper · Residential campus/;

test('a Coordinator filters registrations, records a deposit, exports the CSV and prints the roster', async ({
  page,
  sql,
}) => {
  // One long story (five screens, a download and print), on a machine shared with other work.
  test.setTimeout(180_000);
  await openAdmin(page, '/admin');
  // Registrations, enquiries and offers; no content, no settings, no users.
  const menu = page.getByRole('menu');
  for (const item of ['Registrations', 'Enquiries', 'Offers'])
    await expect(menu.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  for (const item of ['News', 'Coaches', 'Site settings', 'Registration settings', 'Users'])
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
  const figures = page.getByRole('region', { name: 'Registrations' });
  await expect(figures.getByRole('heading', { name: 'Places left' })).toBeVisible();
  await expect(figures.getByText(/new registrations?$/)).toBeVisible();

  await page.getByRole('menuitem', { name: 'Registrations', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
  await page.getByLabel('Offer').click();
  await page.getByRole('option', { name: OFFER }).click();
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('link', { name: 'Hugo López' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Emily Thompson' })).toHaveCount(0);
  await page.getByLabel('Payment').click();
  await page.getByRole('option', { name: 'Unpaid' }).click();
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Place offered' }).click();
  await expect(table.getByRole('link', { name: 'Hugo López' })).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Misha's details: the deposit comes in by transfer.
  await table.getByRole('link', { name: 'Миша Смирнов' }).click();
  await expect(page.getByRole('heading', { name: 'Миша Смирнов', level: 1 })).toBeVisible();
  await expect(page.getByText('Орехи')).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('No payment recorded yet.')).toBeVisible();
  await payments.getByLabel('Amount (€)').fill('250');
  await payments.getByLabel('Note (e.g. transfer reference)').fill('Transferencia R-e2e');
  await payments.getByRole('button', { name: 'Record payment' }).click();
  await expect(payments.getByText('Deposit: €250')).toBeVisible();
  await expect(payments.getByText(/Bank transfer · Transferencia R-e2e/)).toBeVisible();
  await expect(page.getByText('Part paid')).toBeVisible();
  const [recorded] = await sql<{ amount: string; method: string; recorder: string }>(
    `select p.amount, p.method, u.email as recorder from public.payments p
       join public.users u on u.id = p.recorded_by where p.note = 'Transferencia R-e2e'`,
  );
  expect(recorded).toEqual({ amount: '250.00', method: 'transfer', recorder: 'coordinator@example.com' });

  // The offer's page: the CSV for Excel, and the roster printed for the coaches.
  await page.getByRole('link', { name: OFFER }).click();
  await expect(page.getByRole('heading', { name: /^Roster: Summer campus, week 1/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/summer-campus-week-1.*\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toMatch(/^Child;Date of birth;Age;Position;/);
  expect(lines.find((line) => line.startsWith('Миша Смирнов;'))).toContain(';Goalkeeper;');
  expect(lines.find((line) => line.startsWith('Миша Смирнов;'))).toContain(';Орехи;');
  expect(lines.find((line) => line.startsWith('Hugo López;'))).toContain(
    ';Mild asthma;Inhaler before exercise;',
  );
  // The export is in the access log: who, which offer, when.
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>(
            `select count(*)::int as n from public.access_log
            where event = 'csv_export' and actor_email = 'coordinator@example.com' and subject_type = 'offer'
              and at > now() - interval '5 minutes'`,
          )
        )[0]!.n,
    )
    .toBeGreaterThan(0);

  await page.evaluate(() => {
    const w = window as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => void (w.printed += 1);
  });
  await page.getByRole('button', { name: 'Print roster' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper: the roster alone, allergies kept highlighted.
  await page.emulateMedia({ media: 'print' });
  const roster = page.getByRole('table', { name: /^Roster: / });
  await expect(roster.getByRole('row', { name: /Миша Смирнов/ })).toBeVisible();
  await expect(roster.getByText('Allergies: Mild asthma')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden();
  await expect(page.getByRole('menuitem', { name: 'Registrations', exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Waiting list' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await sql(`delete from public.payments where note = 'Transferencia R-e2e'`);
});
