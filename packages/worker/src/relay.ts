// The outbox's relay: watches for e-mails written to the outbox and queues their send jobs in one
// call once the writing pauses (a rush of registrations is answered first, its e-mails follow in
// a batch). It reads the outbox's identity sequence a few times a second: every transaction that
// writes an e-mail takes a number from it, and reading it costs the writers nothing. A NOTIFY
// from each writing transaction would cost them: PostgreSQL holds its one notification lock from
// a notifying transaction's commit until that commit is on disk, so the commits of a burst of
// registrations would reach the disk one after another instead of together, and every listening
// connection would be woken for each of them (`npm run bench:registration`). The relay starts
// watching before the worker's start-up sweep, catches up itself after a lost connection, and the
// worker's sweep every minute queues whatever it may still have missed.
import pg from 'pg';

export interface RelayOptions {
  /** A PostgreSQL connection string with the rights of the migrations' owner. */
  databaseUrl: string;
  /** How often the outbox's sequence is read (ms). */
  pollMs?: number;
  /** Queue once no e-mail was written for this long (ms); longer than pollMs. */
  quietMs?: number;
  /** ...but never later than this after the first e-mail not yet relayed (ms). */
  maxWaitMs?: number;
  log: (message: string) => void;
}

export interface OutboxRelay {
  stop(): Promise<void>;
}

/** How the relay's connection is named in pg_stat_activity. */
export const RELAY_APPLICATION = 'academy outbox relay';

/** The outbox's last number taken (0 before the first); it grows with every e-mail written. */
const LAST_NUMBER = `select case when is_called then last_value else 0 end::text as value
                       from public.email_outbox_id_seq`;

/**
 * When to queue, given e-mails seen being written: after `quietMs` without a new one, or
 * `maxWaitMs` after the first one waiting, whichever comes first.
 */
export function relayDelay(now: number, firstWaiting: number, quietMs: number, maxWaitMs: number): number {
  return Math.max(0, Math.min(quietMs, firstWaiting + maxWaitMs - now));
}

export async function startOutboxRelay(options: RelayOptions): Promise<OutboxRelay> {
  const pollMs = options.pollMs ?? 100;
  const quietMs = options.quietMs ?? 150;
  const maxWaitMs = options.maxWaitMs ?? 2000;
  const { log } = options;
  // One connection, made again by the pool when it is lost (a database restart, a terminated
  // backend).
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    application_name: RELAY_APPLICATION,
    max: 1,
  });
  pool.on('error', (err) => log(`worker: outbox relay: ${err.message}`));
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let firstWaiting: number | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastNumber: string | undefined;
  let failing = false;

  const queue = async () => {
    firstWaiting = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await pool
          .query('select private.queue_new_emails()')
          .then(() => undefined)
          .catch((err: Error) => log(`worker: outbox relay: ${err.message}`));
      } while (again && !stopping);
    })().finally(() => (running = undefined));
    await running;
  };

  const written = () => {
    const now = Date.now();
    firstWaiting ??= now;
    clearTimeout(timer);
    timer = setTimeout(() => void queue(), relayDelay(now, firstWaiting, quietMs, maxWaitMs));
  };

  const poll = async () => {
    try {
      const { rows } = await pool.query<{ value: string }>(LAST_NUMBER);
      const number = rows[0]!.value;
      if (failing) {
        // What was written while the outbox could not be read.
        failing = false;
        log('worker: outbox relay: reading the outbox again');
        written();
      } else if (lastNumber !== undefined && number !== lastNumber) {
        written();
      }
      lastNumber = number;
    } catch (err) {
      if (!failing) log(`worker: outbox relay: ${(err as Error).message}`);
      failing = true;
    }
  };

  let polling: Promise<void> | undefined;
  const schedule = () => {
    if (stopping) return;
    pollTimer = setTimeout(() => {
      polling = poll().finally(schedule);
    }, pollMs);
  };

  // The first reading is the starting point (at start the worker's own catch-up, after this,
  // queues what was written before); when the database cannot be read yet, the relay goes on
  // trying and queues once it can.
  await poll();
  schedule();
  return {
    async stop() {
      stopping = true;
      clearTimeout(pollTimer);
      clearTimeout(timer);
      await polling;
      await running;
      await pool.end().catch(() => undefined);
    },
  };
}
