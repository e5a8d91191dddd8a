// Registrations: the public forms as the database takes them (submit_registration and
// submit_enquiry, docs/registrations.md). One zod schema validates in the browser, on the site
// server and in the tests; the database checks everything again, with the same limits
// (private.registration_limits, the tables' checks: supabase/tests/registration-submit.test.ts
// compares them). A refusal is a key of the registration catalog (`fields.*`), and its path is
// the one the database names in an error's `details` ('children.1.date_of_birth').
import * as z from 'zod/mini';
import { Constants, type Enums } from './database.types.ts';
import { isCalendarDate } from './format.ts';
import { LANGUAGES, languagePrefix, type Lang } from './languages.ts';
import { PARENT_LINK_PATH } from './registrationPaths.ts';

export { PARENT_LINK_PATH };

const ENUMS = Constants.public.Enums;

/** What an offer is (offers.kind). */
export const OFFER_KINDS = ENUMS.offer_kind;
export type OfferKind = Enums<'offer_kind'>;
/** A registration's status (registrations.status). */
export const REGISTRATION_STATUSES = ENUMS.registration_status;
export type RegistrationStatus = Enums<'registration_status'>;
/** The statuses in which a registration holds one of its offer's places. */
export const PLACE_HOLDING_STATUSES = [
  'new',
  'confirmed',
  'offered',
  'attended',
] as const satisfies readonly RegistrationStatus[];
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

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^\+?[0-9 ().-]+$/;

function text(max: number) {
  return z
    .string({ error: 'required' satisfies FieldIssue })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' satisfies FieldIssue }),
      z.maxLength(max, { error: 'too_long' satisfies FieldIssue }),
    );
}

/** An optional text: empty or missing becomes null. */
function optionalText(max: number) {
  return z
    .pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value) => (value ?? '').trim() || null),
      // The transformed value is re-checked for its length.
    )
    .check(
      z.refine((value) => value === null || value.length <= max, { error: 'too_long' satisfies FieldIssue }),
    );
}

function email() {
  return z
    .string({ error: 'required' satisfies FieldIssue })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'required' satisfies FieldIssue }),
      z.maxLength(REGISTRATION_TEXT_LIMITS.email, { error: 'too_long' satisfies FieldIssue }),
      z.regex(EMAIL, { error: 'invalid_email' satisfies FieldIssue }),
    );
}

/** True for digits with spaces, dots, dashes, brackets and a leading +, 6 to 20 digits. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/[^0-9]/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 20;
}

function phone() {
  return z
    .string({ error: 'required' satisfies FieldIssue })
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' satisfies FieldIssue }),
      z.maxLength(REGISTRATION_TEXT_LIMITS.phone, { error: 'too_long' satisfies FieldIssue }),
      z.refine(isPhone, { error: 'invalid_phone' satisfies FieldIssue }),
    );
}

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: 'choose_one' satisfies FieldIssue });
}

/** A birth date: 'YYYY-MM-DD', a real day, not in the future, born 1990 or later. */
export function isBirthDate(value: string, today: Date = new Date()): boolean {
  return isCalendarDate(value) && value >= '1990-01-01' && value <= today.toISOString().slice(0, 10);
}

const childSchema = z
  .object({
    name: text(REGISTRATION_TEXT_LIMITS.child_name),
    date_of_birth: z.string({ error: 'required' satisfies FieldIssue }).check(
      z.trim(),
      z.refine((v) => isBirthDate(v), { error: 'invalid_date' satisfies FieldIssue }),
    ),
    position: choice(PLAYER_POSITIONS),
    shirt_size: choice(SHIRT_SIZES),
    allergies: optionalText(REGISTRATION_TEXT_LIMITS.allergies),
    medication: optionalText(REGISTRATION_TEXT_LIMITS.medication),
    authorised_collectors: text(REGISTRATION_TEXT_LIMITS.authorised_collectors),
    offer_ids: z.array(z.int().check(z.positive())).check(
      z.minLength(1, { error: 'choose_offer' satisfies FieldIssue }),
      z.maxLength(REGISTRATION_LIMITS.maxOffers, { error: 'too_many_offers' satisfies FieldIssue }),
      z.refine((ids) => new Set(ids).size === ids.length, { error: 'duplicate_offer' satisfies FieldIssue }),
    ),
    consents: z.object({
      child_data: z.literal(true, { error: 'consent_required' satisfies FieldIssue }),
      health_data: z._default(z.boolean(), false),
      photos_website: z._default(z.boolean(), false),
      photos_social: z._default(z.boolean(), false),
    }),
  })
  .check(
    z.superRefine((child, ctx) => {
      if ((child.allergies || child.medication) && !child.consents.health_data)
        ctx.addIssue({
          code: 'custom',
          message: 'consent_required' satisfies FieldIssue,
          path: ['consents', 'health_data'],
        });
    }),
  );

