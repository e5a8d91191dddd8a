/**
 * Webhook delivery as Stripe does it: each event POSTed as JSON to the endpoint with a
 * `Stripe-Signature: t=<unix s>,v1=<HMAC-SHA256 of "<t>.<body>">` header (signed again at each
 * try, so the timestamp is fresh), retried with exponential backoff until the endpoint answers
 * 2xx, for three days at most. Every try is kept in the delivery log. In the "twice" mode each
 * event is sent two times, and in the "shuffle" mode the deliveries due at one moment go out in a
 * random order: Stripe promises neither exactly-once nor order, and a receiver must cope. Up to
 * eight deliveries are under way at once; a delivery that falls due starts as soon as fewer are.
 */
import { createHmac } from 'node:crypto';
import { newId } from './ids.ts';
import type { Store } from './store.ts';
import type { Delivery, StripeEvent } from './types.ts';

const GIVE_UP_MS = 3 * 24 * 60 * 60 * 1000;
/** How many deliveries are under way at once. */
const PARALLEL = 8;

/** The `Stripe-Signature` header for `body` sent at `timestampS`. */
export function signatureHeader(body: string, secret: string, timestampS: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampS}.${body}`, 'utf8').digest('hex');
  return `t=${timestampS},v1=${signature}`;
}

export interface DelivererOptions {
  store: Store;
  url: string | undefined;
  secret: string;
  clock: () => number;
  /** The pause after the first failed try (1 s); it doubles with each failure. */
  retryBaseMs: number;
  /** The longest pause between tries (60 s). */
  retryMaxMs: number;
  /** How long one try waits for the endpoint's answer. */
  timeoutMs: number;
  /** Told when the state changed (a try was logged). */
  changed: () => void;
}

export class Deliverer {
  private timer: NodeJS.Timeout | undefined;
  /** The senders under way (at most PARALLEL), each sending due deliveries until none is left. */
  private readonly senders = new Set<Promise<void>>();
  private readonly inFlight = new Set<Delivery>();
  private stopped = false;
  url: string | undefined;

  constructor(private readonly options: DelivererOptions) {
    this.url = options.url;
  }

  private get state() {
    return this.options.store.state;
  }

  /** Queues an event's delivery (two in the "twice" mode); no endpoint, no delivery. */
  enqueue(event: StripeEvent): void {
    if (!this.url) return;
    const copies = this.state.deliveryMode.twice ? 2 : 1;
    for (let i = 0; i < copies; i++)
      this.state.deliveries.push({
        id: newId('whdel_'),
        eventId: event.id,
        eventType: event.type,
        url: this.url,
        createdAt: this.options.clock(),
        attempts: [],
        nextAttemptAt: this.options.clock(),
        deliveredAt: null,
      });
    this.kick();
  }

  /**
   * Sends what is due, once the current change has been made whole (the events one request makes
   * are all queued before any goes out, so that they can be shuffled). A delivery that falls due
   * while others are under way starts at once when fewer than PARALLEL are, as Stripe sends each
   * event when it happens: it never waits for a slow endpoint's answer to another.
   */
  kick(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fill(), 0);
  }

  private fill(): void {
    this.timer = undefined;
    // Without an endpoint the deliveries wait (e.g. a restart without PAYMENTS_WEBHOOK_URL).
    if (this.stopped || !this.url) return;
    const due = this.due().length;
    for (let i = this.senders.size; i < Math.min(PARALLEL, this.senders.size + due); i++) {
      const sender: Promise<void> = this.send().finally(() => {
        this.senders.delete(sender);
        this.schedule();
      });
      this.senders.add(sender);
    }
    if (this.senders.size === 0) this.schedule();
  }

  /** The deliveries due now and not under way, oldest first. */
  private due(): Delivery[] {
    const now = this.options.clock();
    return this.state.deliveries.filter(
      (delivery) =>
        delivery.nextAttemptAt !== null && delivery.nextAttemptAt <= now && !this.inFlight.has(delivery),
    );
  }

  /** One sender: the next due delivery (a random one in the "shuffle" mode) until none is due. */
  private async send(): Promise<void> {
    while (!this.stopped && this.url) {
      const due = this.due();
      if (due.length === 0) return;
      const delivery = this.state.deliveryMode.shuffle
        ? due[Math.floor(Math.random() * due.length)]!
        : due[0]!;
      this.inFlight.add(delivery);
      try {
        await this.attempt(delivery);
      } finally {
        this.inFlight.delete(delivery);
      }
      this.options.changed();
    }
  }

  /** Waits for the next delivery that is due later (a retry), not under way. */
  private schedule(): void {
    if (this.stopped) return;
    const next = this.state.deliveries.reduce(
      (soonest, delivery) =>
        this.inFlight.has(delivery) ? soonest : Math.min(soonest, delivery.nextAttemptAt ?? Infinity),
      Infinity,
    );
    if (!Number.isFinite(next)) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fill(), Math.max(0, next - this.options.clock()));
  }

  private async attempt(delivery: Delivery): Promise<void> {
    const event = this.state.events[delivery.eventId];
    if (!event) {
      delivery.nextAttemptAt = null;
      return;
    }
    // Stripe sends the event pretty-printed; the signature covers these exact bytes.
    const body = JSON.stringify(event, null, 2);
    // The endpoint of this run: the site may listen elsewhere than when the event was made.
    delivery.url = this.url ?? delivery.url;
    const at = this.options.clock();
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      'Stripe-Signature': signatureHeader(body, this.options.secret, Math.floor(at / 1000)),
    };
    let status: number | undefined;
    let error: string | undefined;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (err) {
      error =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    delivery.attempts.push(status === undefined ? { at, error } : { at, status });
    if (status !== undefined && status >= 200 && status < 300) {
      delivery.deliveredAt = this.options.clock();
      delivery.nextAttemptAt = null;
      if (!this.pending(event.id)) event.pending_webhooks = 0;
      return;
    }
    if (this.options.clock() - delivery.createdAt >= GIVE_UP_MS) {
      delivery.nextAttemptAt = null;
      delivery.abandoned = true;
      return;
    }
    const pause = Math.min(
      this.options.retryBaseMs * 2 ** (delivery.attempts.length - 1),
      this.options.retryMaxMs,
    );
    delivery.nextAttemptAt = this.options.clock() + pause;
  }

  private pending(eventId: string): boolean {
    return this.state.deliveries.some(
      (delivery) => delivery.eventId === eventId && delivery.nextAttemptAt !== null,
    );
  }

  /** Stops sending; resolves once the tries under way have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.senders);
  }
}
