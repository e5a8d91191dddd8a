import { expect, test } from '../fixtures.ts';
import { ageFormToken, field, ui } from './parent-support.ts';
import { hydrated } from './visitor-support.ts';

// A visitor writes to the academy from the contacts page; the message lands in the staff's inbox.
test('an enquiry from the contacts page lands in the enquiries', async ({ page, sql }) => {
  const [contacts] = await sql<{ url: string }>(
    "select url from public.menu_items where component_key = 'contacts' order by id limit 1",
  );
  const message = `¿Quedan plazas de portero en julio? ${Date.now()}`;
  await page.goto(`/es${contacts!.url}`);
  await hydrated(page);
  const form = page.locator('#enquiry');
  await expect(form.getByRole('heading', { name: ui.enqHeading })).toBeVisible();
  await form.getByLabel(field(ui.enqName)).fill('Carmen Ruiz');
  await form.getByLabel(field(ui.enqEmail)).fill('carmen@example.com');
  await form.getByLabel(field(ui.enqMessage)).fill(message);
  await ageFormToken(page, sql);
  await form.getByRole('button', { name: ui.enqSubmit }).click();

  await expect(page).toHaveURL(/\?enquiry=sent#enquiry$/);
  await expect(page.getByRole('status').filter({ hasText: ui.enqThanks })).toBeVisible();
  const rows = await sql('select name, email, language, status from public.enquiries where message = $1', [
    message,
  ]);
  expect(rows).toEqual([{ name: 'Carmen Ruiz', email: 'carmen@example.com', language: 'es', status: 'new' }]);
});
