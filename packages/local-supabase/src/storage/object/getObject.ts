import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { asCaller } from '../../db.ts';
import { ERRORS } from '../errors.ts';
import { callerClaims, serveObject } from '../http.ts';
import { assertValidKey, objectPath } from '../keys.ts';
import { bucketConfig, findObject, mapDb, OBJECT_SELECT, type ObjectRow } from './data.ts';

/** Reads the row as the caller (RLS: SELECT) and serves the file. */
export async function handleAuthenticatedRead(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const row = await asCaller(ctx.pool, claims, (client) => findObject(client, bucketId, key)).catch(
    (err: unknown) => {
      throw mapDb(err);
    },
  );
  if (!row) throw ERRORS.noSuchKey();
  return serveObject(c, ctx, row, objectPath(ctx.config.dataDir, bucketId, key));
}

/** Public buckets: anyone may read, no token needed (browsers load these URLs directly). */
export async function handlePublicRead(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const bucket = await bucketConfig(ctx.pool, bucketId);
  if (!bucket?.public) throw ERRORS.noSuchBucket();
  const { rows } = await ctx.pool.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [
    bucketId,
    key,
  ]);
  const row = rows[0];
  if (!row) throw ERRORS.noSuchKey();
  return serveObject(c, ctx, row, objectPath(ctx.config.dataDir, bucketId, key));
}
