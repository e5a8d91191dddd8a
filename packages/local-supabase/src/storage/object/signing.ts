import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { JwtError, signJwt, verifyJwt, type SupabaseClaims } from '../../jwt.ts';
import { ERRORS } from '../errors.ts';

export const SIGNED_UPLOAD_SECONDS = 2 * 3600;

export const MAX_EXPIRES_IN = 10 * 365 * 24 * 3600;

/** Verifies a signed-URL token for `url` (bucket/key), with supabase/storage's errors. */
export async function verifySignedToken(
  c: Context,
  ctx: ServiceContext,
  url: string,
): Promise<SupabaseClaims> {
  const token = c.req.query('token');
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
  let payload: SupabaseClaims;
  try {
    payload = await verifyJwt(token, ctx.config.jwtSecret);
  } catch (err) {
    if (err instanceof JwtError && err.expired) throw ERRORS.expiredSignature();
    throw ERRORS.invalidJwt(err instanceof Error ? err.message : 'Invalid JWT');
  }
  if (payload.url !== url) throw ERRORS.invalidSignature();
  return payload;
}

export function signedUrlFor(bucketId: string, key: string, token: string): string {
  // Not percent-encoded: storage-js applies encodeURI to the whole URL itself.
  return `/object/sign/${bucketId}/${key}?token=${token}`;
}

export async function signToken(
  ctx: ServiceContext,
  bucketId: string,
  key: string,
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ url: `${bucketId}/${key}`, iat, exp: iat + expiresIn }, ctx.config.jwtSecret);
}
