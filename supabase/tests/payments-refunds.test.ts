/**
 * Online payments, after the money arrived: Admins refund (Coordinators may not), within what is
 * left of an online payment and with a reason; the worker's refund job and the provider's events
 * mark a refund succeeded once; a family cancelling within the policy is refunded automatically;
 * the balance e-mails go once each; staff see the payments dashboard; an access request includes
 * checkouts and refunds, and an erasure leaves no personal data in them.
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
  sessionEvent,
  siteServer,
} from './payments-support.ts';

const BLOCK = 63;
const fx = useFixture('pay-refunds', {
  settings: {
    online_registration: true,
    online_payments: true,
    deposit_hold_hours: 2,
    transfer_allowed: false,
    refund_until_days: 14,
    balance_due_days: 14,
  },
});
const { db } = fx;
let admin: Client;
let coordinator: Client;
let editor: Client;

beforeAll(async () => {
  admin = (await fx.staff('admin', 'Admin')).client;
  coordinator = (await fx.staff('coord', 'Coordinator')).client;
  editor = (await fx.staff('editor', 'Editor')).client;
});

/** A family that paid the deposit (100 of 300) online for a place of an offer starting in `days`. */
async function paidDeposit(days = 40, name = 'Lucía') {
  const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100, starts_in_days: days });
  const answer = await registerFamily(db, BLOCK, [{ name, offer_ids: [offer] }]);
  const id = answer.items[0]!.registration_id;
  const token = await linkToken(db, id);
  const session = await paySession(db, { token });
  expect(await deliver(db, sessionEvent('checkout.session.completed', session))).toBe('recorded');
  const { rows } = await db.query<{ id: string; provider_payment_id: string }>(
    'select id, provider_payment_id from public.payments where registration_id = $1',
    [id],
  );
  return {
    id,
    token,
    family: answer.family_id,
    payment: Number(rows[0]!.id),
    intent: rows[0]!.provider_payment_id,
  };
}

const refunded = async (payment: number) =>
  (await db.query<{ refunded: string }>('select refunded from public.payments where id = $1', [payment]))
    .rows[0]!.refunded;

