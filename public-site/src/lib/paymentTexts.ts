import { ACADEMY_TIME_ZONE } from '@academy/shared/constants.ts';
import { formatDate, formatDateTime, formatPrice } from '@academy/shared/format.ts';
import type { Lang } from '@academy/shared/languages.ts';
import type { RegistrationPageState } from '@academy/shared/registrationForm.ts';

/**
 * The amounts and dates the payment parts of a registration page show, in the page's language:
 * the hold's end and the times on the academy's clock, days as written, euro amounts. The loader
 * writes them into the page's data (see RegistrationVisit.formatted) so the browser formats none.
 */
export interface PaymentTexts {
  /** Until when the places are held (the answer and parents' pages, a refusal). */
  heldUntil?: string;
  /** What is due now (the parents' page). */
  dueNow?: string;
  /** What has been paid (the parents' page). */
  paid?: string;
  /** The last day of a refundable cancellation. */
  refundUntil?: string;
  /** The return page's total and each of its lines. */
  total?: string;
  items?: string[];
}

const time = (iso: string | null | undefined, lang: Lang) =>
  iso ? formatDateTime(iso, lang, { timeZone: ACADEMY_TIME_ZONE }) || undefined : undefined;
// A day ('YYYY-MM-DD') read as written, whatever the visitor's clock.
const day = (value: string | null | undefined, lang: Lang) =>
  value ? formatDate(`${value.slice(0, 10)}T12:00:00Z`, lang, { timeZone: 'UTC' }) || undefined : undefined;
const euros = (cents: number, lang: Lang) => formatPrice(cents / 100, lang);

/** The payment texts of a registration page's state. */
export function paymentTexts(state: RegistrationPageState | null, lang: Lang): PaymentTexts {
  switch (state?.kind) {
    case 'answer':
      return { heldUntil: time(state.summary?.pay?.pay_by, lang) };
    case 'manage': {
      const link = state.link;
      if (!link) return {};
      return {
        heldUntil: time(link.pay_by ?? link.hold_expires_at, lang),
        dueNow: link.amount_due_now ? formatPrice(link.amount_due_now, lang) : undefined,
        paid: link.paid !== undefined ? formatPrice(link.paid, lang) : undefined,
        refundUntil: link.online_payments ? day(link.refund_until, lang) : undefined,
      };
    }
    case 'paid':
      return state.checkout
        ? {
            total: euros(state.checkout.amount_cents, lang),
            items: state.checkout.items.map((item) => euros(item.amount_cents, lang)),
          }
        : {};
    case 'payment_refused':
      return { heldUntil: time(state.heldUntil, lang) };
    default:
      return {};
  }
}
