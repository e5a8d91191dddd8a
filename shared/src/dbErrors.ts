// Errors as codes. The database's own refusals (functions and triggers in
// supabase/migrations) carry a SQLSTATE and a stable code in `hint`; PostgREST passes both through
// ({ code, message, details, hint }) and supabase-js hands them over as they are. The apps show
// the catalog message of the code, never the English text of `message`, and never match on it.
import type { adminEn } from './i18n/admin/en.ts';
import type { registrationEn } from './i18n/registration/en.ts';
import type { MessageKey } from './i18n/types.ts';

/** The codes the database puts in `hint`, and the admin catalog message of each. */
export const DB_ERROR_MESSAGES = {
  // Staff accounts (admin_create_user, admin_update_user, admin_set_password, admin_delete_user).
  admins_only: 'app.errors.admins_only',
  invalid_email: 'app.errors.invalid_email',
  password_too_short: 'app.errors.password_too_short',
  password_too_long: 'app.errors.password_too_long',
  password_common: 'app.errors.password_common',
  password_weak: 'app.errors.password_weak',
  unknown_role: 'app.errors.unknown_role',
  name_required: 'app.errors.name_required',
  email_taken: 'app.errors.email_taken',
  last_admin: 'app.errors.last_admin',
  self_deactivate: 'app.errors.self_deactivate',
  self_delete: 'app.errors.self_delete',
  user_not_found: 'app.errors.user_not_found',
  // Back office (a record changed since it was opened, English kept, reorder, dashboard).
  stale_record: 'app.save.stale',
  english_required: 'app.errors.english_required',
  bad_table: 'app.errors.bad_table',
  duplicate_id: 'app.errors.duplicate_id',
  reorder_refused: 'app.errors.reorder_refused',
  not_staff: 'app.errors.not_staff',
  // Menus: an address leads to one page (the site routes it).
  menu_url_other_page: 'app.errors.menu_url_other_page',
  // History (restore_version, restore_previous_version, restore_deleted, translation_still_correct).
  version_not_found: 'app.errors.version_not_found',
  not_restorable: 'app.errors.not_restorable',
  version_invalid: 'app.errors.version_invalid',
  not_allowed: 'app.errors.not_allowed',
  record_exists: 'app.errors.record_exists',
  deletion_not_found: 'app.errors.deletion_not_found',
  no_previous_version: 'app.history.no_previous',
  // Preview (preview_page_data): only active staff in a live session.
  preview_not_allowed: 'app.errors.preview_not_allowed',
  // Staff second factors (admin_mfa_factors, admin_remove_mfa_factor).
  aal2_required: 'app.errors.aal2_required',
  own_mfa_factor: 'app.errors.own_mfa_factor',
  mfa_factor_not_found: 'app.errors.mfa_factor_not_found',
  // Links (checked when a menu item, the site settings or an article is written).
  menu_url_invalid: 'app.menu_items.url_path',
  link_invalid: 'app.settings.errors.url_protocol',
  whatsapp_link_invalid: 'app.settings.errors.whatsapp',
  map_url_invalid: 'app.settings.errors.url_https',
  news_image_invalid: 'app.news.image_not_stored',
  // Registrations, staff side (docs/registrations.md).
  not_registration_staff: 'app.errors.not_registration_staff',
  offer_places_only: 'app.errors.offer_places_only',
  offer_full: 'app.errors.offer_full',
  cancel_note_required: 'app.registrations.cancel_note_required',
  capacity_below_taken: 'app.errors.capacity_below_taken',
  family_not_found: 'app.errors.family_not_found',
  consent_append_only: 'app.errors.consent_append_only',
  consent_version_unknown: 'app.errors.consent_version_unknown',
  // Online payments, staff side (docs/payments.md): refunds and the lock on online payments.
  not_admin: 'app.errors.not_admin',
  refund_not_online: 'app.errors.refund_not_online',
  refund_too_large: 'app.errors.refund_too_large',
  refund_reason_required: 'app.errors.refund_reason_required',
  online_payment_locked: 'app.errors.online_payment_locked',
  payment_not_found: 'app.errors.payment_not_found',
  // Staff-only personal data and the access log (docs/mfa.md).
  mfa_enrolment_required: 'app.two_factor.errors.mfa_enrolment_required',
  staff_only: 'app.two_factor.errors.staff_only',
  access_event_server_only: 'app.two_factor.errors.access_event_server_only',
  access_subject_invalid: 'app.two_factor.errors.access_subject_invalid',
  access_log_append_only: 'app.two_factor.errors.access_log_append_only',
} as const satisfies Record<string, MessageKey<typeof adminEn>>;

/** A stable code of a database refusal. */
export type DbErrorCode = keyof typeof DB_ERROR_MESSAGES;

/**
 * The codes of the refusals the public meets (registration and enquiry forms, parents' links:
 * docs/registrations.md), and the registration catalog message of each. `details` says more
 * for some: the field's path (submission_invalid, consent_required), the offer's id
 * (offer_not_found, offer_closed), or JSON with the values of the message's placeholders
 * (birth_year_out_of_range: {"child", "offer", "birth_year", "min", "max"}) or naming the child
 * and the offer (already_registered: {"child", "offer"}).
 */
