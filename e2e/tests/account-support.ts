// What the stories of the family account share: a family registered for a camp, signing in with
// the code the auth service e-mailed.
import type { Page } from '@playwright/test';
import { accountEn } from '@academy/shared/i18n/account/en.ts';
import { accountEs } from '@academy/shared/i18n/account/es.ts';
import { accountRu } from '@academy/shared/i18n/account/ru.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { codeOf, mailsTo } from '../../packages/local-supabase/test/parentSignIn.ts';
import { expect, type Sql } from '../fixtures.ts';
import { registeredFamily, storyCamp } from './registration-support.ts';

export const ACCOUNT = { en: accountEn, es: accountEs, ru: accountRu };
const dataDir = () => process.env.E2E_DATA_DIR ?? '';

/** A family registered for a camp of its own, with one child (named `names`, else Spanish names). */
export async function accountFamily(
  sql: Sql,
  who: string,
  language: Lang,
  names: { parent: string; child: string } = { parent: 'Marta Gil', child: 'Lucía' },
) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const offerId = await storyCamp(sql, `Account camp ${who} ${stamp}`, 5);
  const email = `account-${who}-${stamp}@example.com`;
  const registered = await registeredFamily(sql, offerId, {
    parent: names.parent,
    email,
    child: `${names.child} ${stamp.slice(-4)}`,
    language,
  });
  const [child] = await sql<{ id: string; name: string }>(
    'select id, name from public.children where family_id = $1',
    [registered.familyId],
  );
  return {
    email,
    childId: Number(child!.id),
    childName: child!.name,
    familyId: registered.familyId,
    registrationId: registered.registrationId,
    offerId,
  };
}

/**
 * Signs `email` in on the account page open in `page` (in `lang`), with the code of the newest
 * e-mail the auth service wrote to it; returns that e-mail.
 */
export async function signInHere(page: Page, sql: Sql, email: string, lang: Lang) {
  const m = ACCOUNT[lang];
  // One e-mail a minute per address: a story signing the same person in again goes first.
  await sql(
    `update auth.users set recovery_sent_at = null, confirmation_sent_at = null where lower(email) = $1`,
    [email],
  );
  const before = (await mailsTo(dataDir(), email)).length;
  await page.getByLabel(m.email).fill(email);
  await page.getByRole('button', { name: m.sendCode }).click();
  await expect(page.getByRole('heading', { name: m.codeHeading })).toBeVisible();
  await expect.poll(async () => (await mailsTo(dataDir(), email)).length).toBe(before + 1);
  const mail = (await mailsTo(dataDir(), email))[before]!;
  await page.getByLabel(m.code).fill(codeOf(mail));
  await page.getByRole('button', { name: m.signIn }).click();
  await expect(page.getByText(interpolate(m.signedInAs, { email }))).toBeVisible();
  return mail;
}
