import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AuthApiError, errors } from '../errors.ts';

/** What marks a stored e-mail token (and its link) as one of a PKCE sign-in. */
export const PKCE_PREFIX = 'pkce_';

/** A code of `length` random decimal digits (leading zeros kept). */
export function generateOtp(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/**
 * The token hash stored for an e-mailed code, and put in the e-mail's link: HMAC-SHA-224 of the
 * address and the code under the service's secret, in hex (56 characters). The code and the link
 * are therefore one secret: using either uses both. supabase/auth stores the plain SHA-224 of the
 * address and the code; here it is keyed, because a plain hash lets anyone who knows a family's
 * address turn each of the million codes into its link token and guess links instead of codes,
 * past the per-account allowance of wrong codes (a guessed link names no account to count
 * against). Keyed, a link token cannot be guessed.
 */
export function otpTokenHash(secret: string, email: string, otp: string): string {
  return createHmac('sha224', secret).update(`${email}\n${otp}`).digest('hex');
}

export type CodeChallengeMethod = 's256' | 'plain';

/**
 * Checks the PKCE parameters of a request as supabase/auth does: both or neither; a challenge
 * of 43 to 128 URL-safe characters; the method `s256` or `plain` (any case). Returns the method,
 * or undefined for a request without PKCE.
 */
export function pkceParams(
  method: string | undefined,
  challenge: string | undefined,
): CodeChallengeMethod | undefined {
  if (!method && !challenge) return undefined;
  if (!method || !challenge)
    throw errors.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (challenge.length < 43 || challenge.length > 128)
    throw errors.validation('code challenge has to be between 43 and 128 characters');
  if (!/^[a-zA-Z0-9._~-]+$/.test(challenge))
    throw errors.validation(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain')
    throw errors.validation(`code challenge method not supported: ${method}`);
  return m;
}

/** Whether the verifier a client presents matches the challenge it sent first. */
export function pkceMatches(method: CodeChallengeMethod, challenge: string, verifier: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const badCodeVerifier = () =>
  new AuthApiError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
