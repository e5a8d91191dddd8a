import type { Context } from 'hono';
import { inTransaction, type PoolClient } from '../../db.ts';
import { clientInfo, type AuthDeps } from '../deps.ts';
import { AuthApiError, errors } from '../errors.ts';
import { issueSession, type SessionJson } from '../sessions.ts';
import { findUserById, isBanned, syncEmailIdentity } from '../users.ts';
import { otpTokenHash, PKCE_PREFIX } from './codes.ts';
import { clearOtp, issueAuthCode, OTP_COLUMNS, type OtpKind } from './tokens.ts';

/** The `type`s of verifyOtp for an e-mailed code: `email` is either of the other two. */
export type EmailOtpType = 'email' | 'magiclink' | 'signup';

export function isEmailOtpType(value: unknown): value is EmailOtpType {
  return value === 'email' || value === 'magiclink' || value === 'signup';
}

/** What the caller proves: the code with its address, or the token hash of the e-mail's link. */
export type OtpProof = { email: string; code: string } | { tokenHash: string };

const linkExpired = () => new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired');

interface Match {
  userId: string;
  kind: OtpKind;
  pkce: boolean;
}

/** The account and kind the proof matches, if its code is still pending and young enough. */
async function findMatch(
  client: PoolClient,
  deps: AuthDeps,
  proof: OtpProof,
  type: EmailOtpType,
): Promise<Match | undefined> {
  const kinds: OtpKind[] = type === 'email' ? ['signup', 'magiclink'] : [type];
  const exp = deps.ctx.config.otp.otpExpirySeconds;
  for (const kind of kinds) {
    const col = OTP_COLUMNS[kind];
    const byCode = 'email' in proof;
    const hash = byCode ? otpTokenHash(deps.ctx.config.jwtSecret, proof.email, proof.code) : proof.tokenHash;
    const { rows } = await client.query<{ id: string; token: string; fresh: boolean }>(
      `select id, ${col.token} as token,
              ${col.sentAt} > now() - make_interval(secs => $3) as fresh
         from auth.users
        where deleted_at is null and ${col.token} <> ''
          and ${byCode ? `lower(email) = lower($1::text) and ${col.token} in ($2::text, 'pkce_' || $2::text)` : `$1::text is null and ${col.token} = $2::text`}
        for update`,
      [byCode ? proof.email : null, hash, exp],
    );
    const row = rows[0];
    if (row?.fresh) return { userId: row.id, kind, pkce: row.token.startsWith(PKCE_PREFIX) };
  }
  return undefined;
}

export type OtpOutcome = { session: SessionJson } | { authCode: string };

/**
 * Verifies an e-mailed code or its link, as supabase/auth does: the code works once and for
 * [auth.email] otp_expiry seconds; using it confirms the address. Answers a session, or, for
 * a link of a PKCE sign-in followed in a browser (`issueCode`), the one-time code the page
 * exchanges with its verifier. A wrong, used, replaced or expired code is 403 otp_expired.
 */
export async function verifyEmailOtp(
  deps: AuthDeps,
  c: Context,
  proof: OtpProof,
  type: EmailOtpType,
  issueCode: boolean,
): Promise<OtpOutcome> {
  const cfg = deps.ctx.config;
  return inTransaction(deps.ctx.pool, async (client) => {
    const match = await findMatch(client, deps, proof, type);
    if (!match) throw 'email' in proof ? errors.otpExpired() : linkExpired();
    const user = await findUserById(client, match.userId, true);
    if (!user) throw errors.otpExpired();
    if (isBanned(user)) throw new AuthApiError(403, 'user_banned', 'User is banned');
    await clearOtp(client, user.id, match.kind);
    await client.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
              last_sign_in_at = now(), updated_at = now() where id = $1`,
      [user.id],
    );
    await syncEmailIdentity(client, user.id, user.email ?? '', true);
    if (issueCode && match.pkce) {
      const authCode = await issueAuthCode(client, user.id, match.kind);
      if (!authCode)
        throw new AuthApiError(
          422,
          'flow_state_not_found',
          'No associated flow state found. No valid flow state found for user.',
        );
      return { authCode };
    }
    const fresh = (await findUserById(client, user.id)) ?? user;
    // supabase/auth records every verified e-mail code as "otp".
    return { session: await issueSession(client, cfg, fresh, 'otp', clientInfo(c)) };
  });
}
