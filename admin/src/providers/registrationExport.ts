import type { Enums } from '@academy/shared/database.types.ts';
import { PLACE_HOLDING_STATUSES } from '@academy/shared/registrationRules.ts';
import type { AdminSupabaseClient } from '../model/client.ts';
import { buildCsv, csvAmount, csvPhone, type CsvCell } from './csv.ts';
import { explainRefusal } from './saveErrors.ts';

/** One child on an offer's roster, with what a coach needs and the family's contacts. */
export interface RosterRow {
  registrationId: number;
  status: Enums<'registration_status'>;
  childName: string;
  dateOfBirth: string | null;
  /** Age in whole years on the offer's first day. */
  age: number | null;
  position: string | null;
  shirtSize: string | null;
  allergies: string | null;
  medication: string | null;
  collectors: string | null;
  parentName: string | null;
  phone: string | null;
  email: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
  photosWebsite: boolean;
  photosSocial: boolean;
  photoWithdrawn: boolean;
  paid: number | null;
  paymentState: Enums<'payment_state'> | null;
  refunded: number | null;
  paymentProgress: Enums<'payment_progress'> | null;
  /** The payment provider's ids of the registration's online payments. */
  providerPaymentIds: string[];
  /** Before camp (registration_readiness): what the offer requires, what is missing, ready. */
  beforeCamp: {
    required: Enums<'before_camp_detail'>[];
    missing: Enums<'before_camp_detail'>[];
    ready: boolean | null;
  };
}

export interface Roster {
  offer: { id: number; title: string; startsOn: string; endsOn: string };
  rows: RosterRow[];
}

