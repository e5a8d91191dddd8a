import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { signJwt, type SupabaseClaims } from '../../jwt.ts';
import { ERRORS } from '../errors.ts';
import { callerClaims, ownerOf } from '../http.ts';
import { assertValidKey } from '../keys.ts';
import { bucketConfig } from './data.ts';
import { SIGNED_UPLOAD_SECONDS, verifySignedToken } from './signing.ts';
import { assertDeclaredSize, assertMayWrite, receiveAndWrite, uploadLimit } from './write.ts';

/**
 * POST /object/upload/sign/:bucket/:key: a token that lets its bearer upload that one object.
 * As on hosted Supabase the caller's right to upload is checked now, as the caller (the row is
 * inserted and rolled back, so the INSERT policy decides), and the upload itself needs no JWT.
 */
export async function handleSignUpload(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const upsert = c.req.header('x-upsert') === 'true';
  if (!(await bucketConfig(ctx.pool, bucketId))) throw ERRORS.noSuchBucket();
  await assertMayWrite(ctx, claims, bucketId, key, upsert);
  const { ownerId } = ownerOf(claims);
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { url: `${bucketId}/${key}`, owner: ownerId ?? undefined, upsert, iat, exp: iat + SIGNED_UPLOAD_SECONDS },
    ctx.config.jwtSecret,
  );
  return c.json({ url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token });
}

/** PUT /object/upload/sign/:bucket/:key?token=: the upload a signed upload URL allows. */
export async function handleSignedUpload(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const payload = await verifySignedToken(c, ctx, `${bucketId}/${key}`);
  if (typeof payload.upsert !== 'boolean') throw ERRORS.invalidSignature('Token is not scoped for upload');
  // The permission was checked as the requester when the URL was signed; the write itself runs
  // with the service role (RLS bypassed) and records that requester as the owner.
  const claims: SupabaseClaims = { role: 'service_role' };
  if (typeof payload.owner === 'string') claims.sub = payload.owner;
  const bucket = await bucketConfig(ctx.pool, bucketId);
  if (!bucket) throw ERRORS.noSuchBucket();
  assertDeclaredSize(c, uploadLimit(ctx, bucket));
  return receiveAndWrite(c, ctx, claims, { bucketId, key, upsert: payload.upsert }, bucket);
}
