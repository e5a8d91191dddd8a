import pg from 'pg';
import type { SupabaseClaims } from './jwt.ts';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** A pool of superuser connections, used by the hand-written services. */
export function createPool(connectionString: string, max = 10): pg.Pool {
  // A bounded wait for a connection: while PostgreSQL restarts, callers get an answer, not a hang.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that errors (e.g. the server restarted) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

// SQLSTATEs of a server that is going away or not there yet (class 08: connection exceptions).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/**
 * True when err says the database cannot be reached (down, restarting, connection lost), as
 * opposed to a refused or failed query: such requests are answered 503 "database unavailable"
 * and never counted against the caller.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code)) return true;
  }
  const message = err instanceof Error ? err.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/.test(
    message,
  );
}

/** Runs fn in a transaction, committing on success and rolling back on any error. */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

const DATABASE_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Runs fn in a transaction as the caller: `role` switched to the JWT's role and the claims set
 * the way PostgREST sets them, so row level security decides exactly as it does for /rest/v1.
 */
export async function asCaller<T>(
  pool: pg.Pool,
  claims: SupabaseClaims,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const role = claims.role && DATABASE_ROLES.has(claims.role) ? claims.role : 'anon';
  return inTransaction(pool, async (client) => {
    await client.query(
      `select set_config('role', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true),
              set_config('request.jwt.claim.role', $1, true)`,
      [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
    );
    return fn(client);
  });
}