describe('request_refund', () => {
  it('is for Admins, within what is left of an online payment, with a reason; the access log records it', async () => {
    const { id, payment } = await paidDeposit();
    const ask = (
      client: Client,
      amount: number,
      reason: string | null = 'The family moved away',
      p = payment,
    ) => client.rpc('request_refund', { p_payment_id: p, p_amount: amount, p_reason: reason as string });

    expect((await ask(coordinator, 10)).error).toMatchObject({ code: '42501', hint: 'not_admin' });
    expect((await ask(editor, 10)).error?.hint).toBe('not_admin');
    expect((await ask(admin, 10, '  ')).error).toMatchObject({
      code: '22023',
      hint: 'refund_reason_required',
    });
    expect((await ask(admin, 10, 'x'.repeat(501))).error?.hint).toBe('refund_reason_required');
    expect((await ask(admin, 100.01)).error).toMatchObject({ code: 'P0001', hint: 'refund_too_large' });
    expect((await ask(admin, 0)).error?.hint).toBe('refund_too_large');

    const first = await ask(admin, 60);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      payment_id: payment,
      amount: 60,
      status: 'requested',
      automatic: false,
    });
    // What is left: 40.
    expect((await ask(admin, 41)).error?.hint).toBe('refund_too_large');
    expect((await ask(admin, 40)).error).toBeNull();

    const { data: own } = await admin
      .from('payments')
      .insert({ registration_id: id, kind: 'balance', amount: 50, method: 'cash' })
      .select('id')
      .single();
    expect((await ask(admin, 10, 'x', own!.id)).error).toMatchObject({ hint: 'refund_not_online' });
    expect((await ask(admin, 10, 'x', -1)).error).toMatchObject({ hint: 'payment_not_found' });

    const logged = await db.query(
      "select count(*)::int as n from public.access_log where event = 'refund_requested' and subject_id = $1",
      [String(payment)],
    );
    expect(logged.rows[0].n).toBe(2);
    // Only the database records it: staff cannot log one by hand.
    expect((await admin.rpc('log_access', { p_event: 'refund_requested' })).error?.hint).toBe(
      'access_event_server_only',
    );
  });

  it('is sent by the worker once and counted when the provider says it succeeded, once', async () => {
    const { id, payment, intent } = await paidDeposit();
    const { data } = await admin.rpc('request_refund', {
      p_payment_id: payment,
      p_amount: 25,
      p_reason: 'Goodwill',
    });
    const refundId = (data as { id: number }).id;
    const toSend = await db.query('select private.refund_to_send($1) as r', [refundId]);
    expect(toSend.rows[0].r).toEqual({
      refund_id: refundId,
      payment_intent: intent,
      amount_cents: 2500,
      reason: 'requested_by_customer',
    });
    await db.query("select private.refund_sent($1, 're_worker_1', 'pending')", [refundId]);
    expect((await db.query('select private.refund_to_send($1) as r', [refundId])).rows[0].r).toBeNull();
    expect(await refunded(payment)).toBe('0.00');

    const succeeded = { id: 're_worker_1', amount_cents: 2500, payment_intent: intent, status: 'succeeded' };
    expect(await deliver(db, refundEvent('refund.updated', { ...succeeded, refund_id: refundId }))).toBe(
      'recorded',
    );
    expect(await deliver(db, refundEvent('charge.refund.updated', succeeded))).toBe('recorded');
    // A later failure never undoes a success.
    expect(await deliver(db, refundEvent('refund.failed', { ...succeeded, status: 'failed' }))).toBe(
      'recorded',
    );
    expect(await refunded(payment)).toBe('25.00');
    const row = await db.query('select status, provider_refund_id from public.refunds where id = $1', [
      refundId,
    ]);
    expect(row.rows[0]).toEqual({ status: 'succeeded', provider_refund_id: 're_worker_1' });
    expect((await mailKinds(db, id)).filter((k) => k === 'refund_issued')).toHaveLength(1);
  });

  it('made in the provider’s dashboard is recorded as a refund of that payment', async () => {
    const { payment, intent } = await paidDeposit();
    const event = refundEvent('refund.created', {
      id: 're_dashboard_1',
      amount_cents: 1000,
      payment_intent: intent,
      status: 'succeeded',
    });
    expect(await deliver(db, event)).toBe('recorded');
    expect(await deliver(db, event)).toBe('duplicate');
    expect(await refunded(payment)).toBe('10.00');
    // Its reason is the database's own: a code the family's e-mail tells in its language.
    const made = await db.query(
      "select reason, reason_code from public.refunds where provider_refund_id = 're_dashboard_1'",
    );
    expect(made.rows[0]).toEqual({
      reason: "Refunded in the payment provider's dashboard",
      reason_code: 'provider_dashboard',
    });
    expect(
      await deliver(
        db,
        refundEvent('refund.updated', {
          id: 're_x',
          amount_cents: 1000,
          payment_intent: 'pi_nobody',
          status: 'succeeded',
        }),
      ),
    ).toBe('ignored');
  });
});

describe('cancelling with the parents’ link', () => {
  it('refunds the online payments within the policy, and not after it', async () => {
    const early = await paidDeposit(40);
    const view = await siteServer<{ refund_until: string }>(db, 'parent_link', { p_token: early.token });
    expect(view.data.refund_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      (await siteServer(db, 'parent_link_action', { p_token: early.token, p_action: 'cancel' })).hint,
    ).toBeUndefined();
    const refunds = await db.query(
      'select amount, automatic, status, reason_code from public.refunds where payment_id = $1',
      [early.payment],
    );
    expect(refunds.rows).toEqual([
      { amount: '100.00', automatic: true, status: 'requested', reason_code: 'family_cancelled' },
    ]);

    const late = await paidDeposit(10);
    expect(
      (await siteServer(db, 'parent_link_action', { p_token: late.token, p_action: 'cancel' })).hint,
    ).toBeUndefined();
    const none = await db.query('select 1 from public.refunds where payment_id = $1', [late.payment]);
    expect(none.rows).toHaveLength(0);
  });
});

