import { expect, test } from '../fixtures.ts';
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

// The same registration in a browser that runs no script: every step is a plain form post the
// site server answers. Later the parent withdraws the photo consent from the e-mail's link.
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

test('a parent registers two children without JavaScript, then withdraws photo consent from the e-mail', async ({
  page,
  sql,
}) => {
  const week = await openCampusWeek(sql);
  const email = `familia-nojs-${Date.now()}@example.com`;

  const formPage = await page.goto(`/es/registration?offer=${week.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ui.regTitle })).toBeVisible();
  // The blank form is a page search engines may list; it comes compressed, and is never stored.
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await formPage!.allHeaders()).toMatchObject({
    'content-encoding': 'gzip',
    'cache-control': 'no-store',
  });
  const childOne = await fillChild(page, 1, {
    name: 'Marta López',
    birth: '2015-06-10',
    position: reg.positions.midfielder,
    shirt: reg.shirtSizes['140'],
    offer: week.title,
  });
  // 'Add another child' is a post: the server answers with the form, one child more, all kept.
  await page.getByRole('button', { name: ui.regAddChild }).click();
  await expect(page.getByRole('group', { name: ui.regChildHeading.replace('{number}', '2') })).toBeVisible();
  await expect(childOne.getByLabel(field(ui.regChildName))).toHaveValue('Marta López');
  await expect(childOne.getByRole('checkbox', { name: week.title })).toBeChecked();
  await fillChild(page, 2, {
    name: 'Jorge López',
    birth: '2016-02-20',
    position: reg.positions.defender,
    shirt: reg.shirtSizes['128'],
    offer: week.title,
  });
  await fillFamily(page, 'not an address');
  await ageFormToken(page, sql);
  const refused = page.waitForResponse((res) => res.request().method() === 'POST');
  await page.getByRole('button', { name: ui.regSubmit }).click();
  expect((await refused).status()).toBe(400);

  // Refused: the message is at the field, in Spanish, described for screen readers; nothing lost.
  const emailField = page.getByRole('group', { name: ui.regFamilyHeading }).getByLabel(field(ui.regEmail));
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription(reg.fields.invalid_email);
  await expect(emailField).toHaveValue('not an address');
  await expect(
    page
      .getByRole('group', { name: ui.regChildHeading.replace('{number}', '2') })
      .getByLabel(field(ui.regChildName)),
  ).toHaveValue('Jorge López');
  await emailField.fill(email);
  await page.getByRole('button', { name: ui.regSubmit }).click();

  await expect(page).toHaveURL(/\/es\/registration\/answer$/);
  await expect(page.getByRole('heading', { level: 1, name: ui.regAnswerTitle })).toBeVisible();
  await expect(page.locator('.reg-answer__item')).toHaveCount(2);
  // The answer is about one family: not for search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const [mail] = await mailTo(email);
  expect(mail!.attachments?.map((a) => a.contentType)).toContain('text/calendar');
  const links = mail!.text.match(/https?:\/\/\S+\/registration\/manage\?token=\S+/g) ?? [];
  expect(links).toHaveLength(2);

  // From the e-mail's link: the registration, and a confirmed withdrawal of the photo consent.
  await page.goto(links[0]!.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { level: 1, name: ui.regManageTitle })).toBeVisible();
  await expect(page.getByText('Marta López')).toBeVisible();
  await page.getByRole('button', { name: ui.regManageWithdrawButton }).click();
  await expect(page.getByText(ui.regManageConfirmRequired)).toBeVisible();
  await page.getByRole('checkbox', { name: ui.regManageWithdrawConfirm }).check();
  await page.getByRole('button', { name: ui.regManageWithdrawButton }).click();
  await expect(page.getByRole('status')).toHaveText(ui.regManageDoneWithdraw);
  await expect(page.getByRole('button', { name: ui.regManageWithdrawButton })).toHaveCount(0);

  // The child is flagged, and the withdrawal is a consent record of its own, refusing photos.
  const [child] = await sql<{ photos_website: boolean; withdrawn: boolean; recorded: boolean }>(
    `select c.photos_website, c.photo_consent_withdrawn_at is not null as withdrawn,
            exists (select from public.consents k
                     where k.child_id = c.id and k.kind = 'photos_website' and k.source = 'parent_link'
                       and not k.given) as recorded
       from public.children c join public.families f on f.id = c.family_id
      where f.email = $1 and c.name = 'Marta López'`,
    [email],
  );
  expect(child).toEqual({ photos_website: false, withdrawn: true, recorded: true });
});
