import type { Database, Enums, Tables } from '@academy/shared/database.types.ts';
import type { AdminSupabaseClient } from '../model/client.ts';
import { withRefunds, type PaymentRecord } from './payments.ts';
import { explainRefusal } from './saveErrors.ts';

type Views = Database['public']['Views'];
export type RegistrationRow = Views['registration_overview']['Row'];
export type OfferPlaces = Views['offer_places']['Row'];
export type EmailLogRow = Views['email_log']['Row'];
export type Payment = Tables<'payments'>;
export type Note = Tables<'registration_notes'>;
export type Consent = Tables<'consents'>;
export type Child = Tables<'children'>;
export type Family = Tables<'families'>;
export type RegistrationStatus = Enums<'registration_status'>;

/** Everything the details screen of one registration shows, read in one round of requests. */
export interface RegistrationDetails {
  registration: RegistrationRow;
  child: Child | null;
  family: Family | null;
  consents: Consent[];
  payments: PaymentRecord[];
  notes: Note[];
  emails: EmailLogRow[];
}

/** The data of an answer, or its refusal explained as a SaveError (a catalog key). */
async function dataOf<T>(
  client: AdminSupabaseClient,
  request: PromiseLike<{ data: T | null; error: unknown }>,
): Promise<T> {
  const { data, error } = await request;
  if (error) throw await explainRefusal(client, error);
  return data as T;
}

/** One registration with its child, family, consents, payments (with their refunds), notes and e-mails. */
export async function loadRegistration(
  client: AdminSupabaseClient,
  id: number,
): Promise<RegistrationDetails> {
  const registration = await dataOf<RegistrationRow | null>(
    client,
    client.from('registration_overview').select('*').eq('id', id).maybeSingle(),
  );
  if (!registration) throw await explainRefusal(client, { code: 'PGRST116' });
  const childId = registration.child_id ?? -1;
  const familyId = registration.family_id ?? -1;
  const [child, family, consents, payments, notes, emails] = await Promise.all([
    dataOf(client, client.from('children').select('*').eq('id', childId).maybeSingle()),
    dataOf(client, client.from('families').select('*').eq('id', familyId).maybeSingle()),
    dataOf(client, client.from('consents').select('*').eq('child_id', childId).order('created_at')),
    dataOf(client, client.from('payments').select('*').eq('registration_id', id).order('paid_on')),
    dataOf(
      client,
      client.from('registration_notes').select('*').eq('registration_id', id).order('created_at'),
    ),
    dataOf(client, client.from('email_log').select('*').eq('registration_id', id).order('created_at')),
  ]);
  return {
    registration,
    child,
    family,
    consents,
    payments: await withRefunds(client, payments),
    notes,
    emails,
  };
}

/**
 * Sets a registration's status; the database applies the capacity rule, the hold of an offered
 * place and its e-mails, and passes a freed place to the waiting list. A cancellation by staff
 * carries why (`cancelNote`).
 */
export async function setRegistrationStatus(
  client: AdminSupabaseClient,
  id: number,
  status: RegistrationStatus,
  cancelNote?: string,
): Promise<void> {
  const change = status === 'cancelled' ? { status, cancel_note: cancelNote ?? null } : { status };
  await dataOf(client, client.from('registrations').update(change).eq('id', id).select('id').single());
}

/** A deposit or balance received (the database records who recorded it). */
export type NewPayment = Pick<Payment, 'registration_id' | 'kind' | 'amount' | 'paid_on' | 'method' | 'note'>;

export async function recordPayment(client: AdminSupabaseClient, payment: NewPayment): Promise<void> {
  await dataOf(client, client.from('payments').insert(payment).select('id').single());
}

export async function removePayment(client: AdminSupabaseClient, id: number): Promise<void> {
  await dataOf(client, client.from('payments').delete().eq('id', id).select('id').single());
}

