import { expect, test } from '../fixtures.ts';
import { hydrated } from './visitor-support.ts';
import { ageFormToken, fillChild, fillFamily, openCampusWeek, reg, ui } from './parent-support.ts';

// A parent on a phone sends the form, reaches the answer, presses Back and sends the same child
// again: the form says the child is already registered, and the database holds one registration.
test.use({ viewport: { width: 390, height: 844 } });

test('a parent who goes back and sends the form again is told the child is already registered', async ({
  page,
  sql,
}) => {
  const week = await openCampusWeek(sql);
  const email = `familia-atras-${Date.now()}@example.com`;
  const child = {
    name: 'Marta Gómez',
    birth: '2015-04-02',
    position: reg.positions.forward,
    shirt: reg.shirtSizes['140'],
    offer: week.title,
  };
  const fill = async () => {
    await hydrated(page);
    await fillChild(page, 1, child);
    await fillFamily(page, email);
    await ageFormToken(page, sql);
  };

  await page.goto(`/es/registration?offer=${week.id}`);
  await fill();
  await page.getByRole('button', { name: ui.regSubmit }).click();
  await expect(page).toHaveURL(/\/es\/registration\/answer$/);
  await expect(page.locator('.reg-answer__item')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/es/registration\\?offer=${week.id}$`));
  await fill();
  await page.getByRole('button', { name: ui.regSubmit }).click();

  const group = page.getByRole('group', { name: ui.regChildHeading.replace('{number}', '1') });
  await expect(group.getByText(reg.errors.already_registered)).toBeVisible();
  await expect(page).not.toHaveURL(/\/answer$/);
  const rows = await sql<{ n: number }>(
    `select count(*)::int as n from public.registrations r
       join public.families f on f.id = r.family_id
      where f.email = $1 and r.status <> 'cancelled'`,
    [email],
  );
  expect(rows[0]!.n).toBe(1);
});
