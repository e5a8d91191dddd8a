// The registration form as a web page carries it: every field is one named input whose name is
// the field's path in registrationFormSchema ('family.email', 'children.1.offer_ids'), so a form
// posted without JavaScript, the schema's refusals and the database's `details` all name a field
// the same way. The site server turns the posted fields into the schema's input; the page keeps
// what was typed as the same flat values.
import type { Database } from './database.types.ts';
import type { Lang } from './languages.ts';
import type { RegistrationFormInput } from './registration.ts';
import type { RegistrationAmounts } from './registrationAmounts.ts';
import type { AccountPageState } from './account.ts';
import type { AnswerPayment, PaymentPageState } from './paymentPages.ts';
import {
  CONSENT_VERSIONS,
  fieldPath,
  REGISTRATION_LIMITS,
  textLimit,
  type CurrentRegistrationAnswer,
} from './registrationRules.ts';

export { REGISTRATION_ANSWER_PATH, REGISTRATION_PATH } from './registrationPaths.ts';
/** Where the contacts page's enquiry form is posted. */
export const ENQUIRY_ENDPOINT = '/_enquiry';

/**
 * The choice a form sends when its e-mail's domain looks mistyped ('lucia@gmail.con'): the
 * address to use, the likely one or the one typed. The site server asks for it (the refusal
 * EMAIL_SUGGESTION_ERROR, with the likely address) before it sends such a form on; with script the
 * 'Did you mean ...?' line sends it as typed once the visitor has seen the line.
 */
export const EMAIL_CHOICE_FIELD = 'email_choice';

/** The refusal that offers the likely address (its `values.email`) and asks which to use. */
export const EMAIL_SUGGESTION_ERROR = 'fields.email_suggestion';

/** An offer as open_offers() lists it: its columns, places left and whether it is open now. */
export type OpenOffer = Database['public']['Functions']['open_offers']['Returns'][number];

/** What was typed, by field name; a multiple choice (offer_ids) as a list. */
export type FormValues = Record<string, string | string[]>;

/** Why a field was refused: a catalog key ('fields.required', 'errors.offer_closed') and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}

/** The consents each child is asked for, in the order they are shown. */
export const CHILD_CONSENTS = ['child_data', 'health_data', 'photos_website', 'photos_social'] as const;

/** The text fields of a child, in the order they are shown. */
export const CHILD_FIELDS = [
  'name',
  'date_of_birth',
  'position',
  'shirt_size',
  'allergies',
  'medication',
  'authorised_collectors',
] as const;

/** The family's fields, in the order they are shown. */
export const FAMILY_FIELDS = [
  'parent_name',
  'email',
  'phone',
  'language',
  'emergency_name',
  'emergency_phone',
] as const;

const CHILD_FIELD = /^children\.(\d+)\./;

