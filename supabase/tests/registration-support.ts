/**
 * What the registration tests share: offers made with SQL, valid forms, form tokens of a chosen
 * age, and supabase-js clients that call from a loopback address of their own (127.x.y.z: every
 * one reaches this machine, and the gateway reports each as the caller's address), so the
 * per-address limit counts each test's callers apart.
 */
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import type pg from 'pg';
import type { Database, Enums } from '@academy/shared/database.types.ts';
import { CONSENT_VERSIONS, type RegistrationFormInput } from '@academy/shared/registration.ts';
import { fetchFrom } from '../../packages/local-supabase/test/setup/fetchFrom.ts';
import { stack, type Client } from './helpers.ts';

let nextAddress = 0;
/** A loopback address no other caller of this test run uses: 127.<file>.<n>. */
export function newAddress(block: number): string {
  nextAddress += 1;
  return `127.${block}.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
}

/** The public key's client, calling from `address`. */
export function anonFrom(address: string): Client {
  return createClient<Database>(stack().url, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address) },
  });
}

export interface OfferFields {
  kind?: 'campus_week' | 'camp' | 'trial';
  title_en: string;
  capacity: number;
  birth_year_min?: number;
  birth_year_max?: number;
  price?: number;
  deposit?: number | null;
  starts_in_days?: number;
  days?: number;
  online_registration?: boolean;
  registration_opens_at?: string;
}

/** An offer open for registration now (a camp by default), made with SQL; returns its id. */
export async function createOffer(db: pg.Client, o: OfferFields): Promise<number> {
  const kind = o.kind ?? 'camp';
  const start = o.starts_in_days ?? 40;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.offers (kind, title_en, title_es, starts_on, ends_on, starts_at, ends_at, age_group,
       campus_role, campus_type, capacity, birth_year_min, birth_year_max, price, deposit,
       registration_opens_at, registration_closes_at, kit_list_en, kit_list_es, online_registration)
     select k, $2, $2 || ' (es)', current_date + $3::int, current_date + $3::int + $4::int,
       case when k = 'trial' then time '10:00' end, case when k = 'trial' then time '11:30' end,
       case when k = 'trial' then 'U12' end,
       case when k = 'campus_week' then 'PLAYER'::public.campus_role end,
       case when k = 'campus_week' then 'INTERNAL'::public.campus_type end,
       $5, $6, $7, $8, $9, coalesce($10::timestamptz, now() - interval '1 day'),
       current_date + $3::int, 'Boots, shin pads, water bottle', 'Botas, espinilleras, botella de agua', $11
     from (select $1::public.offer_kind as k) x
     returning id`,
    [
      kind,
      o.title_en,
      start,
      kind === 'trial' ? 0 : (o.days ?? 4),
      o.capacity,
      o.birth_year_min ?? 2010,
      o.birth_year_max ?? 2019,
      o.price ?? 300,
      o.deposit === undefined ? 100 : o.deposit,
      o.registration_opens_at ?? null,
      o.online_registration ?? true,
    ],
  );
  return Number(rows[0]!.id);
}

/** A token of `form` made `ageSeconds` ago, signed by the database (as form_token() signs). */
export async function agedToken(
  db: pg.Client,
  ageSeconds: number,
  form: Enums<'form_kind'> = 'registration',
): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `select t.body || '.' || private.sign('form_token', t.body) as token
       from (select format('f2.%s.%s.%s', $2::text,
                    (extract(epoch from clock_timestamp()) * 1000)::bigint - $1::bigint * 1000,
                    encode(extensions.gen_random_bytes(12), 'hex')) as body) t`,
    [ageSeconds, form],
  );
  return rows[0]!.token;
}

export interface ChildFields {
  name?: string;
  date_of_birth?: string;
  offer_ids: number[];
  allergies?: string | null;
  medication?: string | null;
  consents?: Partial<{
    child_data: boolean;
    health_data: boolean;
    photos_website: boolean;
    photos_social: boolean;
  }>;
}

