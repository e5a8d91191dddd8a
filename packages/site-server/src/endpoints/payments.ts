import type { Context } from 'hono';
import Stripe from 'stripe';
import { languagePrefix, splitLanguagePath, type Lang } from '@academy/shared/languages.ts';
import {
  PAYMENT_REFUSALS,
  PAYMENT_RETURN_REFRESHES,
  type PaymentPageState,
  PAYMENT_EVENTS,
  type PaymentRefusal,
} from '@academy/shared/paymentPages.ts';
import { REGISTRATION_PAID_PATH } from '@academy/shared/registrationPaths.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import {
  checkoutRequest,
  originPath,
  retryFields,
  sessionParams,
  type CheckoutRequest,
} from '../payments/checkout.ts';
import type { PaymentsConfig } from '../payments/config.ts';
import type { OnlinePaymentMethod } from '@academy/shared/registrationRules.ts';
import type { RegistrationApi } from '../registration/api.ts';
import { formBody, fromThisSite, renderFormPage } from '../registration/http.ts';
import { sameSitePath } from '../sameSitePath.ts';

export interface PaymentEndpointOptions {
  siteUrl: string;
  renderer: SiteRenderer | null;
  api: RegistrationApi;
  /** Null while STRIPE_SECRET_KEY is unset: Pay is refused as payments_off, events as 503. */
  payments: PaymentsConfig | null;
  stripe: Stripe | null;
}

/** record_payment_event's refusals of the event itself (docs/payments.md, error codes). */
const EVENT_REFUSALS = new Set(['event_invalid']);

/** The events whose payment is looked up to learn how the family paid. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** What the family paid with, from a PaymentIntent whose latest charge is expanded. */
export function paymentMethodOf(intent: Stripe.PaymentIntent): OnlinePaymentMethod | null {
  const charge = intent.latest_charge;
  const type = charge && typeof charge === 'object' ? charge.payment_method_details?.type : undefined;
  return type === 'card' || type === 'bizum' ? type : null;
}

/** True for Stripe's refusal to expire a session that is no longer open (or unknown to it). */
function alreadyClosed(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError;
}

function refusalCode(hint: string | null | undefined): PaymentRefusal {
  return (PAYMENT_REFUSALS as readonly string[]).includes(hint ?? '')
    ? (hint as PaymentRefusal)
    : 'link_invalid';
}

/**
 * Pay (`POST /_payments/checkout`), the provider's events (`POST /_payments/stripe`) and the
 * page a family returns to (`GET /registration/paid`, in each language). See docs/payments.md.
 */
