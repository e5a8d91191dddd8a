import type { Page } from '@playwright/test';
import { expect, test, type Sql } from '../fixtures.ts';
import { ageFormToken, field, ui } from './parent-support.ts';
import { hydrated } from './visitor-support.ts';

/** The contacts page's address in Spanish. */
async function contactsPath(sql: Sql): Promise<string> {
  const [contacts] = await sql<{ url: string }>(
    "select url from public.menu_items where component_key = 'contacts' order by id limit 1",
  );
  return `/es${contacts!.url}`;
}

/**
 * Fills the enquiry form. Its first focus makes the browser ask for a token of the visitor's
 * own: this waits until the form carries it.
 */
async function writeEnquiry(page: Page, name: string, email: string, message: string): Promise<void> {
  const form = page.locator('#enquiry');
  await expect(form.getByRole('heading', { name: ui.enqHeading })).toBeVisible();
  const token = form.locator('input[name="form_token"]');
  const pageToken = await token.inputValue();
  await form.getByLabel(field(ui.enqName)).fill(name);
  await expect(token).not.toHaveValue(pageToken);
  await form.getByLabel(field(ui.enqEmail)).fill(email);
  await form.getByLabel(field(ui.enqMessage)).fill(message);
}

// A visitor writes to the academy from the contacts page; the message lands in the staff's inbox.
test('an enquiry from the contacts page lands in the enquiries', async ({ page, sql }) => {
  const message = `¿Quedan plazas de portero en julio? ${Date.now()}`;
  await page.goto(await contactsPath(sql));
  await hydrated(page);
  await writeEnquiry(page, 'Carmen Ruiz', 'carmen@example.com', message);
  await ageFormToken(page, sql, 60, 'enquiry');
  await page.locator('#enquiry').getByRole('button', { name: ui.enqSubmit }).click();

  await expect(page).toHaveURL(/\?enquiry=sent#enquiry$/);
  await expect(page.getByRole('status').filter({ hasText: ui.enqThanks })).toBeVisible();
  const rows = await sql('select name, email, language, status from public.enquiries where message = $1', [
    message,
  ]);
  expect(rows).toEqual([{ name: 'Carmen Ruiz', email: 'carmen@example.com', language: 'es', status: 'new' }]);
  // Enquiries are limited per client address; the stories' all come from this machine.
  await sql('delete from public.enquiries where message = $1', [message]);
});

// A CDN hands the same copy of the contacts page, with the same token in it, to every visitor
// for a few seconds. Two such visitors both write: both messages land.
test('two visitors served the same cached contacts page both send an enquiry', async ({ browser, sql }) => {
  const path = await contactsPath(sql);
  const stamp = Date.now();
  // The form's minimum time is not what this story is about: the fresh tokens may be sent at once.
  const [limits] = await sql<{ min_form_seconds: number }>(
    'select min_form_seconds from private.registration_limits',
  );
  await sql('update private.registration_limits set min_form_seconds = 0');
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    let sharedToken: string | null = null;
    for (const [i, context] of contexts.entries()) {
      const page = await context.newPage();
      await page.goto(path);
      await hydrated(page);
      const token = page.locator('#enquiry input[name="form_token"]');
      // The second visitor's copy is the first one's: the same token in the page. (Serving the
      // first HTML itself through the test would make Chromium treat the page as a public
      // address and refuse its calls to the API on this machine.)
      if (sharedToken === null) sharedToken = await token.inputValue();
      else await token.evaluate((input, value) => ((input as HTMLInputElement).value = value), sharedToken);
      await writeEnquiry(page, `Visitante ${i}`, `visitante-${i}@example.com`, `Mensaje ${stamp} ${i}`);
      await page.locator('#enquiry').getByRole('button', { name: ui.enqSubmit }).click();
      await expect(page).toHaveURL(/\?enquiry=sent#enquiry$/);
    }
    const rows = await sql<{ name: string }>(
      'select name from public.enquiries where message like $1 order by name',
      [`Mensaje ${stamp} %`],
    );
    expect(rows).toEqual([{ name: 'Visitante 0' }, { name: 'Visitante 1' }]);
  } finally {
    await sql('delete from public.enquiries where message like $1', [`Mensaje ${stamp} %`]);
    await sql('update private.registration_limits set min_form_seconds = $1', [limits!.min_form_seconds]);
    await Promise.all(contexts.map((context) => context.close()));
  }
});
