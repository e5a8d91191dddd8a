import { randomUUID } from 'node:crypto';
import type { StackConfig } from '../../config.ts';
import type { PoolClient } from '../../db.ts';
import { AuthApiError, errors } from '../errors.ts';
import { buildSession, newRefreshToken, type SessionJson } from '../sessions.ts';
import { INSTANCE_ID, findUserById } from '../users.ts';
import { mfaErrors } from './errors.ts';
import {
  CHALLENGE_LIFETIME_SECONDS,
  deleteChallenge,
  deleteUnverifiedFactors,
  findChallenge,
  findOwnedFactor,
  lastUsedCode,
  markChallengeVerified,
  markFactorVerified,
} from './factors.ts';
import { stepOfCode } from './totp.ts';

export interface VerifyRequest {
  userId: string;
  sessionId: string;
  factorId: string;
  challengeId: string;
  code: string;
  /** The request's client address (inet text). */
  ip: string;
}

/**
 * Checks a TOTP code against a challenge of the factor and, when it is right, raises the
 * caller's session to aal2, inside the caller's transaction. As supabase/auth: the challenge
 * must exist, be unspent, come from the same address and be under 5 minutes old (an expired one
 * is deleted); the code may be one step early or late. Beyond it, a code is accepted only for a
 * later time step than the factor's last accepted code, so an overheard code cannot be used
 * again. Returns the error to answer rather than throwing it, so that what it did (deleting an
 * expired challenge) commits.
 */
export async function verifyTotp(
  client: PoolClient,
  config: StackConfig,
  req: VerifyRequest,
): Promise<SessionJson | AuthApiError> {
  // The factor's row lock puts concurrent verifications of one factor one after another, so a
  // code cannot be spent twice by two requests at once.
  const factor = await findOwnedFactor(client, req.userId, req.factorId, true);
  if (!factor?.secret) return mfaErrors.factorNotFound();
  // The session is raised below: one signed out meanwhile is not.
  const { rowCount } = await client.query('select 1 from auth.sessions where id = $1 for update', [
    req.sessionId,
  ]);
  if (!rowCount) return errors.sessionNotFound();
  const challenge = await findChallenge(client, factor.id, req.challengeId, req.ip);
  if (!challenge) return mfaErrors.challengeNotFound();
  if (challenge.verified_at || !challenge.same_ip) return mfaErrors.challengeSpentOrMoved();
  if (challenge.created_at.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000 < Date.now()) {
    await deleteChallenge(client, challenge.id);
    return mfaErrors.challengeExpired(challenge.id);
  }

  const now = new Date();
  const step = stepOfCode(factor.secret, req.code, now);
  const last = await lastUsedCode(client, factor.id);
  const lastStep = last ? stepOfCode(factor.secret, last.otp_code, last.verified_at) : null;
  if (step === null || (lastStep !== null && step <= lastStep)) return mfaErrors.verificationFailed();

  await markChallengeVerified(client, challenge.id, req.code, now);
  if (factor.status !== 'verified') await markFactorVerified(client, factor.id);
  await deleteUnverifiedFactors(client, req.userId, factor.factor_type);
  const session = await raiseSessionToAal2(client, config, req.userId, req.sessionId, factor.id);
  if (session instanceof AuthApiError) return session;
  // As supabase/auth: once the account has proven its second factor, its sessions still at aal1
  // (other browsers signed in with the password alone) are ended.
  await client.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [req.userId]);
  return session;
}

/**
 * Records the second factor in the session (its `totp` amr claim, its factor and level) and
 * answers a new session: a fresh access token at aal2 and a new refresh token, the session's
 * current one revoked, so a refresh token issued before the code was given cannot be used for
 * the raised session.
 */
async function raiseSessionToAal2(
  client: PoolClient,
  config: StackConfig,
  userId: string,
  sessionId: string,
  factorId: string,
): Promise<SessionJson | AuthApiError> {
  await client.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), 'totp')
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = excluded.updated_at`,
    [randomUUID(), sessionId],
  );
  await client.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
    [sessionId, factorId],
  );
  const { rows } = await client.query<{ id: string; token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where id = (select id from auth.refresh_tokens where session_id = $1 and revoked = false
                  order by id desc limit 1 for update)
      returning id, token`,
    [sessionId],
  );
  const refreshToken = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, refreshToken, userId, rows[0]?.token ?? null, sessionId],
  );
  const user = await findUserById(client, userId);
  if (!user) return errors.userFromJwtNotFound();
  return buildSession(client, config, user, sessionId, refreshToken, 'totp');
}
