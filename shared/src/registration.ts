// Registrations: the public forms as the database takes them (submit_registration and
// submit_enquiry, docs/registrations.md). One zod schema validates in the browser, on the site
// server and in the tests; the database checks everything again, with the same limits
// (private.registration_limits, the tables' checks: supabase/tests/registration-submit.test.ts
// compares them). A refusal is a key of the registration catalog (`fields.*`), and its path is
// the one the database names in an error's `details` ('children.1.date_of_birth').
import * as z from 'zod/mini';
import { LANGUAGES } from './languages.ts';
import {
  isBirthDate,
  isPhone,
  PLAYER_POSITIONS,
  REGISTRATION_LIMITS,
  REGISTRATION_TEXT_LIMITS,
  SHIRT_SIZES,
  type FieldIssue,
} from './registrationRules.ts';

export * from './registrationRules.ts';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

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
