/**
 * What the provider does, without HTTP: Checkout Sessions, their payment by the test cards or
 * Bizum, refunds and the events each change emits. Every change is made synchronously on the
 * in-memory state (so two requests never interleave inside one) and then saved by the caller.
 */
import {
  EMAIL,
  FAILURE_MESSAGES,
  SPANISH_MOBILE,
  TEST_CARDS,
  cardDetails,
  luhn,
  type PaymentFailureCode,
} from './cards.ts';
import { invalidRequest, noSuch } from './errors.ts';
import { newCharge, newPaymentIntent } from './objects.ts';
import { newRefund } from './refunds.ts';
import { checkoutSessionFrom } from './sessionParams.ts';
import { newId } from './ids.ts';
import type { Params } from './params.ts';
import type { PendingAuthentication, Store } from './store.ts';
import {
  type Charge,
  type CheckoutSession,
  type PaymentError,
  type PaymentIntent,
  type PaymentMethodDetails,
  type Refund,
  type StripeEvent,
  type StripeObject,
} from './types.ts';

/** The API version events carry: the one stripe@23 asks for. */
export const API_VERSION = '2026-10-28.endive';

/** The request an event came from; both null for what the payer did on the checkout page. */
export interface RequestInfo {
  id: string | null;
  idempotencyKey: string | null;
}
const PAYER: RequestInfo = { id: null, idempotencyKey: null };

export type PaymentOutcome =
  | { kind: 'paid'; session: CheckoutSession }
  | { kind: 'failed'; code: PaymentFailureCode; message: string; session: CheckoutSession }
  | { kind: 'authenticate'; token: string; session: CheckoutSession }
  | { kind: 'closed'; session: CheckoutSession };

export interface CardInput {
  number: string;
  exp?: string;
  cvc?: string;
  email?: string;
  name?: string;
}

export interface BizumInput {
  phone: string;
  email?: string;
}

export interface ProviderOptions {
  store: Store;
  /** The current time in ms (Date.now; tests move it). */
  clock: () => number;
  /** Where the checkout pages are (the session's `url` starts with it). */
  baseUrl: () => string;
  /** Told of each new event (the webhook delivery queues it). */
  onEvent: (event: StripeEvent) => void;
  /** How many endpoints an event goes to (the event's `pending_webhooks`). */
  endpoints: () => number;
}

export class Provider {
  constructor(private readonly options: ProviderOptions) {}

  get state() {
    return this.options.store.state;
  }

  nowS(): number {
    return Math.floor(this.options.clock() / 1000);
  }

  sessionUrl(id: string): string {
    return `${this.options.baseUrl()}/pay/${id}`;
  }

  /** Points open sessions at this run's address (the port may differ from the last run). */
  refreshUrls(): void {
    for (const session of Object.values(this.state.sessions))
      if (session.status === 'open') session.url = this.sessionUrl(session.id);
  }