/** Whole years from a date of birth to a day (both 'YYYY-MM-DD'). */
export function ageOn(dateOfBirth: string | null, day: string): number | null {
  if (!dateOfBirth) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

type Registration = {
  id: number;
  status: Enums<'registration_status'>;
  child: {
    name: string | null;
    date_of_birth: string | null;
    position: string | null;
    shirt_size: string | null;
    allergies: string | null;
    medication: string | null;
    authorised_collectors: string | null;
    photos_website: boolean;
    photos_social: boolean;
    photo_consent_withdrawn_at: string | null;
  } | null;
  family: {
    parent_name: string | null;
    email: string | null;
    phone: string | null;
    emergency_name: string | null;
    emergency_phone: string | null;
  } | null;
};

/** The roster's rows, read under the signed-in staff member's row level security. */
async function readRoster(client: AdminSupabaseClient, offerId: number, lang: string): Promise<Roster> {
  const [offer, registrations, payments] = await Promise.all([
    client
      .from('offers')
      .select('id, title_en, title_es, title_ru, starts_on, ends_on')
      .eq('id', offerId)
      .single(),
    client
      .from('registrations')
      .select(
        'id, status, child:children(name, date_of_birth, position, shirt_size, allergies, medication, authorised_collectors, photos_website, photos_social, photo_consent_withdrawn_at), family:families(parent_name, email, phone, emergency_name, emergency_phone)',
      )
      .eq('offer_id', offerId)
      .in('status', PLACE_HOLDING_STATUSES),
    client
      .from('registration_overview')
      .select(
        'id, paid, payment_state, refunded, payment_progress, provider_payment_ids, before_camp_required, before_camp_missing, before_camp_ready',
      )
      .eq('offer_id', offerId)
      .in('status', PLACE_HOLDING_STATUSES),
  ]);
  const error = offer.error ?? registrations.error ?? payments.error;
  if (error) throw await explainRefusal(client, error);
  const o = offer.data!;
  const title = (o as Record<string, unknown>)[`title_${lang}`] as string | null;
  const paidById = new Map((payments.data ?? []).map((p) => [p.id, p]));
  const rows = (registrations.data as unknown as Registration[]).map((r): RosterRow => {
    const paid = paidById.get(r.id);
    return {
      registrationId: r.id,
      status: r.status,
      childName: r.child?.name ?? '',
      dateOfBirth: r.child?.date_of_birth ?? null,
      age: ageOn(r.child?.date_of_birth ?? null, o.starts_on),
      position: r.child?.position ?? null,
      shirtSize: r.child?.shirt_size ?? null,
      allergies: r.child?.allergies ?? null,
      medication: r.child?.medication ?? null,
      collectors: r.child?.authorised_collectors ?? null,
      parentName: r.family?.parent_name ?? null,
      phone: r.family?.phone ?? null,
      email: r.family?.email ?? null,
      emergencyName: r.family?.emergency_name ?? null,
      emergencyPhone: r.family?.emergency_phone ?? null,
      photosWebsite: r.child?.photos_website ?? false,
      photosSocial: r.child?.photos_social ?? false,
      photoWithdrawn: !!r.child?.photo_consent_withdrawn_at,
      paid: paid?.paid ?? null,
      paymentState: paid?.payment_state ?? null,
      refunded: paid?.refunded ?? null,
      paymentProgress: paid?.payment_progress ?? null,
      providerPaymentIds: paid?.provider_payment_ids ?? [],
      beforeCamp: {
        required: paid?.before_camp_required ?? [],
        missing: paid?.before_camp_missing ?? [],
        ready: paid?.before_camp_ready ?? null,
      },
    };
  });
  rows.sort((a, b) => a.childName.localeCompare(b.childName, lang));
  return {
    offer: { id: o.id, title: title || o.title_en, startsOn: o.starts_on, endsOn: o.ends_on },
    rows,
  };
}

/** The printable roster of an offer for its coaches. Every read of a roster goes through here. */
export function offerRoster(client: AdminSupabaseClient, offerId: number, lang: string): Promise<Roster> {
  return readRoster(client, offerId, lang);
}

type Translate = (key: string) => string;

/**
 * Before camp, as the roster screen shows it: nothing when the offer requires nothing, "Ready",
 * or "Not ready: " and what is missing.
 */
function beforeCampCell(beforeCamp: RosterRow['beforeCamp'], t: Translate): CsvCell {
  if (beforeCamp.required.length === 0) return null;
  if (beforeCamp.missing.length === 0) return t('app.before_camp.ready');
  const missing = beforeCamp.missing.map((detail) => t(`app.before_camp.detail_names.${detail}`));
  return `${t('app.before_camp.not_ready')}: ${missing.join(', ')}`;
}

/** The CSV columns: catalog key of the heading, and the cell of a row in the staff member's language. */
const yesNo = (value: boolean, t: Translate) => t(value ? 'app.common.yes' : 'app.common.no');
const CSV_COLUMNS: readonly [string, (row: RosterRow, t: Translate) => CsvCell][] = [
  ['app.roster.child', (r) => r.childName],
  ['app.roster.date_of_birth', (r) => r.dateOfBirth],
  ['app.roster.age', (r) => r.age],
  ['app.roster.position', (r, t) => (r.position ? t(`app.registrations.positions.${r.position}`) : null)],
  ['app.roster.shirt_size', (r) => r.shirtSize],
  ['app.roster.allergies', (r) => r.allergies],
  ['app.roster.medication', (r) => r.medication],
  ['app.roster.collectors', (r) => r.collectors],
  ['app.roster.parent', (r) => r.parentName],
  ['app.roster.phone', (r) => csvPhone(r.phone)],
  ['app.roster.email', (r) => r.email],
  ['app.roster.emergency_name', (r) => r.emergencyName],
  ['app.roster.emergency_phone', (r) => csvPhone(r.emergencyPhone)],
  ['app.roster.photos_website', (r, t) => yesNo(r.photosWebsite && !r.photoWithdrawn, t)],
  ['app.roster.photos_social', (r, t) => yesNo(r.photosSocial && !r.photoWithdrawn, t)],
  ['app.before_camp.column', (r, t) => beforeCampCell(r.beforeCamp, t)],
  ['app.roster.status', (r, t) => t(`app.registrations.statuses.${r.status}`)],
  ['app.roster.paid', (r) => csvAmount(r.paid)],
  ['app.roster.refunded', (r) => csvAmount(r.refunded)],
  [
    'app.roster.payment_progress',
    (r, t) => (r.paymentProgress ? t(`app.registrations.payment_progress.${r.paymentProgress}`) : null),
  ],
  // One cell, the ids apart by spaces, so a spreadsheet finds each with its search.
  ['app.roster.provider_payment_ids', (r) => r.providerPaymentIds.join(' ') || null],
];

/** The CSV document of a roster, its headings and cells in the staff member's language. */
export function rosterCsv(rows: readonly RosterRow[], translate: Translate): string {
  return buildCsv(
    CSV_COLUMNS.map(([key]) => translate(key)),
    rows.map((row) => CSV_COLUMNS.map(([, cell]) => cell(row, translate))),
  );
}

/**
 * An offer's roster as a CSV file for Excel, with its file name. Every CSV export of
 * registrations goes through here.
 */
export async function offerCsv(
  client: AdminSupabaseClient,
  offerId: number,
  lang: string,
  translate: (key: string) => string,
): Promise<{ fileName: string; text: string }> {
  const roster = await readRoster(client, offerId, lang);
  const slug = roster.offer.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return {
    fileName: `${roster.offer.startsOn}-${slug || `offer-${offerId}`}.csv`,
    text: rosterCsv(roster.rows, translate),
  };
}
