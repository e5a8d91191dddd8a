/**
 * Online payments when the amounts move under an open checkout: a deposit paid as asked confirms
 * the place even after the offer's deposit changed (the rest becomes balance); a deposit paid
 * twice (staff first, then the family's open checkout) is refunded as "paid beyond what was due"
 * without telling the academy that the place passed on; and no place is cancelled for an unpaid
 * deposit while its online money is kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import type { Client } from './helpers.ts';
import {
  deliver,
  linkToken,
  mailKinds,
  paySession,
  refundEvent,
  registerFamily,
  registration,
  sessionEvent,
  siteServer,
} from './payments-support.ts';

const BLOCK = 181;
const fx = useFixture('pay-amounts', {
  settings: {
    online_registration: true,
    online_payments: true,
    deposit_hold_hours: 2,
    transfer_allowed: false,
  },
});
const { db } = fx;
let coordinator: Client;

beforeAll(async () => {
  coordinator = (await fx.staff('coord', 'Coordinator')).client;
});

/** One family holding one place of a new offer (100, deposit 30); its registration and link. */
async function heldPlace() {
  const offer = await fx.offer({ capacity: 1, price: 100, deposit: 30 });
  const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
  const id = answer.items[0]!.registration_id;
  return { offer, id, token: await linkToken(db, id) };
}

const refundsOf = async (registrationId: number) =>
  (
    await db.query<{ id: string; amount: string; reason: string; reason_code: string; automatic: boolean }>(
      `select f.amount, f.reason, f.reason_code, f.automatic from public.refunds f
         join public.payments p on p.id = f.payment_id where p.registration_id = $1 order by f.id`,
      [registrationId],
    )
  ).rows;

describe('a deposit paid as asked', () => {
  it('confirms the place after the deposit was raised, and the rest becomes balance', async () => {
    const { offer, id, token } = await heldPlace();
    const session = await paySession(db, { token });
    expect(session.items).toEqual([expect.objectContaining({ kind: 'deposit', amount_cents: 3000 })]);
    // An Admin raises the deposit before the family pays the session it opened.
    await db.query('update public.offers set deposit = 40 where id = $1', [offer]);
    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('recorded');
    expect(await registration(db, id)).toMatchObject({ status: 'confirmed', pay_by: null });
    expect(await refundsOf(id)).toEqual([]);
    // Long after the hold, the place stays.
    await db.query("select private.expire_holds(now() + interval '3 days')");
    expect((await registration(db, id)).status).toBe('confirmed');
    // What the change left unpaid is part of the balance: Pay asks the rest of the price.
    const view = await siteServer<Record<string, unknown>>(db, 'parent_link', { p_token: token });
    expect(view.data).toMatchObject({ status: 'confirmed', paid: 30, amount_due_now: 70 });
    const next = await paySession(db, { token });
    expect(next.items).toEqual([expect.objectContaining({ kind: 'balance', amount_cents: 7000 })]);
  });

  it('confirms the place after the deposit was lowered, keeping what was asked', async () => {
    const { offer, id, token } = await heldPlace();
    const session = await paySession(db, { token });
    await db.query('update public.offers set deposit = 20 where id = $1', [offer]);
    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('recorded');
    expect((await registration(db, id)).status).toBe('confirmed');
    expect(await refundsOf(id)).toEqual([]);
  });
});

describe('a deposit paid twice', () => {
  it('is refunded as paid beyond what was due, without the late-payment notice', async () => {
    const { id, token } = await heldPlace();
    const session = await paySession(db, { token });
    // A Coordinator records the deposit by hand; the place is confirmed.
    const own = await coordinator
      .from('payments')
      .insert({ registration_id: id, kind: 'deposit', amount: 30, method: 'transfer' });
    expect(own.error).toBeNull();
    expect((await registration(db, id)).status).toBe('confirmed');
    // The family then pays the session still open.
    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('refunded_late');
    expect(await refundsOf(id)).toEqual([
      { amount: '30.00', reason: 'Paid beyond what was due', reason_code: 'overpaid', automatic: true },
    ]);
    expect(await mailKinds(db, id)).not.toContain('payment_refunded_late');
    expect((await registration(db, id)).status).toBe('confirmed');
  });
});

describe('a hold that ends', () => {
  it('refunds the online money of the place it cancels', async () => {
    const offer = await fx.offer({ capacity: 1, price: 100, deposit: 30 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const session = await paySession(db, { token: await linkToken(db, id) });
    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('recorded');
    // Whatever put it there (an amount changed by hand, a place put back to new by staff), a
    // place awaiting its deposit with online money on it reaches the hold's end.
    await db.query("update public.registrations set status = 'new' where id = $1", [id]);
    await db.query("update public.registrations set pay_by = now() + interval '1 hour' where id = $1", [id]);
    await db.query('update public.offers set deposit = 50 where id = $1', [offer]);
    await db.query("select private.expire_holds(now() + interval '2 hours')");
    expect(await registration(db, id)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'deposit_unpaid',
    });
    expect(await refundsOf(id)).toEqual([
      {
        amount: '30.00',
        reason: 'The hold ended before the deposit was paid in full',
        reason_code: 'hold_ended',
        automatic: true,
      },
    ]);
    // The family's refund e-mail carries the code, which it tells in the family's language.
    const { rows } = await db.query<{ id: string }>(
      'select f.id from public.refunds f join public.payments p on p.id = f.payment_id where p.registration_id = $1',
      [id],
    );
    const refundId = Number(rows[0]!.id);
    const done = refundEvent('refund.updated', {
      id: `re_${refundId}_amounts`,
      amount_cents: 3000,
      payment_intent: `pi_${session.session_id.slice(-12)}`,
      status: 'succeeded',
      refund_id: refundId,
    });
    expect(await deliver(db, done)).toBe('recorded');
    const mail = await db.query(
      `select (select payload from private.outbox_claim(o.id)) as payload
         from public.email_outbox o where o.kind = 'refund_issued' and o.refund_id = $1`,
      [refundId],
    );
    expect(mail.rows[0].payload.refund).toMatchObject({ amount: 30, reason_code: 'hold_ended' });
  });
});
