/**
 * The provider's contract, checked with the stripe library itself against a provider on a free
 * port: what the site server and the worker call, what the checkout page does, and the webhooks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPayments, stripeClientOptions, type LocalPayments } from './index.ts';

const SECRET = 'whsec_test_contract';

interface Received {
  body: string;
  signature: string;
}

/** A webhook endpoint that answers `statuses` in turn (then 200) and keeps what it got. */
async function endpoint(statuses: number[] = []) {
  const received: Received[] = [];
  const answers = [...statuses];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/_payments/stripe`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  ms = 3000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'local-payments-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function client(url: string, key = 'sk_test_local'): Stripe {
  return new Stripe(key, { ...stripeClientOptions(url), maxNetworkRetries: 0 });
}

const sessionParams = (
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: { currency: 'eur', unit_amount: 12_000, product_data: { name: 'Summer camp deposit' } },
      quantity: 1,
    },
    { price_data: { currency: 'eur', unit_amount: 2_500, product_data: { name: 'Kit' } }, quantity: 2 },
  ],
  allowed_payment_method_types: ['card', 'bizum'],
  success_url: 'http://site.test/thanks?session={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://site.test/register',
  customer_email: 'family@example.com',
  client_reference_id: 'reg-42',
  metadata: { registration_id: '42' },
  payment_intent_data: { metadata: { registration_id: '42', kind: 'deposit' } },
  locale: 'es',
  ...extra,
});

async function pay(payments: LocalPayments, id: string, body: object) {
  const response = await fetch(`${payments.url}/_local/sessions/${id}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as { outcome: string; code?: string; redirect?: string },
  };
}

function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