export async function addNote(
  client: AdminSupabaseClient,
  registrationId: number,
  body: string,
): Promise<void> {
  await dataOf(
    client,
    client.from('registration_notes').insert({ registration_id: registrationId, body }).select('id').single(),
  );
}

/** An offer's places, and its waiting list in order (the places offered first, with their holds). */
export async function loadWaitingList(
  client: AdminSupabaseClient,
  offerId: number,
): Promise<{ places: OfferPlaces | null; queue: RegistrationRow[] }> {
  const [places, queue] = await Promise.all([
    dataOf(client, client.from('offer_places').select('*').eq('id', offerId).maybeSingle()),
    dataOf(
      client,
      client
        .from('registration_overview')
        .select('*')
        .eq('offer_id', offerId)
        .in('status', ['offered', 'waiting'])
        .order('hold_expires_at', { nullsFirst: false })
        .order('waiting_position'),
    ),
  ]);
  return { places, queue };
}

/** The places of every offer that has not ended, by start date. */
export async function loadOpenPlaces(client: AdminSupabaseClient, today: string): Promise<OfferPlaces[]> {
  return dataOf(
    client,
    client.from('offer_places').select('*').gte('ends_on', today).order('starts_on').order('id'),
  );
}

/** How many registrations and enquiries are new (exact counts, no rows). */
export async function countNew(
  client: AdminSupabaseClient,
): Promise<{ registrations: number; enquiries: number }> {
  const count = async (request: PromiseLike<{ count: number | null; error: unknown }>) => {
    const { count: n, error } = await request;
    if (error) throw await explainRefusal(client, error);
    return n ?? 0;
  };
  const [registrations, enquiries] = await Promise.all([
    count(client.from('registrations').select('id', { count: 'exact', head: true }).eq('status', 'new')),
    count(client.from('enquiries').select('id', { count: 'exact', head: true }).eq('status', 'new')),
  ]);
  return { registrations, enquiries };
}

/** The whole record of a family as one JSON document (an access request). */
export async function exportFamily(client: AdminSupabaseClient, familyId: number): Promise<unknown> {
  return dataOf(client, client.rpc('export_family', { p_family_id: familyId }));
}

/** Whether a family has an account on the site, and what the family last changed there. */
export interface FamilyAccount {
  has_account: boolean;
  account: { verified_at: string; last_sign_in_at: string | null } | null;
  last_changed_at: string | null;
  changes: { at: string; table: string; operation: string; fields: string[] | null }[];
}

/** A family's account as staff see it (the database checks the caller is registration staff). */
export async function familyAccount(client: AdminSupabaseClient, familyId: number): Promise<FamilyAccount> {
  return (await dataOf(
    client,
    client.rpc('family_account_status', { p_family_id: familyId }),
  )) as unknown as FamilyAccount;
}

/** Erases a family's personal data (an erasure request); what the law keeps stays, anonymous. */
export async function eraseFamily(client: AdminSupabaseClient, familyId: number): Promise<void> {
  await dataOf(client, client.rpc('erase_family', { p_family_id: familyId }));
}

/** An enquiry marked answered (the database records when and by whom) or new again. */
export async function setEnquiryStatus(
  client: AdminSupabaseClient,
  id: number,
  status: Enums<'enquiry_status'>,
): Promise<void> {
  await dataOf(client, client.from('enquiries').update({ status }).eq('id', id).select('id').single());
}

export async function deleteEnquiry(client: AdminSupabaseClient, id: number): Promise<void> {
  await dataOf(client, client.from('enquiries').delete().eq('id', id).select('id').single());
}

/** The staff's note on an enquiry (never shown to its sender); blank removes it. */
export async function setEnquiryNote(client: AdminSupabaseClient, id: number, note: string): Promise<void> {
  await dataOf(
    client,
    client
      .from('enquiries')
      .update({ staff_note: note.trim() || null })
      .eq('id', id)
      .select('id')
      .single(),
  );
}
