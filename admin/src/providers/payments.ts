import type { Tables } from '@academy/shared/database.types.ts';
import type { AdminSupabaseClient } from '../model/client.ts';
import { explainRefusal } from './saveErrors.ts';

export type Refund = Tables<'refunds'>;

/** A refund with the name of the staff member who asked for it, when the reader may see it. */
export type RefundRecord = Refund & { requestedByName: string | null };

/** A payment with its refunds, oldest first. */
export type PaymentRecord = Tables<'payments'> & { refunds: RefundRecord[] };

/** The payments dashboard's figures (euro and counts), as payments_dashboard() answers. */
export interface PaymentFiguresData {
  collected_week: number;
  refunded_week: number;
  outstanding: number;
  awaiting_deposit: number;
  overdue: number;
}

/** A refund the provider has not settled yet: its payment's screen reads again until it is. */
export const isOpenRefund = (refund: Pick<Refund, 'status'>): boolean =>
  refund.status === 'requested' || refund.status === 'pending';

/** A payment made online (through the payment provider): refunded, never changed or deleted. */
export const isOnline = (payment: Pick<Tables<'payments'>, 'provider_payment_id'>): boolean =>
  payment.provider_payment_id !== null;

/**
 * What is left of a payment to refund: its amount less its refunds that did not fail (the rule
 * of request_refund), in whole cents so that 0.1 + 0.2 never leaves a cent behind.
 */
export function refundableLeft(payment: Pick<PaymentRecord, 'amount' | 'refunds'>): number {
  const cents = (euro: number) => Math.round(euro * 100);
  const taken = payment.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + cents(refund.amount), 0);
  return Math.max(cents(payment.amount) - taken, 0) / 100;
}

async function dataOf<T>(
  client: AdminSupabaseClient,
  request: PromiseLike<{ data: T | null; error: unknown }>,
): Promise<T> {
  const { data, error } = await request;
  if (error) throw await explainRefusal(client, error);
  return data as T;
}

/**
 * The refunds of the payments, each with its requester's name. Staff names are read from the
 * staff accounts, which only an Admin reads in full; for anyone else the name stays unknown.
 */
export async function withRefunds(
  client: AdminSupabaseClient,
  payments: Tables<'payments'>[],
): Promise<PaymentRecord[]> {
  const online = payments.filter(isOnline).map((payment) => payment.id);
  const refunds =
    online.length === 0
      ? []
      : await dataOf<Refund[]>(
          client,
          client.from('refunds').select('*').in('payment_id', online).order('created_at').order('id'),
        );
  const staffIds = [...new Set(refunds.flatMap((refund) => refund.requested_by ?? []))];
  const staff =
    staffIds.length === 0
      ? []
      : ((await client.from('users').select('id, name, last_name').in('id', staffIds)).data ?? []);
  const names = new Map(staff.map((user) => [user.id, `${user.name} ${user.last_name}`.trim()]));
  return payments.map((payment) => ({
    ...payment,
    refunds: refunds
      .filter((refund) => refund.payment_id === payment.id)
      .map((refund) => ({
        ...refund,
        requestedByName: refund.requested_by ? (names.get(refund.requested_by) ?? null) : null,
      })),
  }));
}

/**
 * Asks the payment provider, through the database, to give back part or all of an online payment.
 * The database checks everything (an Admin, an online payment, no more than is left, a reason)
 * and answers with the refund, `requested` until the provider settles it.
 */
export async function requestRefund(
  client: AdminSupabaseClient,
  paymentId: number,
  amount: number,
  reason: string,
): Promise<void> {
  await dataOf(
    client,
    client.rpc('request_refund', {
      p_payment_id: paymentId,
      p_amount: amount,
      p_reason: reason,
    }),
  );
}

/** This week's money in and out, what is still owed, and the places waiting for or late with a payment. */
export async function loadPaymentFigures(client: AdminSupabaseClient): Promise<PaymentFiguresData> {
  const data = await dataOf(client, client.rpc('payments_dashboard'));
  const figures = (data ?? {}) as Partial<Record<keyof PaymentFiguresData, unknown>>;
  // The database's JSON numbers; anything else (none yet) counts as 0.
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    collected_week: number(figures.collected_week),
    refunded_week: number(figures.refunded_week),
    outstanding: number(figures.outstanding),
    awaiting_deposit: number(figures.awaiting_deposit),
    overdue: number(figures.overdue),
  };
}
