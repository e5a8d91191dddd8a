import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PoolClient } from '../db.ts';
import { PKCE_PREFIX } from './otp/codes.ts';
import { findUserById, type UserRow } from './users.ts';

/** The `type` of a verify link (and of auth-js `verifyOtp`). */
export type LinkType = 'recovery' | 'invite' | 'email_change';

/** One kind of single-use token; an e-mail change has two (old and new address). */
export type TokenKind = 'recovery' | 'invite' | 'email_change_current' | 'email_change_new';

interface KindInfo {
  /** auth.one_time_tokens.token_type */
  tokenType: string;
  /** The auth.users column holding the token (hash) while it is pending. */
  column: string;
  /** The auth.users column stamped when it is sent, if any. */
  sentAt?: string;
}

const KINDS: Record<TokenKind, KindInfo> = {
  recovery: { tokenType: 'recovery_token', column: 'recovery_token', sentAt: 'recovery_sent_at' },
  // supabase/auth confirms invited accounts with the confirmation token.
  invite: { tokenType: 'confirmation_token', column: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  email_change_current: { tokenType: 'email_change_token_current', column: 'email_change_token_current' },
  email_change_new: { tokenType: 'email_change_token_new', column: 'email_change_token_new' },
};

const KINDS_OF_TYPE: Record<LinkType, TokenKind[]> = {
  recovery: ['recovery'],
  invite: ['invite'],
  email_change: ['email_change_current', 'email_change_new'],
};

/** Whether a link token was issued in the PKCE flow. */
export function isPkceLinkToken(token: string): boolean {
  return token.startsWith(PKCE_PREFIX);
}

export function isLinkType(value: unknown): value is LinkType {
  return value === 'recovery' || value === 'invite' || value === 'email_change';
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a single-use link token of a kind for the user (replacing any earlier one of the same
 * kind) and returns it. Only its SHA-256 hash is stored. `relatesTo` is the address it is sent to.
 * A link asked for in the PKCE flow starts with `pkce_`, as supabase/auth marks it: following it
 * hands the page a code to exchange instead of a session.
 */
export async function createLinkToken(
  client: PoolClient,
  user: UserRow,
  kind: TokenKind,
  relatesTo = user.email ?? '',
  pkce = false,
): Promise<string> {
  const token = (pkce ? PKCE_PREFIX : '') + randomBytes(32).toString('base64url');
  const hash = hashToken(token);
  const k = KINDS[kind];
  await client.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5, now() at time zone 'utc', now() at time zone 'utc')
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [randomUUID(), user.id, k.tokenType, hash, relatesTo],
  );
  await client.query(
    `update auth.users set ${k.column} = $2${k.sentAt ? `, ${k.sentAt} = now()` : ''}, updated_at = now()
      where id = $1`,
    [user.id, hash],
  );
  return token;
}

export interface ConsumedLink {
  user: UserRow;
  kind: TokenKind;
}

/**
 * Uses up a link token: returns its (live) user and the token's kind when the token exists, has
 * a kind of that link type and is younger than maxAgeSeconds; once found, the token can never be
 * used again either way.
 */
export async function consumeLinkToken(
  client: PoolClient,
  token: string,
  type: LinkType,
  maxAgeSeconds: number,
): Promise<ConsumedLink | undefined> {
  const kinds = KINDS_OF_TYPE[type];
  const { rows } = await client.query<{ id: string; user_id: string; token_type: string; fresh: boolean }>(
    `select id, user_id, token_type::text,
            created_at > (now() at time zone 'utc') - make_interval(secs => $3) as fresh
       from auth.one_time_tokens
      where token_hash = $1 and token_type::text = any($2::text[])
      for update`,
    [hashToken(token), kinds.map((k) => KINDS[k].tokenType), maxAgeSeconds],
  );
  const row = rows[0];
  if (!row) return undefined;
  const kind = kinds.find((k) => KINDS[k].tokenType === row.token_type)!;
  await client.query('delete from auth.one_time_tokens where id = $1', [row.id]);
  await client.query(`update auth.users set ${KINDS[kind].column} = '' where id = $1`, [row.user_id]);
  if (!row.fresh) return undefined;
  const user = await findUserById(client, row.user_id, true);
  if (!user || user.deleted_at) return undefined;
  return { user, kind };
}

/** Drops every pending token of these kinds for the user. */
export async function dropLinkTokens(client: PoolClient, userId: string, kinds: TokenKind[]): Promise<void> {
  await client.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type::text = any($2::text[])`,
    [userId, kinds.map((k) => KINDS[k].tokenType)],
  );
  await client.query(
    `update auth.users set ${kinds.map((k) => `${KINDS[k].column} = ''`).join(', ')} where id = $1`,
    [userId],
  );
}

/**
 * Claims the right to send the user an e-mail of this kind now: true (and the send time
 * stamped) unless one was sent less than `minIntervalSeconds` ago. Atomic, so two requests at
 * once cannot both send.
 */
export async function claimSendSlot(
  client: PoolClient,
  userId: string,
  column: 'recovery_sent_at' | 'email_change_sent_at',
  minIntervalSeconds: number,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `update auth.users set ${column} = now()
      where id = $1 and (${column} is null or ${column} <= now() - make_interval(secs => $2))`,
    [userId, minIntervalSeconds],
  );
  return (rowCount ?? 0) > 0;
}
