/**
 * Online payments, the provider's events: each event is applied once (the same event twice, two
 * events of one session, deliveries at the same time), late or out of order; a wrong amount or an
 * unknown checkout records nothing; a payment arriving after the hold ended and the place passed
 * on is refunded automatically and the academy is told; a checkout opened in time keeps the place
 * until its end; an offered place is accepted by paying; an online payment is locked.
 */
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { stack, type Client } from './helpers.ts';
import {
  deliver,
  linkToken,
  mailKinds,
  paySession,
  registerFamily,
  registration,
  sessionEvent,
  siteServer,
} from './payments-support.ts';

const BLOCK = 62;
const fx = useFixture('pay-events', {
  settings: {
    online_registration: true,
    online_payments: true,
    deposit_hold_hours: 2,
    transfer_allowed: false,
  },
});
const { db } = fx;
let admin: Client;

beforeAll(async () => {
  admin = (await fx.staff('admin', 'Admin')).client;
});

const payments = async (registrationId: number) =>
  (
    await db.query<{ id: string; amount: string; method: string; provider_payment_id: string | null }>(
      'select id, amount, method, provider_payment_id from public.payments where registration_id = $1 order by id',
      [registrationId],
    )
  ).rows;

/** One family holding one place of a new offer (300, deposit 100); its registration and link. */
async function heldPlace(capacity = 5) {
  const offer = await fx.offer({ capacity, price: 300, deposit: 100 });
  const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
  const id = answer.items[0]!.registration_id;
  return { offer, id, token: await linkToken(db, id) };
}

describe('a completed checkout', () => {
  it('is recorded once, whether delivered twice or told by two events', async () => {
    const { id, token } = await heldPlace();
    const session = await paySession(db, { token });
    const completed = sessionEvent('checkout.session.completed', session);
    expect(await deliver(db, completed, 'bizum')).toBe('recorded');
    expect(await deliver(db, completed, 'bizum')).toBe('duplicate');
    expect(await deliver(db, sessionEvent('checkout.session.async_payment_succeeded', session))).toBe(
      'duplicate',
    );
    expect(await payments(id)).toEqual([
      expect.objectContaining({
        amount: '100.00',
        method: 'bizum_online',
        provider_payment_id: expect.stringMatching(/^pi_/),
      }),
    ]);
    expect(await registration(db, id)).toMatchObject({ status: 'confirmed', pay_by: null });
    // The receipt tells the confirmation: no registration_confirmed beside it.
    const kinds = await mailKinds(db, id);
    expect(kinds.filter((k) => k === 'payment_receipt')).toHaveLength(1);
    expect(kinds).not.toContain('registration_confirmed');
    const events = await db.query(
      'select outcome from public.payment_events where checkout_id = $1 order by received_at',
      [session.checkout_id],
    );
    expect(events.rows.map((r) => r.outcome).sort()).toEqual(['duplicate', 'recorded']);
  });

  it('is recorded once when its deliveries arrive at the same time', async () => {
    const { id, token } = await heldPlace();
    const session = await paySession(db, { token });
    const completed = sessionEvent('checkout.session.completed', session);
    const other = sessionEvent('checkout.session.async_payment_succeeded', session);
    const outcomes = await Promise.all([
      deliver(db, completed),
      deliver(db, completed),
      deliver(db, other),
      deliver(db, completed),
      deliver(db, other),
    ]);
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(4);
    expect(await payments(id)).toHaveLength(1);
  });

  it('stays complete when its expiry arrives late', async () => {
    const { token } = await heldPlace();
    const session = await paySession(db, { token });
    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('recorded');
    expect(await deliver(db, sessionEvent('checkout.session.expired', session))).toBe('recorded');
    const { rows } = await db.query('select status from public.checkouts where id = $1', [
      session.checkout_id,
    ]);
    expect(rows[0].status).toBe('complete');
  });

  it('records nothing for a wrong amount, an unknown checkout or a type not handled', async () => {
    const { id, token } = await heldPlace();
    const session = await paySession(db, { token });
    expect(
      await deliver(
        db,
        sessionEvent('checkout.session.completed', { ...session, amount_cents: session.amount_cents - 1 }),
      ),
    ).toBe('amount_mismatch');
    expect(
      await deliver(
        db,
        sessionEvent('checkout.session.completed', {
          ...session,
          checkout_id: 999_999_999,
          session_id: 'cs_nobody',
        }),
      ),
    ).toBe('ignored');
    expect(
      await deliver(db, { ...sessionEvent('customer.created', session), type: 'customer.created' }),
    ).toBe('ignored');
    expect(await payments(id)).toEqual([]);
    expect(await registration(db, id)).toMatchObject({ status: 'new' });
    const { rows } = await db.query(
      "select outcome from public.payment_events where checkout_id = $1 and outcome = 'amount_mismatch'",
      [session.checkout_id],
    );
    expect(rows).toHaveLength(1);
    // The right amount afterwards still counts.
    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('recorded');
  });
});

