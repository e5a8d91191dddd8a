/**
 * The Stripe objects the provider keeps and answers, with the fields Stripe gives them (a subset:
 * the ones a Checkout integration reads). Amounts are integers in cents, times Unix seconds.
 */
export type Locale = 'en' | 'es' | 'ru';
export type PaymentMethodType = 'card' | 'bizum';
export const PAYMENT_METHOD_TYPES: readonly PaymentMethodType[] = ['card', 'bizum'];
export const SESSION_LOCALES = ['auto', 'en', 'es', 'ru'] as const;
export type SessionLocale = (typeof SESSION_LOCALES)[number];

export interface CustomerDetails {
  address: null;
  email: string | null;
  name: string | null;
  phone: string | null;
  tax_exempt: 'none';
  tax_ids: [];
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  allowed_payment_method_types: string[] | null;
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: 'eur';
  customer: null;
  customer_details: CustomerDetails | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: SessionLocale | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: PaymentMethodType[];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  ui_mode: 'hosted';
  url: string | null;
}

export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: 0;
  amount_subtotal: number;
  amount_tax: 0;
  amount_total: number;
  currency: 'eur';
  description: string;
  price: {
    id: string;
    object: 'price';
    active: false;
    created: number;
    currency: 'eur';
    livemode: false;
    product: string;
    type: 'one_time';
    unit_amount: number;
  };
  quantity: number;
}

export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  canceled_at: number | null;
  cancellation_reason: 'abandoned' | null;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: 'eur';
  customer: null;
  description: string | null;
  last_payment_error: PaymentError | null;
  latest_charge: string | Charge | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: { type: 'three_d_secure_redirect' } } | null;
  payment_method: string | null;
  payment_method_types: PaymentMethodType[];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
}

export interface CardDetails {
  brand: 'visa';
  country: 'US';
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  last4: string;
  network: 'visa';
  three_d_secure: { authentication_flow: 'challenge'; result: 'authenticated'; version: '2.2.0' } | null;
}

export type PaymentMethodDetails = { type: 'card'; card: CardDetails } | { type: 'bizum'; bizum: object };

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: null;
  billing_details: { address: null; email: string | null; name: string | null; phone: string | null };
  captured: boolean;
  created: number;
  currency: 'eur';
  customer: null;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  outcome: { network_status: string; reason: string | null; seller_message: string; type: string };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: PaymentMethodDetails;
  receipt_email: string | null;
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: 'eur';
  metadata: Record<string, string>;
  payment_intent: string;
  reason: (typeof REFUND_REASONS)[number] | null;
  receipt_number: null;
  status: 'succeeded';
}

export type StripeObject = CheckoutSession | PaymentIntent | Charge | Refund;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: StripeObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** One try at delivering an event to the webhook endpoint. */
export interface DeliveryAttempt {
  at: number;
  /** The endpoint's HTTP status; absent when it did not answer (`error` says why). */
  status?: number;
  error?: string;
}

export interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  url: string;
  createdAt: number;
  attempts: DeliveryAttempt[];
  /** When the next try is due (ms); null once delivered or given up. */
  nextAttemptAt: number | null;
  deliveredAt: number | null;
  /** Set when it was given up after trying for three days, as Stripe does. */
  abandoned?: true;
}

export interface DeliveryMode {
  /** Every event sent twice, as Stripe may do. */
  twice: boolean;
  /** The events due at one moment sent in a random order, as Stripe does not promise an order. */
  shuffle: boolean;
}
