/**
 * A refund's create request, checked as Stripe checks it: of a succeeded charge (named, or the
 * PaymentIntent's latest), for at most what is left of it.
 */
import { invalidRequest, noSuch } from './errors.ts';
import { newId } from './ids.ts';
import type { Params } from './params.ts';
import type { Store } from './store.ts';
import { REFUND_REASONS, type Charge, type Refund } from './types.ts';

/** The refund asked for, and the charge it gives back from (not yet changed). */
export function newRefund(
  params: Params,
  state: Store['state'],
  now: number,
): { refund: Refund; charge: Charge } {
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
    charge = state.charges[chargeId];
    if (!charge) throw noSuch('charge', chargeId, 'charge', 400);
    if (intentId && charge.payment_intent !== intentId)
      throw invalidRequest(`Charge ${chargeId} does not belong to PaymentIntent ${intentId}.`, {
        param: 'charge',
      });
  } else {
    const intent = state.paymentIntents[intentId!];
    if (!intent) throw noSuch('payment_intent', intentId!, 'payment_intent', 400);
    if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string')
      throw invalidRequest(`PaymentIntent ${intent.id} does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
        param: 'payment_intent',
      });
    charge = state.charges[intent.latest_charge]!;
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
    created: now,
    currency: 'eur',
    metadata: params.metadata('metadata') ?? {},
    payment_intent: charge.payment_intent,
    reason: params.oneOf('reason', REFUND_REASONS) ?? null,
    receipt_number: null,
    status: 'succeeded',
  };
  return { refund, charge };
}
