import type { Page } from '@playwright/test';
import { ADMIN_AUTH_STORAGE_KEY, LOCALES } from '@academy/shared';
import { accountEn } from '@academy/shared/i18n/account/en.ts';
import { accountEs } from '@academy/shared/i18n/account/es.ts';
import { accountRu } from '@academy/shared/i18n/account/ru.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { expect, test, type Sql } from '../fixtures.ts';
import { consentEs } from '@academy/shared/i18n/consent/es.ts';
import { ageFormToken, field, openCampusWeek, ui } from './parent-support.ts';
import { ACCOUNT, accountFamily, signInHere } from './account-support.ts';
import { violations } from './axe-support.ts';
import { LANGS } from './visitor-support.ts';
import { adminEn } from '@academy/shared/i18n/admin/en.ts';
import { FIRST_LOAD, STAFF, openAdmin } from './staff-support.ts';
import { siteEn } from '@academy/shared/i18n/site/en.ts';
import { siteEs } from '@academy/shared/i18n/site/es.ts';
import { siteRu } from '@academy/shared/i18n/site/ru.ts';

// A family keeps its account up to date from a phone: it signs in with the code the auth service
// e-mailed, adds an allergy (giving the health-data consent) and a person who may collect the
// child; the database refuses another family's child and keeps a parent out of the back office;
// every account page passes axe in every language.
test.use({ viewport: { width: 390, height: 844 } });

const SITE = { en: siteEn, es: siteEs, ru: siteRu };