export const PUBLIC_ERROR_MESSAGES = {
  honeypot: 'errors.honeypot',
  form_token_invalid: 'errors.form_token_invalid',
  too_fast: 'errors.too_fast',
  form_expired: 'errors.form_expired',
  form_token_used: 'errors.form_token_used',
  too_many_submissions: 'errors.too_many_submissions',
  too_many_enquiries: 'errors.too_many_enquiries',
  registration_closed: 'errors.registration_closed',
  submission_invalid: 'errors.submission_invalid',
  submission_changed: 'errors.submission_changed',
  too_many_children: 'errors.too_many_children',
  too_many_offers: 'errors.too_many_offers',
  consent_required: 'errors.consent_required',
  consent_version_unknown: 'errors.consent_version_unknown',
  offer_not_found: 'errors.offer_not_found',
  offer_closed: 'errors.offer_closed',
  already_registered: 'errors.already_registered',
  birth_year_out_of_range: 'errors.birth_year_out_of_range',
  link_invalid: 'errors.link_invalid',
  link_expired: 'errors.link_expired',
  action_not_available: 'errors.action_not_available',
  place_offer_expired: 'errors.place_offer_expired',
  // Online payments (docs/payments.md): the site server's functions.
  not_site_server: 'errors.not_site_server',
  payments_off: 'errors.payments_off',
  submission_not_found: 'errors.submission_not_found',
  nothing_to_pay: 'errors.nothing_to_pay',
  hold_ended: 'errors.hold_ended',
  checkout_not_found: 'errors.checkout_not_found',
  checkout_session_mismatch: 'errors.checkout_session_mismatch',
  event_invalid: 'errors.event_invalid',
} as const satisfies Record<string, MessageKey<typeof registrationEn>>;

/**
 * The codes of the refusals a family meets in its account (docs/family-accounts.md), and the
 * registration catalog message of each. `details` names the field for parent_field_not_editable
 * and phone_invalid.
 * The account also meets action_not_available (PUBLIC_ERROR_MESSAGES).
 */
export const ACCOUNT_ERROR_MESSAGES = {
  not_a_parent: 'accountErrors.not_a_parent',
  booking_not_found: 'accountErrors.booking_not_found',
  parent_field_not_editable: 'accountErrors.parent_field_not_editable',
  health_consent_required: 'accountErrors.health_consent_required',
  too_many_collectors: 'accountErrors.too_many_collectors',
  primary_guardian_only: 'accountErrors.primary_guardian_only',
  guardian_email_invalid: 'accountErrors.guardian_email_invalid',
  guardian_already_invited: 'accountErrors.guardian_already_invited',
  too_many_invitations: 'accountErrors.too_many_invitations',
  guardian_not_found: 'accountErrors.guardian_not_found',
  erasure_unavailable: 'accountErrors.erasure_unavailable',
  phone_invalid: 'accountErrors.phone_invalid',
} as const satisfies Record<string, MessageKey<typeof registrationEn>>;

/** A stable code of a refusal a family meets in its account. */
export type AccountErrorCode = keyof typeof ACCOUNT_ERROR_MESSAGES;

/** A stable code of a refusal the public meets. */
export type PublicErrorCode = keyof typeof PUBLIC_ERROR_MESSAGES;

/**
 * The catalog message of SQLSTATEs that PostgreSQL itself raises, with no code of ours: a value
 * outside an enum column's type (22P02, e.g. a news status the form does not offer).
 */
export const SQLSTATE_MESSAGES = {
  '22P02': 'app.errors.invalid_value',
} as const satisfies Record<string, MessageKey<typeof adminEn>>;

interface ErrorFields {
  code?: unknown;
  hint?: unknown;
  body?: { code?: unknown; hint?: unknown };
}

/** The SQLSTATE (or PostgREST code) and hint of an error from supabase-js or ra-supabase. */
function fields(error: unknown): { code?: string; hint?: string } {
  const e = (error ?? {}) as ErrorFields;
  const code = e.code ?? e.body?.code;
  const hint = e.hint ?? e.body?.hint;
  return {
    code: typeof code === 'string' ? code : undefined,
    hint: typeof hint === 'string' ? hint : undefined,
  };
}

/** The code of a refusal the public meets, or undefined when the error carries none of them. */
export function publicErrorCode(error: unknown): PublicErrorCode | undefined {
  const { hint } = fields(error);
  return hint !== undefined && Object.hasOwn(PUBLIC_ERROR_MESSAGES, hint)
    ? (hint as PublicErrorCode)
    : undefined;
}

/** The registration catalog key of a refusal the public meets, or undefined. */
export function publicErrorMessage(error: unknown): MessageKey<typeof registrationEn> | undefined {
  const code = publicErrorCode(error);
  return code ? PUBLIC_ERROR_MESSAGES[code] : undefined;
}

/** The registration catalog key of a refusal met in a family's account (or the public's), or undefined. */
export function accountErrorMessage(error: unknown): MessageKey<typeof registrationEn> | undefined {
  const { hint } = fields(error);
  if (hint !== undefined && Object.hasOwn(ACCOUNT_ERROR_MESSAGES, hint)) {
    return ACCOUNT_ERROR_MESSAGES[hint as AccountErrorCode];
  }
  return publicErrorMessage(error);
}

/** The stable code of a database refusal, or undefined when the error carries none. */
export function dbErrorCode(error: unknown): DbErrorCode | undefined {
  const { hint } = fields(error);
  return hint !== undefined && Object.hasOwn(DB_ERROR_MESSAGES, hint) ? (hint as DbErrorCode) : undefined;
}

/** The admin catalog key of a database refusal (by its code, else its SQLSTATE), or undefined. */
export function dbErrorMessage(error: unknown): MessageKey<typeof adminEn> | undefined {
  const code = dbErrorCode(error);
  if (code) return DB_ERROR_MESSAGES[code];
  const sqlstate = fields(error).code;
  return sqlstate !== undefined && Object.hasOwn(SQLSTATE_MESSAGES, sqlstate)
    ? SQLSTATE_MESSAGES[sqlstate as keyof typeof SQLSTATE_MESSAGES]
    : undefined;
}
