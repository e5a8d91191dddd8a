import { randomBytes, randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from '../db.ts';
import { signJwt, type SupabaseClaims } from '../jwt.ts';
import type { StackConfig } from '../config.ts';
import { errors, type AuthApiError } from './errors.ts';
import { runAccessTokenHook } from './hook.ts';
import { SECOND_FACTOR_METHODS } from './mfa/factors.ts';
import { INSTANCE_ID, findUserById, isBanned, loadUserJson, type UserRow } from './users.ts';

/** How a session was authenticated: the `amr` methods supabase/auth records. */
export type AuthMethod =
  'password' | 'recovery' | 'invite' | 'email_change' | 'otp' | 'magiclink' | 'email/signup';

export interface ClientInfo {
  userAgent: string | undefined;
  ip: string | undefined;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

export interface SessionRow {
  id: string;
  user_id: string;
  not_after: Date | null;
}

/** An unguessable refresh token (supabase/auth's are random too; 192 bits here). */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

function validInet(ip: string | undefined): string | null {
  if (!ip) return null;
  // Only plain IPv4/IPv6 literals go into the inet column; anything else is dropped.
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : null;
}

export function sessionIsLive(session: SessionRow | undefined, now = new Date()): session is SessionRow {
  return session !== undefined && (session.not_after === null || session.not_after.getTime() > now.getTime());
}

export async function findSession(db: Pool | PoolClient, id: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    'select id, user_id, not_after from auth.sessions where id = $1',
    [id],
  );
  return rows[0];
}

/**
 * The session answer with a fresh access token. Its `aal` and `amr` come from the session's
 * claims as supabase/auth computes them: aal2 once a second factor was verified in the session,
 * each method with the time it was last used, the most recent first. With a custom access token
 * hook configured, the claims pass through it (`method` is what it is told: how this token was
 * earned, `token_refresh` for a refresh), and a refusal fails the caller's transaction.
 */
export async function buildSession(
  client: PoolClient,
  config: StackConfig,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  method: string,
  ip?: string,
): Promise<SessionJson> {
  const { rows: amrRows } = await client.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1
      order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.jwtExpiry;
  // The claims supabase/auth puts in an access token, in its order.
  let claims: Record<string, unknown> = {
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    iss: `${config.publicUrl.replace(/\/+$/, '')}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: amrRows.some((r) => SECOND_FACTOR_METHODS.includes(r.authentication_method)) ? 'aal2' : 'aal1',
    amr: amrRows.map((r) => ({
      method: r.authentication_method,
      timestamp: Math.floor(r.updated_at.getTime() / 1000),
    })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous ?? false,
  };
  const hook = config.otp.accessTokenHook;
  if (hook)
    claims = await runAccessTokenHook(client, hook, {
      userId: user.id,
      claims,
      authenticationMethod: method,
      ip,
    });
  const accessToken = await signJwt(claims as SupabaseClaims, config.jwtSecret);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await loadUserJson(client, user),
  };
}

/** Starts a session for a user who has just proven who they are, inside the caller's transaction. */
export async function issueSession(
  client: PoolClient,
  config: StackConfig,
  user: UserRow,
  method: AuthMethod,
  info: ClientInfo,
): Promise<SessionJson> {
  const sessionId = randomUUID();
  await client.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, info.userAgent ?? null, validInet(info.ip)],
  );
  await client.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), null, $4)`,
    [INSTANCE_ID, refreshToken, user.id, sessionId],
  );
  return buildSession(client, config, user, sessionId, refreshToken, method, validInet(info.ip) ?? undefined);
}

/**
 * Ends a session at once, as supabase/auth does when a rotated refresh token is presented again:
 * the row goes, and its refresh tokens with it (cascade). Its access tokens stop working too:
 * the auth service looks the session up, and the RLS staff checks require it (see the
 * session-check migration).
 */
async function revokeSession(client: PoolClient, sessionId: string): Promise<void> {
  await client.query('delete from auth.sessions where id = $1', [sessionId]);
}

/**
 * The refresh_token grant with rotation: the presented token is revoked and a child issued.
 * A token presented again after it was rotated means it leaked (or was stolen): the whole
 * session is revoked, so the thief's and the owner's tokens both stop working.
 * Returns either the new session or the error to answer, AFTER the transaction commits (the
 * revocation must persist even though the request fails).
 */
export async function refreshSession(
  client: PoolClient,
  config: StackConfig,
  token: string,
): Promise<SessionJson | AuthApiError> {
  const { rows } = await client.query<{
    id: string;
    user_id: string | null;
    revoked: boolean | null;
    session_id: string | null;
  }>(`select id, user_id, revoked, session_id from auth.refresh_tokens where token = $1 for update`, [token]);
  const row = rows[0];
  if (!row || !row.session_id) return errors.refreshTokenNotFound();
  const session = await findSession(client, row.session_id);
  if (!session) return errors.refreshTokenNotFound();
  if (row.revoked) {
    await revokeSession(client, session.id);
    return errors.refreshTokenAlreadyUsed();
  }
  if (!sessionIsLive(session)) return errors.sessionExpired();
  const user = await findUserById(client, session.user_id);
  if (!user || user.deleted_at) return errors.refreshTokenNotFound();
  if (isBanned(user)) return errors.userBanned();

  await client.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
    row.id,
  ]);
  const child = newRefreshToken();
  await client.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, child, user.id, token, session.id],
  );
  await client.query(
    `update auth.sessions set refreshed_at = (now() at time zone 'utc'), updated_at = now() where id = $1`,
    [session.id],
  );
  return buildSession(client, config, user, session.id, child, 'token_refresh');
}
