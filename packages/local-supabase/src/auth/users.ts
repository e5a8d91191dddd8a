import type { Pool, PoolClient } from '../db.ts';
import type { JsonObject } from './input.ts';
import { factorJson, factorsOf, type FactorRow } from './mfa/factors.ts';

/** The nil UUID supabase/auth writes into `instance_id`. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

type Queryable = Pool | PoolClient;

/** The columns of auth.users the service reads (never the hash in JSON). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: JsonObject | null;
  raw_user_meta_data: JsonObject | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at,
  confirmed_at, banned_until, deleted_at, is_anonymous`;

export async function findUserById(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1${forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

/** The live (not soft-deleted) account with this e-mail, compared case-insensitively. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
      where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
      order by created_at nulls last limit 1`,
    [email],
  );
  return rows[0];
}

export async function emailTaken(db: Queryable, email: string, exceptId?: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from auth.users
      where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
        and ($2::uuid is null or id <> $2::uuid)`,
    [email, exceptId ?? null],
  );
  return rows.length > 0;
}

export async function identitiesOf(db: Queryable, userIds: string[]): Promise<Map<string, IdentityRow[]>> {
  const byUser = new Map<string, IdentityRow[]>();
  if (userIds.length === 0) return byUser;
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = any($1::uuid[]) order by created_at nulls last, id`,
    [userIds],
  );
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(row);
    byUser.set(row.user_id, list);
  }
  return byUser;
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > now.getTime();
}

function iso(d: Date | null): string | undefined {
  return d ? d.toISOString() : undefined;
}

/** Omits undefined fields, like the `omitempty` tags of supabase/auth's User struct. */
function compact(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined));
}

function identityJson(row: IdentityRow): Record<string, unknown> {
  // supabase/auth swaps the names: `identity_id` is the row id, `id` the provider's id.
  return compact({
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at) ?? null,
    updated_at: iso(row.updated_at) ?? null,
    email: row.email ?? undefined,
  });
}

/**
 * The user object of supabase/auth's JSON answers (GET /user, sessions, admin API). `factors`
 * (second factors, without their secrets) appears only when the user has one, as there.
 */
export function userJson(
  user: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  return compact({
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ? user.email_change : undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    identities: identities.map(identityJson),
    created_at: iso(user.created_at) ?? null,
    updated_at: iso(user.updated_at) ?? null,
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous ?? false,
  });
}

export async function loadUserJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const identities = await identitiesOf(db, [user.id]);
  return userJson(user, identities.get(user.id) ?? [], await factorsOf(db, user.id));
}

/**
 * Merges metadata the way supabase/auth does (UpdateUserMetaData / UpdateAppMetaData): each key
 * given replaces the stored one, and a null value removes the key.
 */
export function mergeMetadata(current: JsonObject | null, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

/** Creates the e-mail identity supabase/auth keeps beside every e-mail account. */
export async function insertEmailIdentity(
  db: Queryable,
  userId: string,
  email: string,
  emailVerified: boolean,
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $2::uuid, $3, 'email', now(), now())
     on conflict (provider_id, provider) do nothing`,
    [
      userId,
      userId,
      JSON.stringify({ sub: userId, email, email_verified: emailVerified, phone_verified: false }),
    ],
  );
}

/** Keeps the e-mail identity's data in step with the account's e-mail. */
export async function syncEmailIdentity(db: Queryable, userId: string, email: string, verified: boolean) {
  const { rowCount } = await db.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean),
            updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email, verified],
  );
  if (!rowCount) await insertEmailIdentity(db, userId, email, verified);
}
