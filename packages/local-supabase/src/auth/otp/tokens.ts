import { randomUUID } from 'node:crypto';
import type { PoolClient } from '../../db.ts';
import { errors } from '../errors.ts';
import type { UserRow } from '../users.ts';
import type { CodeChallengeMethod } from './codes.ts';

/**
 * The two e-mails that carry a code: the magic link (an account whose address is confirmed) and
 * the sign-up confirmation (a new account, when confirmations are on). As in supabase/auth, a
 * magic link is kept where a recovery link is, and a sign-up where a confirmation is.
 */
export type OtpKind = 'magiclink' | 'signup';

export const OTP_COLUMNS = {
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', tokenType: 'recovery_token' },
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', tokenType: 'confirmation_token' },
} as const;

/** supabase/auth's name for how a PKCE sign-in of each kind was proven. */
export const PKCE_METHOD: Record<OtpKind, string> = { magiclink: 'magiclink', signup: 'email/signup' };

/**
 * Stores a new code's token hash for the user (the one before it stops working), unless an
 * e-mail of this kind went to the account less than `minIntervalSeconds` ago: then 429
 * over_email_send_rate_limit, saying how long to wait. Atomic, so two requests at once cannot
 * both send.
 */
export async function storeOtp(
  client: PoolClient,
  user: UserRow,
  kind: OtpKind,
  tokenHash: string,
  minIntervalSeconds: number,
): Promise<void> {
  const col = OTP_COLUMNS[kind];
  const { rowCount } = await client.query(
    `update auth.users set ${col.token} = $2, ${col.sentAt} = now(), updated_at = now()
      where id = $1 and (${col.sentAt} is null or ${col.sentAt} <= now() - make_interval(secs => $3))`,
    [user.id, tokenHash, minIntervalSeconds],
  );
  if (!rowCount) {
    const { rows } = await client.query<{ wait: number }>(
      `select extract(epoch from ${col.sentAt} + make_interval(secs => $2) - now())::float8 as wait
         from auth.users where id = $1`,
      [user.id, minIntervalSeconds],
    );
    throw errors.overEmailSendRateLimit(rows[0]?.wait ?? minIntervalSeconds);
  }
  await client.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5, now() at time zone 'utc', now() at time zone 'utc')
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [randomUUID(), user.id, col.tokenType, tokenHash, user.email ?? ''],
  );
}

/** Uses the user's pending code of this kind up (it works once). */
export async function clearOtp(client: PoolClient, userId: string, kind: OtpKind): Promise<void> {
  const col = OTP_COLUMNS[kind];
  await client.query(`update auth.users set ${col.token} = '' where id = $1`, [userId]);
  await client.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type`,
    [userId, col.tokenType],
  );
}

/** Records the challenge of a PKCE sign-in until its link is followed. */
export async function createFlowState(
  client: PoolClient,
  userId: string,
  kind: OtpKind,
  method: CodeChallengeMethod,
  challenge: string,
): Promise<void> {
  await createLinkFlowState(client, userId, kind === 'signup' ? 'email' : 'magiclink', PKCE_METHOD[kind], {
    method,
    challenge,
  });
}

/**
 * Records the challenge of any e-mailed link asked for in the PKCE flow (a sign-in, a password
 * recovery, an e-mail change), under the name supabase/auth gives the session it will open:
 * `authenticationMethod` (`magiclink`, `email/signup`, `recovery`, `email_change`).
 */
export async function createLinkFlowState(
  client: PoolClient,
  userId: string,
  providerType: string,
  authenticationMethod: string,
  pkce: { method: CodeChallengeMethod; challenge: string },
): Promise<void> {
  await client.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4::auth.code_challenge_method, $5, $6, $7, now(), now())`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, providerType, authenticationMethod],
  );
}

/**
 * The one-time code a PKCE link hands to the page it returns to: the user's newest flow state of
 * this kind, stamped with the time the code was issued. Undefined when there is none.
 */
export async function issueAuthCode(
  client: PoolClient,
  userId: string,
  kind: OtpKind,
): Promise<string | undefined> {
  return issueLinkAuthCode(client, userId, PKCE_METHOD[kind]);
}

/** issueAuthCode for the flow state of any link, by the session name it was recorded under. */
export async function issueLinkAuthCode(
  client: PoolClient,
  userId: string,
  authenticationMethod: string,
): Promise<string | undefined> {
  const { rows } = await client.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, authenticationMethod],
  );
  return rows[0]?.auth_code;
}
