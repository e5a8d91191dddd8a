/**
 * A local Stripe-compatible payment provider: the part of Stripe's API the academy uses
 * (Checkout Sessions, PaymentIntents, refunds, events, signed webhooks) for the unmodified stripe
 * library, with a checkout page that takes Stripe's test cards and Bizum. See docs/local-payments.md.
 */
export {
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_SECRET_KEY,
  DEFAULT_WEBHOOK_SECRET,
  startLocalPayments,
  type LocalPayments,
  type LocalPaymentsOptions,
} from './server.ts';
export { stripeClientOptions, type StripeClientOptions } from './clientOptions.ts';
export { paymentsConfigFromEnv, type PaymentsEnvConfig } from './config.ts';
export { TEST_CARDS } from './cards.ts';
export { API_VERSION } from './provider.ts';
export { signatureHeader } from './webhooks.ts';
