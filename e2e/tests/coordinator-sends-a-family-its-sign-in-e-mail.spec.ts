import { accountRu } from '@academy/shared/i18n/account/ru.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { expect, test } from '../fixtures.ts';
import { axeOn } from './axe-support.ts';
import { mailTo } from './parent-support.ts';
import { registeredFamily, storyCamp } from './registration-support.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';

test.use({ storageState: STAFF.coordinator.state });

// A Russian family cannot find its sign-in e-mail: the Coordinator sends it again from the
// registration's family card. The e-mail reaches the family in Russian, with a code and a link
// nobody at the academy sees; the parent opens the link on their own phone and is in the account.
test('a Coordinator sends a family its sign-in e-mail, and the parent signs in with its link', async ({
  page,
  browser,
  sql,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `sign-in-again-${stamp}@example.com`;
  const offerId = await storyCamp(sql, `Sign-in e-mail camp ${stamp}`, 3);
  const family = await registeredFamily(sql, offerId, {
    parent: 'Ольга Петрова',
    email,
    child: `Миша ${stamp}`,
    language: 'ru',
  });

  await openAdmin(page, `/admin/registrations/${family.registrationId}`);
  await expect(page.getByText('Ольга Петрова', { exact: true }).first()).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Send sign-in e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the sign-in e-mail?' });
  await expect(dialog).toContainText(email);
  expect((await axeOn(page).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('The sign-in e-mail was sent to the family')).toBeVisible();

  // The access log says who sent it, for which family.
  const logged = await sql(
    `select l.actor_email from public.access_log l
      where l.event = 'sign_in_email_sent' and l.subject_type = 'family' and l.subject_id = $1`,
    [String(family.familyId)],
  );
  expect(logged).toEqual([{ actor_email: STAFF.coordinator.email }]);

  // Sent again at once, the auth service's limit is told as the wait.
  await page.getByRole('button', { name: 'Send sign-in e-mail' }).click();
  await page
    .getByRole('dialog', { name: 'Send the sign-in e-mail?' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByRole('alert')).toContainText(/Try again in \d+ seconds/);

  // The e-mail, in the family's language, reaches the SMTP catcher once (beside the booking's).
  const SIGN_IN = /^Ваш код для входа: \d{6}$/;
  await expect
    .poll(async () => (await mailTo(email)).filter((m) => SIGN_IN.test(m.subject)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const mail = (await mailTo(email)).find((m) => SIGN_IN.test(m.subject))!;
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)![0];

  // The parent, in a browser of their own, opens the link and is signed in to the account.
  const phone = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const parentPage = await phone.newPage();
    await parentPage.goto(link);
    await expect(parentPage).toHaveURL(/\/ru\/account$/);
    await expect(parentPage.getByText(interpolate(accountRu.signedInAs, { email }))).toBeVisible();
    await expect(parentPage.getByText(`Миша ${stamp}`).first()).toBeVisible();
  } finally {
    await phone.close();
  }
});
