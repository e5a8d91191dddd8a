// Shared steps of the parents' stories (e2e/tests/parent-*.spec.ts): the form filled by its
// labels, a form token of a chosen age, and the e-mails the SMTP catcher holds.
import type { Locator, Page } from '@playwright/test';
import { consentEs } from '@academy/shared/i18n/consent/es.ts';
import { registrationEs } from '@academy/shared/i18n/registration/es.ts';
import type { Enums } from '@academy/shared/database.types.ts';
import { siteEs } from '@academy/shared/i18n/site/es.ts';
import { expect, type Sql } from '../fixtures.ts';

export const ui = siteEs;

/** A field by its whole label (a required field's label ends with ' *'). */
export function field(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}
export const reg = registrationEs;

/**
 * The first campus week of the campus chooser's first choice (player, internal) open for online
 * registration now, with places for two children born in 2015 and 2016, from open_offers().
 */
export async function openCampusWeek(sql: Sql): Promise<{ id: number; title: string; places: number }> {
  const [offer] = await sql<{ id: number; title_es: string; places_left: number }>(
    `select id, title_es, places_left from public.open_offers()
      where kind = 'campus_week' and campus_role = 'PLAYER' and campus_type = 'INTERNAL' and is_open
        and places_left >= 2 and birth_year_min <= 2015 and birth_year_max >= 2016
      order by starts_on, sort_order, id limit 1`,
  );
  return { id: offer!.id, title: offer!.title_es, places: offer!.places_left };
}

/**
 * The form's token, replaced by one the database signed `seconds` ago: the parent opened the form
 * that long ago (a form sent sooner than 3 s after it was made is refused as a robot's).
 */
export async function ageFormToken(
  page: Page,
  sql: Sql,
  seconds = 60,
  form: Enums<'form_kind'> = 'registration',
): Promise<void> {
  const token = await signedFormToken(sql, seconds, form);
  await page.locator('input[name="form_token"]').evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, token);
}

/** A token of `form` the database signed `seconds` ago (a token serves its own form only). */
export async function signedFormToken(
  sql: Sql,
  seconds: number,
  form: Enums<'form_kind'> = 'registration',
): Promise<string> {
  const [row] = await sql<{ token: string }>(
    `select t.body || '.' || private.sign('form_token', t.body) as token
       from (select format('f2.%s.%s.%s', $2::text,
                    (extract(epoch from clock_timestamp()) * 1000)::bigint - $1::bigint * 1000,
                    encode(extensions.gen_random_bytes(12), 'hex')) as body) t`,
    [seconds, form],
  );
  return row!.token;
}

export interface ChildInput {
  name: string;
  birth: string;
  position: string;
  shirt: string;
  allergies?: string;
  offer: string;
}

/** Fills one child's fieldset ('Niño 2') by its labels, and ticks the consents asked for. */
export async function fillChild(page: Page, number: number, child: ChildInput): Promise<Locator> {
  const group = page.getByRole('group', { name: ui.regChildHeading.replace('{number}', String(number)) });
  await group.getByLabel(field(ui.regChildName)).fill(child.name);
  await group.getByLabel(field(ui.regDateOfBirth)).fill(child.birth);
  await group.getByLabel(field(ui.regPosition)).selectOption({ label: child.position });
  await group.getByLabel(field(ui.regShirtSize)).selectOption({ label: child.shirt });
  if (child.allergies) await group.getByLabel(field(ui.regAllergies)).fill(child.allergies);
  await group.getByLabel(field(ui.regCollectors)).fill('Ana Pérez (madre), Luis Pérez (padre)');
  const offer = group.getByRole('checkbox', { name: child.offer });
  if (!(await offer.isChecked())) await offer.check();
  await group.getByRole('checkbox', { name: consentEs.child_data }).check();
  if (child.allergies) await group.getByRole('checkbox', { name: consentEs.health_data }).check();
  await group.getByRole('checkbox', { name: consentEs.photos_website }).check();
  return group;
}

/** Fills the parent's fieldset and the declaration. */
export async function fillFamily(page: Page, email: string): Promise<void> {
  const group = page.getByRole('group', { name: ui.regFamilyHeading });
  await group.getByLabel(field(ui.regParentName)).fill('Ana Pérez García');
  await group.getByLabel(field(ui.regEmail)).fill(email);
  await group.getByLabel(field(ui.regPhone)).fill('+34 600 123 456');
  await group.getByLabel(field(ui.regEmergencyName)).fill('Luis Pérez');
  await group.getByLabel(field(ui.regEmergencyPhone)).fill('+34 600 654 321');
  await page.getByRole('checkbox', { name: consentEs.guardian }).check();
}

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { contentType: string; generatedFileName?: string; fileName?: string }[] | null;
}

/** The e-mails the SMTP catcher holds for an address, waiting up to 60 s for at least one. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${process.env.E2E_MAIL_URL}/api/email`);
        const all = (await res.json()) as CaughtMail[];
        found = all.filter((mail) => mail.to.some((to) => to.address === address));
        return found.length;
      },
      { timeout: 60_000, message: `an e-mail to ${address}` },
    )
    .toBeGreaterThan(0);
  return found;
}
