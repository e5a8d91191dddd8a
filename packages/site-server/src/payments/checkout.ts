import type Stripe from 'stripe';
import { isLang, languagePrefix, type Lang } from '@academy/shared/languages.ts';
import { PAYMENT_CANCELLED_PARAMETER } from '@academy/shared/paymentPages.ts';
import {
  PARENT_LINK_PATH,
  REGISTRATION_ANSWER_PATH,
  REGISTRATION_PAID_PATH,
} from '@academy/shared/registrationPaths.ts';
import type { CheckoutProof, OpenedCheckout } from '../registration/api.ts';

/** The longest parents' link token taken (a real one is about 70 characters). */
const TOKEN_MAX = 512;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Pay form as the site server reads it: who the family is, and the page's language. */
export interface CheckoutRequest {
  proof: CheckoutProof;
  lang: Lang;
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/**
 * The Pay form's fields: `token` (a parents' link) or `submission_id` and `idempotency_key` (the
 * answer page), and `lang`. Anything else the browser sends (an amount, say) is not read: what
 * is owed comes from the database. Null when the form proves nothing.
 */
export function checkoutRequest(body: Record<string, unknown>): CheckoutRequest | null {
  const rawLang = field(body, 'lang');
  const lang: Lang = isLang(rawLang) ? rawLang : 'en';
  const token = field(body, 'token');
  if (token) return token.length <= TOKEN_MAX ? { proof: { token }, lang } : null;
  const submission = field(body, 'submission_id');
  const key = field(body, 'idempotency_key');
  if (!/^[1-9]\d{0,15}$/.test(submission) || !UUID.test(key)) return null;
  const id = Number(submission);
  if (!Number.isSafeInteger(id)) return null;
  return { proof: { submission_id: id, idempotency_key: key }, lang };
}

/** The fields that post the same request again ("Try again"). */
export function retryFields(request: CheckoutRequest): Record<string, string> {
  const { proof, lang } = request;
  return 'token' in proof
    ? { token: proof.token, lang }
    : { submission_id: String(proof.submission_id), idempotency_key: proof.idempotency_key, lang };
}

/** The page the family came from: the parents' page of its link, or the answer page. */
export function originPath(request: CheckoutRequest): string {
  const prefix = languagePrefix(request.lang);
  return 'token' in request.proof
    ? `${prefix}${PARENT_LINK_PATH}?${new URLSearchParams({ token: request.proof.token })}`
    : `${prefix}${REGISTRATION_ANSWER_PATH}`;
}

/** Stripe's Checkout locales of the site's languages. */
const LOCALES: Record<Lang, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', es: 'es', ru: 'ru' };

/**
 * The Checkout Session for an opened checkout: exactly its items (their amounts from the
 * database), its methods, the family's e-mail, the checkout's id in the metadata of the session
 * and of its PaymentIntent, its end, and the pages to come back to.
 */
export function sessionParams(
  opened: OpenedCheckout,
  request: CheckoutRequest,
  siteUrl: string,
): Stripe.Checkout.SessionCreateParams {
  const site = siteUrl.replace(/\/+$/, '');
  const checkoutId = String(opened.checkout_id);
  const back = originPath(request);
  const language = isLang(opened.language) ? opened.language : request.lang;
  return {
    mode: 'payment',
    line_items: opened.items.map((item) => ({
      quantity: 1,
      price_data: {
        currency: opened.currency,
        unit_amount: item.amount_cents,
        product_data: { name: item.name },
      },
    })),
    // The API version of this library replaced `payment_method_types` by this filter on the
    // methods enabled in the Dashboard (Bizum must be enabled there too).
    allowed_payment_method_types: opened.methods,
    ...(opened.email ? { customer_email: opened.email } : {}),
    client_reference_id: checkoutId,
    metadata: { checkout_id: checkoutId },
    payment_intent_data: { metadata: { checkout_id: checkoutId } },
    locale: LOCALES[language],
    expires_at: opened.expires_at,
    // Stripe fills in {CHECKOUT_SESSION_ID}; the braces stay as they are.
    // `back`: where the return page leads when the payment was not completed.
    success_url: `${site}${languagePrefix(request.lang)}${REGISTRATION_PAID_PATH}?session_id={CHECKOUT_SESSION_ID}&${new URLSearchParams({ back })}`,
    cancel_url: `${site}${back}${back.includes('?') ? '&' : '?'}${PAYMENT_CANCELLED_PARAMETER}=cancelled`,
  };
}
