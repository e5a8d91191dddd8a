import { interpolate } from '@academy/shared/i18n/index.ts';
import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { expect, test } from '../fixtures.ts';
import { ACCOUNT, accountFamily, signInHere } from './account-support.ts';
import { violations } from './axe-support.ts';
import { mailTo } from './parent-support.ts';
import { LANGS } from './visitor-support.ts';

// A Spanish mother gives the father access to the family's account from her phone: she invites
// him by e-mail, he gets the invitation (in Spanish) with a link to the account page, signs in
// there with a code sent to his own address and sees their child. She then removes his access,
// and asks the academy to erase the family's data.
// Every state of the guardians' part of the page passes axe in every language.
test.use({ viewport: { width: 390, height: 844 } });

test('a parent invites a second guardian, who signs in with their own code and sees the child', async ({
  page,
  sql,
}) => {
  test.setTimeout(180_000);
  const m = ACCOUNT.es;
  const found: string[] = [];
  const { email, childName, familyId } = await accountFamily(sql, 'first', 'es');
  const second = email.replace('account-first-', 'account-second-');

  await page.goto('/es/account');
  await signInHere(page, sql, email, 'es');
  const guardians = () => page.getByRole('region', { name: m.guardians });
  await expect(guardians()).toContainText(m.noSecondGuardian);

  // A mistyped address is refused, and what was typed stays.
  await guardians().getByLabel(m.guardianName).fill('Luis');
  await guardians().getByLabel(m.guardianEmail).fill('luis.example.com');
  await guardians().getByRole('button', { name: m.invite }).click();
  await expect(page.getByRole('alert')).toHaveText(m.errors.guardian_email_invalid);
  await expect(guardians().getByLabel(m.guardianName)).toHaveValue('Luis');
  found.push(...(await violations(page, 'es invitation refused')));

  await guardians().getByLabel(m.guardianEmail).fill(second);
  await guardians().getByRole('button', { name: m.invite }).click();
  await expect(page.getByRole('status')).toHaveText(m.done.guardian_invited);
  await expect(guardians()).toContainText(`Luis (${second})`);
  for (const { lang, prefix } of LANGS) {
    await page.goto(`${prefix}/account`);
    await expect(page.getByRole('region', { name: ACCOUNT[lang].guardians })).toBeVisible();
    found.push(...(await violations(page, `${lang} guardian invited`)));
  }

  // The invitation, in the family's language, leads to the account page in that language.
  const [mail] = await mailTo(second);
  expect(mail!.subject).toBe(
    interpolate(mailEs.guardian_invited.subject, { inviter: 'Marta Gil', academy: mailEs.academyName }),
  );
  const link = /https?:\/\/\S+\/es\/account\b/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();
  await page.getByRole('button', { name: ACCOUNT.ru.signOut }).click();
  await expect(page.getByRole('status')).toHaveText(ACCOUNT.ru.done.signed_out);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: m.signInHeading })).toBeVisible();
  await signInHere(page, sql, second, 'es');
  await expect(page.getByRole('region', { name: m.myChildren })).toContainText(childName);
  await expect(guardians()).toContainText(interpolate(m.onlyFirstGuardian, { email }));
  await expect(guardians().getByRole('button')).toHaveCount(0);
  for (const { lang, prefix } of LANGS) {
    await page.goto(`${prefix}/account`);
    await expect(page.getByRole('region', { name: ACCOUNT[lang].myChildren })).toContainText(childName);
    found.push(...(await violations(page, `${lang} second guardian`)));
  }
  await page.getByRole('button', { name: ACCOUNT.ru.signOut }).click();

  // Removing asks for a confirmation first.
  await page.goto('/es/account');
  await signInHere(page, sql, email, 'es');
  await guardians().getByRole('button', { name: m.removeGuardian }).click();
  await expect(page.getByRole('alert')).toHaveText(m.errors.confirm_required);
  found.push(...(await violations(page, 'es removal unconfirmed')));
  await guardians()
    .getByLabel(interpolate(m.removeConfirm, { email: second }))
    .check();
  await guardians().getByRole('button', { name: m.removeGuardian }).click();
  await expect(page.getByRole('status')).toHaveText(m.done.guardian_removed);
  await expect(guardians()).toContainText(m.noSecondGuardian);
  const rows = await sql('select 1 from public.family_guardians where email = $1 and revoked_at is null', [
    second,
  ]);
  expect(rows).toHaveLength(0);
  for (const { lang, prefix } of LANGS) {
    await page.goto(`${prefix}/account`);
    await expect(page.getByRole('button', { name: ACCOUNT[lang].invite })).toBeVisible();
    found.push(...(await violations(page, `${lang} invitation form`)));
  }

  // My data: asking for the family's erasure needs the confirmation; the academy receives the
  // request by e-mail and staff confirm it (nothing is erased yet).
  await page.goto('/es/account');
  const data = () => page.getByRole('region', { name: m.myData });
  await data().getByRole('button', { name: m.erasureButton }).click();
  await expect(page.getByRole('alert')).toHaveText(m.errors.confirm_required);
  found.push(...(await violations(page, 'es erasure unconfirmed')));
  await data().getByLabel(m.erasureConfirm).check();
  await data().getByRole('button', { name: m.erasureButton }).click();
  await expect(page.getByRole('status')).toHaveText(m.done.erasure_requested);
  found.push(...(await violations(page, 'es erasure asked')));
  const asked = await sql<{ erased: boolean }>(
    `select f.erased_at is not null as erased from public.email_outbox o join public.families f on f.id = o.family_id
     where o.kind = 'erasure_requested' and o.family_id = $1`,
    [familyId],
  );
  expect(asked).toEqual([{ erased: false }]);
  expect(found).toEqual([]);
});
