// What an outbox row's payload holds: written by SQL when the e-mail is queued
// (private.queue_registration_email, submit_enquiry), read here to render it.
import type { Lang } from '@academy/shared/languages.ts';
import type { Enums } from '@academy/shared/database.types.ts';
import type { RegistrationAmounts } from '@academy/shared/registrationAmounts.ts';

export type EmailKind = Enums<'email_kind'>;

/** The e-mails of online payments, rendered from the payments and refund of their payload. */
export const PAYMENT_EMAIL_KINDS = [
  'payment_receipt',
  'balance_due',
  'balance_reminder',
  'refund_issued',
  'deposit_unpaid',
  'payment_refunded_late',
] as const satisfies readonly EmailKind[];

export type PaymentEmailKind = (typeof PAYMENT_EMAIL_KINDS)[number];

export interface OfferInMail {
  id: number;
  kind: Enums<'offer_kind'>;
  title_en: string;
  title_es: string | null;
  title_ru: string | null;
  /** 'YYYY-MM-DD' */
  starts_on: string;
  ends_on: string;
  /** 'HH:MM:SS' (Europe/Madrid) or null */
  starts_at: string | null;
  ends_at: string | null;
  age_group: string | null;
  campus_role: Enums<'campus_role'> | null;
  campus_type: Enums<'campus_type'> | null;
  price: number;
  deposit: number | null;
  kit_list_en: string;
  kit_list_es: string | null;
  kit_list_ru: string | null;
}

export interface ItemInMail {
  registration_id: number;
  child_name: string;
  status: Enums<'registration_status'>;
  waiting_position: number | null;
  hold_expires_at: string | null;
  manage_token: string;
  offer: OfferInMail;
  /** What the place costs, as the database computes it (discounts applied). */
  amounts: RegistrationAmounts;
  /**
   * While online payments are on: the end of the hold on a place taken online, waiting for its
   * deposit (null once paid, or when nothing is due). Absent from payloads written before.
   */
  pay_by?: string | null;
  /** What is paid for the place (its refunds taken off), in euro. */
  paid?: number;
  /** What remains to pay for the place, in euro. */
  remaining?: number;
  /** The day the balance is due ('YYYY-MM-DD'), or null when there is no balance. */
  balance_due_on?: string | null;
  /**
   * What the offer requires before it starts (docs/family-accounts.md, "Before camp"): the
   * details still missing and the day they are due ('YYYY-MM-DD'). Absent from payloads written
   * before.
   */
  before_camp?: {
    required: Enums<'before_camp_detail'>[];
    missing: Enums<'before_camp_detail'>[];
    due_on: string;
  } | null;
}

/** One payment that an e-mail tells (the outbox row's `payment_ids`). */
export interface PaymentInMail {
  id: number;
  registration_id: number;
  kind: Enums<'payment_kind'>;
  amount: number;
  method: Enums<'payment_method'>;
  /** 'YYYY-MM-DD' */
  paid_on: string;
  /** The provider's id of an online payment (a Stripe PaymentIntent), null for one by hand. */
  provider_payment_id: string | null;
}

/** The refund that an e-mail tells (the outbox row's `refund_id`). */
export interface RefundInMail {
  id: number;
  amount: number;
  /** Null once the family's personal data is erased. */
  reason: string | null;
  /** Why the database refunded it by itself, told in the e-mail's language; null for an Admin's
   * refund (its reason is told as typed). Absent from payloads written before it existed. */
  reason_code?: Enums<'refund_reason_code'> | null;
  /** The database asked for it (a late payment, a cancellation in time), not an Admin. */
  automatic: boolean;
  status: Enums<'refund_status'>;
  /** The amount of the payment refunded. */
  payment_amount: number;
}

/** The family's amounts over the e-mail's items, computed by the database (euro). */
export interface TotalsInMail {
  due_now: number;
  total: number;
  paid: number;
  remaining: number;
}

export interface AcademyInMail {
  address_en: string | null;
  address_es: string | null;
  address_ru: string | null;
  address_url: string | null;
  phone: string | null;
  email: string | null;
  whatsapp_link: string | null;
  company_name: string | null;
  bank_account_holder: string | null;
  bank_iban: string | null;
  bank_bic: string | null;
  bizum_phone: string | null;
  payment_instructions_en: string | null;
  payment_instructions_es: string | null;
  payment_instructions_ru: string | null;
}

export interface RegistrationMailPayload {
  kind: Exclude<EmailKind, 'enquiry_notice' | 'guardian_invited' | 'erasure_requested'>;
  family: { parent_name: string; email: string; phone: string; language: Lang };
  items: ItemInMail[];
  academy: AcademyInMail;
  /** The transfer's reference ('R' and the submission's number), for the first e-mails. */
  reference: string | null;
  /** Online payments are on (registration settings); absent from payloads written before. */
  online_payments?: boolean;
  /** While online payments are on, families may also pay the deposit by bank transfer. */
  transfer_allowed?: boolean;
  /** The payments the e-mail tells (a receipt's, a late payment's). */
  payments?: PaymentInMail[];
  /** The refund the e-mail tells. */
  refund?: RefundInMail | null;
  /** The amounts over the items (absent from payloads written before: then summed here). */
  totals?: TotalsInMail;
}

export interface EnquiryMailPayload {
  kind: 'enquiry_notice';
  academy: AcademyInMail;
  enquiry: {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    message: string;
    language: Lang;
    created_at: string;
  };
}

/** A second guardian invited to a family's account (written by invite_guardian). */
export interface GuardianMailPayload {
  kind: 'guardian_invited';
  academy: AcademyInMail;
  invitation: {
    /** The first guardian's name, as the family's latest form gives it. */
    invited_by: string;
    /** The name the first guardian gave the guardian invited, if any. */
    name: string | null;
    /** The address invited: the guardian signs in with it. */
    email: string;
  };
}

/** A family's erasure request from its account, to the academy (written by request_erasure). */
export interface ErasureMailPayload {
  kind: 'erasure_requested';
  academy: AcademyInMail;
  family: { parent_name: string; email: string; phone: string | null; language: Lang };
  /** The family rows the request covers (every form the family sent). */
  family_ids: number[];
  requested_at: string;
}

export type MailPayload =
  RegistrationMailPayload | EnquiryMailPayload | GuardianMailPayload | ErasureMailPayload;
