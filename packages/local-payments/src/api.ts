/**
 * The part of Stripe's HTTP API (`/v1/…`) the academy uses, as the unmodified stripe library
 * calls it: form-encoded parameters, `Authorization: Bearer sk_test_…`, `Idempotency-Key` on
 * POSTs, `expand[]`, list pagination, and errors in Stripe's shape and status codes.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { invalidRequest, StripeApiError } from './errors.ts';
import { parseForm, type FormObject } from './form.ts';
import { newId } from './ids.ts';
import { Params } from './params.ts';
import type { Provider, RequestInfo } from './provider.ts';
import type { Store } from './store.ts';
import type { StripeObject } from './types.ts';

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface Listable {
  id: string;
}

/** A page of a list, newest first, with Stripe's `limit`, `starting_after` and `ending_before`. */
function page<T extends Listable>(items: T[], params: Params, url: string) {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100)
    throw invalidRequest('Invalid limit: must be between 1 and 100', { param: 'limit' });
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  let start = 0;
  let end = items.length;
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index === -1)
      throw invalidRequest(`No such object: '${after}'`, {
        code: 'resource_missing',
        param: 'starting_after',
      });
    start = index + 1;
  } else if (before) {
    const index = items.findIndex((item) => item.id === before);
    if (index === -1)
      throw invalidRequest(`No such object: '${before}'`, {
        code: 'resource_missing',
        param: 'ending_before',
      });
    end = index;
    start = Math.max(0, end - limit);
  }
  const data = items.slice(start, Math.min(end, start + limit));
  const hasMore = before ? start > 0 : start + limit < end;
  return { object: 'list' as const, data, has_more: hasMore, url };
}

function newestFirst<T extends { created: number }>(records: Record<string, T>): T[] {
  // Insertion order is creation order; reversing keeps ties newest first too.
  return Object.values(records).reverse();
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
}

export interface ApiOptions {
  provider: Provider;
  store: Store;
  /** Keys are accepted when they start with this (`sk_test_`). */
  keyPrefix: string;
}