describe('the local payment provider with the stripe library', () => {
  let hook: Awaited<ReturnType<typeof endpoint>>;
  let payments: LocalPayments;
  let stripe: Stripe;

  beforeAll(async () => {
    hook = await endpoint();
    payments = await startLocalPayments({
      port: 0,
      dataDir: dataDir(),
      webhookUrl: hook.url,
      webhookSecret: SECRET,
    });
    stripe = client(payments.url);
  });
  afterAll(async () => {
    await payments.stop();
    await hook.close();
  });

  it('creates, retrieves, lists and expires Checkout Sessions', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session.id).toMatch(/^cs_test_/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_subtotal: 17_000,
      amount_total: 17_000,
      currency: 'eur',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      metadata: { registration_id: '42' },
      client_reference_id: 'reg-42',
      customer_email: 'family@example.com',
      locale: 'es',
      mode: 'payment',
      payment_method_types: ['card', 'bizum'],
      livemode: false,
    });
    expect(session.url).toBe(`${payments.url}/pay/${session.id}`);
    expect(session.expires_at - session.created).toBe(24 * 3600);

    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual(session);
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(
      items.data.map((item) => [item.description, item.quantity, item.amount_total, item.price?.unit_amount]),
    ).toEqual([
      ['Summer camp deposit', 1, 12_000, 12_000],
      ['Kit', 2, 5_000, 2_500],
    ]);

    const second = await stripe.checkout.sessions.create(sessionParams());
    const page1 = await stripe.checkout.sessions.list({ limit: 1 });
    expect(page1.data.map((s) => s.id)).toEqual([second.id]);
    expect(page1.has_more).toBe(true);
    const page2 = await stripe.checkout.sessions.list({ limit: 1, starting_after: second.id });
    expect(page2.data.map((s) => s.id)).toEqual([session.id]);

    const expired = await stripe.checkout.sessions.expire(second.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    expect((await stripe.checkout.sessions.list({ status: 'expired' })).data.map((s) => s.id)).toEqual([
      second.id,
    ]);
    await expect(stripe.checkout.sessions.expire(second.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
    const events = await stripe.events.list({ type: 'checkout.session.expired' });
    expect(events.data[0]?.data.object).toMatchObject({ id: second.id, status: 'expired' });
  });

  it('refuses bad parameters with Stripe’s errors', async () => {
    await expect(
      stripe.checkout.sessions.create({ ...sessionParams(), mode: undefined } as never),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'mode',
    });
    const bad = sessionParams();
    (bad.line_items![0]!.price_data as { unit_amount: unknown }).unit_amount = 'twelve';
    await expect(stripe.checkout.sessions.create(bad)).rejects.toMatchObject({
      code: 'parameter_invalid_integer',
      param: 'line_items[0][price_data][unit_amount]',
    });
    const now = Math.floor(Date.now() / 1000);
    await expect(
      stripe.checkout.sessions.create(sessionParams({ expires_at: now + 60 })),
    ).rejects.toMatchObject({
      param: 'expires_at',
    });
    await expect(
      stripe.checkout.sessions.create(sessionParams({ expires_at: now + 25 * 3600 })),
    ).rejects.toMatchObject({
      param: 'expires_at',
    });
    await expect(
      stripe.checkout.sessions.create(sessionParams({ allowed_payment_method_types: ['ideal'] })),
    ).rejects.toMatchObject({ param: 'allowed_payment_method_types' });
    // The name older API versions used: a method the provider does not know is refused outright.
    await expect(
      stripe.checkout.sessions.create({
        ...sessionParams(),
        payment_method_types: ['card', 'ideal'],
      } as never),
    ).rejects.toMatchObject({ param: 'payment_method_types[1]' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nothing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(client(payments.url, 'sk_live_nope').checkout.sessions.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it('pays with 4242, fills in the PaymentIntent and its charge, and says so by signed webhooks', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const { status, json } = await pay(payments, session.id, { card: '4242 4242 4242 4242' });
    expect(status).toBe(200);
    expect(json.redirect).toBe(`http://site.test/thanks?session=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'family@example.com' },
    });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount: 17_000,
      amount_received: 17_000,
      metadata: { kind: 'deposit' },
    });
    const retrieved = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    const charge = retrieved.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details).toMatchObject({
      type: 'card',
      card: { brand: 'visa', last4: '4242' },
    });

    const types = await until(() => {
      const got = hook.received.map(({ body, signature }) =>
        stripe.webhooks.constructEvent(body, signature, SECRET),
      );
      const mine = got.filter(
        (event) =>
          JSON.stringify(event.data.object).includes(intent.id) ||
          (event.data.object as { id: string }).id === session.id,
      );
      return mine.length >= 4 && mine.map((event) => event.type);
    });
    expect(types).toEqual([
      'payment_intent.created',
      'charge.succeeded',
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    const completed = (await stripe.events.list({ type: 'checkout.session.completed', limit: 1 })).data[0]!;
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      request: { id: null, idempotency_key: null },
    });
    expect(await stripe.events.retrieve(completed.id)).toMatchObject({
      id: completed.id,
      pending_webhooks: 0,
    });
    expect(() =>
      stripe.webhooks.constructEvent(hook.received[0]!.body, hook.received[0]!.signature, 'whsec_other'),
    ).toThrow(/signature/i);
    expect(
      (await stripe.checkout.sessions.list({ payment_intent: intent.id })).data.map((s) => s.id),
    ).toEqual([session.id]);
  });

  it('declines 0002, keeps the session open, and then takes another card', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const declined = await pay(payments, session.id, { card: '4000000000000002' });
    expect(declined).toMatchObject({ status: 402, json: { outcome: 'failed', code: 'card_declined' } });
    const open = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(open.status).toBe('open');
    expect(open.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
    const failed = await stripe.events.list({ type: 'payment_intent.payment_failed', limit: 1 });
    expect((failed.data[0]!.data.object as Stripe.PaymentIntent).id).toBe(
      (open.payment_intent as Stripe.PaymentIntent).id,
    );
    expect((await pay(payments, session.id, { card: '4000 0000 0000 9995' })).json).toMatchObject({
      code: 'invalid_number',
    });
    expect((await pay(payments, session.id, { card: '4242424242424242' })).json.outcome).toBe('paid');
    expect((await pay(payments, session.id, { card: '4242424242424242' })).status).toBe(409);

    // A session left after a decline takes its PaymentIntent with it when it expires.
    const left = await stripe.checkout.sessions.create(
      sessionParams({ allowed_payment_method_types: ['card'] }),
    );
    expect((await pay(payments, left.id, { bizum: true })).status).toBe(400);
    await pay(payments, left.id, { card: '4000000000000002' });
    await stripe.checkout.sessions.expire(left.id);
    const canceled = await stripe.checkout.sessions.retrieve(left.id, { expand: ['payment_intent'] });
    expect(canceled.payment_intent).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
  });

  it('pays through the checkout page’s forms: the decline keeps what was typed, 3184 asks for authentication', async () => {
    const session = await stripe.checkout.sessions.create(
      sessionParams({ customer_email: undefined, locale: 'en' }),
    );
    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Summer camp deposit');
    expect(html).toContain('€170.00');
    expect(html).toContain('href="http://site.test/register"');

    const declined = await postForm(`${payments.url}/pay/${session.id}/card`, {
      email: 'ana@example.com',
      name: 'Ana Ruiz',
      number: '4000 0000 0000 0002',
      exp: '12 / 34',
      cvc: '123',
    });
    expect(declined.status).toBe(402);
    const again = await declined.text();
    expect(again).toContain('Your card was declined');
    expect(again).toContain('value="ana@example.com"');
    expect(again).toContain('value="Ana Ruiz"');
    expect(again).toContain('value="12 / 34"');
    expect(again).not.toContain('0002"');

    const invalid = await postForm(`${payments.url}/pay/${session.id}/card`, {
      number: '1234 5678 9012 3456',
      exp: '12/34',
      cvc: '123',
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toMatch(/Your card number is invalid[\s\S]*aria-invalid="true"/);

    const asks = await postForm(`${payments.url}/pay/${session.id}/card`, {
      email: 'ana@example.com',
      number: '4000002760003184',
      exp: '12/34',
      cvc: '123',
    });
    expect(asks.status).toBe(303);
    const authUrl = `${payments.url}${asks.headers.get('location')!}`;
    const authPage = await (await fetch(authUrl)).text();
    expect(authPage).toContain('Complete authentication');
    expect(authPage).toContain('Fail authentication');
    const failed = await postForm(authUrl, { outcome: 'fail' });
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('We could not authenticate your payment');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const asksAgain = await postForm(`${payments.url}/pay/${session.id}/card`, {
      email: 'ana@example.com',
      number: '4000002760003184',
      exp: '12/34',
      cvc: '123',
    });
    const done = await postForm(`${payments.url}${asksAgain.headers.get('location')!}`, {
      outcome: 'complete',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`http://site.test/thanks?session=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.latest_charge'],
    });
    expect(paid.customer_details?.email).toBe('ana@example.com');
    const charge = (paid.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card).toMatchObject({
      last4: '3184',
      three_d_secure: { result: 'authenticated' },
    });
    expect(await (await fetch(session.url!)).text()).toContain('This payment is complete');
  });

  it('pays by Bizum from the page, with a Spanish mobile number', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const html = await (await fetch(session.url!)).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Pagar con Bizum');
    const wrong = await postForm(`${payments.url}/pay/${session.id}/bizum`, { phone: '912 345 678' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Escribe un móvil español');
    const paid = await postForm(`${payments.url}/pay/${session.id}/bizum`, { phone: '612 345 678' });
    expect(paid.status).toBe(303);
    const intent = await stripe.paymentIntents.retrieve(
      (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string,
      {
        expand: ['latest_charge'],
      },
    );
    expect((intent.latest_charge as Stripe.Charge).payment_method_details?.type).toBe('bizum');

    const cardOnly = await stripe.checkout.sessions.create(
      sessionParams({ allowed_payment_method_types: ['card'], locale: 'ru' }),
    );
    const ru = await (await fetch(cardOnly.url!)).text();
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain('Оплатить картой');
    expect(ru).not.toContain('Bizum</button>');
  });

  it('refunds in full and in part, refuses to refund more, and replays an idempotent refund', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    await pay(payments, session.id, { card: '4242424242424242' });
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;

    const part = await stripe.refunds.create(
      {
        payment_intent: intentId,
        amount: 5_000,
        reason: 'requested_by_customer',
        metadata: { registration_id: '42' },
      },
      { idempotencyKey: 'refund-42-a' },
    );
    expect(part).toMatchObject({
      object: 'refund',
      amount: 5_000,
      status: 'succeeded',
      metadata: { registration_id: '42' },
    });
    const replay = await stripe.refunds.create(
      {
        payment_intent: intentId,
        amount: 5_000,
        reason: 'requested_by_customer',
        metadata: { registration_id: '42' },
      },
      { idempotencyKey: 'refund-42-a' },
    );
    expect(replay.id).toBe(part.id);
    await expect(
      stripe.refunds.create({ payment_intent: intentId, amount: 1_000 }, { idempotencyKey: 'refund-42-a' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 13_000 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
    });
    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(12_000);
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });

    expect(await stripe.refunds.retrieve(part.id)).toEqual(part);
    expect((await stripe.refunds.list({ payment_intent: intentId })).data.map((r) => r.id)).toEqual([
      rest.id,
      part.id,
    ]);
    const charge = (await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }))
      .latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ amount_refunded: 17_000, refunded: true });
    const created = await stripe.events.list({ type: 'refund.created', limit: 3 });
    expect(created.data.map((e) => (e.data.object as Stripe.Refund).id)).toEqual(
      expect.arrayContaining([part.id, rest.id]),
    );
    expect(
      created.data.find((e) => (e.data.object as Stripe.Refund).id === part.id)!.request!.idempotency_key,
    ).toBe('refund-42-a');
    expect(
      (await stripe.events.list({ type: 'charge.refunded', limit: 1 })).data[0]!.data.object,
    ).toMatchObject({ refunded: true });
  });
});