describe('the hold', () => {
  it('passes an unpaid place to the first waiting family, and a late payment is refunded', async () => {
    const offer = await fx.offer({ capacity: 1, price: 300, deposit: 100 });
    const late = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const waiting = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const lateId = late.items[0]!.registration_id;
    const waitingId = waiting.items[0]!.registration_id;
    const session = await paySession(db, { token: await linkToken(db, lateId) });
    // The hold (2 h) ends; the checkout opened in time lasts as long, so nothing keeps it.
    await db.query("select private.expire_holds(now() + interval '2 hours 1 minute')");
    expect(await registration(db, lateId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'deposit_unpaid',
    });
    expect(await mailKinds(db, lateId)).toContain('deposit_unpaid');
    expect((await registration(db, waitingId)).status).toBe('offered');

    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('refunded_late');
    const [payment] = await payments(lateId);
    const refunds = await db.query(
      'select amount, automatic, status from public.refunds where payment_id = $1',
      [payment!.id],
    );
    expect(refunds.rows).toEqual([{ amount: '100.00', automatic: true, status: 'requested' }]);
    const notice = await db.query(
      "select to_address, refund_id from public.email_outbox where kind = 'payment_refunded_late' and $1 = any (registration_ids)",
      [lateId],
    );
    expect(notice.rows).toHaveLength(1);
    expect((await registration(db, lateId)).status).toBe('cancelled');
    expect((await registration(db, waitingId)).status).toBe('offered');
  });

  it('waits for a checkout opened before its end, until the checkout ends', async () => {
    const offer = await fx.offer({ capacity: 1, price: 300, deposit: 100 });
    const first = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const next = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = first.items[0]!.registration_id;
    await db.query("update public.registrations set pay_by = now() + interval '10 minutes' where id = $1", [
      id,
    ]);
    const session = await paySession(db, { token: await linkToken(db, id) });
    // The provider's shortest session: at least 30 minutes.
    expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(30 * 60);
    await db.query("select private.expire_holds(now() + interval '20 minutes')");
    expect((await registration(db, id)).status).toBe('new');
    await db.query("select private.expire_holds(now() + interval '32 minutes')");
    expect((await registration(db, id)).cancel_reason).toBe('deposit_unpaid');
    expect((await registration(db, next.items[0]!.registration_id)).status).toBe('offered');
  });

  it('is never both paid and expired when the payment and the expiry race', async () => {
    const offer = await fx.offer({ capacity: 1, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const session = await paySession(db, { token: await linkToken(db, id) });
    await db.query("update public.checkouts set expires_at = now() - interval '1 second' where id = $1", [
      session.checkout_id,
    ]);
    await db.query("update public.registrations set pay_by = now() - interval '1 second' where id = $1", [
      id,
    ]);
    const expiry = new pg.Client({ connectionString: stack().dbUrl });
    await expiry.connect();
    try {
      const [outcome] = await Promise.all([
        deliver(db, sessionEvent('checkout.session.completed', session)),
        expiry.query('select private.expire_holds(now())'),
      ]);
      const state = await registration(db, id);
      const refunds = await db.query(
        'select 1 from public.refunds f join public.payments p on p.id = f.payment_id where p.registration_id = $1',
        [id],
      );
      if (state.status === 'confirmed') {
        expect(outcome).toBe('recorded');
        expect(refunds.rows).toHaveLength(0);
      } else {
        expect(state).toMatchObject({ status: 'cancelled', cancel_reason: 'deposit_unpaid' });
        expect(outcome).toBe('refunded_late');
        expect(refunds.rows).toHaveLength(1);
      }
    } finally {
      await expiry.end();
    }
  });

  it('of an offered place is ended by paying: Pay, not Accept, on the parents’ page', async () => {
    const offer = await fx.offer({ capacity: 1, price: 300, deposit: 100 });
    const first = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const second = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    await db.query("select private.expire_holds(now() + interval '3 hours')");
    expect((await registration(db, first.items[0]!.registration_id)).status).toBe('cancelled');
    const id = second.items[0]!.registration_id;
    const token = await linkToken(db, id);
    const view = await siteServer<Record<string, unknown>>(db, 'parent_link', { p_token: token });
    expect(view.data).toMatchObject({
      status: 'offered',
      online_payments: true,
      can_pay: true,
      can_accept_place: false,
      amount_due_now: 100,
    });
    const accept = await siteServer(db, 'parent_link_action', { p_token: token, p_action: 'accept_place' });
    expect(accept.hint).toBe('action_not_available');
    const session = await paySession(db, { token });
    expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('recorded');
    expect((await registration(db, id)).status).toBe('confirmed');
    const kinds = await mailKinds(db, id);
    expect(kinds).toContain('payment_receipt');
    expect(kinds).not.toContain('place_accepted');
    // The parents' page then says what is paid.
    const after = await siteServer<Record<string, unknown>>(db, 'parent_link', { p_token: token });
    expect(after.data).toMatchObject({ status: 'confirmed', paid: 100, can_pay: true, amount_due_now: 200 });
  });
});

describe('an online payment', () => {
  it('cannot be changed, deleted or made up through the API, not even by an Admin', async () => {
    const { id, token } = await heldPlace();
    const session = await paySession(db, { token });
    await deliver(db, sessionEvent('checkout.session.completed', session));
    const [payment] = await payments(id);
    const update = await admin.from('payments').update({ amount: 1 }).eq('id', Number(payment!.id));
    expect(update.error?.hint).toBe('online_payment_locked');
    const remove = await admin.from('payments').delete().eq('id', Number(payment!.id));
    expect(remove.error?.hint).toBe('online_payment_locked');
    const madeUp = await admin
      .from('payments')
      .insert({ registration_id: id, kind: 'balance', amount: 200, method: 'card_online' });
    expect(madeUp.error?.hint).toBe('online_payment_locked');
    expect(await payments(id)).toEqual([expect.objectContaining({ amount: '100.00' })]);
    // A payment staff recorded stays theirs to correct.
    const own = await admin
      .from('payments')
      .insert({ registration_id: id, kind: 'balance', amount: 50, method: 'cash' })
      .select('id')
      .single();
    expect(own.error).toBeNull();
    expect((await admin.from('payments').update({ amount: 60 }).eq('id', own.data!.id)).error).toBeNull();
    expect((await admin.from('payments').delete().eq('id', own.data!.id)).error).toBeNull();
  });

  it('is told by a receipt whose payload names it, with the totals and each place’s balance', async () => {
    const { id, token } = await heldPlace();
    const session = await paySession(db, { token });
    await deliver(db, sessionEvent('checkout.session.completed', session), 'card');
    const { rows } = await db.query(
      `select (select payload from private.outbox_claim(o.id)) as payload
         from public.email_outbox o where o.kind = 'payment_receipt' and $1 = any (o.registration_ids)`,
      [id],
    );
    const payload = rows[0].payload;
    expect(payload.online_payments).toBe(true);
    // Whether the bank details are given as another way to pay.
    expect(payload.transfer_allowed).toBe(false);
    expect(payload.payments).toEqual([
      expect.objectContaining({ registration_id: id, kind: 'deposit', amount: 100, method: 'card_online' }),
    ]);
    expect(payload.totals).toEqual({ due_now: 0, total: 300, paid: 100, remaining: 200 });
    expect(payload.items[0]).toMatchObject({ status: 'confirmed', pay_by: null, paid: 100, remaining: 200 });
    expect(payload.items[0].balance_due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(payload.refund).toBeNull();
  });
});