export function apiRoutes({ provider, store, keyPrefix }: ApiOptions): Hono {
  const app = new Hono();

  /** `expand[]`: each path (`latest_charge`, `payment_intent.latest_charge`, `data.payment_intent`). */
  const expand = (object: unknown, paths: string[]): unknown => {
    let out = structuredClone(object);
    for (const path of paths) out = expandPath(out, path.split('.'), path);
    return out;
  };
  const expandPath = (object: unknown, segments: string[], whole: string): unknown => {
    if (segments.length === 0 || object === null || typeof object !== 'object') return object;
    const [field, ...rest] = segments as [string, ...string[]];
    const record = object as Record<string, unknown>;
    if (record.object === 'list' && field === 'data') {
      record.data = (record.data as unknown[]).map((item) => expandPath(item, rest, whole));
      return record;
    }
    if (record.object === 'checkout.session' && field === 'line_items' && rest.length === 0) {
      const items = provider.state.lineItems[record.id as string] ?? [];
      record.line_items = page(
        items,
        new Params({ limit: '100' }),
        `/v1/checkout/sessions/${String(record.id)}/line_items`,
      );
      return record;
    }
    if (!Object.hasOwn(record, field))
      throw invalidRequest(`This property cannot be expanded (${whole}).`, { param: 'expand' });
    let value = record[field];
    if (typeof value === 'string') {
      const found: StripeObject | undefined = provider.byId(value);
      if (!found) throw invalidRequest(`This property cannot be expanded (${whole}).`, { param: 'expand' });
      value = structuredClone(found);
    }
    record[field] = expandPath(value, rest, whole);
    return record;
  };

  const paramsOf = async (c: Context): Promise<FormObject> => {
    const query = new URL(c.req.url).search.slice(1);
    const body = c.req.method === 'POST' ? await c.req.text() : '';
    const parsed = parseForm(body || query);
    if ('badKey' in parsed)
      throw invalidRequest(`Invalid parameter name: ${parsed.badKey}`, { param: parsed.badKey });
    return parsed.params;
  };

  /** Answers `fn`'s object with its `expand[]`; a POST is idempotent by its Idempotency-Key. */
  const handle =
    (fn: (params: Params, request: RequestInfo, c: Context) => unknown) =>
    async (c: Context): Promise<Response> => {
      const params = new Params(await paramsOf(c));
      const key = c.req.header('idempotency-key') ?? null;
      const request: RequestInfo = { id: newId('req_', 14), idempotencyKey: key };
      c.header('Request-Id', request.id!);
      const post = c.req.method === 'POST';
      if (post && key) {
        c.header('Idempotency-Key', key);
        const signature = createHash('sha256')
          .update(`${c.req.method} ${c.req.path} ${canonical(params.values)}`)
          .digest('hex');
        const kept = store.state.idempotency[key];
        if (kept && kept.request !== signature)
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        if (kept) {
          c.header('Idempotent-Replayed', 'true');
          return c.json(kept.body as object, kept.status as 200);
        }
        const body = expand(fn(params, request, c), params.strings('expand') ?? []);
        const now = Date.now();
        for (const [old, result] of Object.entries(store.state.idempotency))
          if (now - result.at > IDEMPOTENCY_TTL_MS) delete store.state.idempotency[old];
        store.state.idempotency[key] = { request: signature, status: 200, body, at: now };
        await store.save();
        return c.json(body as object);
      }
      const body = expand(fn(params, request, c), params.strings('expand') ?? []);
      if (post) await store.save();
      return c.json(body as object);
    };

  app.use('*', async (c, next) => {
    const version = c.req.header('stripe-version');
    if (version) c.header('Stripe-Version', version);
    const auth = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(auth);
    if (!match)
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    if (!match[1]!.startsWith(keyPrefix))
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        code: 'api_key_invalid',
        message: `Invalid API Key provided: ${match[1]!.slice(0, 8)}${'*'.repeat(Math.max(0, match[1]!.length - 12))}${match[1]!.slice(-4)} (the local payment provider takes keys starting with ${keyPrefix})`,
      });
    await next();
  });

  app.post(
    '/checkout/sessions',
    handle((params) => provider.createSession(params)),
  );
  app.get(
    '/checkout/sessions',
    handle((params) => {
      params.only(['limit', 'starting_after', 'ending_before', 'payment_intent', 'status', 'expand']);
      const intent = params.string('payment_intent');
      const status = params.oneOf('status', ['open', 'complete', 'expired']);
      const sessions = newestFirst(provider.state.sessions).filter(
        (session) => (!intent || session.payment_intent === intent) && (!status || session.status === status),
      );
      return page(sessions, params, '/v1/checkout/sessions');
    }),
  );
  app.get(
    '/checkout/sessions/:id',
    handle((_params, _request, c) => provider.session(c.req.param('id')!)),
  );
  app.get(
    '/checkout/sessions/:id/line_items',
    handle((params, _request, c) => {
      const id = c.req.param('id')!;
      provider.session(id);
      return page(provider.state.lineItems[id] ?? [], params, `/v1/checkout/sessions/${id}/line_items`);
    }),
  );
  app.post(
    '/checkout/sessions/:id/expire',
    handle((params, request, c) => {
      params.only(['expand']);
      return provider.expireSession(c.req.param('id')!, request);
    }),
  );
  app.get(
    '/payment_intents/:id',
    handle((_params, _request, c) => provider.paymentIntent(c.req.param('id')!)),
  );
  app.post(
    '/refunds',
    handle((params, request) => provider.createRefund(params, request)),
  );
  app.get(
    '/refunds',
    handle((params) => {
      params.only(['limit', 'starting_after', 'ending_before', 'payment_intent', 'charge', 'expand']);
      const intent = params.string('payment_intent');
      const charge = params.string('charge');
      const refunds = newestFirst(provider.state.refunds).filter(
        (refund) => (!intent || refund.payment_intent === intent) && (!charge || refund.charge === charge),
      );
      return page(refunds, params, '/v1/refunds');
    }),
  );
  app.get(
    '/refunds/:id',
    handle((_params, _request, c) => provider.refund(c.req.param('id')!)),
  );
  app.get(
    '/events',
    handle((params) => {
      params.only(['limit', 'starting_after', 'ending_before', 'type', 'types', 'expand']);
      const type = params.string('type');
      const types = params.strings('types');
      // `type` may end in `*` (`checkout.session.*`), as in Stripe.
      const matches = (eventType: string) =>
        (!type || (type.endsWith('*') ? eventType.startsWith(type.slice(0, -1)) : eventType === type)) &&
        (!types || types.includes(eventType));
      const events = newestFirst(provider.state.events).filter((event) => matches(event.type));
      return page(events, params, '/v1/events');
    }),
  );
  app.get(
    '/events/:id',
    handle((_params, _request, c) => provider.event(c.req.param('id')!)),
  );
  app.all('*', (c) => {
    throw invalidRequest(`Unrecognized request URL (${c.req.method}: ${c.req.path}).`, {}, 404);
  });
  app.onError(stripeError);
  return app;
}

/** Any error as Stripe answers it; one that is not a StripeApiError is a 500 `api_error`. */
export function stripeError(err: Error, c: Context): Response {
  if (err instanceof StripeApiError) return c.json({ error: err.body }, err.status as 400);
  console.error('local-payments:', err);
  return c.json(
    { error: { type: 'api_error', message: 'An unexpected error occurred in the local payment provider.' } },
    500,
  );
}
