/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The site server's modules are typed with the DOM: the renderer sanitizes rich text with one.)
/**
 * The family's payment path through the site server (packages/site-server, endpoints/payments.ts)
 * against real PostgREST and PostgreSQL and the local payment provider through the official
 * stripe library: Pay creates a Checkout Session of exactly what the database computes (an
 * amount sent by the browser is ignored), the webhook refuses unsigned, forged and replayed
 * events and records a signed one once when it comes twice, the return page reads the checkout's
 * status, and a provider that cannot be reached is a 503 page while the place stays held.
 */
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalPayments, type LocalPayments } from '../../packages/local-payments/src/index.ts';
import type { RegistrationPageState } from '@academy/shared/registrationForm.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { createSiteApp } from '../../packages/site-server/src/app.ts';
import { paymentsConfig, stripeClient } from '../../packages/site-server/src/payments/config.ts';
import { StaticFiles } from '../../packages/site-server/src/staticFiles.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import { readAnswerCookie } from '../../packages/site-server/src/registration/http.ts';
import { linkToken, registerFamily, registration, siteServer } from './payments-support.ts';
import { agedToken, changeRegistrationSettings, newAddress } from './registration-support.ts';

const BLOCK = 65;
const SECRET = 'whsec_site_server_test';
const SITE = 'https://academy.example';
const ANSWER_SECRET = 'answer-cookie-test-secret';
const fx = useFixture('pay-site', {
  settings: {
    online_registration: true,
    online_payments: true,
    deposit_hold_hours: 2,
    transfer_allowed: false,
  },
});
const { db } = fx;
let provider: LocalPayments;
let dataDir: string;
let stripe: ReturnType<typeof stripeClient>;
let relay: string;
let app: ReturnType<typeof createSiteApp>;
const rendered: { path: string; state: RegistrationPageState | undefined; status: number }[] = [];

const renderer: SiteRenderer = {
  pageUrl: (url) => url,
  render: async (url, visitor) => {
    rendered.push({ path: url.pathname, state: visitor?.registration, status: 200 });
    return { status: 200, html: '<p>page</p>' };
  },
  sitemap: async () => null,
};

function lastState<K extends RegistrationPageState['kind']>(kind: K) {
  const state = rendered.at(-1)?.state;
  expect(state?.kind).toBe(kind);
  return state as Extract<RegistrationPageState, { kind: K }>;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

function siteApp(apiUrl: string) {
  const files = new StaticFiles('/nonexistent', new Set());
  return createSiteApp(
    {
      supabaseUrl: stack().url,
      anonKey: stack().anonKey,
      siteUrl: SITE,
      publicDist: '/nonexistent',
      adminDist: '/nonexistent',
      imageCacheDir: '/tmp',
      registrationRelayKey: relay,
      answerCookieSecret: ANSWER_SECRET,
      payments: paymentsConfig({
        STRIPE_SECRET_KEY: 'sk_test_site',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_API_URL: apiUrl,
      }),
    },
    { renderer, publicFiles: files, adminFiles: files },
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pay-site-'));
  provider = await startLocalPayments({ port: 0, dataDir, webhookSecret: SECRET });
  stripe = stripeClient(paymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_site', STRIPE_API_URL: provider.url })!);
  relay = (await db.query<{ value: string }>("select value from private.secrets where name = 'relay'"))
    .rows[0]!.value;
  app = siteApp(provider.url);
});

afterAll(async () => {
  await provider?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function pay(fields: Record<string, string>, target = app) {
  return target.request(`${SITE}/_payments/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
    body: new URLSearchParams(fields).toString(),
  });
}

function postEvent(body: string, signature?: string) {
  return app.request('/_payments/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body,
  });
}

async function family() {
  const offer = await fx.offer({ capacity: 3, price: 300, deposit: 100 });
  return registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
}

describe('Pay', () => {
  it('creates a Checkout Session for what the database computes, ignoring an amount sent with the form', async () => {
    const answer = await family();
    const res = await pay({
      submission_id: String(answer.submission_id),
      idempotency_key: answer.idempotency_key,
      lang: 'es',
      amount: '1',
      amount_cents: '100',
      'line_items[0][price_data][unit_amount]': '100',
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${provider.url}/pay/`)).toBe(true);
    const sessionId = location.split('/pay/')[1]!;
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items'] });
    expect(session.amount_total).toBe(10000);
    expect(session.line_items!.data.map((line) => line.amount_total)).toEqual([10000]);
    expect(session.metadata).toEqual({ checkout_id: session.client_reference_id });
    expect(session.success_url).toBe(
      `${SITE}/es/registration/paid?session_id={CHECKOUT_SESSION_ID}&back=%2Fes%2Fregistration%2Fanswer`,
    );
    expect(session.cancel_url).toBe(`${SITE}/es/registration/answer?payment=cancelled`);
    const { rows } = await db.query<{ provider_session_id: string; amount: string }>(
      'select provider_session_id, amount from public.checkouts where id = $1',
      [Number(session.client_reference_id)],
    );
    expect(rows[0]).toEqual({ provider_session_id: sessionId, amount: '100.00' });

    // Pressed again: the same open session.
    const again = await pay({
      submission_id: String(answer.submission_id),
      idempotency_key: answer.idempotency_key,
      lang: 'es',
    });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(location);
  });

  it("refuses a form whose key is not the form's, as a page", async () => {
    const answer = await family();
    const res = await pay({
      submission_id: String(answer.submission_id),
      idempotency_key: crypto.randomUUID(),
      lang: 'en',
    });
    expect(res.status).toBe(404);
    expect(lastState('payment_refused').code).toBe('submission_not_found');
  });

  it('answers 503 with Try again when the provider cannot be reached, and the place stays held', async () => {
    const answer = await family();
    const down = siteApp(`http://127.0.0.1:${await closedPort()}`);
    const fields = {
      submission_id: String(answer.submission_id),
      idempotency_key: answer.idempotency_key,
      lang: 'ru',
    };
    const res = await pay(fields, down);
    expect(res.status).toBe(503);
    const state = lastState('payment_refused');
    expect(state.code).toBe('unreachable');
    expect(state.retry).toEqual(fields);
    expect(Date.parse(state.heldUntil!)).toBeGreaterThan(Date.now());
    const held = await registration(db, answer.items[0]!.registration_id);
    expect(held.status).toBe('new');
    expect(held.pay_by!.getTime()).toBeGreaterThan(Date.now());
  }, 60_000);
});

