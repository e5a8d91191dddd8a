// What an outbox row's payload holds: written by SQL when the e-mail is queued
// (private.queue_registration_email, submit_enquiry), read here to render it.
import type { Lang } from '@academy/shared/languages.ts';
import type { Enums } from '@academy/shared/database.types.ts';
import type { RegistrationAmounts } from '@academy/shared/registrationAmounts.ts';

export type EmailKind = Enums<'email_kind'>;

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
  kind: Exclude<EmailKind, 'enquiry_notice'>;
  family: { parent_name: string; email: string; phone: string; language: Lang };
  items: ItemInMail[];
  academy: AcademyInMail;
  /** The transfer's reference ('R' and the submission's number), for the first e-mails. */
  reference: string | null;
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

export type MailPayload = RegistrationMailPayload | EnquiryMailPayload;
