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
  private dirty = false;

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
      const saved = JSON.parse(text) as Partial<State>;
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

  /** Writes the state; resolves once what was changed before the call is on disk. */
  save(): Promise<void> {
    this.dirty = true;
    if (!this.writing) this.writing = this.flush();
    return this.writing;
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        const tmp = `${this.file}.${process.pid}.tmp`;
        await writeFile(tmp, JSON.stringify(this.state));
        await rename(tmp, this.file);
      }
    } finally {
      this.writing = undefined;
    }
  }
}
