// The family's side of online payments (docs/payments.md): the site server's endpoints and what
// it hands the renderer for the pages around a payment.

/**
 * Pay's address without a language (a form or fetch; the site server redirects). The pages' own
 * forms post to the return page's address in their language instead (REGISTRATION_PAID_PATH).
 */
export const CHECKOUT_ENDPOINT = '/_payments/checkout';
/** Where the payment provider sends its signed events. */
export const PAYMENT_WEBHOOK_PATH = '/_payments/stripe';
/**
 * The provider's events the database acts on (the webhook endpoint's events to send, as the
 * README lists them). Any other event is acknowledged without reaching the database.
 */
export const PAYMENT_EVENTS: ReadonlySet<string> = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);
/** The query parameter the provider's "back" link adds to the page the family came from. */
export const PAYMENT_CANCELLED_PARAMETER = 'payment';

/** How many times the return page asks again while the payment is being confirmed (5 s apart). */
export const PAYMENT_RETURN_REFRESHES = 12;
/** Seconds between two of those refreshes. */
export const PAYMENT_RETURN_REFRESH_SECONDS = 5;

/** The refusals of Pay that the family sees as a page of their own. */
export const PAYMENT_REFUSALS = [
  'nothing_to_pay',
  'hold_ended',
  'link_invalid',
  'link_expired',
  'payments_off',
  'submission_not_found',
  'unreachable',
] as const;
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];

/** What the answer page needs to offer Pay; the site server adds it while payments are on. */
export interface AnswerPayment {
  /** The form's idempotency key: with the submission id, the family's proof for Pay. */
  idempotency_key: string;
  /** The hold's end (ISO timestamp), when known. */
  pay_by: string | null;
  /** Families may pay the deposit by bank transfer instead. */
  transfer_allowed: boolean;
}

/** checkout_status(): what the return page says of one Checkout Session. */
export interface CheckoutStatus {
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  language: string;
  amount_cents: number;
  items: { name: string; amount_cents: number }[];
}

/** The states of the pages around a payment (see RegistrationPageState). */
export type PaymentPageState =
  | {
      /** The return page: the checkout's status, or null when no checkout has that session. */
      kind: 'paid';
      sessionId: string;
      /** How many times the page has refreshed itself while waiting for the confirmation. */
      refresh: number;
      checkout: CheckoutStatus | null;
      /** The page the family came from (a path of this site), for a payment not completed. */
      back?: string | null;
    }
  | {
      /** Pay was refused, or the provider could not be reached. */
      kind: 'payment_refused';
      code: PaymentRefusal;
      /** Until when the place stays held (ISO), when known. */
      heldUntil: string | null;
      /** The fields to post again for "Try again" (the provider could not be reached). */
      retry: Record<string, string> | null;
      /** The page the family came from (the answer page or the parents' page). */
      back: string | null;
    };
