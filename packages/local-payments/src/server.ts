/**
 * The local payment provider's HTTP server: Stripe's API under `/v1`, the checkout pages under
 * `/pay`, the front page at `/`, and `/_local/…` for tests and benchmarks (pay without a browser,
 * the state as JSON, the webhook delivery mode).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { apiRoutes, stripeError } from './api.ts';
import { authenticationPage, checkoutPage, closedPage, notFoundPage, type Typed } from './checkoutPage.ts';
import { noSuch } from './errors.ts';
import { inboxPage } from './inboxPage.ts';
import { pageLocale } from './messages.ts';
import { Provider, type PaymentOutcome } from './provider.ts';
import { Store } from './store.ts';
import type { CheckoutSession, DeliveryMode, Locale } from './types.ts';
import { Deliverer } from './webhooks.ts';

export const DEFAULT_PORT = 54326;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_SECRET_KEY = 'sk_test_local';
export const DEFAULT_WEBHOOK_SECRET = 'whsec_local';

export interface LocalPaymentsOptions {
  /** Where it listens (127.0.0.1). */
  host?: string;
  /** Its port (54326); 0 picks a free one. */
  port?: number;
  /** The folder of its state file (payments.json). */
  dataDir: string;
  /** Where events are POSTed; without it events are kept but not sent. */
  webhookUrl?: string;
  /** The secret webhook signatures are made with (whsec_local). */
  webhookSecret?: string;
  /** `twice-shuffled` sends every event twice in a random order; default: once, in order. */
  delivery?: 'normal' | 'twice-shuffled' | DeliveryMode;
  /** The address the checkout pages are reached at, when not http://host:port. */
  publicUrl?: string;
  /** The current time in ms (tests move it). */
  clock?: () => number;
  /** Webhook retries: first pause (1000 ms), doubling up to retryMaxMs (60000 ms). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a webhook try waits for the answer (10000 ms). */
  webhookTimeoutMs?: number;
  /** How often open sessions are checked for their `expires_at` (1000 ms). */
  expiryCheckMs?: number;
}

export interface LocalPayments {
  /** http://host:port */
  url: string;
  /** Stops listening and sending, and writes the state; resolves when done. */
  stop(): Promise<void>;
}

function deliveryMode(option: LocalPaymentsOptions['delivery']): DeliveryMode {
  if (option === undefined || option === 'normal') return { twice: false, shuffle: false };
  if (option === 'twice-shuffled') return { twice: true, shuffle: true };
  return { twice: option.twice, shuffle: option.shuffle };
}

const PayBody = z
  .object({
    card: z.string().optional(),
    exp: z.string().optional(),
    cvc: z.string().optional(),
    name: z.string().optional(),
    email: z.string().optional(),
    bizum: z.boolean().optional(),
    phone: z.string().optional(),
    /** For the card that asks for authentication: answer it at once. */
    authenticate: z.enum(['complete', 'fail']).optional(),
  })
  .strict()
  .refine((body) => (body.card === undefined) !== (body.bizum !== true), {
    message: 'Give either "card" (a card number) or "bizum": true.',
  });

const DeliveryBody = z
  .object({
    twice: z.boolean().optional(),
    shuffle: z.boolean().optional(),
    url: z.url().nullable().optional(),
  })
  .strict();

function localError(c: Context, status: number, message: string): Response {
  return c.json({ error: { type: 'invalid_request_error', message } }, status as 400);
}

function text(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
}

