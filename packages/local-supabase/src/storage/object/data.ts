import type { ServiceContext } from '../../context.ts';
import { asCaller, type Pool, type PoolClient } from '../../db.ts';
import type { SupabaseClaims } from '../../jwt.ts';
import { fromDatabaseError } from '../errors.ts';
import type { DiskChange } from '../files.ts';
import type { ServedObject } from '../http.ts';

export interface BucketConfig {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

/**
 * A bucket's settings, read with the service's own connection: limits and the public flag are
 * configuration the service applies, not data the caller reads (hosted Supabase also reads
 * them as the storage admin), so RLS on storage.buckets must not hide them from uploaders.
 * The object rows themselves are always read and written as the caller.
 */
export async function bucketConfig(pool: Pool, id: string): Promise<BucketConfig | undefined> {
  const { rows } = await pool.query<BucketConfig>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return rows[0];
}

/** Runs a transaction as the caller that also changes files; disk changes are undone on failure. */
export async function withDiskChanges<T>(
  ctx: ServiceContext,
  claims: SupabaseClaims,
  fn: (client: PoolClient, track: (change: DiskChange) => void) => Promise<T>,
): Promise<T> {
  const changes: DiskChange[] = [];
  let result: T;
  try {
    result = await asCaller(ctx.pool, claims, (client) => fn(client, (change) => changes.push(change)));
  } catch (err) {
    for (const change of changes.reverse()) await change.undo();
    throw err;
  }
  for (const change of changes) await change.finish();
  return result;
}

export function mapDb(err: unknown, context: 'object' | 'bucket' = 'object'): unknown {
  return fromDatabaseError(err, context) ?? err;
}

export const OBJECT_SELECT = 'select id, name, metadata, version, updated_at from storage.objects';

export interface ObjectRow extends ServedObject {
  id: string;
}

export async function findObject(
  client: PoolClient,
  bucketId: string,
  key: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await client.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [
    bucketId,
    key,
  ]);
  return rows[0];
}