/** A valid registration form for one family (English page, Spanish e-mails by default). */
export function registrationForm(
  token: string,
  children: ChildFields[],
  family: Partial<RegistrationFormInput['family']> = {},
): RegistrationFormInput {
  return {
    idempotency_key: randomUUID(),
    form_token: token,
    website: '',
    language: 'en',
    family: {
      parent_name: 'Ana García',
      email: `ana-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+34 600 111 222',
      language: 'es',
      emergency_name: 'Luis García',
      emergency_phone: '+34 600 333 444',
      ...family,
    },
    children: children.map((child, i) => ({
      name: child.name ?? `Child ${i + 1}`,
      date_of_birth: child.date_of_birth ?? '2014-05-02',
      position: 'forward',
      shirt_size: '140',
      allergies: child.allergies ?? null,
      medication: child.medication ?? null,
      authorised_collectors: 'Ana García, Luis García',
      offer_ids: child.offer_ids,
      consents: {
        child_data: true,
        health_data: Boolean(child.allergies || child.medication),
        photos_website: true,
        photos_social: false,
        ...child.consents,
      } as RegistrationFormInput['children'][number]['consents'],
    })),
    guardian_declaration: true,
    consent_versions: { ...CONSENT_VERSIONS },
  };
}

/** Removes what a test's offers gathered (registrations, families, consents, e-mails, ...). */
export async function deleteOffers(db: pg.Client, offerIds: number[]): Promise<void> {
  if (offerIds.length === 0) return;
  const { rows } = await db.query<{ ids: string[] | null }>(
    'select array_agg(distinct family_id) as ids from public.registrations where offer_id = any($1::bigint[])',
    [offerIds],
  );
  await deleteFamilies(db, (rows[0]?.ids ?? []).map(Number));
  await db.query('delete from public.offers where id = any($1::bigint[])', [offerIds]);
}

/** Removes families and everything of theirs (consents too: their trigger is off meanwhile). */
export async function deleteFamilies(db: pg.Client, familyIds: number[]): Promise<void> {
  if (familyIds.length === 0) return;
  const ids = [familyIds];
  await db.query('begin');
  try {
    await db.query('alter table public.consents disable trigger consents_append_only');
    for (const statement of [
      'delete from public.email_outbox where family_id = any($1::bigint[])',
      `delete from public.refunds where payment_id in (select p.id from public.payments p
         join public.registrations r on r.id = p.registration_id where r.family_id = any($1::bigint[]))`,
      `delete from public.payments where registration_id in
         (select id from public.registrations where family_id = any($1::bigint[]))`,
      `delete from public.payment_events where checkout_id in
         (select id from public.checkouts where family_id = any($1::bigint[]))`,
      `delete from public.checkout_items where registration_id in
         (select id from public.registrations where family_id = any($1::bigint[]))`,
      'delete from public.checkouts where family_id = any($1::bigint[])',
      `delete from public.registration_notes where registration_id in
         (select id from public.registrations where family_id = any($1::bigint[]))`,
      'delete from public.registrations where family_id = any($1::bigint[])',
      'delete from public.consents where family_id = any($1::bigint[])',
      'delete from public.children where family_id = any($1::bigint[])',
      'delete from public.registration_submissions where family_id = any($1::bigint[])',
      'delete from public.families where id = any($1::bigint[])',
    ])
      await db.query(statement, ids);
    await db.query('alter table public.consents enable trigger consents_append_only');
    await db.query('commit');
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

/**
 * Sets registration settings for a test file (online registration on, a hold's hours, ...);
 * returns what puts back the values it changed.
 */
export async function changeRegistrationSettings(
  db: pg.Client,
  values: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const columns = Object.keys(values);
  if (!columns.every((c) => /^[a-z_]+$/.test(c))) throw new Error(`not a column: ${columns.join(', ')}`);
  const set = async (row: Record<string, unknown>) => {
    await db.query(
      `update public.registration_settings set ${columns.map((c, i) => `${c} = $${i + 1}`).join(', ')} where id = 1`,
      columns.map((c) => row[c]),
    );
  };
  const before = (
    await db.query<Record<string, unknown>>(
      `select ${columns.join(', ')} from public.registration_settings where id = 1`,
    )
  ).rows[0]!;
  await set(values);
  return () => set(before);
}
