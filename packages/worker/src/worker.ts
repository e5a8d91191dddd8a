// The job queue: graphile-worker on the site's own PostgreSQL. Jobs are added by SQL in the
// transactions that cause them (a place held until a time), or by the outbox's relay just after
// them (the e-mails a transaction wrote: ./relay.ts); the schedule below adds the periodic work.
// Each task's work is a SQL function, so tests run the same work at a time of their choice. On
// hosted Supabase the same worker runs against the project's database (DATABASE_URL):
// docs/registrations.md, "Jobs".
import { EventEmitter } from 'node:events';
import nodemailer from 'nodemailer';
import pg from 'pg';
import type Stripe from 'stripe';
import {
  Logger,
  run,
  type LogFunctionFactory,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import { startLiveness } from './liveness.ts';
import { sendRefund, stripeClient, type Query, type StripeSettings } from './refund.ts';
import { startOutboxRelay } from './relay.ts';
import { sendOutboxEmail, type SendContext } from './send.ts';

export interface WorkerOptions {
  /** A PostgreSQL connection string with the rights of the migrations' owner. */
  databaseUrl: string;
  /** Where e-mails go: smtp://user:pass@host:port (smtps:// for TLS). */
  smtpUrl: string;
  /** The site's public address: the e-mails' links lead there. */
  siteUrl: string;
  /** The From of every e-mail; by default the academy's address from the site settings. */
  mailFrom?: string;
  /** The payment provider refunds are asked of (STRIPE_SECRET_KEY, STRIPE_API_URL). */
  stripe?: StripeSettings;
  /** Jobs run at once (default 4). */
  concurrency?: number;
  /** Prints the worker's warnings and errors (default: console.error). */
  log?: (message: string) => void;
}

export interface RunningWorker {
  stop(): Promise<void>;
}

/**
 * The periodic work (minute hour day month weekday, the worker's clock): the outbox sweep queues
 * any e-mail or hold without a job (one written while the relay could not read the outbox, a
 * restore, e-mails written before the worker ever ran); holds are also expired by their own job
 * at their end; reminders and the balances' e-mails are checked hourly (each is sent once: the
 * balances' by private.queue_reminders itself); so are the reminders of the details a booking
 * still misses before camp (private.queue_before_camp_reminders); health data is erased nightly;
 * access-log records past their 12 months go nightly.
 */
export const CRONTAB = [
  '* * * * * outbox_sweep ?max=1',
  '*/5 * * * * expire_holds ?max=1',
  '7 * * * * queue_reminders ?max=1',
  '17 * * * * queue_before_camp_reminders ?max=1',
  '30 3 * * * erase_health_data ?max=1',
  '45 3 * * * prune_access_log ?max=1',
].join('\n');

function taskList(send: SendContext, stripe: Stripe | undefined, log: (message: string) => void): TaskList {
  const sql =
    (text: string) => async (_payload: unknown, helpers: { query: (q: string) => Promise<unknown> }) => {
      await helpers.query(text);
    };
  return {
    send_email: async (payload, helpers) => {
      const id = Number((payload as { outbox_id?: unknown }).outbox_id);
      if (!Number.isSafeInteger(id))
        throw new Error(`send_email needs an outbox_id, got ${JSON.stringify(payload)}`);
      await sendOutboxEmail(send, id, helpers);
    },
    refund_payment: async (payload, helpers) => {
      const id = Number((payload as { refund_id?: unknown }).refund_id);
      if (!Number.isSafeInteger(id))
        throw new Error(`refund_payment needs a refund_id, got ${JSON.stringify(payload)}`);
      await sendRefund(stripe, id, helpers.query as Query, log);
    },
    expire_holds: sql('select private.expire_holds(now())'),
    queue_reminders: sql('select private.queue_reminders(now())'),
    queue_before_camp_reminders: sql('select private.queue_before_camp_reminders(now())'),
    erase_health_data: sql('select private.erase_expired_health_data(now())'),
    prune_access_log: sql('select private.prune_access_log()'),
    outbox_sweep: sql('select private.requeue_all()'),
  };
}

function quietLogger(log: (message: string) => void): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message) => {
    if (level === 'error' || level === 'warning')
      log(`worker${scope.taskIdentifier ? ` ${scope.taskIdentifier}` : ''}: ${message}`);
  };
  return new Logger(factory);
}

