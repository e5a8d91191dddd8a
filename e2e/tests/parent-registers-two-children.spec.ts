import { expect, test } from '../fixtures.ts';
import { hydrated } from './visitor-support.ts';
import {
  ageFormToken,
  field,
  fillChild,
  fillFamily,
  mailTo,
  openCampusWeek,
  reg,
  ui,
} from './parent-support.ts';

// A parent on a phone registers two children for a campus week in Spanish, from the campus page,
// and finds the answer on the site and the confirmation with its calendar file in the mailbox.
test.use({ viewport: { width: 390, height: 844 } });

test('a parent registers two children for a campus week from a phone, in Spanish', async ({ page, sql }) => {
  const week = await openCampusWeek(sql);
  const email = `familia-js-${Date.now()}@example.com`;

  await page.goto('/es/campus');
  await hydrated(page);
  // The campus page says how many places are left, and each week leads to the form.
  const card = page.locator('.reg-offers__item', { hasText: week.title });
  await expect(card).toContainText(ui.regPlacesLeft.replace('{count}', String(week.places)));
  await card.getByRole('link', { name: ui.regRegisterFor.replace('{title}', week.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/es/registration\\?offer=${week.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: ui.regTitle })).toBeVisible();
  await hydrated(page);

  // Sent empty, the form says what is missing at once, in Spanish, without leaving the page.
  await page.getByRole('button', { name: ui.regSubmit }).click();
  await expect(page.getByRole('alert')).toContainText(ui.regErrorSummary);
  const childOne = page.getByRole('group', { name: ui.regChildHeading.replace('{number}', '1') });
  await expect(childOne.getByLabel(field(ui.regChildName))).toHaveAttribute('aria-invalid', 'true');
  await expect(childOne.getByText(reg.fields.required).first()).toBeVisible();

  await fillChild(page, 1, {
    name: 'Lucía Pérez',
    birth: '2015-04-02',
    position: reg.positions.goalkeeper,
    shirt: reg.shirtSizes['140'],
    offer: week.title,
  });
  // A second child without a reload: the page stays, the first child's values stay.
  const url = page.url();
  await page.getByRole('button', { name: ui.regAddChild }).click();
  await expect(page.getByRole('group', { name: ui.regChildHeading.replace('{number}', '2') })).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(childOne.getByLabel(field(ui.regChildName))).toHaveValue('Lucía Pérez');
  await fillChild(page, 2, {
    name: 'Pablo Pérez',
    birth: '2016-09-12',
    position: reg.positions.forward,
    shirt: reg.shirtSizes['128'],
    allergies: 'Frutos secos',
    offer: week.title,
  });
  await fillFamily(page, email);
  await ageFormToken(page, sql);
  await page.getByRole('button', { name: ui.regSubmit }).click();

  await expect(page).toHaveURL(/\/es\/registration\/answer$/);
  await expect(page.getByRole('heading', { level: 1, name: ui.regAnswerTitle })).toBeVisible();
  const items = page.locator('.reg-answer__item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Lucía Pérez');
  await expect(items.nth(1)).toContainText('Pablo Pérez');
  await expect(items.nth(0)).toContainText(reg.status.new);
  await expect(page.getByText(/A pagar ahora/)).toBeVisible();
  await expect(page.getByText('IBAN')).toBeVisible();
  // Nothing on the phone is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const [mail] = await mailTo(email);
  expect(mail!.text).toContain('Lucía Pérez');
  expect(mail!.text).toContain('Pablo Pérez');
  expect(mail!.attachments?.map((a) => a.contentType)).toContain('text/calendar');
  // Two registrations, one family, the health consent given for the child with allergies.
  const rows = await sql<{ name: string; status: string; health: boolean }>(
    `select c.name, r.status, c.allergies is not null as health
       from public.registrations r join public.children c on c.id = r.child_id
       join public.families f on f.id = c.family_id
      where f.email = $1 order by c.name`,
    [email],
  );
  expect(rows).toEqual([
    { name: 'Lucía Pérez', status: 'new', health: false },
    { name: 'Pablo Pérez', status: 'new', health: true },
  ]);
});
