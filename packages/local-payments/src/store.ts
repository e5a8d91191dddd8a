/**
 * The provider's state: kept in memory, written whole to `<dataDir>/payments.json` after each
 * change (a temporary file renamed over the old one, so a crash leaves the old or the new state,
 * never half of one). Writes that are asked for while one is under way are made together next.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  Charge,
  CheckoutSession,
  Delivery,
  DeliveryMode,
  LineItem,
  PaymentIntent,
  Refund,
  StripeEvent,
} from './types.ts';

/** A card payment waiting for the payer to complete or fail the authentication page. */
export interface PendingAuthentication {
  sessionId: string;
  paymentIntentId: string;
  email: string | null;
  name: string | null;
  expMonth: number;
  expYear: number;
}

/** The answer kept for an Idempotency-Key, replayed when the same request comes again. */
export interface IdempotentResult {
  request: string;
  status: number;
  body: unknown;
  at: number;
}

/** What a session's `payment_intent_data` gives the PaymentIntent made when it is paid. */
export interface IntentData {
  metadata: Record<string, string>;
  description: string | null;
}

export interface State {
  version: 1;
  sessions: Record<string, CheckoutSession>;
  intentData: Record<string, IntentData>;
  lineItems: Record<string, LineItem[]>;
  paymentIntents: Record<string, PaymentIntent>;
  charges: Record<string, Charge>;
  refunds: Record<string, Refund>;
  events: Record<string, StripeEvent>;
  deliveries: Delivery[];
  idempotency: Record<string, IdempotentResult>;
  authentications: Record<string, PendingAuthentication>;
  deliveryMode: DeliveryMode;
}

export function emptyState(mode: DeliveryMode): State {
  return {
    version: 1,
    sessions: records(),
    intentData: records(),
    lineItems: records(),
    paymentIntents: records(),
    charges: records(),
    refunds: records(),
    events: records(),
    deliveries: [],
    idempotency: records(),
    authentications: records(),
    deliveryMode: mode,
  };
}

/** Records keyed by ids: created without a prototype so an id such as `__proto__` is only a key. */
function records<T>(value?: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, value ?? {});
}

export class Store {
  readonly file: string;
  state: State;
  private writing: Promise<void> | undefined;
  /** Changes are counted; a write covers every change counted before it began. */
  private wanted = 0;
  private written = 0;
  private waiters: { generation: number; resolve: () => void; reject: (err: unknown) => void }[] = [];

  constructor(dataDir: string, mode: DeliveryMode) {
    mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'payments.json');
    this.state = emptyState(mode);
    let text: string | undefined;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (text !== undefined) {
      let saved: Partial<State>;
      try {
        saved = JSON.parse(text) as Partial<State>;
      } catch (err) {
        throw new Error(
          `${this.file} is not valid JSON (${(err as Error).message}): move it away to start with no payments.`,
          { cause: err },
        );
      }
      if (saved.version !== 1)
        throw new Error(`${this.file}: unknown state version ${String(saved.version)}`);
      this.state = {
        ...emptyState(saved.deliveryMode ?? mode),
        sessions: records(saved.sessions),
        intentData: records(saved.intentData),
        lineItems: records(saved.lineItems),
        paymentIntents: records(saved.paymentIntents),
        charges: records(saved.charges),
        refunds: records(saved.refunds),
        events: records(saved.events),
        deliveries: saved.deliveries ?? [],
        idempotency: records(saved.idempotency),
        authentications: records(saved.authentications),
      };
    }
  }

  /**
   * Writes the state; resolves once a write that began after this call has ended, so what was
   * changed before it is on disk. Calls made during a write share the next one.
   */
  save(): Promise<void> {
    this.wanted += 1;
    const mine = this.wanted;
    const done = new Promise<void>((resolve, reject) =>
      this.waiters.push({ generation: mine, resolve, reject }),
    );
    if (!this.writing) this.writing = this.flush();
    return done;
  }

  private async flush(): Promise<void> {
    while (this.written < this.wanted) {
      const generation = this.wanted;
      const tmp = `${this.file}.${process.pid}.tmp`;
      let failure: unknown;
      try {
        await writeFile(tmp, JSON.stringify(this.state));
        await rename(tmp, this.file);
      } catch (err) {
        failure = err;
      }
      this.written = generation;
      const ready = this.waiters.filter((waiter) => waiter.generation <= generation);
      this.waiters = this.waiters.filter((waiter) => waiter.generation > generation);
      for (const waiter of ready)
        if (failure) waiter.reject(failure);
        else waiter.resolve();
    }
    this.writing = undefined;
  }
}
