import { expect, test } from '../fixtures.ts';
import { ageFormToken, field, fillChild, fillFamily, openCampusWeek, reg, ui } from './parent-support.ts';

// A parent whose browser runs no script mistypes their e-mail's domain: the site server sends the
// form back with everything typed and the likely address, and the parent takes it or keeps their
// own with one choice. The address is never refused.
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const asked = (email: string) => reg.fields.email_suggestion.replace('{email}', email);
const option = (text: string, email: string) => ({ name: text.replace('{email}', email) });

test('the registration form comes back with the likely address, and the parent takes it', async ({
  page,
  sql,
}) => {
  const week = await openCampusWeek(sql);
  const stamp = Date.now();
  const typed = `ana-${stamp}@gmail.con`;
  const likely = `ana-${stamp}@gmail.com`;
  await page.goto(`/es/registration?offer=${week.id}`);
  await fillChild(page, 1, {
    name: 'Marta López',
    birth: '2015-06-10',
    position: reg.positions.midfielder,
    shirt: reg.shirtSizes['140'],
    offer: week.title,
  });
  await fillFamily(page, typed);
  await ageFormToken(page, sql);
  const asking = page.waitForResponse((res) => res.request().method() === 'POST');
  await page.getByRole('button', { name: ui.regSubmit }).click();
  expect((await asking).status()).toBe(400);

  // Back with everything typed, the question at the field.
  const family = page.getByRole('group', { name: ui.regFamilyHeading });
  const email = family.getByLabel(field(ui.regEmail));
  await expect(email).toHaveValue(typed);
  await expect(email).toHaveAccessibleDescription(asked(likely));
  await expect(family.getByLabel(field(ui.regParentName))).toHaveValue('Ana Pérez García');
  await expect(
    page
      .getByRole('group', { name: ui.regChildHeading.replace('{number}', '1') })
      .getByLabel(field(ui.regChildName)),
  ).toHaveValue('Marta López');
  const choice = family.getByRole('radiogroup', { name: asked(likely) });
  await choice.getByRole('radio', option(ui.regEmailUseSuggested, likely)).check();
  await page.getByRole('button', { name: ui.regSubmit }).click();

  await expect(page).toHaveURL(/\/es\/registration\/answer$/);
  const families = await sql<{ email: string }>('select email from public.families where email in ($1, $2)', [
    typed,
    likely,
  ]);
  expect(families).toEqual([{ email: likely }]);
});

test('the enquiry form comes back with the likely address, and the visitor keeps their own', async ({
  page,
  sql,
}) => {
  const [contacts] = await sql<{ url: string }>(
    "select url from public.menu_items where component_key = 'contacts' order by id limit 1",
  );
  const message = `¿Hay plazas en agosto? ${Date.now()}`;
  const typed = `lucia-${Date.now()}@gmial.com`;
  const likely = typed.replace('@gmial.com', '@gmail.com');
  await page.goto(`/es${contacts!.url}`);
  const form = page.locator('#enquiry');
  await form.getByLabel(field(ui.enqName)).fill('Lucía Gómez');
  await form.getByLabel(field(ui.enqEmail)).fill(typed);
  await form.getByLabel(field(ui.enqMessage)).fill(message);
  await ageFormToken(page, sql, 60, 'enquiry');
  await form.getByRole('button', { name: ui.enqSubmit }).click();

  const email = form.getByLabel(field(ui.enqEmail));
  await expect(email).toHaveAccessibleDescription(asked(likely));
  await expect(email).toHaveValue(typed);
  await expect(form.getByLabel(field(ui.enqMessage))).toHaveValue(message);
  await form
    .getByRole('radiogroup', { name: asked(likely) })
    .getByRole('radio', option(ui.regEmailKeepTyped, typed))
    .check();
  await form.getByRole('button', { name: ui.enqSubmit }).click();

  await expect(page).toHaveURL(/\?enquiry=sent#enquiry$/);
  const rows = await sql('select email from public.enquiries where message = $1', [message]);
  expect(rows).toEqual([{ email: typed }]);
  // Enquiries are limited per client address; the stories' all come from this machine.
  await sql('delete from public.enquiries where message = $1', [message]);
});
