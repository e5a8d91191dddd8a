import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { refundFailure } from './refund.ts';

const refusal = (message: string, code?: string) =>
  new Stripe.errors.StripeInvalidRequestError({ message, code, type: 'invalid_request_error' });

describe('refundFailure', () => {
  it("keeps the provider's message and code on one line", () => {
    expect(
      refundFailure(refusal('Charge ch_1 has already\n been refunded.', 'charge_already_refunded')),
    ).toBe('Charge ch_1 has already been refunded. (charge_already_refunded)');
  });

  it('masks anything shaped like a key or a webhook secret', () => {
    const text = refundFailure(
      refusal('Invalid API Key provided: sk_live_abc123XYZ; whsec_s3cret and rk_test_9'),
    );
    expect(text).toBe('Invalid API Key provided: [key]; [key] and [key]');
  });

  it('is at most 300 characters, ending in an ellipsis when cut', () => {
    const text = refundFailure(refusal('x'.repeat(1000), 'amount_too_large'));
    expect(text).toHaveLength(300);
    expect(text.endsWith('…')).toBe(true);
  });
});