export async function startLocalPayments(options: LocalPaymentsOptions): Promise<LocalPayments> {
  const host = options.host ?? DEFAULT_HOST;
  const clock = options.clock ?? Date.now;
  const store = new Store(options.dataDir, deliveryMode(options.delivery));
  store.state.deliveryMode = deliveryMode(options.delivery);
  let baseUrl = '';
  const save = () =>
    store.save().catch((err: unknown) => console.error('local-payments: could not save its state:', err));
  const deliverer = new Deliverer({
    store,
    url: options.webhookUrl,
    secret: options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET,
    clock,
    retryBaseMs: options.retryBaseMs ?? 1000,
    retryMaxMs: options.retryMaxMs ?? 60_000,
    timeoutMs: options.webhookTimeoutMs ?? 10_000,
    changed: () => void save(),
  });
  const provider = new Provider({
    store,
    clock,
    baseUrl: () => baseUrl,
    onEvent: (event) => deliverer.enqueue(event),
    endpoints: () => (deliverer.url ? 1 : 0),
  });

  const app = new Hono();
  app.route('/v1', apiRoutes({ provider, store, keyPrefix: 'sk_test_' }));

  const localeOf = (c: Context, session?: CheckoutSession): Locale =>
    pageLocale(session?.locale ?? c.req.query('lang'), c.req.header('accept-language'));
  const findSession = (id: string) => provider.state.sessions[id];

  /** The page's answer to an attempt: on to success_url, the authentication step, or the form again. */
  const answer = (c: Context, outcome: PaymentOutcome, typed: Typed, form: 'card' | 'bizum'): Response => {
    const session = outcome.session;
    const locale = localeOf(c, session);
    switch (outcome.kind) {
      case 'paid':
        return c.redirect(provider.successRedirect(session) ?? `/pay/${session.id}`, 303);
      case 'authenticate':
        return c.redirect(`/pay/${session.id}/authenticate/${outcome.token}`, 303);
      case 'closed':
        return c.redirect(`/pay/${session.id}`, 303);
      case 'failed': {
        const declined =
          outcome.code === 'card_declined' || outcome.code === 'payment_intent_authentication_failure';
        return c.html(
          checkoutPage(session, provider.state.lineItems[session.id] ?? [], locale, typed, {
            code: outcome.code,
            form,
          }),
          declined ? 402 : 400,
        );
      }
    }
  };

  app.get('/pay/:id', (c) => {
    const session = findSession(c.req.param('id'));
    if (!session) return c.html(notFoundPage(localeOf(c)), 404);
    const locale = localeOf(c, session);
    if (session.status !== 'open')
      return c.html(closedPage(session, locale, provider.successRedirect(session)));
    return c.html(checkoutPage(session, provider.state.lineItems[session.id] ?? [], locale));
  });
  app.post('/pay/:id/card', async (c) => {
    const session = findSession(c.req.param('id'));
    if (!session) return c.html(notFoundPage(localeOf(c)), 404);
    const body = await c.req.parseBody();
    const typed: Typed = {
      email: text(body, 'email'),
      name: text(body, 'name'),
      exp: text(body, 'exp'),
      cvc: text(body, 'cvc'),
    };
    const outcome = provider.payByCard(session.id, { number: text(body, 'number') ?? '', ...typed });
    await save();
    return answer(c, outcome, typed, 'card');
  });
  app.post('/pay/:id/bizum', async (c) => {
    const session = findSession(c.req.param('id'));
    if (!session) return c.html(notFoundPage(localeOf(c)), 404);
    const body = await c.req.parseBody();
    const typed: Typed = { phone: text(body, 'phone'), bizumEmail: text(body, 'email') };
    const outcome = provider.payByBizum(session.id, { phone: typed.phone ?? '', email: typed.bizumEmail });
    await save();
    return answer(c, outcome, typed, 'bizum');
  });
  app.get('/pay/:id/authenticate/:token', (c) => {
    const session = findSession(c.req.param('id'));
    if (!session) return c.html(notFoundPage(localeOf(c)), 404);
    const token = c.req.param('token');
    const pending = provider.pendingAuthentication(token);
    const valid = pending?.sessionId === session.id && session.status === 'open';
    return c.html(
      authenticationPage(session, localeOf(c, session), valid ? token : undefined),
      valid ? 200 : 404,
    );
  });
  app.post('/pay/:id/authenticate/:token', async (c) => {
    const session = findSession(c.req.param('id'));
    if (!session) return c.html(notFoundPage(localeOf(c)), 404);
    const token = c.req.param('token');
    const body = await c.req.parseBody();
    if (provider.pendingAuthentication(token)?.sessionId !== session.id)
      return c.html(authenticationPage(session, localeOf(c, session), undefined), 404);
    const outcome = provider.authenticate(token, text(body, 'outcome') === 'complete')!;
    await save();
    return answer(c, outcome, {}, 'card');
  });

  app.post('/_local/sessions/:id/pay', async (c) => {
    const id = c.req.param('id');
    if (!findSession(id)) return stripeError(noSuch('checkout.session', id), c);
    const parsed = PayBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return localError(c, 400, z.prettifyError(parsed.error));
    const body = parsed.data;
    const method = body.bizum ? 'bizum' : 'card';
    if (!findSession(id)!.payment_method_types.includes(method))
      return localError(c, 400, `This Checkout Session does not take ${method}.`);
    let outcome = body.bizum
      ? provider.payByBizum(id, { phone: body.phone ?? '+34612345678', email: body.email })
      : provider.payByCard(id, {
          number: body.card!,
          exp: body.exp,
          cvc: body.cvc,
          name: body.name,
          email: body.email,
        });
    if (outcome.kind === 'authenticate' && body.authenticate)
      outcome = provider.authenticate(outcome.token, body.authenticate === 'complete')!;
    await save();
    const session = outcome.session;
    const intent = session.payment_intent ? provider.state.paymentIntents[session.payment_intent] : undefined;
    const result = {
      outcome: outcome.kind === 'authenticate' ? 'requires_action' : outcome.kind,
      session,
      payment_intent: intent ?? null,
      ...(outcome.kind === 'failed' ? { code: outcome.code, message: outcome.message } : {}),
      ...(outcome.kind === 'paid' ? { redirect: provider.successRedirect(session) } : {}),
      ...(outcome.kind === 'authenticate'
        ? { authenticate_url: `${baseUrl}/pay/${session.id}/authenticate/${outcome.token}` }
        : {}),
    };
    const status = { paid: 200, authenticate: 200, failed: 402, closed: 409 }[outcome.kind];
    return c.json(result, status as 200);
  });
  app.get('/_local/api/state', (c) => {
    const s = provider.state;
    return c.json({
      sessions: Object.values(s.sessions).reverse(),
      paymentIntents: Object.values(s.paymentIntents).reverse(),
      charges: Object.values(s.charges).reverse(),
      refunds: Object.values(s.refunds).reverse(),
      events: Object.values(s.events).reverse(),
      deliveries: [...s.deliveries].reverse(),
      delivery: { ...s.deliveryMode, url: deliverer.url ?? null },
    });
  });
  app.get('/_local/delivery', (c) => c.json({ ...provider.state.deliveryMode, url: deliverer.url ?? null }));
  app.post('/_local/delivery', async (c) => {
    const parsed = DeliveryBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return localError(c, 400, z.prettifyError(parsed.error));
    const mode = provider.state.deliveryMode;
    if (parsed.data.twice !== undefined) mode.twice = parsed.data.twice;
    if (parsed.data.shuffle !== undefined) mode.shuffle = parsed.data.shuffle;
    if (parsed.data.url !== undefined) deliverer.url = parsed.data.url ?? undefined;
    await save();
    return c.json({ ...mode, url: deliverer.url ?? null });
  });
  app.get('/', (c) => c.html(inboxPage(provider.state, localeOf(c), { webhookUrl: deliverer.url })));
  app.notFound((c) => localError(c, 404, `Nothing at ${c.req.method} ${c.req.path}.`));
  app.onError((err, c) => stripeError(err, c));

  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  baseUrl = options.publicUrl?.replace(/\/+$/, '') ?? url;
  provider.refreshUrls();

  // Deliveries left undone by the last run are resumed at once.
  for (const delivery of store.state.deliveries)
    if (delivery.nextAttemptAt !== null) delivery.nextAttemptAt = Math.min(delivery.nextAttemptAt, clock());
  if (provider.expireDue()) await save();
  deliverer.kick();
  const expiryTimer = setInterval(() => {
    if (provider.expireDue()) void save();
  }, options.expiryCheckMs ?? 1000);
  expiryTimer.unref();

  return {
    url,
    async stop() {
      clearInterval(expiryTimer);
      await deliverer.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store.save();
    },
  };
}
