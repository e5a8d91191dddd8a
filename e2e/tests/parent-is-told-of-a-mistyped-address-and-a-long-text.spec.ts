import { expect, test } from '../fixtures.ts';
import { ageFormToken, field, openCampusWeek, reg, ui } from './parent-support.ts';
import { hydrated } from './visitor-support.ts';

// A parent on a phone mistypes their e-mail's domain: the forms suggest the likely address and
// fill it in with one tap, but never refuse the address. A text over its limit is refused with
// the limit named.
test.use({ viewport: { width: 390, height: 844 } });

const suggestion = (email: string) => ui.regEmailSuggestion.replace('{email}', email);

test('the registration form suggests the likely address and names the limit of a long text', async ({
  page,
  sql,
}) => {
  const week = await openCampusWeek(sql);
  await page.goto(`/es/registration?offer=${week.id}`);
  await hydrated(page);
  const family = page.getByRole('group', { name: ui.regFamilyHeading });
  const email = family.getByLabel(field(ui.regEmail));
  await email.fill('lucia@gmial.com');
  await email.blur();
  const line = family.getByRole('status').filter({ hasText: suggestion('lucia@gmail.com') });
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: 'lucia@gmail.com' }).click();
  await expect(email).toHaveValue('lucia@gmail.com');
  await expect(email).toBeFocused();
  await expect(line).toBeHidden();

  // Too long: the message says how long the field may be.
  const name = family.getByLabel(field(ui.regParentName));
  await name.fill('A'.repeat(201));
  await page.getByRole('button', { name: ui.regSubmit }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(reg.fields.too_long.replace('{max}', '200'));
  // The suggested address was taken as a good one.
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

test("the contacts page's enquiry form suggests the likely address and fills it in", async ({
  page,
  sql,
}) => {
  const [contacts] = await sql<{ url: string }>(
    "select url from public.menu_items where component_key = 'contacts' order by id limit 1",
  );
  await page.goto(`/es${contacts!.url}`);
  const form = page.locator('#enquiry');
  const email = form.getByLabel(field(ui.enqEmail));
  await email.fill('lucia@gmail.con');
  await email.blur();
  const line = form.getByRole('status').filter({ hasText: suggestion('lucia@gmail.com') });
  await expect(line).toBeVisible();
  await line.getByRole('button', { name: 'lucia@gmail.com' }).click();
  await expect(email).toHaveValue('lucia@gmail.com');
  await expect(line).toBeHidden();
});

test('an enquiry sent as typed after the suggestion showed goes through without being asked again', async ({
  page,
  sql,
}) => {
  const [contacts] = await sql<{ url: string }>(
    "select url from public.menu_items where component_key = 'contacts' order by id limit 1",
  );
  const stamp = Date.now();
  const typed = `lucia-${stamp}@gmail.con`;
  const message = `¿Hay plazas en julio? ${stamp}`;
  await page.goto(`/es${contacts!.url}`);
  await hydrated(page);
  const form = page.locator('#enquiry');
  const token = form.locator('input[name="form_token"]');
  const pageToken = await token.inputValue();
  await form.getByLabel(field(ui.enqName)).fill('Lucía Gómez');
  await expect(token).not.toHaveValue(pageToken);
  const email = form.getByLabel(field(ui.enqEmail));
  await email.fill(typed);
  await email.blur();
  await expect(
    form.getByRole('status').filter({ hasText: suggestion(typed.replace('.con', '.com')) }),
  ).toBeVisible();
  await form.getByLabel(field(ui.enqMessage)).fill(message);
  await ageFormToken(page, sql, 60, 'enquiry');
  await form.getByRole('button', { name: ui.enqSubmit }).click();

  // Seen and kept: the site server does not ask which address to use.
  await expect(page).toHaveURL(/\?enquiry=sent#enquiry$/);
  expect(await sql('select email from public.enquiries where message = $1', [message])).toEqual([
    { email: typed },
  ]);
  // Enquiries are limited per client address; the stories' all come from this machine.
  await sql('delete from public.enquiries where message = $1', [message]);
});
