// Registrations' rules that need no validation library: what can be booked, the limits of one
// form, the consent wordings' versions, and the checks of a phone number and a birth date. The
// schemas in registration.ts build on them (and re-export them); a page that only shows the form
// imports these, so the validation library (zod) loads only once the form is used.
import { Constants, type Enums } from './database.types.ts';
import { isCalendarDate } from './format.ts';
import { languagePrefix, type Lang } from './languages.ts';
import { PARENT_LINK_PATH } from './registrationPaths.ts';

export { PARENT_LINK_PATH };

const ENUMS = Constants.public.Enums;

/** What an offer is (offers.kind). */
export const OFFER_KINDS = ENUMS.offer_kind;
export type OfferKind = Enums<'offer_kind'>;
/** A registration's status (registrations.status). */
export const REGISTRATION_STATUSES = ENUMS.registration_status;
export type RegistrationStatus = Enums<'registration_status'>;
/**
 * The statuses in which a registration holds one of its offer's places: the children who come.
 * The database's public.place_holding_statuses() says the same (a test keeps them equal).
 */
export const PLACE_HOLDING_STATUSES = [
  'new',
  'confirmed',
  'offered',
  'attended',
] as const satisfies readonly RegistrationStatus[];
/**
 * The statuses in which a registration can be paid for online: its place is held and the camp is
 * still to come. The database's public.payable_statuses() says the same (a test keeps them equal).
 */
export const PAYABLE_STATUSES = [
  'new',
  'offered',
  'confirmed',
] as const satisfies readonly RegistrationStatus[];
/**
 * An offer's numbers, from and to: its places, the birth years it is for and its price in euro.
 * The database's checks on offers hold the same bounds (a test keeps them equal).
 */
export const OFFER_LIMITS = {
  capacity: { min: 0, max: 1000 },
  birthYear: { min: 1990, max: 2100 },
  price: { min: 0, max: 100000 },
} as const;
/**
 * The online payments' settings (registration_settings), from and to: hours a deposit's hold
 * lasts, days a transfer's hold lasts, days before the start the balance is due and the deposit
 * is still refunded. The database's checks hold the same bounds (a test keeps them equal).
 */
export const PAYMENT_SETTING_LIMITS = {
  deposit_hold_hours: { min: 1, max: 168 },
  transfer_days: { min: 1, max: 30 },
  balance_due_days: { min: 0, max: 120 },
  refund_until_days: { min: 0, max: 365 },
} as const;
/** The longest reason of a refund, in characters (request_refund). */
export const REFUND_REASON_MAX = 500;
/** What the provider's checkout page offers (registration_settings.online_payment_methods). */
export const ONLINE_PAYMENT_METHODS = ENUMS.online_payment_method;
export type OnlinePaymentMethod = Enums<'online_payment_method'>;
/** Where a registration's payments stand (registration_overview.payment_progress). */
export const PAYMENT_PROGRESS = ENUMS.payment_progress;
export type PaymentProgress = Enums<'payment_progress'>;
/**
 * The first words of a checkout line's name ("Deposit · Lucía · Campus week 1"), per language;
 * the database's private.checkout_item_name writes the same (a test keeps them equal).
 */
export const CHECKOUT_ITEM_LABELS = {
  en: { deposit: 'Deposit', balance: 'Balance' },
  es: { deposit: 'Señal', balance: 'Resto del pago' },
  ru: { deposit: 'Предоплата', balance: 'Остаток оплаты' },
} as const satisfies Record<Lang, Record<Enums<'payment_kind'>, string>>;
export const PLAYER_POSITIONS = ENUMS.player_position;
export type PlayerPosition = Enums<'player_position'>;
export const SHIRT_SIZES = ENUMS.shirt_size;
export type ShirtSize = Enums<'shirt_size'>;
export const CONSENT_KINDS = ENUMS.consent_kind;
export type ConsentKind = Enums<'consent_kind'>;
export const PAYMENT_METHODS = ENUMS.payment_method;
export type PaymentMethod = Enums<'payment_method'>;
export const PARENT_LINK_ACTIONS = ENUMS.parent_link_action;
export type ParentLinkAction = Enums<'parent_link_action'>;

/** The limits of one form (the database's private.registration_limits holds the same). */
export const REGISTRATION_LIMITS = {
  maxChildren: 6,
  maxOffers: 6,
  minFormSeconds: 3,
  maxFormAgeHours: 24,
  addressWindowMinutes: 60,
  submissionsPerAddress: 10,
  enquiriesPerAddress: 5,
} as const;

/** Longest texts, in characters (the tables' checks). */
export const REGISTRATION_TEXT_LIMITS = {
  parent_name: 200,
  email: 254,
  phone: 40,
  emergency_name: 200,
  child_name: 200,
  allergies: 2000,
  medication: 2000,
  authorised_collectors: 1000,
  enquiry_name: 200,
  message: 5000,
} as const;