export function paymentEndpoints({ siteUrl, renderer, api, payments, stripe }: PaymentEndpointOptions) {
  const siteOrigin = new URL(siteUrl).origin;

  function wantsJson(c: Context): boolean {
    const accept = c.req.header('accept') ?? '';
    return accept.includes('application/json') && !accept.includes('text/html');
  }

  function refused(
    c: Context,
    lang: Lang,
    code: PaymentRefusal,
    status: number,
    request: CheckoutRequest | null,
    heldUntil: string | null = null,
  ) {
    if (wantsJson(c)) return c.json({ error: code, held_until: heldUntil }, status as 400);
    const state: PaymentPageState = {
      kind: 'payment_refused',
      code,
      heldUntil,
      retry: code === 'unreachable' && request ? retryFields(request) : null,
      back: request ? originPath(request) : null,
    };
    return renderFormPage(
      c,
      renderer,
      siteUrl,
      `${languagePrefix(lang)}${REGISTRATION_PAID_PATH}`,
      state,
      status,
    );
  }

  function redirect(c: Context, url: string) {
    if (wantsJson(c)) return c.json({ url }, 200, { 'cache-control': 'no-store' });
    return c.body(null, 303, { location: url, 'cache-control': 'no-store' });
  }

  const checkout = async (c: Context) => {
    if (!fromThisSite(c, siteOrigin)) return c.json({ error: 'Payments start on this site only.' }, 403);
    const body = await formBody(c);
    if (!body) return c.json({ error: 'Send the payment form as a form.' }, 415);
    const request = checkoutRequest(body);
    // Posted to a page of the site (the return page's address in the page's language), the page's
    // language is the address's: the refusal page answered there is hydrated from that address.
    const pathname = new URL(c.req.url).pathname;
    if (request && pathname.endsWith(REGISTRATION_PAID_PATH)) request.lang = splitLanguagePath(pathname).lang;
    const lang = request?.lang ?? splitLanguagePath(pathname).lang;
    if (!request) return refused(c, lang, 'link_invalid', 400, null);
    if (!payments || !stripe) return refused(c, lang, 'payments_off', 400, request);

    let opened;
    try {
      opened = await api.openCheckout(request.proof);
    } catch (error) {
      console.error('[site-server] open_checkout failed', error);
      return refused(c, lang, 'unreachable', 503, request);
    }
    if (!opened.ok) {
      const status =
        opened.status === 409 || opened.status === 410 || opened.status === 404 ? opened.status : 400;
      return refused(c, lang, refusalCode(opened.error.hint), status, request);
    }
    const order = opened.data;
    const heldUntil = new Date(order.expires_at * 1000).toISOString();
    try {
      // The family's older sessions go first, so no two of them can be paid.
      for (const id of order.expire_session_ids) {
        await stripe.checkout.sessions.expire(id).catch((error: unknown) => {
          if (!alreadyClosed(error)) throw error;
        });
      }
      if (order.reuse) return redirect(c, order.reuse.url);
      const session = await stripe.checkout.sessions.create(sessionParams(order, request, siteUrl), {
        idempotencyKey: `checkout-${order.checkout_id}`,
      });
      if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
      const attached = await api.attachCheckout(order.checkout_id, session.id, session.url);
      if (!attached.ok) throw new Error(`attach_checkout: ${attached.status} ${attached.error.hint ?? ''}`);
      return redirect(c, session.url);
    } catch (error) {
      console.error('[site-server] creating the checkout session failed', error);
      return refused(c, lang, 'unreachable', 503, request, heldUntil);
    }
  };

  const webhook = async (c: Context) => {
    const noStore = { 'cache-control': 'no-store' };
    if (!stripe || !payments?.webhookSecret)
      return c.json({ error: 'Payments are not configured on this server.' }, 503, noStore);
    const signature = c.req.header('stripe-signature');
    if (!signature) return c.json({ error: 'The Stripe-Signature header is missing.' }, 400, noStore);
    const raw = Buffer.from(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      // Stripe's default tolerance: a signature older than 300 s is refused (a replay).
      event = stripe.webhooks.constructEvent(raw, signature, payments.webhookSecret);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'not verified';
      return c.json({ error: `The signature could not be verified: ${reason}` }, 400, noStore);
    }
    // An event the database does not act on (a PaymentIntent's or a charge's own, which Stripe
    // sends only when the endpoint asks for it) is acknowledged here, so the provider stops.
    if (!PAYMENT_EVENTS.has(event.type)) return c.json({ received: true, outcome: 'ignored' }, 200, noStore);
    let method: OnlinePaymentMethod | null = null;
    try {
      if (PAID_EVENTS.has(event.type)) {
        const session = event.data.object as Stripe.Checkout.Session;
        const intent = session.payment_intent;
        const id = typeof intent === 'string' ? intent : intent?.id;
        if (id)
          method = paymentMethodOf(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      }
    } catch (error) {
      console.error('[site-server] reading the payment of event', event.id, 'failed', error);
      return c.json(
        { error: 'The payment provider could not be reached; send the event again.' },
        503,
        noStore,
      );
    }
    try {
      const result = await api.recordPaymentEvent(event, method);
      if (!result.ok) {
        console.error('[site-server] record_payment_event refused', event.id, result.status, result.error);
        // The event's own fault (a shape the database cannot read) is a 400 naming it; any other
        // refusal is this server's configuration (the relay key): 503, so the provider retries.
        const hint = result.error.hint ?? '';
        if (EVENT_REFUSALS.has(hint)) return c.json({ error: hint }, 400, noStore);
        return c.json({ error: 'The event could not be recorded; send it again.' }, 503, noStore);
      }
      return c.json({ received: true, outcome: result.data.outcome }, 200, noStore);
    } catch (error) {
      console.error('[site-server] record_payment_event failed', event.id, error);
      return c.json({ error: 'The database could not be reached; send the event again.' }, 503, noStore);
    }
  };

  const paidPage = async (c: Context) => {
    const url = new URL(c.req.url);
    const { lang } = splitLanguagePath(url.pathname);
    const path = `${languagePrefix(lang)}${REGISTRATION_PAID_PATH}`;
    const sessionId = url.searchParams.get('session_id') ?? '';
    const refresh = Math.min(
      Math.max(Number.parseInt(url.searchParams.get('n') ?? '0', 10) || 0, 0),
      PAYMENT_RETURN_REFRESHES,
    );
    const missing: PaymentPageState = { kind: 'paid', sessionId: '', refresh: 0, checkout: null };
    if (!/^[A-Za-z0-9_]{1,255}$/.test(sessionId))
      return renderFormPage(c, renderer, siteUrl, path, missing, 404);
    let status;
    try {
      status = await api.checkoutStatus(sessionId);
    } catch (error) {
      console.error('[site-server] checkout_status failed', error);
      return refused(c, lang, 'unreachable', 503, null);
    }
    if (!status.ok) return renderFormPage(c, renderer, siteUrl, path, missing, 404);
    const back = sameSitePath(url.searchParams.get('back') ?? '', siteOrigin);
    return renderFormPage(c, renderer, siteUrl, path, {
      kind: 'paid',
      sessionId,
      refresh,
      checkout: status.data,
      back,
    });
  };

  return { checkout, webhook, paidPage };
}
