import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { ERRORS } from '../errors.ts';
import { callerClaims } from '../http.ts';
import { assertValidKey } from '../keys.ts';
import { bucketConfig } from './data.ts';
import { assertDeclaredSize, assertMayWrite, receiveAndWrite, uploadLimit } from './write.ts';

/**
 * POST/PUT /object/:bucket/:key. Everything that can refuse the upload is checked before the
 * body is read: the key, the JWT, the bucket, a declared size over the limit, and the caller's
 * right to write (RLS). Then the body streams to disk, 413 as soon as it passes the limit.
 */
export async function handleUpload(c: Context, ctx: ServiceContext, upsert: boolean): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const bucket = await bucketConfig(ctx.pool, bucketId);
  if (!bucket) throw ERRORS.noSuchBucket();
  assertDeclaredSize(c, uploadLimit(ctx, bucket));
  if (claims.role !== 'service_role') await assertMayWrite(ctx, claims, bucketId, key, upsert);
  return receiveAndWrite(c, ctx, claims, { bucketId, key, upsert }, bucket);
}