describe('balances', () => {
  it('are e-mailed a week before their day and on it, once each, while something remains', async () => {
    // Starts in 20 days: the balance is due in 6 (14 days before the start).
    const due = await paidDeposit(20);
    const unpaid = await registerFamily(db, BLOCK, [
      { offer_ids: [await fx.offer({ capacity: 5, price: 300, deposit: 100, starts_in_days: 20 })] },
    ]);
    const count = async (kind: string, id: number) =>
      (await mailKinds(db, id)).filter((k) => k === kind).length;
    await db.query('select private.queue_reminders(now())');
    await db.query('select private.queue_balance_emails(now())');
    expect(await count('balance_due', due.id)).toBe(1);
    expect(await count('balance_reminder', due.id)).toBe(0);
    // The deposit not paid: no balance e-mail.
    expect(await count('balance_due', unpaid.items[0]!.registration_id)).toBe(0);
    await db.query("select private.queue_balance_emails(now() + interval '6 days 1 hour')");
    await db.query("select private.queue_balance_emails(now() + interval '7 days')");
    expect(await count('balance_reminder', due.id)).toBe(1);
    expect(await count('balance_due', due.id)).toBe(1);

    // Paid in full: nothing more to ask.
    const full = await paidDeposit(20);
    const balance = await paySession(db, { token: full.token });
    await deliver(db, sessionEvent('checkout.session.completed', balance));
    await db.query('select private.queue_balance_emails(now())');
    expect(await count('balance_due', full.id)).toBe(0);
  });
});

describe('staff', () => {
  it('see the payments dashboard and each registration’s progress; Editors do not', async () => {
    const { id, payment } = await paidDeposit();
    const { data, error } = await coordinator.rpc('payments_dashboard');
    expect(error).toBeNull();
    const dashboard = data as Record<string, number>;
    expect(dashboard.collected_week).toBeGreaterThanOrEqual(100);
    expect(Object.keys(dashboard).sort()).toEqual(
      ['awaiting_deposit', 'collected_week', 'outstanding', 'overdue', 'refunded_week'].sort(),
    );
    expect((await editor.rpc('payments_dashboard')).error?.hint).toBe('not_registration_staff');
    const row = await coordinator
      .from('registration_overview')
      .select('paid, refunded, payment_progress, provider_payment_ids, pay_by')
      .eq('id', id)
      .single();
    expect(row.data).toMatchObject({
      paid: 100,
      refunded: 0,
      payment_progress: 'deposit_paid',
      pay_by: null,
    });
    expect(row.data!.provider_payment_ids).toHaveLength(1);
    await db.query('update public.payments set refunded = 100 where id = $1', [payment]);
    const after = await coordinator
      .from('registration_overview')
      .select('paid, payment_progress')
      .eq('id', id)
      .single();
    expect(after.data).toMatchObject({ paid: 0, payment_progress: 'refunded' });
  });

  it('export a family with its checkouts and refunds, and erase them without personal data', async () => {
    const marker = `Payer${Date.now().toString(36)}`;
    const paid = await paidDeposit(40, `${marker} Child`);
    await admin.rpc('request_refund', {
      p_payment_id: paid.payment,
      p_amount: 10,
      p_reason: `${marker} asked`,
    });
    const { data } = await coordinator.rpc('export_family', { p_family_id: paid.family });
    const doc = data as {
      checkouts: { items: { description: string }[] }[];
      children: { registrations: { payments: { refunds: unknown[] }[] }[] }[];
    };
    expect(doc.checkouts[0]!.items[0]!.description).toContain(marker);
    expect(doc.children[0]!.registrations[0]!.payments[0]!.refunds).toHaveLength(1);

    expect((await coordinator.rpc('erase_family', { p_family_id: paid.family })).error).toBeNull();
    const found: string[] = [];
    for (const t of [
      'checkouts',
      'checkout_items',
      'refunds',
      'payment_events',
      'payments',
      'email_outbox',
    ]) {
      const { rows } = await db.query(`select count(*)::int as n from public.${t} x where x::text ~ $1`, [
        marker,
      ]);
      if (rows[0].n > 0) found.push(t);
    }
    expect(found).toEqual([]);
    // The accounting stays: the payment and its refund, without words.
    const kept = await db.query(
      'select p.amount, f.amount as refund, f.reason from public.payments p join public.refunds f on f.payment_id = p.id where p.id = $1',
      [paid.payment],
    );
    expect(kept.rows).toEqual([{ amount: '100.00', refund: '10.00', reason: null }]);
  });
});
