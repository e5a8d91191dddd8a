import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { hydrated } from './visitor-support.ts';
import { ageFormToken, fillChild, fillFamily, reg, ui } from './parent-support.ts';

// Two parents on the form of a camp with one place left send at the same moment: one gets the
// place, the other the first place on the waiting list, and the camp is never overbooked.
test('two parents race for the last place: one gets it, the other waits first in line', async ({
  browser,
  sql,
}) => {
  test.setTimeout(120_000);
  const title = `Campus de Navidad ${Date.now()}`;
  const [offer] = await sql<{ id: number }>(
    `insert into public.offers (kind, title_en, title_es, starts_on, ends_on, capacity, birth_year_min,
       birth_year_max, price, deposit, registration_opens_at, registration_closes_at, online_registration)
     values ('camp', $1, $1, current_date + 30, current_date + 33, 1, 2010, 2019, 180, 60,
       now() - interval '1 day', now() + interval '20 days', true)
     returning id`,
    [title],
  );

  const parents = await Promise.all(
    ['Marta', 'Olga'].map(async (name) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      return { name, context, page: await context.newPage() };
    }),
  );
  const fillIn = async (page: Page, name: string) => {
    // The site reads the open offers at most once a second: a camp opened a moment ago may need a
    // reload to appear on the form.
    await expect(async () => {
      await page.goto(`/es/registration?offer=${offer!.id}`);
      await expect(page.getByRole('checkbox', { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await hydrated(page);
    await fillChild(page, 1, {
      name: `${name} junior`,
      birth: '2014-03-03',
      position: reg.positions.midfielder,
      shirt: reg.shirtSizes['140'],
      offer: title,
    });
    await fillFamily(page, `${name.toLowerCase()}-race-${Date.now()}@example.com`);
    await ageFormToken(page, sql);
  };
  for (const { name, page } of parents) await fillIn(page, name);

  // Both press the button together.
  await Promise.all(parents.map(({ page }) => page.getByRole('button', { name: ui.regSubmit }).click()));
  const answers = await Promise.all(
    parents.map(async ({ page }) => {
      await expect(page).toHaveURL(/\/es\/registration\/answer$/);
      return (await page.locator('.reg-answer__item').innerText()).replace(/\s+/g, ' ');
    }),
  );
  const placed = answers.filter((text) => text.includes(reg.status.new));
  const waiting = answers.filter((text) => text.includes(reg.waitingPosition.replace('{position}', '1')));
  expect(placed, answers.join(' | ')).toHaveLength(1);
  expect(waiting, answers.join(' | ')).toHaveLength(1);

  // The database agrees: one place taken of one, one child waiting.
  const rows = await sql<{ status: string; n: number }>(
    `select status, count(*)::int as n from public.registrations where offer_id = $1 group by status order by status`,
    [offer!.id],
  );
  expect(rows).toEqual([
    { status: 'new', n: 1 },
    { status: 'waiting', n: 1 },
  ]);

  for (const { context } of parents) await context.close();
  // The camp leaves the site again.
  await sql('update public.offers set online_registration = false where id = $1', [offer!.id]);
});
