/**
 * What the provider does, without HTTP: Checkout Sessions, their payment by the test cards or
 * Bizum, refunds and the events each change emits. Every change is made synchronously on the
 * in-memory state (so two requests never interleave inside one) and then saved by the caller.
 */
import { invalidRequest, missingParam, noSuch } from './errors.ts';
import { newId } from './ids.ts';
import type { Params } from './params.ts';
import type { PendingAuthentication, Store } from './store.ts';
import {
  PAYMENT_METHOD_TYPES,
  REFUND_REASONS,
  SESSION_LOCALES,
  type CardDetails,
  type Charge,
  type CheckoutSession,
  type LineItem,
  type PaymentError,
  type PaymentIntent,
  type PaymentMethodDetails,
  type PaymentMethodType,
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

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
const MIN_AMOUNT = 50;

/** Stripe's documented test cards that the checkout page takes. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  declined: '4000000000000002',
  authenticates: '4000002760003184',
} as const;

/** Why a payment attempt did not go through, with Stripe's code (the page's message key). */
export type PaymentFailureCode =
  | 'invalid_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'expired_card'
  | 'invalid_cvc'
  | 'card_declined'
  | 'payment_intent_authentication_failure'
  | 'invalid_phone'
  | 'invalid_email';

const FAILURE_MESSAGES: Record<PaymentFailureCode, string> = {
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  expired_card: 'Your card has expired.',
  invalid_cvc: "Your card's security code is invalid.",
  card_declined: 'Your card was declined.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  invalid_phone: 'Enter a Spanish mobile number (9 digits starting with 6 or 7).',
  invalid_email: 'Your email address is invalid.',
};

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A Spanish mobile: 9 digits starting with 6 or 7, with or without +34 / 0034. */
const SPANISH_MOBILE = /^(?:\+34|0034)?([67]\d{8})$/;

function httpUrl(value: string, param: string): string {
  let url: URL;
  try {
    url = new URL(value.replaceAll('{CHECKOUT_SESSION_ID}', 'x'));
  } catch {
    throw invalidRequest(`Not a valid URL`, { param, code: 'url_invalid' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidRequest(`Not a valid URL`, { param, code: 'url_invalid' });
  return value;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
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
    params.only([
      'mode',
      'line_items',
      'allowed_payment_method_types',
      'excluded_payment_method_types',
      'payment_method_types',
      'success_url',
      'cancel_url',
      'customer_email',
      'client_reference_id',
      'metadata',
      'payment_intent_data',
      'locale',
      'expires_at',
      'expand',
      // Accepted and without effect here: the local page has one look and no address form.
      'submit_type',
      'billing_address_collection',
      'ui_mode',
    ]);
    const mode = params.requiredString('mode');
    if (mode !== 'payment')
      throw invalidRequest(`The local payment provider takes mode "payment" only, not "${mode}".`, {
        param: 'mode',
      });
    params.oneOf('ui_mode', ['hosted']);
    params.oneOf('submit_type', ['auto', 'book', 'donate', 'pay']);
    params.oneOf('billing_address_collection', ['auto', 'required']);
    const now = this.nowS();
    const id = newId('cs_test_', 58);

    const items = params.objects('line_items');
    if (!items || items.length === 0) throw missingParam('line_items');
    if (items.length > 100)
      throw invalidRequest('A session can have at most 100 line items.', { param: 'line_items' });
    const lineItems: LineItem[] = items.map((item) => {
      item.only(['price_data', 'quantity', 'price']);
      if (item.has('price'))
        throw invalidRequest(
          `No such price: '${item.string('price') ?? ''}' (the local payment provider takes price_data only)`,
          { code: 'resource_missing', param: item.name('price') },
        );
      const priceData = item.requiredObject('price_data');
      priceData.only(['currency', 'unit_amount', 'product_data']);
      const currency = priceData.requiredString('currency').toLowerCase();
      if (currency !== 'eur')
        throw invalidRequest(`The local payment provider takes EUR only, not "${currency}".`, {
          param: priceData.name('currency'),
        });
      const unitAmount = priceData.requiredInteger('unit_amount');
      if (unitAmount < 0)
        throw invalidRequest('This value must be greater than or equal to 0.', {
          param: priceData.name('unit_amount'),
        });
      const productData = priceData.requiredObject('product_data');
      productData.only(['name', 'description', 'metadata']);
      const name = productData.requiredString('name');
      const quantity = item.requiredInteger('quantity');
      if (quantity < 1)
        throw invalidRequest('This value must be greater than or equal to 1.', {
          param: item.name('quantity'),
        });
      return {
        id: newId('li_'),
        object: 'item',
        amount_discount: 0,
        amount_subtotal: unitAmount * quantity,
        amount_tax: 0,
        amount_total: unitAmount * quantity,
        currency: 'eur',
        description: name,
        price: {
          id: newId('price_'),
          object: 'price',
          active: false,
          created: now,
          currency: 'eur',
          livemode: false,
          product: newId('prod_', 14),
          type: 'one_time',
          unit_amount: unitAmount,
        },
        quantity,
      };
    });
    const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
    if (total < MIN_AMOUNT)
      throw invalidRequest("The Checkout Session's total amount due must add up to at least €0.50 eur", {
        code: 'amount_too_small',
        param: 'line_items',
      });

    const methods = this.paymentMethods(params);

    const successUrl = params.string('success_url');
    const cancelUrl = params.string('cancel_url');
    const email = params.string('customer_email');
    if (email !== undefined && !EMAIL.test(email))
      throw invalidRequest(`Invalid email address: ${email}`, {
        param: 'customer_email',
        code: 'email_invalid',
      });
    const reference = params.string('client_reference_id');
    if (reference !== undefined && reference.length > 200)
      throw invalidRequest('client_reference_id can have up to 200 characters.', {
        param: 'client_reference_id',
      });

    let expiresAt = now + MAX_EXPIRY_S;
    const askedExpiry = params.integer('expires_at');
    if (askedExpiry !== undefined) {
      if (askedExpiry < now + MIN_EXPIRY_S)
        throw invalidRequest(
          'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
          { param: 'expires_at' },
        );
      if (askedExpiry > now + MAX_EXPIRY_S)
        throw invalidRequest(
          'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
          {
            param: 'expires_at',
          },
        );
      expiresAt = askedExpiry;
    }

    const intentParams = params.object('payment_intent_data');
    intentParams?.only(['metadata', 'description']);

    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl === undefined ? null : httpUrl(cancelUrl, 'cancel_url'),
      client_reference_id: reference ?? null,
      created: now,
      currency: 'eur',
      customer: null,
      customer_details: null,
      customer_email: email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: params.oneOf('locale', SESSION_LOCALES) ?? null,
      metadata: params.metadata('metadata') ?? {},
      mode: 'payment',
      payment_intent: null,
      allowed_payment_method_types: params.strings('allowed_payment_method_types') ?? null,
      payment_method_types: methods,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl === undefined ? null : httpUrl(successUrl, 'success_url'),
      ui_mode: 'hosted',
      url: this.sessionUrl(id),
    };
    this.state.sessions[id] = session;
    this.state.lineItems[id] = lineItems;
    this.state.intentData[id] = {
      metadata: intentParams?.metadata('metadata') ?? {},
      description: intentParams?.string('description') ?? null,
    };
    return session;
  }

  /**
   * The methods a session offers. `allowed_payment_method_types` (the stripe library's name since
   * API 2026) filters the methods the account has on, which here are card and Bizum, and
   * `excluded_payment_method_types` takes some away; the older `payment_method_types` names them
   * outright, so a type the provider does not know is refused there.
   */
  private paymentMethods(params: Params): PaymentMethodType[] {
    const known = (type: string): type is PaymentMethodType =>
      (PAYMENT_METHOD_TYPES as readonly string[]).includes(type);
    const explicit = params.strings('payment_method_types');
    explicit?.forEach((method, index) => {
      if (!known(method))
        throw invalidRequest(
          `The payment method type "${method}" is invalid. The local payment provider takes ${PAYMENT_METHOD_TYPES.join(', ')}.`,
          { param: `payment_method_types[${index}]` },
        );
    });
    const allowed = params.strings('allowed_payment_method_types');
    const excluded = params.strings('excluded_payment_method_types') ?? [];
    const methods = (explicit ?? allowed ?? [...PAYMENT_METHOD_TYPES])
      .filter(known)
      .filter((method, index, all) => !excluded.includes(method) && all.indexOf(method) === index);
    if (methods.length === 0)
      throw invalidRequest(
        `This Checkout Session has no payment method the local payment provider takes (${PAYMENT_METHOD_TYPES.join(', ')}).`,
        { param: allowed ? 'allowed_payment_method_types' : 'excluded_payment_method_types' },
      );
    return methods;
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
    const id = newId('pi_');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${newId('', 25)}`,
      confirmation_method: 'automatic',
      created: this.nowS(),
      currency: 'eur',
      customer: null,
      description: data.description,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: { ...data.metadata },
      next_action: null,
      payment_method: null,
      payment_method_types: [type],
      receipt_email: email,
      status: 'requires_payment_method',
    };
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
    const paymentMethod = newId('pm_');
    const charge: Charge = {
      id: newId('ch_'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: failure ? 0 : intent.amount,
      amount_refunded: 0,
      balance_transaction: null,
      billing_details: { address: null, ...billing },
      captured: !failure,
      created: this.nowS(),
      currency: 'eur',
      customer: null,
      description: intent.description,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      livemode: false,
      metadata: { ...intent.metadata },
      outcome: failure
        ? {
            network_status: 'declined_by_network',
            reason: failure.decline_code ?? null,
            seller_message: 'The bank did not return any further details with this decline.',
            type: 'issuer_declined',
          }
        : {
            network_status: 'approved_by_network',
            reason: null,
            seller_message: 'Payment complete.',
            type: 'authorized',
          },
      paid: !failure,
      payment_intent: intent.id,
      payment_method: paymentMethod,
      payment_method_details: details,
      receipt_email: intent.receipt_email,
      refunded: false,
      status: failure ? 'failed' : 'succeeded',
    };
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
    const details = (threeDSecure: boolean): PaymentMethodDetails => ({
      type: 'card',
      card: {
        brand: 'visa',
        country: 'US',
        exp_month: expMonth,
        exp_year: expYear,
        funding: 'credit',
        last4: number.slice(-4),
        network: 'visa',
        three_d_secure: threeDSecure
          ? { authentication_flow: 'challenge', result: 'authenticated', version: '2.2.0' }
          : null,
      } satisfies CardDetails,
    });
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
    const details: PaymentMethodDetails = {
      type: 'card',
      card: {
        brand: 'visa',
        country: 'US',
        exp_month: pending.expMonth,
        exp_year: pending.expYear,
        funding: 'credit',
        last4: TEST_CARDS.authenticates.slice(-4),
        network: 'visa',
        three_d_secure: { authentication_flow: 'challenge', result: 'authenticated', version: '2.2.0' },
      },
    };
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
    params.only(['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand']);
    const intentId = params.string('payment_intent');
    const chargeId = params.string('charge');
    if (!intentId && !chargeId)
      throw invalidRequest(
        'One of the following params should be provided for this request: payment_intent or charge.',
        {
          code: 'parameter_missing',
        },
      );
    let charge: Charge | undefined;
    if (chargeId) {
      charge = this.state.charges[chargeId];
      if (!charge) throw noSuch('charge', chargeId, 'charge', 400);
      if (intentId && charge.payment_intent !== intentId)
        throw invalidRequest(`Charge ${chargeId} does not belong to PaymentIntent ${intentId}.`, {
          param: 'charge',
        });
    } else {
      const intent = this.paymentIntent(intentId!, 400, 'payment_intent');
      if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string')
        throw invalidRequest(`PaymentIntent ${intent.id} does not have a successful charge to refund.`, {
          code: 'charge_not_refundable',
          param: 'payment_intent',
        });
      charge = this.state.charges[intent.latest_charge]!;
    }
    if (charge.status !== 'succeeded')
      throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, {
        code: 'charge_not_refundable',
      });
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0)
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = params.integer('amount') ?? remaining;
    if (amount <= 0)
      throw invalidRequest('Refund amount must be a positive integer.', {
        param: 'amount',
        code: 'parameter_invalid_integer',
      });
    if (amount > remaining)
      throw invalidRequest(
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(remaining / 100).toFixed(2)})`,
        { param: 'amount', code: 'amount_too_large' },
      );
    const refund: Refund = {
      id: newId('re_'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: this.nowS(),
      currency: 'eur',
      metadata: params.metadata('metadata') ?? {},
      payment_intent: charge.payment_intent,
      reason: params.oneOf('reason', REFUND_REASONS) ?? null,
      receipt_number: null,
      status: 'succeeded',
    };
    this.state.refunds[refund.id] = refund;
    charge.amount_refunded += amount;
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