/** How many children a form's values hold: its `children` field, or the highest child typed (1 to the limit). */
export function childCount(values: FormValues): number {
  const stated = Number(valueOf(values, 'children'));
  let count = Number.isInteger(stated) && stated > 0 ? stated : 1;
  for (const name of Object.keys(values)) {
    const match = CHILD_FIELD.exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return Math.min(count, REGISTRATION_LIMITS.maxChildren);
}

/** One value of a field ('' when missing; the first of a list). */
export function valueOf(values: FormValues, name: string): string {
  const value = values[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Every value of a field (a list of ticked boxes). */
export function valuesOf(values: FormValues, name: string): string[] {
  const value = values[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Keeps only the fields a registration form has, as strings (a posted body may hold anything). */
export function formValuesFromEntries(entries: Iterable<[string, unknown]>): FormValues {
  const values: FormValues = {};
  for (const [name, raw] of entries) {
    if (!isFormField(name)) continue;
    const list = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
    if (list.length === 0) continue;
    if (name.endsWith('.offer_ids')) values[name] = [...valuesOf(values, name), ...list];
    else values[name] = list[list.length - 1]!;
  }
  return values;
}

const FIELD_NAMES = new RegExp(
  [
    '^(idempotency_key|form_token|website|guardian_declaration|children)$',
    `^family\\.(${FAMILY_FIELDS.join('|')})$`,
    `^children\\.[0-${REGISTRATION_LIMITS.maxChildren - 1}]\\.(${CHILD_FIELDS.join('|')}|offer_ids)$`,
    `^children\\.[0-${REGISTRATION_LIMITS.maxChildren - 1}]\\.consents\\.(${CHILD_CONSENTS.join('|')})$`,
  ].join('|'),
);

function isFormField(name: string): boolean {
  return FIELD_NAMES.test(name);
}

/** Removes child `index` from the values, renumbering the children after it. */
export function withoutChild(values: FormValues, index: number): FormValues {
  const out: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const match = CHILD_FIELD.exec(name);
    if (!match) {
      out[name] = value;
      continue;
    }
    const n = Number(match[1]);
    if (n === index) continue;
    out[n > index ? name.replace(CHILD_FIELD, `children.${n - 1}.`) : name] = value;
  }
  out.children = String(Math.max(1, childCount(values) - 1));
  return out;
}

/**
 * The schema's input from a form's values, in the page's language: a ticked box is `true`, an
 * unticked one `false`, offers are numbers, the consent versions are the wordings the page shows.
 */
export function registrationInput(values: FormValues, language: Lang): RegistrationFormInput {
  const ticked = (name: string) => valueOf(values, name) !== '';
  const children = Array.from({ length: childCount(values) }, (_, i) => {
    const field = (name: string) => valueOf(values, `children.${i}.${name}`);
    return {
      name: field('name'),
      date_of_birth: field('date_of_birth'),
      position: field('position') as never,
      shirt_size: field('shirt_size') as never,
      allergies: field('allergies'),
      medication: field('medication'),
      authorised_collectors: field('authorised_collectors'),
      offer_ids: valuesOf(values, `children.${i}.offer_ids`).map(Number),
      consents: {
        child_data: ticked(`children.${i}.consents.child_data`) as true,
        health_data: ticked(`children.${i}.consents.health_data`),
        photos_website: ticked(`children.${i}.consents.photos_website`),
        photos_social: ticked(`children.${i}.consents.photos_social`),
      },
    };
  });
  const family = Object.fromEntries(FAMILY_FIELDS.map((name) => [name, valueOf(values, `family.${name}`)]));
  return {
    idempotency_key: valueOf(values, 'idempotency_key'),
    form_token: valueOf(values, 'form_token'),
    website: valueOf(values, 'website'),
    language,
    family: family as RegistrationFormInput['family'],
    children,
    guardian_declaration: ticked('guardian_declaration') as true,
    consent_versions: { ...CONSENT_VERSIONS },
  };
}

/** The fields the visitor fills in; a refusal of any other (the tokens) is the whole form's. */
const VISITOR_FIELDS = /^(family|children|guardian_declaration)(\.|$)/;

/**
 * The schema's refusals as the form shows them: the first refusal of each field, by its name,
 * and a refusal of the form itself (its tokens) apart.
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): {
  errors: Record<string, FieldError>;
  formError: FieldError | null;
} {
  const errors: Record<string, FieldError> = {};
  let formError: FieldError | null = null;
  for (const issue of issues) {
    const name = fieldPath(issue.path);
    if (!VISITOR_FIELDS.test(name)) {
      formError ??= { key: 'errors.form_token_invalid' };
      continue;
    }
    errors[name] ??= fieldError(name, issue.message);
  }
  return { errors, formError };
}

/**
 * A field's refusal as the form shows it: its catalog key and the limit the message names (the
 * field's longest text, or the most children or offers a form takes).
 */
export function fieldError(name: string, issue: string): FieldError {
  const max =
    issue === 'too_long'
      ? textLimit(name)
      : issue === 'too_many_children'
        ? REGISTRATION_LIMITS.maxChildren
        : issue === 'too_many_offers'
          ? REGISTRATION_LIMITS.maxOffers
          : undefined;
  return max === undefined ? { key: `fields.${issue}` } : { key: `fields.${issue}`, values: { max } };
}

/**
 * The answer page's data: the database's answer (as the registration was answered, or as its
 * places are now: registration_answer()) and the titles of its offers.
 */
export interface AnswerSummary {
  answer: CurrentRegistrationAnswer;
  offers: Record<number, string>;
  /** Pay online: set while online payments are on and something is due now. */
  pay?: AnswerPayment | null;
}

/** What the site server hands the renderer for a page with a form (see SiteRenderer.render). */
export type RegistrationPageState =
  | {
      kind: 'form';
      offers: OpenOffer[];
      values: FormValues;
      errors: Record<string, FieldError>;
      /** A refusal of the whole form (too many submissions, the token used). */
      formError: FieldError | null;
      /** The campus chooser's role and type, when the visitor came from it. */
      campus: { role: string; type: string } | null;
    }
  | { kind: 'closed' }
  | {
      kind: 'answer';
      summary: AnswerSummary | null;
      /** The family came back from the payment page without paying. */
      paymentCancelled?: boolean;
    }
  | {
      kind: 'manage';
      token: string;
      link: ParentLinkInfo | null;
      error: FieldError | null;
      done: string | null;
      /** Pay is offered: the site takes payments and the link says something can be paid. */
      payable?: boolean;
      /** The family came back from the payment page without paying. */
      paymentCancelled?: boolean;
    }
  | PaymentPageState
  | AccountPageState
  | { kind: 'enquiry'; values: FormValues; errors: Record<string, FieldError>; formError: FieldError | null };

/** What parent_link() answers (docs/registrations.md, "Parents' links"). */
export interface ParentLinkInfo {
  child_name: string;
  language: Lang;
  offer: { id: number; title_en: string; title_es: string | null; title_ru: string | null } & Record<
    string,
    unknown
  >;
  /** What the place costs, discounts applied. */
  amounts: RegistrationAmounts;
  status: string;
  waiting_position: number | null;
  hold_expires_at: string | null;
  photos_website: boolean;
  photos_social: boolean;
  can_cancel: boolean;
  can_accept_place: boolean;
  can_withdraw_photos: boolean;
  /** Online payments (docs/payments.md, "The parents' page"): the switch. */
  online_payments?: boolean;
  /** Pay is offered for this registration now. */
  can_pay?: boolean;
  /** Euro: what Pay would charge for this registration now, 0 when nothing. */
  amount_due_now?: number;
  /** The deposit's hold (ISO time), or null. */
  pay_by?: string | null;
  /** The last day a cancellation refunds the online payments (YYYY-MM-DD). */
  refund_until?: string | null;
  /** What has been paid (euro, refunds deducted), when the database says it. */
  paid?: number;
}

/** The title of an offer in a language (English when there is none). */
export function offerTitle(
  offer: { title_en: string; title_es?: string | null; title_ru?: string | null },
  lang: Lang,
) {
  return (lang === 'es' ? offer.title_es : lang === 'ru' ? offer.title_ru : null) || offer.title_en;
}
