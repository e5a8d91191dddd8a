import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { asCaller } from '../../db.ts';
import { ERRORS } from '../errors.ts';
import { callerClaims } from '../http.ts';
import { assertValidKey } from '../keys.ts';
import { mapDb } from './data.ts';

/** GET /object/info/:bucket/:key: the row as storage-js `info()` reads it. */
export async function handleInfo(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const row = await asCaller(ctx.pool, claims, (client) =>
    client.query<{
      id: string;
      name: string;
      version: string | null;
      bucket_id: string;
      metadata: Record<string, unknown> | null;
      user_metadata: Record<string, unknown> | null;
      updated_at: Date;
      created_at: Date;
    }>(
      `select id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at
       from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, key],
    ),
  )
    .then((r) => r.rows[0])
    .catch((err: unknown) => {
      throw mapDb(err);
    });
  if (!row) throw ERRORS.noSuchKey();
  const meta = row.metadata ?? {};
  return c.json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}
