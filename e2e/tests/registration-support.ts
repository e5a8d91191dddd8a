// What the staff's registration stories start from: a camp, and families registered for it through
// submit_registration, the function the site's form calls (with its checks, consents and e-mails).
import { randomUUID } from 'node:crypto';
import { CONSENT_VERSIONS } from '@academy/shared/registration.ts';
import type { Sql } from '../fixtures.ts';
import { signedFormToken } from './parent-support.ts';

/**
 * A camp of `places` places starting in `startsIn` days for `days` days. It is open for online
 * registration only while the story's families are registered (registeredFamily), so the site
 * never shows it.
 */
export async function storyCamp(sql: Sql, title: string, places: number, startsIn = 30, days = 4) {
  const [offer] = await sql<{ id: string }>(
    `insert into public.offers (kind, title_en, starts_on, ends_on, capacity, birth_year_min, birth_year_max,
       price, deposit, registration_opens_at, registration_closes_at, online_registration)
     values ('camp', $1, current_date + $2::int, current_date + $2::int + $3::int, $4, 2005, 2022, 150, 50,
       now() - interval '1 day', now() + interval '20 days', false)
     returning id`,
    [title, startsIn, days, places],
  );
  return Number(offer!.id);
}

export interface RegisteredFamily {
  familyId: number;
  registrationId: number;
  status: string;
}

/** A family registering one child for the camp, as the form would send it. */
export async function registeredFamily(
  sql: Sql,
  offerId: number,
  family: {
    parent: string;
    email: string;
    child: string;
    allergies?: string;
    medication?: string;
    /** The family's language (of its e-mails and its checkout); Spanish unless said. */
    language?: 'en' | 'es' | 'ru';
  },
): Promise<RegisteredFamily> {
  const health = Boolean(family.allergies || family.medication);
  const form = {
    idempotency_key: randomUUID(),
    form_token: await signedFormToken(sql, 60),
    website: '',
    language: 'es',
    family: {
      parent_name: family.parent,
      email: family.email,
      phone: '+34 600 222 333',
      language: family.language ?? 'es',
      emergency_name: `${family.parent} (abuela)`,
      emergency_phone: '+34 600 444 555',
    },
    children: [
      {
        name: family.child,
        date_of_birth: '2015-06-15',
        position: 'defender',
        shirt_size: '140',
        allergies: family.allergies ?? null,
        medication: family.medication ?? null,
        authorised_collectors: family.parent,
        offer_ids: [offerId],
        consents: { child_data: true, health_data: health, photos_website: false, photos_social: false },
      },
    ],
    guardian_declaration: true,
    consent_versions: CONSENT_VERSIONS,
  };
  await sql('update public.offers set online_registration = true where id = $1', [offerId]);
  try {
    const [row] = await sql<{
      answer: { family_id: number; items: { registration_id: number; status: string }[] };
    }>('select public.submit_registration($1::jsonb) as answer', [JSON.stringify(form)]);
    const item = row!.answer.items[0]!;
    return { familyId: row!.answer.family_id, registrationId: item.registration_id, status: item.status };
  } finally {
    await sql('update public.offers set online_registration = false where id = $1', [offerId]);
  }
}