/** Signs `email` in on the account page of `prefix`, found from the home page's footer. */
async function signIn(page: Page, sql: Sql, email: string, prefix: '' | '/es' | '/ru') {
  const lang = prefix === '' ? 'en' : prefix === '/es' ? 'es' : 'ru';
  // A family finds its account from any page's footer.
  await page.goto(`${prefix}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: SITE[lang].familyAccount }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
  return signInHere(page, sql, email, lang);
}

const RUSSIAN = { parent: 'Ольга Смирнова', child: 'Маша' };
const family = (sql: Sql, who: string, language: 'en' | 'es' | 'ru' = 'ru') =>
  accountFamily(sql, who, language, RUSSIAN);

test('a Russian parent signs in with the e-mailed code and adds an allergy and a collector', async ({
  page,
  sql,
}) => {
  const m = accountRu;
  const { email, childId, childName, familyId } = await family(sql, 'ru');
  // The camp needs the medical details and who collects the child, within three weeks.
  await sql(
    `update public.offers set before_camp_details = '{medical_form,collectors}', before_camp_deadline = current_date + 21
     where id = (select offer_id from public.registrations where family_id = $1)`,
    [familyId],
  );
  const mail = await signIn(page, sql, email, '/ru');
  expect(mail.subject + mail.text).toMatch(/[а-яА-Я]/);
  const beforeCamp = page.getByRole('region', { name: m.beforeCamp });
  await expect(beforeCamp).toContainText(childName);
  await expect(beforeCamp).toContainText(m.details.medical_form!);
  await expect(beforeCamp).toContainText(m.details.collectors!);

  const child = page.getByRole('article', { name: childName });
  await child.getByLabel(m.allergies).fill('Арахис');
  // Saved without the consent: refused, and what was typed is still there.
  await child.getByRole('button', { name: m.saveMedical }).click();
  await expect(page.getByRole('alert')).toHaveText(m.errors.health_consent_required);
  await expect(page.getByRole('article', { name: childName }).getByLabel(m.allergies)).toHaveValue('Арахис');
  await page.getByRole('article', { name: childName }).getByLabel(m.healthConsent).check();
  await page.getByRole('article', { name: childName }).getByRole('button', { name: m.saveMedical }).click();
  await expect(page.getByRole('status')).toHaveText(m.done.saved);
  await expect(page.getByRole('article', { name: childName }).getByLabel(m.allergies)).toHaveValue('Арахис');

  const collectors = page.getByRole('region', { name: interpolate(m.collectors, { name: childName }) });
  await collectors.getByLabel(m.collectorName).fill('Бабушка Оля');
  await collectors.getByLabel(m.collectorRelationship).fill('бабушка');
  await collectors.getByLabel(m.collectorPhone).fill('+34 600 111 222');
  await collectors.getByRole('button', { name: m.addCollector }).click();
  await expect(page.getByRole('status')).toHaveText(m.done.collector_added);
  await expect(
    page.getByRole('region', { name: interpolate(m.collectors, { name: childName }) }).getByRole('listitem'),
  ).toContainText('Бабушка Оля (бабушка)');

  // Nothing is missing any more.
  await expect(page.getByRole('region', { name: m.beforeCamp })).toHaveCount(0);
  const [row] = await sql<{ allergies: string; collectors: string; consent: string }>(
    `select c.allergies,
       (select string_agg(k.name || '/' || k.relationship || '/' || k.phone, ',') from public.child_collectors k where k.child_id = c.id) as collectors,
       (select k.source::text from public.consents k where k.child_id = c.id and k.kind = 'health_data' order by k.id desc limit 1) as consent
     from public.children c where c.id = $1`,
    [childId],
  );
  expect(row).toEqual({
    allergies: 'Арахис',
    collectors: 'Бабушка Оля/бабушка/+34 600 111 222',
    consent: 'account',
  });
});

test("an Admin asks for the medical details and a collector; once the Russian parent gives them, the Coordinator's inbox shows the booking ready", async ({
  page,
  browser,
  baseURL,
  sql,
}) => {
  test.setTimeout(180_000);
  const m = accountRu;
  const t = adminEn.app.before_camp;
  const { email, childName, registrationId } = await family(sql, 'ready');
  const [offer] = await sql<{ id: string; ends_on: string; due: string }>(
    `select o.id, o.ends_on::text as ends_on, (current_date + 14)::text as due
     from public.offers o join public.registrations r on r.offer_id = o.id where r.id = $1`,
    [registrationId],
  );
  // The back office writes a day in its language's numeric form.
  const typed = (day: string) =>
    new Intl.DateTimeFormat(LOCALES.en, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(`${day}T00:00:00`),
    );
  const phone = { viewport: { width: 390, height: 844 } };
  const adminContext = await browser.newContext({ ...phone, storageState: STAFF.admin.state });
  const staff = await browser.newContext({ ...phone, storageState: STAFF.coordinator.state });
  try {
    // The Admin ticks what the camp needs; a deadline after the camp ends is refused at the field.
    const admin = await adminContext.newPage();
    await openAdmin(admin, `${baseURL}/admin/offers/edit/${offer!.id}`);
    await admin.getByRole('checkbox', { name: t.detail_names.medical_form }).check(FIRST_LOAD);
    await admin.getByRole('checkbox', { name: t.detail_names.collectors }).check();
    const deadline = admin.getByRole('textbox', { name: t.deadline });
    const dayAfterEnd = new Date(`${offer!.ends_on}T00:00:00Z`);
    dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
    await deadline.fill(typed(dayAfterEnd.toISOString().slice(0, 10)));
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(adminEn.app.offers.errors.before_camp_deadline)).toBeVisible();
    await deadline.fill(typed(offer!.due));
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Offer saved')).toBeVisible();
    const [saved] = await sql<{ details: string; deadline: string }>(
      `select before_camp_details::text as details, before_camp_deadline::text as deadline from public.offers where id = $1`,
      [offer!.id],
    );
    expect(saved).toEqual({ details: '{medical_form,collectors}', deadline: offer!.due });

    // The Coordinator's inbox, filtered to the bookings not ready, names what this one misses.
    const coordinator = await staff.newPage();
    const row = () => coordinator.getByRole('row').filter({ hasText: childName });
    /** The inbox searched for the child, with its Before camp filter set to `choice`. */
    const inbox = async (choice: string) => {
      await openAdmin(coordinator, `${baseURL}/admin/registrations`);
      await coordinator.getByRole('searchbox').fill(childName);
      await coordinator.getByRole('combobox', { name: t.filter }).click();
      await coordinator.getByRole('option', { name: choice, exact: true }).click();
      await expect(coordinator.getByRole('combobox', { name: t.filter })).toHaveText(choice);
    };
    await inbox(t.filter_choices.not_ready);
    await expect(row()).toContainText(t.not_ready, FIRST_LOAD);
    await expect(row()).toContainText(`${t.detail_names.medical_form}, ${t.detail_names.collectors}`);

    await signIn(page, sql, email, '/ru');
    await expect(page.getByRole('region', { name: m.beforeCamp })).toContainText(childName);
    const child = page.getByRole('article', { name: childName });
    await child.getByLabel(m.allergies).fill('Арахис');
    await child.getByLabel(m.healthConsent).check();
    await child.getByRole('button', { name: m.saveMedical }).click();
    await expect(page.getByRole('status')).toHaveText(m.done.saved);
    const collectors = page.getByRole('region', { name: interpolate(m.collectors, { name: childName }) });
    await collectors.getByLabel(m.collectorName).fill('Бабушка Оля');
    await collectors.getByLabel(m.collectorRelationship).fill('бабушка');
    await collectors.getByLabel(m.collectorPhone).fill('+34 600 111 222');
    await collectors.getByRole('button', { name: m.addCollector }).click();
    await expect(page.getByRole('status')).toHaveText(m.done.collector_added);
    await expect(page.getByRole('region', { name: m.beforeCamp })).toHaveCount(0);

    // No longer among those not ready; the inbox says it is ready.
    await inbox(t.filter_choices.not_ready);
    await expect(
      coordinator.getByText(adminEn.app.list.no_match.replace('%{search}', childName)),
    ).toBeVisible(FIRST_LOAD);
    await inbox(t.filter_choices.ready);
    await expect(row()).toContainText(t.ready, FIRST_LOAD);
    await expect(row()).not.toContainText(t.not_ready);
  } finally {
    await adminContext.close();
    await staff.close();
  }
});

test('the Coordinator sees on the registration that the family has an account and what it last changed', async ({
  page,
  browser,
  baseURL,
  sql,
}) => {
  const m = accountRu;
  const { email, childName, registrationId } = await family(sql, 'staff-view');
  const staff = await browser.newContext({ storageState: STAFF.coordinator.state });
  try {
    const admin = await staff.newPage();
    const texts = adminEn.app.family;
    const card = () => admin.getByText(texts.account, { exact: true }).locator('..');
    // Before the family signs in: no account, the e-mails' links only.
    await openAdmin(admin, `${baseURL}/admin/registrations/${registrationId}`);
    await expect(card()).toContainText(texts.account_none);

    await signIn(page, sql, email, '/ru');
    const collectors = page.getByRole('region', { name: interpolate(m.collectors, { name: childName }) });
    await collectors.getByLabel(m.collectorName).fill('Дедушка Иван');
    await collectors.getByLabel(m.collectorRelationship).fill('дедушка');
    await collectors.getByLabel(m.collectorPhone).fill('+34 600 333 444');
    await collectors.getByRole('button', { name: m.addCollector }).click();
    await expect(page.getByRole('status')).toHaveText(m.done.collector_added);

    await admin.reload();
    await expect(card()).toContainText(texts.account_signed_in.replace(' %{date}', ''), FIRST_LOAD);
    await expect(admin.getByText(texts.account_last_change, { exact: true })).toBeVisible();
  } finally {
    await staff.close();
  }
});

test("a parent cannot change another family's child by its id: the database refuses", async ({
  page,
  sql,
}) => {
  const mine = await family(sql, 'mine', 'en');
  const theirs = await family(sql, 'theirs', 'en');
  await signIn(page, sql, mine.email, '');
  // The page offers no such form: the parent changes the child's id in their own form by hand.
  const collectors = page.getByRole('region', {
    name: interpolate(accountEn.collectors, { name: mine.childName }),
  });
  await collectors.getByLabel(accountEn.collectorName).fill('Intruder');
  await collectors.getByLabel(accountEn.collectorRelationship).fill('none');
  await collectors.getByLabel(accountEn.collectorPhone).fill('600000000');
  await collectors
    .locator('input[name="child_id"]')
    .evaluate((input: HTMLInputElement, id) => (input.value = id), String(theirs.childId));
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/account'));
  await collectors.getByRole('button', { name: accountEn.addCollector }).click();
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('alert')).toHaveText(accountEn.errors.not_found);
  const rows = await sql('select 1 from public.child_collectors where child_id = $1', [theirs.childId]);
  expect(rows).toHaveLength(0);
});

test("a parent's session is refused by the back office", async ({ page, sql, stack, baseURL }) => {
  const { email } = await family(sql, 'admin', 'en');
  await signIn(page, sql, email, '');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'account_session')!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  const tokens = JSON.parse(Buffer.from(cookie.value, 'base64url').toString()) as {
    access_token: string;
    refresh_token: string;
    expires_at: number;
  };
  // The database gives a parent's token nothing of the staff's.
  const users = await fetch(`${stack.apiUrl}/rest/v1/users?select=id`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${tokens.access_token}` },
  });
  expect(await users.json()).toEqual([]);
  const user = (await (
    await fetch(`${stack.apiUrl}/auth/v1/user`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${tokens.access_token}` },
    })
  ).json()) as { id: string; email: string };
  // The parent's session planted where the back office keeps its own, with a staff member's local
  // profile claimed for it: the back office still reads the profile from the database, and refuses.
  await page.goto('/admin/');
  await page.evaluate(
    ([key, session, local]) => {
      localStorage.setItem(key, session);
      localStorage.setItem('academy.admin.user', local);
    },
    [
      ADMIN_AUTH_STORAGE_KEY,
      JSON.stringify({ ...tokens, expires_in: 3600, token_type: 'bearer', user }),
      JSON.stringify({ id: user.id, email, name: 'A', last_name: 'B', role: 'admin', is_active: true }),
    ] as [string, string, string],
  );
  await page.goto(`${baseURL}/admin/`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
});

test('the account pages pass axe in every language', async ({ page, sql }) => {
  const found: string[] = [];
  const { email, familyId } = await family(sql, 'axe', 'es');
  // With something still needed before camp, so that part of the page is checked too.
  await sql(
    `update public.offers set before_camp_details = '{emergency_contact,collectors}', before_camp_deadline = current_date + 21
     where id = (select offer_id from public.registrations where family_id = $1)`,
    [familyId],
  );
  for (const { lang, prefix } of LANGS) {
    const m = ACCOUNT[lang];
    await page.goto(`${prefix}/account`);
    await expect(page.getByRole('heading', { name: m.signInHeading })).toBeVisible();
    found.push(...(await violations(page, `${lang} sign-in`)));
    // A wrong address is told, and passes axe too.
    await page.getByLabel(m.email).fill('not-an-address');
    await page.getByRole('button', { name: m.sendCode }).click();
    await expect(page.getByRole('alert')).toHaveText(m.errors.email_invalid);
    found.push(...(await violations(page, `${lang} sign-in refused`)));
    await signIn(page, sql, email, prefix);
    found.push(...(await violations(page, `${lang} account`)));
    await page.getByRole('button', { name: m.signOut }).click();
    await expect(page.getByRole('status')).toHaveText(m.done.signed_out);
  }
  expect(found).toEqual([]);
});

test('a returning Spanish family books a new week from "Book again" without typing a child\'s details', async ({
  page,
  sql,
}) => {
  const { email, childName, familyId } = await family(sql, 'again', 'es');
  const week = await openCampusWeek(sql);
  await signIn(page, sql, email, '/es');
  await page.getByRole('link', { name: accountEs.bookAgainLink }).click();
  await expect(page).toHaveURL(/\/es\/registration\?from=account$/);
  const child = page.getByRole('group', { name: ui.regChildHeading.replace('{number}', '1') });
  await expect(child.getByLabel(field(ui.regChildName))).toHaveValue(childName);
  await expect(page.getByLabel(field(ui.regEmail))).toHaveValue(email);
  // Only the new week and this registration's consents are chosen.
  await child.getByRole('checkbox', { name: week.title }).check();
  await child.getByRole('checkbox', { name: consentEs.child_data }).check();
  await page.getByRole('checkbox', { name: consentEs.guardian }).check();
  await ageFormToken(page, sql);
  await page.getByRole('button', { name: ui.regSubmit }).click();
  await expect(page).toHaveURL(/\/es\/registration\/answer$/);
  await expect(page.locator('.reg-answer__item')).toContainText(childName);
  const rows = await sql<{ family_id: string }>(
    `select r.family_id from public.registrations r join public.children c on c.id = r.child_id
     join public.families f on f.id = r.family_id where r.offer_id = $1 and c.name = $2 and f.email = $3`,
    [week.id, childName, email],
  );
  expect(rows).toHaveLength(1);
  expect(Number(rows[0]!.family_id)).not.toBe(familyId);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a parent signs in and adds a collector with plain forms', async ({ page, sql }) => {
    const { email, childName, childId } = await family(sql, 'nojs', 'en');
    await signIn(page, sql, email, '');
    const collectors = page.getByRole('region', {
      name: interpolate(accountEn.collectors, { name: childName }),
    });
    await collectors.getByLabel(accountEn.collectorName).fill('Grandpa Joe');
    await collectors.getByLabel(accountEn.collectorRelationship).fill('grandfather');
    await collectors.getByLabel(accountEn.collectorPhone).fill('+34 600 333 444');
    await collectors.getByRole('button', { name: accountEn.addCollector }).click();
    await expect(page.getByRole('status')).toHaveText(accountEn.done.collector_added);
    const rows = await sql('select 1 from public.child_collectors where child_id = $1', [childId]);
    expect(rows).toHaveLength(1);
  });
});
