// The family's account pages (docs/family-accounts.md, "The account pages"): their address, the
// state the site server renders them with, and what the database's family_overview() answers.

import { REGISTRATION_TEXT_LIMITS } from './registrationRules.ts';

/** The account's address in every language ('/account', '/es/account', '/ru/account'). */
export const ACCOUNT_PATH = '/account';

/** The family's data as a JSON download (the access request), in every language. */
export const ACCOUNT_DATA_PATH = '/account/data';

/** A booking's calendar file, in every language: `/account/calendar/<registration id>.ics`. */
export const ACCOUNT_CALENDAR_PATH = '/account/calendar';

/** The account's address of a booking's calendar file (without the language prefix). */
export function accountCalendarPath(registrationId: number): string {
  return `${ACCOUNT_CALENDAR_PATH}/${registrationId}.ics`;
}

/** A booking has a calendar file while its place is taken, as the e-mails attach one. */
export function bookingHasCalendar(booking: { status: string }): boolean {
  return booking.status === 'new' || booking.status === 'confirmed';
}

/** What an account page says went wrong; its key is in the account catalog's `errors`. */
export interface AccountError {
  key: AccountErrorKey;
  /** Seconds to wait, for `too_many`. */
  seconds?: number;
}

export type AccountErrorKey =
  | 'email_invalid'
  | 'code_format'
  | 'code_invalid'
  | 'too_many'
  | 'staff'
  | 'link_invalid'
  | 'unavailable'
  | 'save_failed'
  | 'field_too_long'
  | 'health_consent_required'
  | 'collector_required'
  | 'emergency_required'
  | 'phone_invalid'
  | 'too_many_collectors'
  | 'not_found'
  | 'cancel_unavailable'
  | 'confirm_required'
  | 'guardian_email_invalid'
  | 'guardian_already_invited'
  | 'too_many_invitations'
  | 'primary_guardian_only';

/** What a change done on the account page says afterwards (the catalog's `done`). */
export type AccountDone =
  | 'saved'
  | 'collector_added'
  | 'collector_removed'
  | 'cancelled'
  | 'signed_out'
  | 'guardian_invited'
  | 'guardian_removed'
  | 'erasure_requested';

/** One booking as family_overview() gives it (the fields the pages read). */
export interface AccountBooking {
  registration_id: number;
  offer_id: number;
  child_id: number;
  status: string;
  waiting_position: number | null;
  offer: { id: number; title_en: string; title_es: string | null; title_ru: string | null } & Record<
    string,
    unknown
  >;
  paid?: number | null;
  amount_due_now?: number | null;
  outstanding: number;
  can_cancel: boolean;
  can_pay?: boolean;
  refund_until?: string | null;
  link_token: string | null;
  before_camp: {
    required: string[] | null;
    deadline: string | null;
    missing: string[] | null;
    ready: boolean | null;
  };
}

export interface AccountCollector {
  id: number;
  name: string;
  relationship: string;
  phone: string;
}

export interface AccountChild {
  id: number;
  family_id: number;
  name: string;
  date_of_birth: string;
  position: string | null;
  shirt_size: string | null;
  allergies: string | null;
  medication: string | null;
  health_data_consent: boolean;
  photos_website: boolean;
  photos_social: boolean;
  collectors: AccountCollector[];
  bookings: AccountBooking[];
}

export interface AccountFamily {
  id: number;
  parent_name: string;
  email: string;
  phone: string | null;
  emergency_name: string | null;
  emergency_phone: string | null;
}

/** A second guardian invited to the account (one row per family row of the first guardian). */
export interface AccountGuardian {
  id: number;
  family_id: number;
  email: string;
  name: string | null;
  invited_at: string;
}

/** public.family_overview(): the account of the signed-in parent. */
export interface FamilyOverview {
  email: string;
  /** The caller registered the family (its e-mail is the families' own): may invite and remove. */
  is_first_guardian: boolean;
  families: AccountFamily[];
  /** The second guardians not removed (absent from an account without a family). */
  guardians?: AccountGuardian[];
  children: AccountChild[];
}

/** The account page as the site server renders it for one visitor (never cached). */
export type AccountPageState =
  | { kind: 'account'; step: 'email'; email: string; error: AccountError | null; done: AccountDone | null }
  | { kind: 'account'; step: 'code'; email: string; error: AccountError | null; done: null }
  | {
      kind: 'account';
      step: 'signed-in';
      overview: FamilyOverview;
      error: AccountError | null;
      done: AccountDone | null;
      /** The form that was refused (its name, e.g. 'child-12') and what was typed in it. */
      form: { name: string; values: Record<string, string> } | null;
    };

/**
 * The longest texts the account's forms take: a field the registration form also has takes the
 * registration's limit (the tables' checks, `REGISTRATION_TEXT_LIMITS`), so that whatever a family
 * registered can be saved again from the account. The tables check them again.
 */
export const ACCOUNT_TEXT_LIMITS = {
  email: REGISTRATION_TEXT_LIMITS.email,
  allergies: REGISTRATION_TEXT_LIMITS.allergies,
  medication: REGISTRATION_TEXT_LIMITS.medication,
  /** A guardian's, a collector's or the emergency contact's name (the families' and collectors' checks). */
  name: REGISTRATION_TEXT_LIMITS.emergency_name,
  /** A collector's relationship to the child (child_collectors_relationship_check). */
  relationship: 100,
  phone: REGISTRATION_TEXT_LIMITS.phone,
} as const;