describe('webhook delivery', () => {
  const started: LocalPayments[] = [];
  const hooks: Awaited<ReturnType<typeof endpoint>>[] = [];
  afterEach(async () => {
    for (const p of started.splice(0)) await p.stop();
    for (const h of hooks.splice(0)) await h.close();
  });

  it('retries with growing pauses until the endpoint answers 2xx, and logs each try', async () => {
    const hook = await endpoint([500, 503]);
    hooks.push(hook);
    const payments = await startLocalPayments({
      port: 0,
      dataDir: dataDir(),
      webhookUrl: hook.url,
      retryBaseMs: 40,
      retryMaxMs: 1000,
    });
    started.push(payments);
    const stripe = client(payments.url);
    const session = await stripe.checkout.sessions.create(sessionParams());
    await stripe.checkout.sessions.expire(session.id);
    await until(() => hook.received.length >= 3);
    const state = (await (await fetch(`${payments.url}/_local/api/state`)).json()) as {
      deliveries: { attempts: { at: number; status: number }[]; deliveredAt: number | null }[];
    };
    const [delivery] = state.deliveries;
    expect(delivery!.attempts.map((a) => a.status)).toEqual([500, 503, 200]);
    expect(delivery!.deliveredAt).not.toBeNull();
    const [a, b, c] = delivery!.attempts.map((attempt) => attempt.at);
    expect(b! - a!).toBeGreaterThanOrEqual(40);
    expect(c! - b!).toBeGreaterThanOrEqual(80);
    const front = await (await fetch(`${payments.url}/`, { headers: { 'accept-language': 'es' } })).text();
    expect(front).toContain('checkout.session.expired');
    expect(front).toContain('Envíos de webhooks');
  });

  it('delivers an event at once while another delivery waits for a slow answer', async () => {
    // The endpoint answers its first request only when told to.
    const received: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push((JSON.parse(body) as { data: { object: { id: string } } }).data.object.id);
        if (received.length === 1) void held.then(() => res.end());
        else res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const payments = await startLocalPayments({
        port: 0,
        dataDir: dataDir(),
        webhookUrl: `http://127.0.0.1:${port}/_payments/stripe`,
      });
      started.push(payments);
      const stripe = client(payments.url);
      const first = await stripe.checkout.sessions.create(sessionParams());
      await stripe.checkout.sessions.expire(first.id);
      await until(() => received.length === 1);
      const second = await stripe.checkout.sessions.create(sessionParams());
      await stripe.checkout.sessions.expire(second.id);
      await until(() => received.length === 2);
      expect(received).toEqual([first.id, second.id]);
    } finally {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('sends every event twice, in a shuffled order, when asked at runtime', async () => {
    const hook = await endpoint();
    hooks.push(hook);
    const payments = await startLocalPayments({ port: 0, dataDir: dataDir(), webhookUrl: hook.url });
    started.push(payments);
    const stripe = client(payments.url);
    const mode = await fetch(`${payments.url}/_local/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ twice: true, shuffle: true }),
    });
    expect(await mode.json()).toMatchObject({ twice: true, shuffle: true });
    const orders = new Set<string>();
    for (let i = 0; i < 6 && orders.size < 2; i++) {
      const session = await stripe.checkout.sessions.create(sessionParams());
      const before = hook.received.length;
      await pay(payments, session.id, { card: '4242424242424242' });
      await until(() => hook.received.length >= before + 8);
      const events = hook.received
        .slice(before)
        .map((r) => stripe.webhooks.constructEvent(r.body, r.signature, 'whsec_local'));
      const counts = new Map<string, number>();
      for (const event of events) counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
      expect([...counts.values()]).toEqual([2, 2, 2, 2]);
      orders.add(events.map((event) => event.type).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('expires a session when its time comes', async () => {
    let now = Date.now();
    const payments = await startLocalPayments({
      port: 0,
      dataDir: dataDir(),
      clock: () => now,
      expiryCheckMs: 10,
    });
    started.push(payments);
    const stripe = client(payments.url);
    const session = await stripe.checkout.sessions.create(
      sessionParams({ expires_at: Math.floor(now / 1000) + 31 * 60 }),
    );
    expect(session.status).toBe('open');
    now += 32 * 60 * 1000;
    const expired = await until(async () => {
      const now = await stripe.checkout.sessions.retrieve(session.id);
      return now.status === 'expired' && now;
    });
    expect(expired.url).toBeNull();
    expect((await stripe.events.list({ type: 'checkout.session.expired' })).data).toHaveLength(1);
    expect(await (await fetch(session.url!)).text()).toContain('Este pago ha caducado');
  });

  it('keeps sessions, payments, refunds and undelivered events across a restart, and delivers them then', async () => {
    const dir = dataDir();
    const first = await startLocalPayments({
      port: 0,
      dataDir: dir,
      webhookUrl: 'http://127.0.0.1:9/nothing-listens',
      retryBaseMs: 60_000,
    });
    const stripe1 = client(first.url);
    const session = await stripe1.checkout.sessions.create(sessionParams());
    await pay(first, session.id, { bizum: true });
    const intentId = (await stripe1.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = await stripe1.refunds.create({ payment_intent: intentId, amount: 100 });
    await first.stop();

    const hook = await endpoint();
    hooks.push(hook);
    const second = await startLocalPayments({ port: 0, dataDir: dir, webhookUrl: hook.url });
    started.push(second);
    const stripe2 = client(second.url);
    expect(await stripe2.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      payment_intent: intentId,
    });
    expect(await stripe2.refunds.retrieve(refund.id)).toMatchObject({ amount: 100 });
    const events = await stripe2.events.list({ limit: 100 });
    await until(() => hook.received.length >= events.data.length);
    const delivered = hook.received.map(
      (r) => stripe2.webhooks.constructEvent(r.body, r.signature, 'whsec_local').id,
    );
    expect(new Set(delivered)).toEqual(new Set(events.data.map((e) => e.id)));
  });
});
