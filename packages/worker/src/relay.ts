// The outbox's relay: watches for e-mails written to the outbox and queues their send jobs in one
// call once the writing pauses (a rush of registrations is answered first, its e-mails follow in
// a batch). It reads the outbox's identity sequence a few times a second: every transaction that
// writes an e-mail takes a number from it, and reading it costs the writers nothing. A NOTIFY
// from each writing transaction would cost them: PostgreSQL holds its one notification lock from
// a notifying transaction's commit until that commit is on disk, so the commits of a burst of
// registrations would reach the disk one after another instead of together, and every listening
// connection would be woken for each of them (`npm run bench:registration`). The relay starts
// watching before the worker's start-up sweep, catches up itself after a lost connection, looks
// again while an e-mail's number is taken but its transaction has not committed, and the worker's
// sweep every minute queues whatever it may still have missed.
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
  /**
   * When an e-mail's number was taken but its transaction had not committed yet as the batch was
   * queued, queue again after this long (ms), for as long as `settleForMs` after the last e-mail
   * written (a number whose transaction rolled back is never filled).
   */
  settleMs?: number;
  settleForMs?: number;
  log: (message: string) => void;
}

export interface OutboxRelay {
  stop(): Promise<void>;
}

/** How the relay's connection is named in pg_stat_activity. */
export const RELAY_APPLICATION = 'academy outbox relay';

/** The outbox's last number taken (0 before the first); it grows with every e-mail written. */
const LAST_TAKEN = 'select case when is_called then last_value else 0 end from public.email_outbox_id_seq';
const LAST_NUMBER = `select (${LAST_TAKEN})::text as value`;
/**
 * Queues the send jobs of the e-mails committed so far, and says whether a number was taken whose
 * e-mail is not committed yet (a transaction still running, or one that rolled back).
 */
const QUEUE = `select private.queue_new_emails(),
                      (select coalesce(max(o.id), 0) from public.email_outbox o) < (${LAST_TAKEN}) as behind`;

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
  const settleMs = options.settleMs ?? 1000;
  const settleForMs = options.settleForMs ?? 30_000;
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
  let settleTimer: NodeJS.Timeout | undefined;
  let lastWritten = 0;

  const queue = async () => {
    firstWaiting = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let behind = false;
      do {
        again = false;
        behind = await pool.query<{ behind: boolean }>(QUEUE).then(
          ({ rows }) => rows[0]!.behind,
          (err: Error) => {
            log(`worker: outbox relay: ${err.message}`);
            return false;
          },
        );
      } while (again && !stopping);
      // An e-mail whose transaction commits after this batch writes no new number: look again.
      clearTimeout(settleTimer);
      if (behind && !stopping && Date.now() - lastWritten < settleForMs) {
        settleTimer = setTimeout(() => void queue(), settleMs);
      }
    })().finally(() => (running = undefined));
    await running;
  };

  const written = () => {
    const now = Date.now();
    lastWritten = now;
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
      clearTimeout(settleTimer);
      await polling;
      await running;
      await pool.end().catch(() => undefined);
    },
  };
}
