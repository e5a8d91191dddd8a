// The outbox's relay: listens for the notification a transaction sends when it writes e-mails
// to the outbox, and queues their send jobs in one call once the notifications pause (a rush
// of registrations is answered first, its e-mails follow in a batch). It starts listening before
// the worker's start-up sweep and catches up itself after a reconnection; the worker's sweep
// every minute queues whatever a missed notification left behind.
import pg from 'pg';

export interface RelayOptions {
  /** A PostgreSQL connection string with the rights of the migrations' owner. */
  databaseUrl: string;
  /** Queue once no notification came for this long (ms). */
  quietMs?: number;
  /** ...but never later than this after the first notification not yet relayed (ms). */
  maxWaitMs?: number;
  log: (message: string) => void;
}

export interface OutboxRelay {
  stop(): Promise<void>;
}

export const RELAY_CHANNEL = 'email_outbox';
/** How the relay's connection is named in pg_stat_activity. */
export const RELAY_APPLICATION = 'academy outbox relay';

/**
 * When to queue, given notifications: after `quietMs` without one, or `maxWaitMs` after the
 * first one waiting, whichever comes first.
 */
export function relayDelay(now: number, firstWaiting: number, quietMs: number, maxWaitMs: number): number {
  return Math.max(0, Math.min(quietMs, firstWaiting + maxWaitMs - now));
}

export async function startOutboxRelay(options: RelayOptions): Promise<OutboxRelay> {
  const quietMs = options.quietMs ?? 150;
  const maxWaitMs = options.maxWaitMs ?? 2000;
  const { log } = options;
  let client: pg.Client | undefined;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let firstWaiting: number | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  const queue = async () => {
    firstWaiting = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await client
          ?.query('select private.queue_new_emails()')
          .catch((err: Error) => log(`worker: outbox relay: ${err.message}`));
      } while (again && !stopping);
    })().finally(() => (running = undefined));
    await running;
  };

  const notified = () => {
    const now = Date.now();
    firstWaiting ??= now;
    clearTimeout(timer);
    timer = setTimeout(() => void queue(), relayDelay(now, firstWaiting, quietMs, maxWaitMs));
  };

  const listen = async (): Promise<boolean> => {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: RELAY_APPLICATION,
    });
    next.on('notification', notified);
    // A dropped connection (a database restart, a terminated backend): listen again on a new one.
    const dropped = (reason: string) => {
      if (client !== next) return;
      client = undefined;
      log(`worker: outbox relay: ${reason}`);
      void reconnect();
    };
    next.on('error', (err) => dropped(err.message));
    next.on('end', () => dropped('connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${RELAY_CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      log(`worker: outbox relay: could not listen: ${String(err)}`);
      return false;
    }
    if (stopping) {
      await next.end().catch(() => undefined);
      return true;
    }
    client = next;
    return true;
  };
  const reconnect = async () => {
    for (let delay = 500; !stopping; delay = Math.min(delay * 2, 10_000)) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      if (await listen()) {
        // What was written while nobody listened.
        await queue();
        return;
      }
    }
  };

  // At start the worker's own catch-up (after this) queues what was written before.
  if (!(await listen())) void reconnect();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
