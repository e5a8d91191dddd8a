/**
 * The worker's refund job against the local payment provider (the stripe library over HTTP) and
 * the real database: a refund is asked for once with its idempotency key and recorded as sent;
 * a worker that crashed after asking asks again and gets the same refund, not a second one; a
 * refusal that is the request's fault marks the refund failed without retrying; a network error
 * or a missing key leaves it to be retried. The job itself runs in the worker, queued by
 * request_refund.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderMail,
  sendRefund,
  startMailCatcher,
  startWorker,
  stripeClient,
  type Query,
} from '@academy/worker';
import { startLocalPayments, type LocalPayments } from '../../packages/local-payments/src/index.ts';
import { freePort } from '../../packages/local-supabase/test/setup/freePort.ts';
import { useFixture } from './fixtures.ts';
import { stack, type Client } from './helpers.ts';
import { deliver, linkToken, paySession, registerFamily, sessionEvent } from './payments-support.ts';

const BLOCK = 71;
const KEY = 'sk_test_local';
const fx = useFixture('pay-worker-refund', {
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
let payments: LocalPayments;
let stripe: ReturnType<typeof stripeClient>;
let dataDir: string;

beforeAll(async () => {
  admin = (await fx.staff('admin', 'Admin')).client;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-payments-'));
  payments = await startLocalPayments({ port: 0, dataDir });
  stripe = stripeClient({ secretKey: KEY, apiUrl: payments.url });
});

afterAll(async () => {
  await payments?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const query: Query = (text, values) => db.query(text, values);

/**
 * A family that paid a deposit of 100 through the provider: a real Checkout Session paid with a
 * test card, its completion recorded with the PaymentIntent the provider made.
 */
