/**
 * The objects a payment attempt makes, shaped as Stripe's: a Checkout Session's PaymentIntent and
 * a Charge (succeeded or failed).
 */
import { newId } from './ids.ts';
import type { IntentData } from './store.ts';
import type { CheckoutSession, Charge, PaymentError, PaymentIntent, PaymentMethodDetails } from './types.ts';

/** The PaymentIntent of a session, made at its first attempt to pay. */
export function newPaymentIntent(
  session: CheckoutSession,
  type: 'card' | 'bizum',
  email: string | null,
  data: IntentData,
  now: number,
): PaymentIntent {
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
    created: now,
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
  return intent;
}

/** A charge of the intent: succeeded, or failed with `failure`. */
export function newCharge(
  intent: PaymentIntent,
  details: PaymentMethodDetails,
  billing: { email: string | null; name: string | null; phone: string | null },
  failure: PaymentError | null,
  now: number,
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
    created: now,
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
  return charge;
}
