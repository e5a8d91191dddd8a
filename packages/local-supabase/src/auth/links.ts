import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PoolClient } from '../db.ts';
import { findUserById, type UserRow } from './users.ts';

export type LinkType = 'recovery' | 'invite';

const TOKEN_TYPE: Record<LinkType, { tokenType: string; column: string; sentAt: string }> = {
  recovery: { tokenType: 'recovery_token', column: 'recovery_token', sentAt: 'recovery_sent_at' },
  // supabase/auth confirms invited accounts with the confirmation token.
  invite: { tokenType: 'confirmation_token', column: 'confirmation_token', sentAt: 'confirmation_sent_at' },
};

export function isLinkType(value: unknown): value is LinkType {
  return value === 'recovery' || value === 'invite';
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a single-use link token for the user (replacing any earlier one of the same type) and
 * returns it. Only its SHA-256 hash is stored.
 */
export async function createLinkToken(client: PoolClient, user: UserRow, type: LinkType): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashToken(token);
  const t = TOKEN_TYPE[type];
  await client.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5, now() at time zone 'utc', now() at time zone 'utc')
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [randomUUID(), user.id, t.tokenType, hash, user.email ?? ''],
  );
  await client.query(
    `update auth.users set ${t.column} = $2, ${t.sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  return token;
}

/**
 * Uses up a link token: returns its (live) user when the token exists, has the type and is
 * younger than maxAgeSeconds; the token can never be used again either way once found.
 */
export async function consumeLinkToken(
  client: PoolClient,
  token: string,
  type: LinkType,
  maxAgeSeconds: number,
): Promise<UserRow | undefined> {
  const t = TOKEN_TYPE[type];
  const { rows } = await client.query<{ id: string; user_id: string; fresh: boolean }>(
    `select id, user_id, created_at > (now() at time zone 'utc') - make_interval(secs => $3) as fresh
       from auth.one_time_tokens
      where token_hash = $1 and token_type = $2::auth.one_time_token_type
      for update`,
    [hashToken(token), t.tokenType, maxAgeSeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  await client.query('delete from auth.one_time_tokens where id = $1', [row.id]);
  await client.query(`update auth.users set ${t.column} = '' where id = $1`, [row.user_id]);
  if (!row.fresh) return undefined;
  const user = await findUserById(client, row.user_id, true);
  if (!user || user.deleted_at) return undefined;
  return user;
}