/** The registration form: what submit_registration takes (p_form). */
export const registrationFormSchema = z
  .object({
    /** A UUID made when the form is shown: the same form sent again answers as the first time. */
    idempotency_key: z.uuid(),
    /** From form_token(), when the form is shown. */
    form_token: z.string().check(z.minLength(1)),
    /** The honeypot: a field people do not see and leave empty. */
    website: z.optional(z.string()),
    /** The page's language: the language of the consent wordings shown. */
    language: z.enum(LANGUAGES),
    family: z.object({
      parent_name: text(REGISTRATION_TEXT_LIMITS.parent_name),
      email: email(),
      phone: phone(),
      /** The language of the e-mails. */
      language: choice(LANGUAGES),
      emergency_name: text(REGISTRATION_TEXT_LIMITS.emergency_name),
      emergency_phone: phone(),
    }),
    children: z
      .array(childSchema)
      .check(
        z.minLength(1, { error: 'required' satisfies FieldIssue }),
        z.maxLength(REGISTRATION_LIMITS.maxChildren, { error: 'too_many_children' satisfies FieldIssue }),
      ),
    guardian_declaration: z.literal(true, { error: 'consent_required' satisfies FieldIssue }),
    consent_versions: z.object({
      child_data: z.int(),
      health_data: z.int(),
      photos_website: z.int(),
      photos_social: z.int(),
      guardian: z.int(),
    }),
  })
  .check(
    z.superRefine((form, ctx) => {
      const offers = new Set(form.children.flatMap((child) => child.offer_ids));
      if (offers.size > REGISTRATION_LIMITS.maxOffers)
        ctx.addIssue({ code: 'custom', message: 'too_many_offers' satisfies FieldIssue, path: ['children'] });
    }),
  );

/** What the form sends (the input of the schema: optional fields may be left out). */
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
/** What submit_registration gets: the schema's output. */
export type RegistrationForm = z.output<typeof registrationFormSchema>;

/** The contacts page's enquiry form: what submit_enquiry takes (p_enquiry). */
export const enquiryFormSchema = z
  .object({
    form_token: z.string().check(z.minLength(1)),
    website: z.optional(z.string()),
    name: text(REGISTRATION_TEXT_LIMITS.enquiry_name),
    email: z
      .pipe(
        z.optional(z.nullable(z.string())),
        z.transform((value) => (value ?? '').trim().toLowerCase() || null),
      )
      .check(
        z.refine((v) => v === null || (EMAIL.test(v) && v.length <= 254), {
          error: 'invalid_email' satisfies FieldIssue,
        }),
      ),
    phone: z
      .pipe(
        z.optional(z.nullable(z.string())),
        z.transform((value) => (value ?? '').trim() || null),
      )
      .check(z.refine((v) => v === null || isPhone(v), { error: 'invalid_phone' satisfies FieldIssue })),
    message: text(REGISTRATION_TEXT_LIMITS.message),
    language: choice(LANGUAGES),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (!form.email && !form.phone)
        ctx.addIssue({ code: 'custom', message: 'contact_required' satisfies FieldIssue, path: ['email'] });
    }),
  );
export type EnquiryForm = z.output<typeof enquiryFormSchema>;

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
    price: number;
    deposit: number | null;
    /** The deposit (or the price, for an offer without one) of a place taken; 0 while waiting. */
    due_now: number;
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
  };
}
