import { describe, expect, it } from 'vitest';
import { paymentRecord, refundRecord } from '../registrations/paymentFixtures.ts';
import { isOpenRefund, refundableLeft } from './payments.ts';

describe('refundableLeft', () => {
  it('is the amount less the refunds that did not fail, to the cent', () => {
    expect(refundableLeft(paymentRecord({ amount: 200 }))).toBe(200);
    const refunds = [
      refundRecord({ amount: 0.1, status: 'succeeded' }),
      refundRecord({ id: 2, amount: 0.2, status: 'requested' }),
      refundRecord({ id: 3, amount: 150, status: 'failed' }),
      refundRecord({ id: 4, amount: 50, status: 'pending' }),
    ];
    expect(refundableLeft(paymentRecord({ amount: 200, refunds }))).toBe(149.7);
    expect(refundableLeft(paymentRecord({ amount: 0.3, refunds: refunds.slice(0, 2) }))).toBe(0);
  });
});

describe('isOpenRefund', () => {
  it('holds while the provider has not settled the refund', () => {
    expect(isOpenRefund({ status: 'requested' })).toBe(true);
    expect(isOpenRefund({ status: 'pending' })).toBe(true);
    expect(isOpenRefund({ status: 'succeeded' })).toBe(false);
    expect(isOpenRefund({ status: 'failed' })).toBe(false);
  });
});
