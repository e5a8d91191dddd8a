/**
 * What the payments tests share: the site server's calls (the public key and the relay key
 * header, through PostgREST), provider events shaped as Stripe sends them, and families
 * registered through the public form.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { stack } from './helpers.ts';
import {
  agedToken,
  anonFrom,
  newAddress,
  registrationForm,
  type ChildFields,
} from './registration-support.ts';

export interface RpcAnswer<T = unknown> {
  status: number;
  data: T;
  /** The refusal's code (PostgREST's `hint`), when refused. */
  hint?: string;
  code?: string;
}

/**
 * Calls a function as the site server does: the public key and the relay key (`relay`: another
 * key sent instead, or null for none).
 */
export async function siteServer<T = Record<string, unknown>>(
  db: pg.Client,
  fn: string,
  args: Record<string, unknown>,
  relay?: string | null,
): Promise<RpcAnswer<T>> {
  const key = relay === undefined ? await relayKey(db) : relay;
  const res = await fetch(`${stack().url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: stack().anonKey,
      'content-type': 'application/json',
      ...(key ? { 'x-registration-relay': key } : {}),
    },
    body: JSON.stringify(args),
  });
  const text = await res.text();
  const data = (text ? JSON.parse(text) : null) as T & { hint?: string; code?: string };
  return res.ok
    ? { status: res.status, data }
    : { status: res.status, data, hint: data?.hint ?? undefined, code: data?.code ?? undefined };
}

const relayKeys = new WeakMap<pg.Client, Promise<string>>();
/** The relay key (private.secrets 'relay'), read once per connection. */
function relayKey(db: pg.Client): Promise<string> {
  let key = relayKeys.get(db);
  if (!key) {
    key = db
      .query<{ value: string }>("select value from private.secrets where name = 'relay'")
      .then((r) => r.rows[0]!.value);
    relayKeys.set(db, key);
  }
  return key;
}

export interface CheckoutAnswer {
  checkout_id: number;
  reuse: { session_id: string; url: string } | null;
  amount_cents: number;
  currency: string;
  email: string;
  language: string;
  methods: string[];
  expires_at: number;
  items: { registration_id: number; kind: 'deposit' | 'balance'; amount_cents: number; name: string }[];
  expire_session_ids: string[];
}

/** open_checkout that must succeed. */
export async function openCheckout(db: pg.Client, request: Record<string, unknown>): Promise<CheckoutAnswer> {
  const answer = await siteServer<CheckoutAnswer>(db, 'open_checkout', { p_request: request });
  expect(answer.hint, JSON.stringify(answer.data)).toBeUndefined();
  return answer.data;
}

/** Opens a checkout and attaches a session to it, as the site server does; returns both. */
export async function paySession(
  db: pg.Client,
  request: Record<string, unknown>,
): Promise<CheckoutAnswer & { session_id: string }> {
  const checkout = await openCheckout(db, request);
  const session_id = checkout.reuse?.session_id ?? `cs_test_${randomUUID().replace(/-/g, '')}`;
  if (!checkout.reuse) {
    const attached = await siteServer(db, 'attach_checkout', {
      p_checkout_id: checkout.checkout_id,
      p_session_id: session_id,
      p_url: `https://checkout.example/${session_id}`,
    });
    expect(attached.hint).toBeUndefined();
  }
  return { ...checkout, session_id };
}

/** A Stripe-shaped event of a checkout session. */
export function sessionEvent(
  type: string,
  checkout: { checkout_id: number; session_id: string; amount_cents: number },
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: checkout.session_id,
        object: 'checkout.session',
        amount_total: checkout.amount_cents,
        currency: 'eur',
        payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        payment_intent: `pi_${checkout.session_id.slice(-12)}`,
        client_reference_id: String(checkout.checkout_id),
        metadata: { checkout_id: String(checkout.checkout_id) },
        ...over,
      },
    },
  };
}

/** A Stripe-shaped refund event. */
export function refundEvent(
  type: string,
  refund: { id: string; amount_cents: number; payment_intent: string; status: string; refund_id?: number },
): Record<string, unknown> {
  return {
    id: `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type,
    data: {
      object: {
        id: refund.id,
        object: 'refund',
        amount: refund.amount_cents,
        currency: 'eur',
        payment_intent: refund.payment_intent,
        status: refund.status,
        metadata: refund.refund_id ? { refund_id: String(refund.refund_id) } : {},
      },
    },
  };
}

/** record_payment_event; returns its outcome. */
export async function deliver(
  db: pg.Client,
  event: Record<string, unknown>,
  method = 'card',
): Promise<string> {
  const answer = await siteServer<{ outcome: string }>(db, 'record_payment_event', {
    p_event: event,
    p_method: method,
  });
  expect(answer.hint, JSON.stringify(answer.data)).toBeUndefined();
  return answer.data.outcome;
}

/** Registers a family's children through the public form; returns the answer and the form's key. */
export async function registerFamily(
  db: pg.Client,
  block: number,
  children: ChildFields[],
  family: Record<string, string> = {},
): Promise<RegistrationAnswer & { idempotency_key: string }> {
  const form = registrationForm(await agedToken(db, 10), children, family);
  const { data, error } = await anonFrom(newAddress(block)).rpc('submit_registration', {
    p_form: form as never,
  });
  expect(error).toBeNull();
  return { ...(data as unknown as RegistrationAnswer), idempotency_key: form.idempotency_key };
}

/** The parents' link token of a registration. */
export async function linkToken(db: pg.Client, registrationId: number): Promise<string> {
  return (await db.query<{ t: string }>('select private.parent_link_token($1) as t', [registrationId]))
    .rows[0]!.t;
}

/** A registration's status, cancel reason and pay_by. */
export async function registration(db: pg.Client, id: number) {
  return (
    await db.query<{ status: string; cancel_reason: string | null; pay_by: Date | null }>(
      'select status, cancel_reason, pay_by from public.registrations where id = $1',
      [id],
    )
  ).rows[0]!;
}

/** The kinds of the outbox e-mails about a registration, in order. */
export async function mailKinds(db: pg.Client, registrationId: number): Promise<string[]> {
  return (
    await db.query<{ kind: string }>(
      'select kind from public.email_outbox where $1 = any (registration_ids) order by id',
      [registrationId],
    )
  ).rows.map((r) => r.kind);
}