describe('the pages that offer Pay', () => {
  it("gives the answer page its Pay: the form key and the registration's own hold, whatever the settings say later", async () => {
    const offer = await fx.offer({ capacity: 3, price: 300, deposit: 100 });
    const key = crypto.randomUUID();
    const form = new URLSearchParams({
      idempotency_key: key,
      form_token: await agedToken(db, 10),
      website: '',
      children: '1',
      'children.0.name': 'Lucía Pérez',
      'children.0.date_of_birth': '2015-04-02',
      'children.0.position': 'goalkeeper',
      'children.0.shirt_size': '140',
      'children.0.authorised_collectors': 'Ana Pérez',
      'children.0.offer_ids': String(offer),
      'children.0.consents.child_data': 'on',
      'family.parent_name': 'Ana Pérez',
      'family.email': `${fx.tag}-answer@example.com`,
      'family.phone': '+34 600 000 000',
      'family.language': 'es',
      'family.emergency_name': 'Luis Pérez',
      'family.emergency_phone': '600 111 222',
      guardian_declaration: 'on',
    });
    const send = async () => {
      const res = await app.request(
        `${SITE}/es/registration`,
        {
          method: 'POST',
          body: form.toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        },
        { incoming: { socket: { remoteAddress: newAddress(BLOCK) } } },
      );
      expect(res.status).toBe(303);
      return readAnswerCookie(res.headers.get('set-cookie')!.split(';')[0]!, ANSWER_SECRET)!.summary;
    };
    const summary = await send();
    const { rows } = await db.query<{ pay_by: Date }>(
      'select pay_by from public.registrations where id = $1',
      [summary.answer.items[0]!.registration_id],
    );
    const held = rows[0]!.pay_by.getTime();
    expect((held - Date.now()) / 3_600_000).toBeGreaterThan(1.9);
    expect(summary.pay).toMatchObject({ idempotency_key: key, transfer_allowed: false });
    expect(Date.parse(summary.pay!.pay_by!)).toBe(held);

    // The settings change; the same form sent again (a reload) answers with the registration's
    // own terms: its 2-hour hold and no transfer, not the 5 days by transfer now offered.
    const restore = await changeRegistrationSettings(db, { transfer_allowed: true, transfer_days: 5 });
    try {
      const again = await send();
      expect(again.answer.replayed).toBe(true);
      expect(again.pay).toMatchObject({ idempotency_key: key, transfer_allowed: false });
      expect(Date.parse(again.pay!.pay_by!)).toBe(held);
    } finally {
      await restore();
    }
  });

  it("offers Pay on the parents' page, whose Pay comes back to it when the family cancels", async () => {
    const answer = await family();
    const token = await linkToken(db, answer.items[0]!.registration_id);
    await app.request(`${SITE}/registration/manage?token=${encodeURIComponent(token)}&payment=cancelled`);
    const state = lastState('manage');
    expect(state.payable).toBe(true);
    expect(state.paymentCancelled).toBe(true);
    expect(state.link).toMatchObject({ can_pay: true, amount_due_now: 100 });

    const res = await pay({ token, lang: 'en' });
    expect(res.status).toBe(303);
    const session = await stripe.checkout.sessions.retrieve(res.headers.get('location')!.split('/pay/')[1]!);
    expect(session.cancel_url).toBe(
      `${SITE}/registration/manage?${new URLSearchParams({ token })}&payment=cancelled`,
    );
    expect(session.amount_total).toBe(10000);
  });
});

