// Which graphile-worker ids belong to a worker that is still running, as PostgreSQL sees it. A job
// locked by a worker that died (killed, out of memory, the machine lost) stays locked: the queue
// itself only frees such locks after 4 hours. So each worker process holds one connection of its
// own on which it takes a session advisory lock for every id it runs jobs under (its pool's and
// each of its workers'). PostgreSQL drops that connection, and its locks, when the process is
// gone however it ended. An id whose advisory lock nobody holds is a worker that is gone: the jobs
// it locked are handed back to the queue (graphile-worker's force_unlock_workers) when a worker
// starts and every few seconds after, and run again at once.
//
// The rule holds with any number of workers on one database: a running worker's locks are never
// taken, since its connection holds their advisory locks. It needs what graphile-worker itself
// needs, a session connection (DATABASE_URL must not go through a transaction-mode pooler).
import pg from 'pg';
import type { WorkerEvents } from 'graphile-worker';

/** How the liveness connection is named in pg_stat_activity. */
export const LIVENESS_APPLICATION = 'academy worker liveness';

/** The advisory locks' first key (pg_advisory_lock(int, int)); the second is hashtext(id). */
const LOCK_SPACE = 0x61636164;

/**
 * A job locked more recently than this is left alone: its worker takes its advisory lock in the
 * same moment as it takes its first job, and might not hold it yet.
 */
const JUST_LOCKED = '5 seconds';

export interface Liveness {
  /** Hands back the jobs of workers that are gone; answers their ids. */
  releaseGone(): Promise<string[]>;
  stop(): Promise<void>;
}

export interface LivenessOptions {
  databaseUrl: string;
  /** The runner's events: each worker pool and worker it creates is recorded as alive. */
  events: WorkerEvents;
  /** Runs the release's queries (any connection but the liveness one). */
  pool: pg.Pool;
  log: (message: string) => void;
}

export async function startLiveness(options: LivenessOptions): Promise<Liveness> {
  const { events, pool, log } = options;
  const ids = new Set<string>();
  let client: pg.Client | undefined;
  let stopping = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  // One query at a time on the connection, in the order the ids came.
  let queued: Promise<void> = Promise.resolve();
  const hold = (target: pg.Client, id: string) =>
    (queued = queued
      .then(() =>
        target.query<{ held: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as held', [
          LOCK_SPACE,
          id,
        ]),
      )
      .then(({ rows }) => {
        // Two ids with the same hash: the other one's locks are not freed while it runs either.
        if (!rows[0]?.held) log(`worker: liveness: the lock of ${id} is taken (same hash as another id)`);
      })
      .catch((err: Error) => log(`worker: liveness: ${err.message}`)));

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: LIVENESS_APPLICATION,
    });
    next.on('error', (err) => {
      log(`worker: liveness connection: ${err.message}`);
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    await next.connect();
    client = next;
    // Again after a lost connection: the locks went with it.
    await Promise.all([...ids].map((id) => hold(next, id)));
  };
  const scheduleReconnect = () => {
    if (stopping || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((err: Error) => {
        log(`worker: liveness: could not connect: ${err.message}`);
        scheduleReconnect();
      });
    }, 1000);
  };

  const alive = (id: string) => {
    ids.add(id);
    if (client) void hold(client, id);
  };
  const onPool = ({ workerPool }: { workerPool: { id: string } }) => alive(workerPool.id);
  const onWorker = ({ worker }: { worker: { workerId: string } }) => alive(worker.workerId);
  events.on('pool:create', onPool);
  events.on('worker:create', onWorker);
  await connect();

  return {
    async releaseGone() {
      const db = await pool.connect();
      try {
        await db.query('begin');
        // A transaction's advisory lock is refused while another session holds the same lock:
        // the ids it is granted for are held by nobody (and are freed again at commit).
        const { rows } = await db.query<{ id: string }>(
          `select id from (
             select locked_by as id from graphile_worker._private_jobs
             where locked_by is not null and locked_at < now() - $2::interval
             union
             select locked_by from graphile_worker._private_job_queues
             where locked_by is not null and locked_at < now() - $2::interval
           ) held
           where pg_try_advisory_xact_lock($1, hashtext(id))`,
          [LOCK_SPACE, JUST_LOCKED],
        );
        const gone = rows.map((row) => row.id);
        if (gone.length > 0)
          await db.query('select graphile_worker.force_unlock_workers($1::text[])', [gone]);
        await db.query('commit');
        return gone;
      } catch (err) {
        await db.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        db.release();
      }
    },
    async stop() {
      stopping = true;
      clearTimeout(reconnectTimer);
      events.off('pool:create', onPool);
      events.off('worker:create', onWorker);
      await client?.end().catch(() => undefined);
    },
  };
}