async function paidOnline() {
  const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100, starts_in_days: 40 });
  const answer = await registerFamily(db, BLOCK, [{ name: 'Lucía', offer_ids: [offer] }]);
  const registration = answer.items[0]!.registration_id;
  const checkout = await paySession(db, { token: await linkToken(db, registration) });
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: checkout.amount_cents,
          product_data: { name: 'Deposit' },
        },
      },
    ],
    success_url: 'http://site.test/thanks',
    metadata: { checkout_id: String(checkout.checkout_id) },
  });
  const paid = await fetch(`${payments.url}/_local/sessions/${session.id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: '4242424242424242' }),
  });
  expect(paid.status).toBe(200);
  const intent = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
  expect(intent).toMatch(/^pi_/);
  const event = sessionEvent('checkout.session.completed', checkout, { payment_intent: intent });
  expect(await deliver(db, event)).toBe('recorded');
  const { rows } = await db.query<{ id: string }>(
    'select id from public.payments where registration_id = $1 and provider_payment_id = $2',
    [registration, intent],
  );
  return { payment: Number(rows[0]!.id), intent };
}

async function requestRefund(payment: number, amount: number): Promise<number> {
  const { data, error } = await admin.rpc('request_refund', {
    p_payment_id: payment,
    p_amount: amount,
    p_reason: 'The family moved away',
  });
  expect(error).toBeNull();
  return (data as { id: number }).id;
}

async function refundRow(id: number) {
  return (
    await db.query<{ status: string; provider_refund_id: string | null; failure: string | null }>(
      'select status, provider_refund_id, failure from public.refunds where id = $1',
      [id],
    )
  ).rows[0]!;
}

const providerRefunds = async (intent: string) =>
  (await stripe.refunds.list({ payment_intent: intent })).data;

describe('the refund_payment job', () => {
  it('asks the provider once, with the refund’s id, and records it sent', async () => {
    const { payment, intent } = await paidOnline();
    const id = await requestRefund(payment, 25);
    expect(await sendRefund(stripe, id, query)).toBe('sent');
    const [refund, ...more] = await providerRefunds(intent);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      amount: 2500,
      payment_intent: intent,
      reason: 'requested_by_customer',
      metadata: { refund_id: String(id) },
    });
    expect(await refundRow(id)).toMatchObject({ provider_refund_id: refund!.id });
    expect((await refundRow(id)).status).toMatch(/^(pending|succeeded)$/);
    // The job run again (a retry, a second copy) finds nothing left to ask.
    expect(await sendRefund(stripe, id, query)).toBe('nothing');
    expect(await providerRefunds(intent)).toHaveLength(1);
  });

  it('a worker that crashed after asking asks again and gets the same refund, not a second one', async () => {
    const { payment, intent } = await paidOnline();
    const id = await requestRefund(payment, 40);
    // The worker dies between the provider's answer and telling the database.
    const crashing: Query = async (text, values) => {
      if (text.includes('refund_sent')) throw new Error('the worker died');
      return query(text, values);
    };
    await expect(sendRefund(stripe, id, crashing)).rejects.toThrow('the worker died');
    expect(await refundRow(id)).toMatchObject({ status: 'requested', provider_refund_id: null });
    expect(await sendRefund(stripe, id, query)).toBe('sent');
    const refunds = await providerRefunds(intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(4000);
    expect(await refundRow(id)).toMatchObject({ provider_refund_id: refunds[0]!.id });
  });

  it('a refusal that is the request’s fault marks the refund failed, and is not retried', async () => {
    // A payment whose PaymentIntent the provider does not know.
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100, starts_in_days: 40 });
    const answer = await registerFamily(db, BLOCK, [{ name: 'Olga', offer_ids: [offer] }]);
    const registration = answer.items[0]!.registration_id;
    const checkout = await paySession(db, { token: await linkToken(db, registration) });
    expect(await deliver(db, sessionEvent('checkout.session.completed', checkout))).toBe('recorded');
    const { rows } = await db.query<{ id: string }>(
      'select id from public.payments where registration_id = $1',
      [registration],
    );
    const id = await requestRefund(Number(rows[0]!.id), 10);
    const logged: string[] = [];
    expect(await sendRefund(stripe, id, query, (m) => logged.push(m))).toBe('failed');
    expect(await refundRow(id)).toMatchObject({
      status: 'failed',
      provider_refund_id: null,
      failure: expect.stringMatching(/^No such payment_intent: .+ \(resource_missing\)$/),
    });
    expect(logged.join('\n')).toMatch(/refund \d+: the payment provider refused it \(400 resource_missing\)/);
    expect(await sendRefund(stripe, id, query)).toBe('nothing');
  });

  it("keeps the provider's refusal with the failed refund, for the Admin to read", async () => {
    const { payment, intent } = await paidOnline();
    // The whole charge was given back at the provider itself: nothing is left to refund there.
    await stripe.refunds.create({ payment_intent: intent });
    const id = await requestRefund(payment, 25);
    expect(await sendRefund(stripe, id, query)).toBe('failed');
    const row = await refundRow(id);
    expect(row.status).toBe('failed');
    expect(row.failure).toMatch(/^Charge ch_\w+ has already been refunded\. \(charge_already_refunded\)$/);
    expect(row.failure).not.toContain(KEY);
    // What the back office reads: the Admin's own view of the refund.
    const { data, error } = await admin.from('refunds').select('status, failure').eq('id', id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'failed', failure: row.failure });
  });

  it('a network error or a missing key leaves the refund to be retried', async () => {
    const { payment, intent } = await paidOnline();
    const id = await requestRefund(payment, 5);
    const unreachable = stripeClient({ secretKey: KEY, apiUrl: `http://127.0.0.1:${await freePort()}` });
    await expect(sendRefund(unreachable, id, query)).rejects.toMatchObject({ type: 'StripeConnectionError' });
    await expect(sendRefund(undefined, id, query)).rejects.toThrow(/STRIPE_SECRET_KEY is not set/);
    expect(await refundRow(id)).toMatchObject({ status: 'requested' });
    expect(await providerRefunds(intent)).toEqual([]);
  });

  it('runs in the worker: request_refund queues the job, the worker asks the provider', async () => {
    const { payment, intent } = await paidOnline();
    const mailDir = await mkdtemp(path.join(os.tmpdir(), 'academy-mail-'));
    const catcher = await startMailCatcher({
      webPort: await freePort(),
      smtpPort: await freePort(),
      mailDirectory: mailDir,
    });
    const worker = await startWorker({
      databaseUrl: stack().dbUrl,
      smtpUrl: catcher.smtpUrl,
      siteUrl: 'http://127.0.0.1:8080',
      stripe: { secretKey: KEY, apiUrl: payments.url },
      log: () => undefined,
    });
    try {
      const id = await requestRefund(payment, 30);
      const deadline = Date.now() + 20_000;
      while ((await refundRow(id)).status === 'requested' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      const [refund, ...more] = await providerRefunds(intent);
      expect(more).toEqual([]);
      expect(refund).toMatchObject({ amount: 3000, metadata: { refund_id: String(id) } });
      expect(await refundRow(id)).toMatchObject({ provider_refund_id: refund!.id });
    } finally {
      await worker.stop();
      await catcher.stop();
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});

describe('the e-mails the database writes', () => {
  it('a receipt and a refund render from their payloads, in every language', async () => {
    const { payment, intent } = await paidOnline();
    const payload = async (kind: string) =>
      (
        await db.query<{ p: Parameters<typeof renderMail>[0] }>(
          `select private.registration_mail_payload(o) as p from public.email_outbox o
            where o.kind = $1 and $2 = any (o.payment_ids)`,
          [kind, payment],
        )
      ).rows[0]!.p;
    // Its payload is written when it is first sent: before the refund.
    const receipt = await payload('payment_receipt');
    const id = await requestRefund(payment, 25);
    expect(await sendRefund(stripe, id, query)).toBe('sent');
    // The provider's refund succeeds at once; its event is what makes the refund e-mail.
    const [refund] = await providerRefunds(intent);
    await db.query("select private.refund_sent($1, $2, 'succeeded')", [id, refund!.id]);
    const refunded = await payload('refund_issued');
    const site = { siteUrl: 'http://127.0.0.1:8080' };
    const en = renderMail(receipt, 'en', site);
    expect(en.subject).toBe('We have received your payment');
    expect(en.text).toMatch(/Deposit for Lucía: €100, .*, by card/);
    expect(en.text).toContain(`Payment reference: ${intent}`);
    expect(en.text).toMatch(/Remaining: €200, due by /);
    expect(renderMail(receipt, 'es', site).text).toContain('Pendiente: 200\u00a0€');
    expect(renderMail(receipt, 'ru', site).text).toContain('Осталось: 200\u00a0€');
    const back = renderMail(refunded, 'es', site);
    expect(back.subject).toBe('Te hemos devuelto 25\u00a0€');
    expect(back.text).toContain('de tu pago de 100\u00a0€');
    expect(back.text).toContain('Motivo: The family moved away');
    expect(renderMail(refunded, 'ru', site).subject).toBe('Мы вернули 25\u00a0€');
  });
});
