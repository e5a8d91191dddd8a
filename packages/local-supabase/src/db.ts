import pg from 'pg';
import type { SupabaseClaims } from './jwt.ts';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/** A pool of superuser connections, used by the hand-written services. */
export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 10_000 });
  // An idle client that errors (e.g. the server restarted) must not crash the process.
  pool.on('error', () => {});
  return pool;
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
