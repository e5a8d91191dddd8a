/**
 * Shared helpers of the database tests: the stack from the global setup, a superuser connection
 * to arrange and check rows behind the API's back, and supabase-js clients signed in as real
 * users with real tokens from local-supabase's auth service.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import type { StackInfo } from '../../packages/local-supabase/test/setup/globalSetup.ts';
import type { StaffRole } from '@academy/shared/constants.ts';
import type { Database } from '@academy/shared/database.types.ts';

export type Client = SupabaseClient<Database>;

export function stack(): StackInfo {
  return inject('stack');
}

/** A unique, recognisable tag for the rows and e-mails one test file creates. */
export function runTag(name: string): string {
  return `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}

export async function connectDb(): Promise<pg.Client> {
  const db = new pg.Client({ connectionString: stack().dbUrl });
  db.on('error', () => {});
  await db.connect();
  return db;
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export function anonClient(): Client {
  return createClient<Database>(stack().url, stack().anonKey, clientOptions);
}

export function serviceClient(): Client {
  return createClient<Database>(stack().url, stack().serviceRoleKey, clientOptions);
}

/** Signs in with e-mail and password; throws with auth's answer when refused. */
export async function signIn(email: string, password: string): Promise<Client> {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session)
    throw new Error(`sign-in of ${email} failed: ${error?.message ?? 'no session'}`);
  return client;
}

/** Creates a staff account the way seed.sql does (private.create_staff_user) and returns its id. */
export async function createStaff(
  db: pg.Client,
  opts: { email: string; password: string; role: StaffRole; name?: string; isActive?: boolean },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'select private.create_staff_user($1, $2, $3, $4, $5, $6) as id',
    [opts.email, opts.password, opts.name ?? 'Test', 'User', opts.role, opts.isActive ?? true],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('create_staff_user returned nothing');
  return id;
}

/**
 * Removes accounts created by a test (cascading to profiles and identities). The last-Admin
 * trigger is off inside this one transaction only, so clean-up never depends on which Admins
 * are left; test files run one after another, so the short table lock bothers nobody.
 */
export async function deleteUsers(db: pg.Client, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('begin');
  try {
    await db.query('alter table public.users disable trigger users_keep_last_admin');
    await db.query('delete from auth.users where id = any($1::uuid[])', [ids]);
    await db.query('alter table public.users enable trigger users_keep_last_admin');
    await db.query('commit');
  } catch (err) {
    await db.query('rollback');
    throw err;
  }
}

/** The error of a refused PostgREST call, as supabase-js reports it. */
export interface ApiError {
  code: string;
  message: string;
}
