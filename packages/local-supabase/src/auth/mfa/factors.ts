import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from '../../db.ts';

type Queryable = Pool | PoolClient;

/**
 * The data of second factors and their challenges, in the tables and with the rules of
 * supabase/auth (auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims, auth.sessions).
 */

/** What supabase/auth's MFA_FACTOR_EXPIRY_DURATION and MFA_CHALLENGE_EXPIRY_DURATION default to. */
export const UNVERIFIED_FACTOR_LIFETIME_SECONDS = 300;
export const CHALLENGE_LIFETIME_SECONDS = 300;

/** The `amr` methods that make a session aal2 (supabase/auth's second factors). */
export const SECOND_FACTOR_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone,
  last_challenged_at`;

/** A factor as supabase/auth answers it (never its secret), e.g. in the user's `factors`. */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: f.last_challenged_at ? f.last_challenged_at.toISOString() : null,
  };
}

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** The user's factor with this id (locked for the transaction when `forUpdate`). */
export async function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
  forUpdate = false,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2${forUpdate ? ' for update' : ''}`,
    [factorId, userId],
  );
  return rows[0];
}

/** Unverified factors never challenged are dropped after a while, as supabase/auth does on enrol. */
export async function deleteExpiredFactors(db: Queryable): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < now()`,
    [UNVERIFIED_FACTOR_LIFETIME_SECONDS],
  );
}

export async function insertTotpFactor(
  db: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const { rows } = await db.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)
     returning ${FACTOR_COLUMNS}`,
    [randomUUID(), userId, friendlyName, secret],
  );
  return rows[0]!;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_at: Date;
  verified_at: Date | null;
  /** The challenge was made from the address now asking. */
  same_ip: boolean;
}

/**
 * A challenge of the factor; `ip` is the address of the request, compared as inet. The factor's
 * row is locked (by its update) before the challenge row is inserted: verification locks it
 * first too, so the two never wait on each other in opposite orders (the insert's foreign-key
 * share lock taken first, then the update, deadlocked against a verification's lock).
 */
export async function insertChallenge(db: Queryable, factorId: string, ip: string): Promise<ChallengeRow> {
  await db.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
  const { rows } = await db.query<ChallengeRow>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values ($1, $2, now(), $3::inet)
     returning id, factor_id, created_at, verified_at, true as same_ip`,
    [randomUUID(), factorId, ip],
  );
  return rows[0]!;
}

export async function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
  ip: string,
): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, factor_id, created_at, verified_at, ip_address = $3::inet as same_ip
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId, ip],
  );
  return rows[0];
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/** The code that verified the factor's latest challenge, and when (none before the first). */
export async function lastUsedCode(
  db: Queryable,
  factorId: string,
): Promise<{ otp_code: string; verified_at: Date } | undefined> {
  const { rows } = await db.query<{ otp_code: string; verified_at: Date }>(
    `select otp_code, verified_at from auth.mfa_challenges
      where factor_id = $1 and verified_at is not null and otp_code is not null
      order by verified_at desc limit 1`,
    [factorId],
  );
  return rows[0];
}

/**
 * Spends the challenge, keeping the code that verified it and the moment it was checked at (so
 * its time step can be told again, and the code is not accepted twice).
 */
export async function markChallengeVerified(
  db: Queryable,
  challengeId: string,
  code: string,
  at: Date,
): Promise<void> {
  await db.query(`update auth.mfa_challenges set verified_at = $3, otp_code = $2 where id = $1`, [
    challengeId,
    code,
    at,
  ]);
}

export async function markFactorVerified(db: Queryable, factorId: string): Promise<void> {
  await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
    factorId,
  ]);
}

/** Once one factor of a type is verified, the user's other unverified factors of it go. */
export async function deleteUnverifiedFactors(db: Queryable, userId: string, factorType: string) {
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2`,
    [userId, factorType],
  );
}

/**
 * After a factor is removed, the sessions it raised to aal2 fall back to aal1: their claim of
 * it is dropped (their next access token says aal1) and they no longer name it.
 */
export async function downgradeSessionsToAal1(db: Queryable, factor: FactorRow): Promise<void> {
  const method = factor.factor_type === 'totp' ? 'totp' : `mfa/${factor.factor_type}`;
  await db.query(
    `delete from auth.mfa_amr_claims a
      using auth.sessions s
      where a.session_id = s.id and s.factor_id = $1 and a.authentication_method = $2`,
    [factor.id, method],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`,
    [factor.user_id, factor.id],
  );
}

/** The aal the session was last raised to (null for a session that is gone). */
export async function sessionAal(db: Queryable, sessionId: string): Promise<string | null> {
  const { rows } = await db.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return rows[0]?.aal ?? null;
}
