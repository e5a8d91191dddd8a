import type { PaymentRecord, RefundRecord } from '../providers/payments.ts';

/** A payment as the registration screen reads it, for the components' tests. */
export function paymentRecord(over: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 7,
    registration_id: 41,
    kind: 'deposit',
    amount: 200,
    method: 'card_online',
    paid_on: '2026-11-20',
    note: null,
    recorded_by: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    checkout_id: 5,
    provider_payment_id: 'pi_3QxYz123',
    refunded: 0,
    refunds: [],
    ...over,
  };
}

/** A refund of payment 7. */
export function refundRecord(over: Partial<RefundRecord> = {}): RefundRecord {
  return {
    id: 1,
    payment_id: 7,
    amount: 50,
    reason: 'Injury',
    reason_code: null,
    status: 'succeeded',
    automatic: false,
    provider_refund_id: 're_1',
    requested_by: 'u1',
    requestedByName: 'Ana Admin',
    created_at: '2026-11-21T10:00:00Z',
    succeeded_at: '2026-11-21T10:01:00Z',
    updated_at: '2026-11-21T10:01:00Z',
    failure: null,
    ...over,
  };
}