const FIELD_TEXT_LIMITS: Record<string, number> = {
  'family.parent_name': REGISTRATION_TEXT_LIMITS.parent_name,
  'family.email': REGISTRATION_TEXT_LIMITS.email,
  'family.phone': REGISTRATION_TEXT_LIMITS.phone,
  'family.emergency_name': REGISTRATION_TEXT_LIMITS.emergency_name,
  'family.emergency_phone': REGISTRATION_TEXT_LIMITS.phone,
  'children.N.name': REGISTRATION_TEXT_LIMITS.child_name,
  'children.N.allergies': REGISTRATION_TEXT_LIMITS.allergies,
  'children.N.medication': REGISTRATION_TEXT_LIMITS.medication,
  'children.N.authorised_collectors': REGISTRATION_TEXT_LIMITS.authorised_collectors,
  // The enquiry form's fields.
  name: REGISTRATION_TEXT_LIMITS.enquiry_name,
  email: REGISTRATION_TEXT_LIMITS.email,
  phone: REGISTRATION_TEXT_LIMITS.phone,
  message: REGISTRATION_TEXT_LIMITS.message,
};

/**
 * The longest text a form's field takes, by the field's name ('family.email', 'children.1.name',
 * the enquiry's 'message'), or undefined for a field that is not a text.
 */
export function textLimit(field: string): number | undefined {
  return FIELD_TEXT_LIMITS[field.replace(/^children\.\d+\./, 'children.N.')];
}

/**
 * The version of each consent's wording the forms show (shared/src/i18n/consent, and the same
 * text in public.consent_texts). A new wording is a new version here and in a migration.
 */
export const CONSENT_VERSIONS = {
  child_data: 1,
  health_data: 1,
  photos_website: 1,
  photos_social: 1,
  guardian: 1,
} as const satisfies Record<ConsentKind, number>;

/** The address of a parents' link in a language: '<site>/es/registration/manage?token=...'. */
export function parentLinkUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${languagePrefix(lang)}${PARENT_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

/** Why the form refuses a field: a key of the registration catalog's `fields`. */
export type FieldIssue =
  | 'required'
  | 'too_long'
  | 'invalid_email'
  | 'invalid_phone'
  | 'invalid_date'
  | 'choose_one'
  | 'consent_required'
  | 'choose_offer'
  | 'duplicate_offer'
  | 'too_many_children'
  | 'too_many_offers'
  | 'contact_required';

const PHONE = /^\+?[0-9 ().-]+$/;

/** True for digits with spaces, dots, dashes, brackets and a leading +, 6 to 20 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 20;
}

/** A birth date: 'YYYY-MM-DD', a real day, not in the future, born 1990 or later. */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  return isCalendarDate(value) && value >= '1990-01-01' && value <= today.toISOString().slice(0, 10);
}

/** A field's path as the database names it in `details`: 'children.1.date_of_birth'. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** submit_registration's answer. */
export interface RegistrationAnswer {
  submission_id: number;
  family_id: number;
  /** True when the same form had been sent before: this is the first answer again. */
  replayed: boolean;
  items: {
    registration_id: number;
    child_index: number;
    child_name: string;
    offer_id: number;
    /** 'new': a place is held; 'waiting': on the waiting list at waiting_position. */
    status: Extract<RegistrationStatus, 'new' | 'waiting'>;
    waiting_position: number | null;
    /** What the place costs, discounts applied (registrationAmounts.ts). */
    price: number;
    deposit: number | null;
    /** The offer's price before any discount. */
    list_price: number;
    early_bird: boolean;
    sibling_discount_percent: number;
    /** The deposit (or the price, for an offer without one) of a place taken; 0 while waiting. */
    due_now: number;
    /** The deposit's hold (ISO time) the database gave the place, or null (absent in older answers). */
    pay_by?: string | null;
  }[];
  payment: {
    currency: 'EUR';
    due_now: number;
    total: number;
    /** What to write as the transfer's reference: 'R' and the submission's number. */
    reference: string;
    bank_account_holder: string | null;
    bank_iban: string | null;
    bank_bic: string | null;
    bizum_phone: string | null;
    instructions_en: string | null;
    instructions_es: string | null;
    instructions_ru: string | null;
    /** Whether the family could pay online when it registered (absent in older answers). */
    online_payments?: boolean;
    /** Whether the family could pay the deposit by bank transfer instead (absent in older answers). */
    transfer_allowed?: boolean;
  };
}

/**
 * What registration_answer() gives the answer page: the form's answer with each place's status
 * and amounts as they are now (`paid` so far; `due_now` what is owed now, deposit or balance, 0
 * once nothing is or the place is not held), the payment terms as the registration was given them.
 */
export interface CurrentRegistrationAnswer extends Omit<RegistrationAnswer, 'items' | 'payment'> {
  items: (Omit<RegistrationAnswer['items'][number], 'status'> & {
    status: RegistrationStatus;
    /** Paid so far, refunds taken off (absent in the answer as first given). */
    paid?: number;
  })[];
  payment: RegistrationAnswer['payment'] & {
    /** Paid so far for the places of this form (absent in the answer as first given). */
    paid?: number;
  };
}
