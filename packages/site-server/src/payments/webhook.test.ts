import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createSiteApp } from '../app.ts';
import { StaticFiles } from '../staticFiles.ts';
import { paymentsConfig } from './config.ts';

const SECRET = 'whsec_unit_test_secret';
const stripe = new Stripe('sk_test_unit');

/** A port nothing listens on: the database and the provider "cannot be reached". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

let app: ReturnType<typeof createSiteApp>;

function appWith(env: Record<string, string>, port: number) {
  const none = new StaticFiles('/nonexistent', new Set());
  return createSiteApp(
    {
      supabaseUrl: `http://127.0.0.1:${port}`,
      anonKey: 'anon',
      siteUrl: 'https://academy.example',
      publicDist: '/nonexistent',
      adminDist: '/nonexistent',
      imageCacheDir: '/tmp/site-server-webhook-test',
      registrationRelayKey: 'relay',
      payments: paymentsConfig(env),
    },
    { renderer: null, publicFiles: none, adminFiles: none },
  );
}

let port: number;
beforeAll(async () => {
  port = await closedPort();
  app = appWith(
    {
      STRIPE_SECRET_KEY: 'sk_test_unit',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    },
    port,
  );
});

const event = JSON.stringify({
  id: 'evt_unit_1',
  object: 'event',
  type: 'checkout.session.expired',
  data: { object: { id: 'cs_unit_1', object: 'checkout.session', metadata: { checkout_id: '5' } } },
});

function post(body: string, headers: Record<string, string> = {}) {
  return app.request('/_payments/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('the payment webhook', () => {
  it('refuses an event without a signature', async () => {
    const res = await post(event);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringMatching(/Stripe-Signature/) });
  });

  it('refuses a signature made with another secret, or over another body', async () => {
    const other = stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_other' });
    const res = await post(event, { 'stripe-signature': other });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
    const signed = stripe.webhooks.generateTestHeaderString({ payload: event, secret: SECRET });
    const tampered = await post(event.replace('"5"', '"6"'), { 'stripe-signature': signed });
    expect(tampered.status).toBe(400);
  });

  it('refuses a replay: a signature older than five minutes', async () => {
    const old = stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const res = await post(event, { 'stripe-signature': old });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/tolerance/i);
  });

  it('takes a signed event, and answers 503 while the database cannot be reached (the provider retries)', async () => {
    const signed = stripe.webhooks.generateTestHeaderString({ payload: event, secret: SECRET });
    const res = await post(event, { 'stripe-signature': signed });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toHaveProperty('error');
  });

  it('acknowledges an event the database does not act on without asking it (it is unreachable here)', async () => {
    const other = JSON.stringify({
      id: 'evt_unit_3',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_unit_3', object: 'payment_intent' } },
    });
    const signed = stripe.webhooks.generateTestHeaderString({ payload: other, secret: SECRET });
    const res = await post(other, { 'stripe-signature': signed });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('answers 503 for a paid session while the provider cannot be asked how it was paid', async () => {
    const paid = JSON.stringify({
      id: 'evt_unit_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_unit_2', object: 'checkout.session', payment_intent: 'pi_unit_2' } },
    });
    const signed = stripe.webhooks.generateTestHeaderString({ payload: paid, secret: SECRET });
    const res = await post(paid, { 'stripe-signature': signed });
    expect(res.status).toBe(503);
  }, 30_000);

  it('refuses a body over 512 KB with a JSON 413', async () => {
    const res = await post('x'.repeat(512 * 1024 + 1), { 'stripe-signature': 't=1,v1=0' });
    expect(res.status).toBe(413);
    expect(await res.json()).toHaveProperty('error');
  });

  it('answers 503 while no signing secret is configured, and 405 to other methods', async () => {
    const unsigned = appWith({ STRIPE_SECRET_KEY: 'sk_test_unit' }, port);
    const signed = stripe.webhooks.generateTestHeaderString({ payload: event, secret: SECRET });
    const res = await unsigned.request('/_payments/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': signed },
      body: event,
    });
    expect(res.status).toBe(503);
    expect((await app.request('/_payments/stripe', { method: 'PUT' })).status).toBe(405);
  });
});

describe('Pay', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request('https://academy.example/_payments/checkout', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('is refused from another site', async () => {
    const res = await app.request(form({ token: 'p1.x' }, { origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
  });

  it('says payments are off while STRIPE_SECRET_KEY is unset', async () => {
    const off = appWith({}, port);
    const res = await off.request(form({ token: 'p1.x', lang: 'es' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'payments_off', held_until: null });
  });

  it('refuses a form that proves nothing', async () => {
    const res = await app.request(form({ amount: '1' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('link_invalid');
  });

  it('answers 503 "unreachable" while the database cannot be reached', async () => {
    const res = await app.request(form({ token: 'p1.x' }));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toBe('unreachable');
  });

  it('lets the form lead to the checkout page (form-action)', async () => {
    const res = await app.request('/health');
    expect(res.headers.get('content-security-policy')).toContain(
      `form-action 'self' http://127.0.0.1:${port}`,
    );
  });
});
