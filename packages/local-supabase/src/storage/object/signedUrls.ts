import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { asCaller } from '../../db.ts';
import { ERRORS } from '../errors.ts';
import { callerClaims, intOption, readJsonObject, serveObject } from '../http.ts';
import { assertValidKey, objectPath } from '../keys.ts';
import { findObject, mapDb, OBJECT_SELECT, type ObjectRow } from './data.ts';
import { MAX_EXPIRES_IN, signToken, signedUrlFor, verifySignedToken } from './signing.ts';

/** POST /object/sign/:bucket/:key {expiresIn}: the caller must be able to read the object. */
export async function handleSign(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  if (body.expiresIn === undefined)
    throw ERRORS.invalidRequest("body must have required property 'expiresIn'");
  const expiresIn = intOption(body.expiresIn, 'expiresIn', 60, 1, MAX_EXPIRES_IN);
  const row = await asCaller(ctx.pool, claims, (client) => findObject(client, bucketId, key)).catch(
    (err: unknown) => {
      throw mapDb(err);
    },
  );
  if (!row) throw ERRORS.noSuchKey();
  const token = await signToken(ctx, bucketId, key, expiresIn);
  return c.json({ signedURL: signedUrlFor(bucketId, key, token) });
}

/** POST /object/sign/:bucket {expiresIn, paths}: several signed URLs at once. */
export async function handleSignMany(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  const expiresIn = intOption(body.expiresIn, 'expiresIn', 60, 1, MAX_EXPIRES_IN);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length > 1000 || !paths.every((p) => typeof p === 'string')) {
    throw ERRORS.invalidRequest('paths must be an array of at most 1000 strings');
  }
  const { rows } = await asCaller(ctx.pool, claims, (client) =>
    client.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    ),
  ).catch((err: unknown) => {
    throw mapDb(err);
  });
  const visible = new Set(rows.map((r) => r.name));
  const result = [];
  for (const p of paths as string[]) {
    if (!visible.has(p)) {
      result.push({
        error: 'Either the object does not exist or you do not have access to it',
        path: p,
        signedURL: null,
      });
      continue;
    }
    result.push({
      error: null,
      path: p,
      signedURL: signedUrlFor(bucketId, p, await signToken(ctx, bucketId, p, expiresIn)),
    });
  }
  return c.json(result);
}

/** GET /object/sign/:bucket/:key?token=: the token was issued to someone allowed to read. */
export async function handleSignedRead(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const payload = await verifySignedToken(c, ctx, `${bucketId}/${key}`);
  // A download token never carries `upsert`; an upload token must not work as a download link.
  if ('upsert' in payload) throw ERRORS.invalidSignature('Token is not scoped for download');
  const { rows } = await ctx.pool.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [
    bucketId,
    key,
  ]);
  const row = rows[0];
  if (!row) throw ERRORS.noSuchKey();
  return serveObject(c, ctx, row, objectPath(ctx.config.dataDir, bucketId, key));
}
