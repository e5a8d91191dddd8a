// The refund_payment job: asks the payment provider (Stripe, or the local provider on `npm start`)
// for a refund the database recorded (request_refund, or an automatic one), then tells the
// database the provider's answer. The refund counts as done only when the provider's event says
// `succeeded` (docs/payments.md, "Refunds").
import Stripe from 'stripe';

/** Where the worker asks for refunds: the secret key, and the API's address when not Stripe's. */
export interface StripeSettings {
  secretKey: string;
  /** http(s)://host:port of a Stripe-compatible API (STRIPE_API_URL); none: api.stripe.com. */
  apiUrl?: string;
}

/** What `private.refund_to_send(id)` gives while the refund is still to be asked for. */
interface RefundToSend {
  refund_id: number;
  payment_intent: string;
  amount_cents: number;
  reason: Stripe.RefundCreateParams.Reason;
}

/** Runs a SQL statement on the job's connection (graphile-worker's `helpers.query`). */
export type Query = <R extends object>(text: string, values: unknown[]) => Promise<{ rows: R[] }>;

/** The stripe library's options for an API at `apiUrl` (STRIPE_API_URL): its host, port and scheme. */
export function stripeHostOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, { ...stripeHostOptions(settings.apiUrl), maxNetworkRetries: 2 });
}

/**
 * A refusal that is the request's own fault (an unknown PaymentIntent, more than is left of it,
 * a charge not refundable): asking again would get the same answer. A wrong key (401, 403), a
 * request still being handled under the same idempotency key (409) and rate limits (429) are
 * not: they are retried, as are network errors and the provider's own (5xx).
 */
function refusedForGood(err: unknown): err is Stripe.errors.StripeError {
  if (!(err instanceof Stripe.errors.StripeError)) return false;
  const status = err.statusCode ?? 0;
  return status >= 400 && status < 500 && ![401, 403, 409, 429].includes(status);
}

export type RefundOutcome = 'nothing' | 'sent' | 'failed';

/** The longest provider message kept with a failed refund (the column takes 500). */
const REFUND_FAILURE_MAX = 300;

/**
 * What the Admin reads of a refusal: the provider's message and its code, on one line, at most
 * REFUND_FAILURE_MAX characters, with anything shaped like a key or a webhook secret masked
 * (a provider may echo what it was given).
 */
export function refundFailure(err: Pick<Stripe.errors.StripeError, 'message' | 'code' | 'type'>): string {
  const message = (err.message || err.type || 'refused')
    .replace(/\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_]+/g, '[key]')
    .replace(/\s+/g, ' ')
    .trim();
  const text = err.code ? `${message} (${err.code})` : message;
  return text.length > REFUND_FAILURE_MAX ? `${text.slice(0, REFUND_FAILURE_MAX - 1)}…` : text;
}

/**
 * Asks the provider for refund `id`, once: the idempotency key `refund-<id>` makes a second ask
 * (a worker that crashed after asking, before telling the database) return the same refund.
 */
export async function sendRefund(
  stripe: Stripe | undefined,
  id: number,
  query: Query,
  log: (message: string) => void = () => undefined,
): Promise<RefundOutcome> {
  const { rows } = await query<{ refund: RefundToSend | null }>(
    'select private.refund_to_send($1) as refund',
    [id],
  );
  const toSend = rows[0]?.refund;
  // Asked already (or failed, or not an online payment's): nothing to do.
  if (!toSend) return 'nothing';
  if (!stripe)
    throw new Error(
      `STRIPE_SECRET_KEY is not set: the worker cannot ask the payment provider for refund ${id} ` +
        '(docs/payments.md, "The worker"). Set it and restart the worker; the job is retried.',
    );
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: toSend.payment_intent,
        amount: toSend.amount_cents,
        reason: toSend.reason,
        metadata: { refund_id: String(id) },
      },
      { idempotencyKey: `refund-${id}` },
    );
  } catch (err) {
    if (!refusedForGood(err)) throw err;
    log(
      `refund ${id}: the payment provider refused it (${err.statusCode} ${err.code ?? err.type}): ${err.message}`,
    );
    await query('select private.refund_sent($1, null, $2, $3)', [id, 'failed', refundFailure(err)]);
    return 'failed';
  }
  await query('select private.refund_sent($1, $2, $3)', [id, refund.id, refund.status]);
  return 'sent';
}
