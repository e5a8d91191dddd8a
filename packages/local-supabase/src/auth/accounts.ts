import { randomUUID } from 'node:crypto';
import type { PoolClient } from '../db.ts';
import type { AuthApiError } from './errors.ts';
import type { JsonObject } from './input.ts';
import { INSTANCE_ID, findUserById, insertEmailIdentity, mergeMetadata, type UserRow } from './users.ts';

export interface NewUser {
  id?: string;
  email: string;
  /** bcrypt hash, or null for an account that cannot sign in with a password yet. */
  passwordHash: string | null;
  confirmed: boolean;
  invited?: boolean;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  role?: string;
  bannedUntil?: Date | null;
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/**
 * Inserts an e-mail account and its identity the way supabase/auth writes them (nil instance_id,
 * token columns '' rather than NULL, provider metadata). A concurrent duplicate e-mail surfaces
 * as the given error rather than a database error.
 */
export async function createUser(
  client: PoolClient,
  input: NewUser,
  duplicate: () => AuthApiError,
): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  const appMetadata = mergeMetadata({ provider: 'email', providers: ['email'] }, input.appMetadata);
  await client.query('savepoint create_user');
  try {
    await client.query(
      `insert into auth.users (
         instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
         confirmation_token, recovery_token, email_change_token_new, email_change,
         email_change_token_current, phone_change, phone_change_token, reauthentication_token,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
         banned_until, is_sso_user, is_anonymous)
       values ($1, $2, 'authenticated', $3, $4, $5, case when $6 then now() end, case when $7 then now() end,
         '', '', '', '', '', '', '', '', $8, $9, false, now(), now(), $10, false, false)`,
      [
        INSTANCE_ID,
        id,
        input.role || 'authenticated',
        input.email,
        input.passwordHash ?? '',
        input.confirmed,
        input.invited ?? false,
        JSON.stringify(appMetadata),
        JSON.stringify(input.userMetadata),
        input.bannedUntil ?? null,
      ],
    );
  } catch (err) {
    await client.query('rollback to savepoint create_user');
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
  await insertEmailIdentity(client, id, input.email, input.confirmed);
  const user = await findUserById(client, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

/**
 * After a password change: ends the user's sessions (all, or all but the caller's) and drops
 * pending e-mail link tokens, which the old password's owner might hold.
 */
export async function endUserSessions(
  client: PoolClient,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await client.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
    userId,
    keepSessionId ?? null,
  ]);
  await client.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  await client.query(
    `update auth.users set recovery_token = '', confirmation_token = '', email_change_token_new = '',
            email_change_token_current = '', reauthentication_token = '', recovery_sent_at = null
      where id = $1`,
    [userId],
  );
}