/**
 * Starts the worker and keeps it running: when its schema disappears (a local database reset)
 * or the runner stops on an error, it is started again, which recreates the schema and queues
 * again whatever is pending.
 */
export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const log = options.log ?? ((message: string) => console.error(message));
  // A pool of SMTP connections: a busy registration day sends hundreds of e-mails a minute.
  const smtp = new URL(options.smtpUrl);
  smtp.searchParams.set('pool', 'true');
  smtp.searchParams.set('maxConnections', '4');
  const transport = nodemailer.createTransport(smtp.toString());
  const send: SendContext = { transport, siteUrl: options.siteUrl, from: options.mailFrom };
  const stripe = options.stripe ? stripeClient(options.stripe) : undefined;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: (options.concurrency ?? 4) + 2 });
  // A dropped connection (a database restart) is logged, never an unhandled error.
  const onError = (err: Error) => log(`worker: database connection: ${err.message}`);
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  let runner: Runner | undefined;
  let stopping = false;
  const events = new EventEmitter() as WorkerEvents;
  const liveness = await startLiveness({ databaseUrl: options.databaseUrl, events, pool, log });
  // The jobs a worker that is gone had locked run again (./liveness.ts).
  const releaseGone = () =>
    liveness
      .releaseGone()
      .then((gone) => {
        if (gone.length > 0) log(`worker: released the jobs of workers that are gone (${gone.join(', ')})`);
      })
      .catch((err: Error) => log(`worker: releasing the jobs of workers that are gone: ${err.message}`));
  let restarting: Promise<void> | undefined;

  const begin = async () => {
    runner = await run({
      pgPool: pool,
      concurrency: options.concurrency ?? 4,
      noHandleSignals: true,
      pollInterval: 1000,
      taskList: taskList(send, stripe, log),
      crontab: CRONTAB,
      logger: quietLogger(log),
      events,
    });
    await releaseGone();
    // What was queued while no worker ran (or before its schema existed); the sweep repeats it
    // every minute, so a database still being migrated (a reset) only delays it.
    await pool
      .query('select private.requeue_all()')
      .catch((err: Error) => log(`worker: requeue: ${err.message}`));
    runner.promise.catch((err: unknown) => {
      if (!stopping) restart(`the runner stopped: ${String(err)}`);
    });
  };
  const restart = (reason: string) => {
    if (stopping || restarting) return;
    log(`worker: restarting (${reason})`);
    restarting = (async () => {
      await runner?.stop().catch(() => undefined);
      for (let delay = 500; !stopping; delay = Math.min(delay * 2, 10_000)) {
        try {
          await begin();
          return;
        } catch (err) {
          log(`worker: could not start: ${String(err)}`);
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    })().finally(() => (restarting = undefined));
  };

  // Watching first: what is written from now on is seen by the relay, what was written before is
  // queued by the start's requeue_all.
  const relay = await startOutboxRelay({ databaseUrl: options.databaseUrl, log }).catch(
    async (err: unknown) => {
      await liveness.stop();
      throw err;
    },
  );
  try {
    await begin();
  } catch (err) {
    await relay.stop();
    await liveness.stop();
    throw err;
  }
  let ticks = 0;
  const watchdog = setInterval(() => {
    // Every 10 s: a worker that died after this one started (several workers on one database).
    if (++ticks % 5 === 0) void releaseGone();
    pool
      .query<{ present: boolean }>(
        "select to_regclass('graphile_worker._private_jobs') is not null as present",
      )
      .then(({ rows }) => {
        if (!rows[0]?.present) restart('its schema is gone');
      })
      .catch(() => undefined);
  }, 2000);

  return {
    async stop() {
      stopping = true;
      clearInterval(watchdog);
      await relay.stop();
      await restarting;
      await runner?.stop().catch(() => undefined);
      await liveness.stop();
      transport.close();
      await pool.end();
    },
  };
}