  private emit(type: string, object: StripeObject, request: RequestInfo): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt_'),
      object: 'event',
      api_version: API_VERSION,
      created: this.nowS(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: this.options.endpoints(),
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type,
    };
    this.state.events[event.id] = event;
    this.options.onEvent(event);
    return event;
  }

  // ---- Checkout Sessions ----

  createSession(params: Params): CheckoutSession {
    const { session, lineItems, intentData } = checkoutSessionFrom(params, this.nowS(), (id) =>
      this.sessionUrl(id),
    );
    this.state.sessions[session.id] = session;
    this.state.lineItems[session.id] = lineItems;
    this.state.intentData[session.id] = intentData;
    return session;
  }

  session(id: string, status = 404, param = 'id'): CheckoutSession {
    const session = this.state.sessions[id];
    if (!session) throw noSuch('checkout.session', id, param, status);
    return session;
  }

  /** Ends an open session: by the API (`expire`) or when its `expires_at` has passed. */
  expireSession(id: string, request: RequestInfo = PAYER): CheckoutSession {
    const session = this.session(id);
    if (session.status !== 'open')
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        { code: 'checkout_session_not_open' },
      );
    session.status = 'expired';
    session.url = null;
    for (const [token, pending] of Object.entries(this.state.authentications))
      if (pending.sessionId === id) delete this.state.authentications[token];
    // A PaymentIntent left by a failed attempt is canceled with its session, as Checkout does.
    const intent = session.payment_intent ? this.state.paymentIntents[session.payment_intent] : undefined;
    if (intent && intent.status !== 'succeeded') {
      intent.status = 'canceled';
      intent.canceled_at = this.nowS();
      intent.cancellation_reason = 'abandoned';
      intent.next_action = null;
      this.emit('payment_intent.canceled', intent, request);
    }
    this.emit('checkout.session.expired', session, request);
    return session;
  }

  /** Expires the open sessions whose time has come; true when one was. */
  expireDue(): boolean {
    const now = this.nowS();
    let changed = false;
    for (const session of Object.values(this.state.sessions))
      if (session.status === 'open' && session.expires_at <= now) {
        this.expireSession(session.id);
        changed = true;
      }
    return changed;
  }

  successRedirect(session: CheckoutSession): string | null {
    return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
  }

  // ---- Payments ----

  /** The session's PaymentIntent, made at the first attempt to pay (as Checkout does). */
  private intentFor(session: CheckoutSession, type: 'card' | 'bizum', email: string | null): PaymentIntent {
    if (session.payment_intent) {
      const existing = this.state.paymentIntents[session.payment_intent]!;
      existing.payment_method_types = [type];
      return existing;
    }
    const data = this.state.intentData[session.id] ?? { metadata: {}, description: null };
    const intent = newPaymentIntent(session, type, email, data, this.nowS());
    const id = intent.id;
    this.state.paymentIntents[id] = intent;
    session.payment_intent = id;
    this.emit('payment_intent.created', intent, PAYER);
    return intent;
  }

  private charge(
    intent: PaymentIntent,
    details: PaymentMethodDetails,
    billing: { email: string | null; name: string | null; phone: string | null },
    failure: PaymentError | null,
  ): Charge {
    const charge = newCharge(intent, details, billing, failure, this.nowS());
    const paymentMethod = charge.payment_method;
    this.state.charges[charge.id] = charge;
    intent.latest_charge = charge.id;
    intent.payment_method = paymentMethod;
    return charge;
  }

  private succeed(
    session: CheckoutSession,
    intent: PaymentIntent,
    details: PaymentMethodDetails,
    billing: { email: string | null; name: string | null; phone: string | null },
  ): PaymentOutcome {
    const charge = this.charge(intent, details, billing, null);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.next_action = null;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.url = null;
    session.customer_details = {
      address: null,
      email: billing.email,
      name: billing.name,
      phone: billing.phone,
      tax_exempt: 'none',
      tax_ids: [],
    };
    this.emit('charge.succeeded', charge, PAYER);
    this.emit('payment_intent.succeeded', intent, PAYER);
    this.emit('checkout.session.completed', session, PAYER);
    return { kind: 'paid', session };
  }

  private fail(
    session: CheckoutSession,
    intent: PaymentIntent,
    code: 'card_declined' | 'payment_intent_authentication_failure',
    details: PaymentMethodDetails,
    billing: { email: string | null; name: string | null; phone: string | null },
  ): PaymentOutcome {
    const error: PaymentError =
      code === 'card_declined'
        ? { type: 'card_error', code, decline_code: 'generic_decline', message: FAILURE_MESSAGES[code] }
        : { type: 'invalid_request_error', code, message: FAILURE_MESSAGES[code] };
    if (code === 'card_declined') {
      const charge = this.charge(intent, details, billing, error);
      this.emit('charge.failed', charge, PAYER);
    }
    intent.status = 'requires_payment_method';
    intent.last_payment_error = error;
    intent.next_action = null;
    this.emit('payment_intent.payment_failed', intent, PAYER);
    return { kind: 'failed', code, message: FAILURE_MESSAGES[code], session };
  }

  private invalid(session: CheckoutSession, code: PaymentFailureCode): PaymentOutcome {
    return { kind: 'failed', code, message: FAILURE_MESSAGES[code], session };
  }

  private payerEmail(
    session: CheckoutSession,
    typed: string | undefined,
  ): string | null | PaymentFailureCode {
    if (session.customer_email) return session.customer_email;
    const email = typed?.trim() ?? '';
    if (email === '') return null;
    return EMAIL.test(email) ? email : 'invalid_email';
  }

  /** The payer's card: the test card numbers decide what happens. */
  payByCard(sessionId: string, input: CardInput): PaymentOutcome {
    const session = this.session(sessionId);
    if (session.status !== 'open' || !session.payment_method_types.includes('card'))
      return { kind: 'closed', session };
    const email = this.payerEmail(session, input.email);
    if (email === 'invalid_email') return this.invalid(session, email);
    const number = input.number.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(number) || !luhn(number) || !Object.values<string>(TEST_CARDS).includes(number))
      return this.invalid(session, 'invalid_number');
    const now = new Date(this.options.clock());
    let expMonth = 12;
    let expYear = now.getUTCFullYear() + 2;
    if (input.exp !== undefined) {
      const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.exp);
      if (!match) return this.invalid(session, 'invalid_expiry_month');
      expMonth = Number(match[1]);
      expYear = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
      if (expMonth < 1 || expMonth > 12) return this.invalid(session, 'invalid_expiry_month');
      if (expYear > now.getUTCFullYear() + 50) return this.invalid(session, 'invalid_expiry_year');
      if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
        return this.invalid(session, 'expired_card');
    }
    if (input.cvc !== undefined && !/^\d{3,4}$/.test(input.cvc.trim()))
      return this.invalid(session, 'invalid_cvc');
    const name = input.name?.trim() || null;
    const intent = this.intentFor(session, 'card', email);
    const details = (threeDSecure: boolean) => cardDetails(expMonth, expYear, number.slice(-4), threeDSecure);
    const billing = { email, name, phone: null };
    if (number === TEST_CARDS.declined)
      return this.fail(session, intent, 'card_declined', details(false), billing);
    if (number === TEST_CARDS.authenticates) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      const token = newId('auth_');
      const pending: PendingAuthentication = {
        sessionId,
        paymentIntentId: intent.id,
        email,
        name,
        expMonth,
        expYear,
      };
      this.state.authentications[token] = pending;
      this.emit('payment_intent.requires_action', intent, PAYER);
      return { kind: 'authenticate', token, session };
    }
    return this.succeed(session, intent, details(false), billing);
  }

  pendingAuthentication(token: string): PendingAuthentication | undefined {
    return this.state.authentications[token];
  }

  /** The payer's answer on the authentication page of the card that asks for it. */
  authenticate(token: string, complete: boolean): PaymentOutcome | undefined {
    const pending = this.state.authentications[token];
    if (!pending) return undefined;
    delete this.state.authentications[token];
    const session = this.session(pending.sessionId);
    const intent = this.state.paymentIntents[pending.paymentIntentId];
    if (session.status !== 'open' || !intent || session.payment_intent !== intent.id)
      return { kind: 'closed', session };
    const details = cardDetails(pending.expMonth, pending.expYear, TEST_CARDS.authenticates.slice(-4), true);
    const billing = { email: pending.email, name: pending.name, phone: null };
    if (!complete)
      return this.fail(session, intent, 'payment_intent_authentication_failure', details, billing);
    return this.succeed(session, intent, details, billing);
  }

  /** Bizum: any Spanish mobile number pays. */
  payByBizum(sessionId: string, input: BizumInput): PaymentOutcome {
    const session = this.session(sessionId);
    if (session.status !== 'open' || !session.payment_method_types.includes('bizum'))
      return { kind: 'closed', session };
    const email = this.payerEmail(session, input.email);
    if (email === 'invalid_email') return this.invalid(session, email);
    const match = SPANISH_MOBILE.exec(input.phone.replace(/[\s.-]/g, ''));
    if (!match) return this.invalid(session, 'invalid_phone');
    const intent = this.intentFor(session, 'bizum', email);
    return this.succeed(
      session,
      intent,
      { type: 'bizum', bizum: {} },
      { email, name: null, phone: `+34${match[1]}` },
    );
  }

  paymentIntent(id: string, status = 404, param = 'id'): PaymentIntent {
    const intent = this.state.paymentIntents[id];
    if (!intent) throw noSuch('payment_intent', id, param, status);
    return intent;
  }

  // ---- Refunds ----

  createRefund(params: Params, request: RequestInfo): Refund {
    const { refund, charge } = newRefund(params, this.state, this.nowS());
    this.state.refunds[refund.id] = refund;
    charge.amount_refunded += refund.amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('refund.created', refund, request);
    this.emit('charge.refunded', charge, request);
    return refund;
  }

  refund(id: string): Refund {
    const refund = this.state.refunds[id];
    if (!refund) throw noSuch('refund', id);
    return refund;
  }

  event(id: string): StripeEvent {
    const event = this.state.events[id];
    if (!event) throw noSuch('event', id);
    return event;
  }

  /** Any object by its id, for `expand[]`; undefined for an id of another kind. */
  byId(id: string): StripeObject | undefined {
    if (id.startsWith('cs_')) return this.state.sessions[id];
    if (id.startsWith('pi_')) return this.state.paymentIntents[id];
    if (id.startsWith('ch_')) return this.state.charges[id];
    if (id.startsWith('re_')) return this.state.refunds[id];
    return undefined;
  }
}