describe('the answer page after a payment', () => {
  /** The registration form of one child for `offer`, as the site's form sends it. */
  async function answerForm(offer: number, email: string) {
    return new URLSearchParams({
      idempotency_key: crypto.randomUUID(),
      form_token: await agedToken(db, 10),
      website: '',
      children: '1',
      'children.0.name': 'Marta Gil',
      'children.0.date_of_birth': '2015-04-02',
      'children.0.position': 'goalkeeper',
      'children.0.shirt_size': '140',
      'children.0.authorised_collectors': 'Eva Gil',
      'children.0.offer_ids': String(offer),
      'children.0.consents.child_data': 'on',
      'family.parent_name': 'Eva Gil',
      'family.email': email,
      'family.phone': '+34 600 000 001',
      'family.language': 'en',
      'family.emergency_name': 'Luis Gil',
      'family.emergency_phone': '600 111 333',
      guardian_declaration: 'on',
    });
  }

  async function register(form: URLSearchParams): Promise<string> {
    const res = await app.request(
      `${SITE}/registration`,
      {
        method: 'POST',
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      },
      { incoming: { socket: { remoteAddress: newAddress(BLOCK) } } },
    );
    expect(res.status).toBe(303);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  }

  async function answerPage(cookie: string) {
    const res = await app.request(`${SITE}/registration/answer`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return lastState('answer').summary!;
  }

  it('shows the place confirmed and the balance due once the deposit is paid online', async () => {
    const offer = await fx.offer({ capacity: 3, price: 300, deposit: 100 });
    const form = await answerForm(offer, `${fx.tag}-back@example.com`);
    const cookie = await register(form);
    const before = await answerPage(cookie);
    expect(before.answer.items[0]).toMatchObject({ status: 'new', due_now: 100 });
    expect(before.answer.payment.due_now).toBe(100);

    // The family pays the deposit through the answer page's Pay and the provider's page.
    const res = await pay({
      submission_id: String(before.answer.submission_id),
      idempotency_key: form.get('idempotency_key')!,
      lang: 'en',
    });
    const sessionId = res.headers.get('location')!.split('/pay/')[1]!;
    const paid = await fetch(`${provider.url}/_local/sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: '4242424242424242' }),
    });
    expect(paid.status).toBe(200);
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
    const event = events.data.find((e) => (e.data.object as { id: string }).id === sessionId)!;
    const body = JSON.stringify(event);
    const delivered = await postEvent(
      body,
      stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
    );
    expect(delivered.status).toBe(200);

    // Back on the answer page (the Back button): the place is confirmed, the balance is due.
    const after = await answerPage(cookie);
    expect(after.answer.items[0]).toMatchObject({ status: 'confirmed', paid: 100, due_now: 200, price: 300 });
    expect(after.answer.payment).toMatchObject({ due_now: 200, total: 300, paid: 100 });
    // The payment terms are those the registration was given.
    expect(after.answer.payment.reference).toBe(before.answer.payment.reference);
    expect(after.answer.payment.transfer_allowed).toBe(false);
    expect(after.pay).toMatchObject({ idempotency_key: form.get('idempotency_key') });

    // Pay now charges the balance, as the page says.
    const balance = await pay({
      submission_id: String(before.answer.submission_id),
      idempotency_key: form.get('idempotency_key')!,
      lang: 'en',
    });
    const next = await stripe.checkout.sessions.retrieve(balance.headers.get('location')!.split('/pay/')[1]!);
    expect(next.amount_total).toBe(20000);
  });

  it("reads a form's answer with its own key only, never another family's", async () => {
    const offer = await fx.offer({ capacity: 3, price: 300, deposit: 100 });
    const mine = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const theirs = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const read = (submission: number, key: string) =>
      siteServer<unknown>(
        db,
        'registration_answer',
        { p_submission_id: submission, p_idempotency_key: key },
        null,
      );

    const own = await read(mine.submission_id, mine.idempotency_key);
    expect(own.status).toBe(200);
    expect(own.data).toMatchObject({ submission_id: mine.submission_id, family_id: mine.family_id });
    expect((await read(mine.submission_id, crypto.randomUUID())).data).toBeNull();
    expect((await read(theirs.submission_id, mine.idempotency_key)).data).toBeNull();
    expect((await read(mine.submission_id, theirs.idempotency_key)).data).toBeNull();
    // Its data is the function's answer only: the table stays closed to the public key.
    const table = await fetch(`${stack().url}/rest/v1/registration_submissions?select=result`, {
      headers: { apikey: stack().anonKey },
    });
    expect(table.ok ? await table.json() : []).toEqual([]);
  });

  it('is no answer for a cookie signed with another secret', async () => {
    const offer = await fx.offer({ capacity: 3, price: 300, deposit: 100 });
    const cookie = await register(await answerForm(offer, `${fx.tag}-forged@example.com`));
    const [value] = cookie.slice(cookie.indexOf('=') + 1).split('.');
    const forged = `registration_answer=${value}.${createHmac('sha256', 'guess').update(value!).digest('base64url')}`;
    const res = await app.request(`${SITE}/registration/answer`, { headers: { cookie: forged } });
    expect(res.status).toBe(200);
    expect(lastState('answer').summary).toBeNull();
  });
});

describe('the webhook and the return page', () => {
  it('refuses unsigned, forged and replayed events with a JSON 400', async () => {
    const body = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed' });
    expect((await postEvent(body)).status).toBe(400);
    const forged = stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    const res = await postEvent(body, forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
    const old = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect((await postEvent(body, old)).status).toBe(400);
    const { rows } = await db.query("select 1 from public.payment_events where id = 'evt_forged'");
    expect(rows).toHaveLength(0);
  });

  it('answers a signed event the database cannot read with a JSON 400 naming it', async () => {
    const body = JSON.stringify({
      id: 'evt_no_object',
      object: 'event',
      type: 'checkout.session.expired',
      data: {},
    });
    const res = await postEvent(
      body,
      stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'event_invalid' });
  });

  it('records a paid session once when its signed event comes twice, and the return page says so', async () => {
    const answer = await family();
    const res = await pay({
      submission_id: String(answer.submission_id),
      idempotency_key: answer.idempotency_key,
      lang: 'en',
    });
    const sessionId = res.headers.get('location')!.split('/pay/')[1]!;

    // Before the event: the return page waits and refreshes itself; its way back is a path of
    // this site only.
    await app.request(`${SITE}/registration/paid?session_id=${sessionId}&back=%2Fregistration%2Fanswer`);
    expect(lastState('paid')).toMatchObject({ checkout: { status: 'open' }, back: '/registration/answer' });
    await app.request(`${SITE}/registration/paid?session_id=${sessionId}&back=https%3A%2F%2Fevil.example%2F`);
    expect(lastState('paid').back).toBeNull();

    const paid = await fetch(`${provider.url}/_local/sessions/${sessionId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: '4242424242424242' }),
    });
    expect(paid.status).toBe(200);
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
    const event = events.data.find((e) => (e.data.object as { id: string }).id === sessionId)!;
    const body = JSON.stringify(event);
    const sign = () => stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });

    const first = await postEvent(body, sign());
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'recorded' });
    const second = await postEvent(body, sign());
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, outcome: 'duplicate' });

    const payments = await db.query<{ method: string; amount: string }>(
      'select method, amount from public.payments where registration_id = $1',
      [answer.items[0]!.registration_id],
    );
    expect(payments.rows).toEqual([{ method: 'card_online', amount: '100.00' }]);
    expect((await registration(db, answer.items[0]!.registration_id)).status).toBe('confirmed');

    const page = await app.request(`${SITE}/es/registration/paid?session_id=${sessionId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const state = lastState('paid');
    expect(state.checkout).toMatchObject({ status: 'complete', paid: true, amount_cents: 10000 });
  });

  it('answers an unknown session with a 404 page', async () => {
    const res = await app.request(`${SITE}/registration/paid?session_id=cs_test_unknown`);
    expect(res.status).toBe(404);
    expect(lastState('paid').checkout).toBeNull();
  });
});
