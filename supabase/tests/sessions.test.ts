/**
 * Sign-out ends write access at once: the RLS staff checks require the access token's session
 * to be live in auth.sessions, so after POST /auth/v1/logout, or once a reused refresh token has
 * ended the session, the old access token (still valid for up to an hour) writes nothing through
 * /rest/v1 or /storage/v1. Reading what the public reads still works. An Admin's password reset,
 * a deactivation and a reactivation end every session of the account the same way.
 */
import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@academy/shared/database.types.ts';
import { connectDb, createStaff, deleteUsers, runTag, serviceClient, stack, type Client } from './helpers.ts';

const tag = runTag('sessions');
const email = `${tag}-editor@example.com`;
const PASSWORD = 'Sessions-Password-1';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let db: pg.Client;
let editorId: string;

beforeAll(async () => {
  db = await connectDb();
  editorId = await createStaff(db, { email, password: PASSWORD, role: 'Editor' });
});

afterAll(async () => {
  if (!db) return;
  const storage = serviceClient().storage.from('news');
  const { data: files } = await storage.list(tag);
  if (files?.length) await storage.remove(files.map((f) => `${tag}/${f.name}`));
  await db.query(`delete from public.news where title_en like $1`, [`${tag}%`]);
  await deleteUsers(db, [editorId]);
  await db.end();
});

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A signed-in session: its client and its raw tokens. */
async function session(): Promise<{ client: Client; access: string; refresh: string }> {
  const client = createClient<Database>(stack().url, stack().anonKey, options);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, access: data.session.access_token, refresh: data.session.refresh_token };
}

/** A client that sends exactly this access token, as an attacker holding a copied token would. */
function withToken(access: string): Client {
  return createClient<Database>(stack().url, stack().anonKey, {
    ...options,
    global: { headers: { Authorization: `Bearer ${access}` } },
  });
}

/** What the token can write: a news row (REST) and an object (storage). */
async function writes(client: Client, what: string): Promise<{ rest: boolean; storage: boolean }> {
  const rest = await client
    .from('news')
    .insert({ title_en: `${tag}-${what}`, text_en: 'x', status: 'Draft' });
  const storage = await client.storage
    .from('news')
    .upload(`${tag}/${what}.png`, PNG, { contentType: 'image/png' });
  return { rest: rest.error === null, storage: storage.error === null };
}

describe('the staff write check requires a live session', () => {
  it('a signed-in editor writes; after logout the same access token writes nothing', async () => {
    const { client, access } = await session();
    expect(await writes(withToken(access), 'before')).toEqual({ rest: true, storage: true });

    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const after = withToken(access);
    expect(await writes(after, 'after-logout')).toEqual({ rest: false, storage: false });
    const update = await after
      .from('news')
      .update({ text_en: 'changed' })
      .like('title_en', `${tag}%`)
      .select('id');
    expect(update.data ?? []).toEqual([]);
    // What the public reads is still readable with the dead token.
    const read = await after.from('news').select('id').eq('status', 'Published').limit(1);
    expect(read.error).toBeNull();
    expect(read.data).toHaveLength(1);
  });

  it('reuse of a rotated refresh token ends the session: its access token writes nothing', async () => {
    const { access, refresh } = await session();
    const auth = createClient<Database>(stack().url, stack().anonKey, options).auth;
    const rotated = await auth.refreshSession({ refresh_token: refresh });
    expect(rotated.error).toBeNull();
    expect(await writes(withToken(rotated.data.session!.access_token), 'rotated')).toEqual({
      rest: true,
      storage: true,
    });
    // The old refresh token again: a thief (or a copy) is using it. The whole session ends.
    const reused = await auth.refreshSession({ refresh_token: refresh });
    expect(reused.error?.code).toBe('refresh_token_already_used');
    for (const token of [access, rotated.data.session!.access_token]) {
      expect(await writes(withToken(token), `reused-${token.slice(-6)}`)).toEqual({
        rest: false,
        storage: false,
      });
    }
  });

  it('a token signed with the secret but naming no live session writes nothing', async () => {
    const secret = new TextEncoder().encode(stack().jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: editorId, role: 'authenticated', aud: 'authenticated', email };
    const forged = (extra: Record<string, unknown>) =>
      new SignJWT({ ...claims, ...extra })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(secret);
    for (const token of [await forged({}), await forged({ session_id: crypto.randomUUID() })]) {
      expect(await writes(withToken(token), `forged-${token.slice(-6)}`)).toEqual({
        rest: false,
        storage: false,
      });
    }
  });

  it('signing out one session leaves the others writing', async () => {
    const first = await session();
    const second = await session();
    await first.client.auth.signOut({ scope: 'local' });
    expect(await writes(withToken(second.access), 'other-session')).toEqual({ rest: true, storage: true });
    await second.client.auth.signOut({ scope: 'global' });
    expect(await writes(withToken(second.access), 'after-global')).toEqual({ rest: false, storage: false });
  });
});

describe("an Admin's reset, a deactivation and a reactivation end every session of the account", () => {
  const adminEmail = `${tag}-admin@example.com`;
  let adminId: string;
  let admin: Client;
  let targetId: string;
  let targetEmail: string;
  let targetPassword: string;

  beforeAll(async () => {
    adminId = await createStaff(db, { email: adminEmail, password: PASSWORD, role: 'Admin' });
    admin = createClient<Database>(stack().url, stack().anonKey, options);
    const { error } = await admin.auth.signInWithPassword({ email: adminEmail, password: PASSWORD });
    expect(error).toBeNull();
  });

  afterAll(async () => {
    await deleteUsers(db, [adminId, targetId].filter(Boolean));
  });

  async function newTarget(who: string): Promise<void> {
    if (targetId) await deleteUsers(db, [targetId]);
    targetEmail = `${tag}-${who}@example.com`;
    targetPassword = PASSWORD;
    targetId = await createStaff(db, { email: targetEmail, password: targetPassword, role: 'Editor' });
  }

  /** Signs the target in twice (two devices): both sessions' tokens. */
  async function targetSessions() {
    const devices = [];
    for (let i = 0; i < 2; i++) {
      const client = createClient<Database>(stack().url, stack().anonKey, options);
      const { data, error } = await client.auth.signInWithPassword({
        email: targetEmail,
        password: targetPassword,
      });
      if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
      devices.push({ access: data.session.access_token, refresh: data.session.refresh_token });
    }
    return devices;
  }

  /** Everything an old token pair can still do: refresh, read the user, write through the API. */
  async function whatStillWorks(tokens: { access: string; refresh: string }, what: string) {
    const auth = createClient<Database>(stack().url, stack().anonKey, options).auth;
    const refreshed = await auth.refreshSession({ refresh_token: tokens.refresh });
    const user = await auth.getUser(tokens.access);
    return {
      refresh: refreshed.error === null,
      refreshError: refreshed.error?.code,
      getUser: user.error === null,
      ...(await writes(withToken(tokens.access), what)),
    };
  }
  const nothing = {
    refresh: false,
    refreshError: 'refresh_token_not_found',
    getUser: false,
    rest: false,
    storage: false,
  };

  it('admin_set_password: the old refresh and access tokens of every device are refused', async () => {
    await newTarget('reset');
    const devices = await targetSessions();
    const { error } = await admin.rpc('admin_set_password', {
      p_id: targetId,
      p_password: 'Reset-By-Admin-7',
    });
    expect(error).toBeNull();
    for (const [i, device] of devices.entries())
      expect(await whatStillWorks(device, `reset-${i}`)).toEqual(nothing);
    const { rows } = await db.query('select 1 from auth.sessions where user_id = $1', [targetId]);
    expect(rows).toEqual([]);
  });

  it('deactivation refuses the old tokens, and reactivation does not bring them back', async () => {
    await newTarget('deactivated');
    const [device] = await targetSessions();
    const off = await admin.rpc('admin_update_user', { p_id: targetId, p_is_active: false });
    expect(off.error).toBeNull();
    expect(await whatStillWorks(device!, 'deactivated')).toMatchObject({
      refresh: false,
      getUser: false,
      rest: false,
      storage: false,
    });

    const on = await admin.rpc('admin_update_user', { p_id: targetId, p_is_active: true });
    expect(on.error).toBeNull();
    expect(await whatStillWorks(device!, 'reactivated')).toEqual(nothing);
    // The account itself works again from a new sign-in.
    const [fresh] = await targetSessions();
    expect(await writes(withToken(fresh!.access), 'after-reactivation')).toEqual({
      rest: true,
      storage: true,
    });
  });

  it('a session left over from before the rule ends when the account is reactivated', async () => {
    await newTarget('left-over');
    const [device] = await targetSessions();
    // Deactivated behind the API's back (plain SQL): the session row survives the deactivation.
    await db.query('update public.users set is_active = false where id = $1', [targetId]);
    await db.query(`update auth.users set banned_until = now() + interval '100 years' where id = $1`, [
      targetId,
    ]);
    const on = await admin.rpc('admin_update_user', { p_id: targetId, p_is_active: true });
    expect(on.error).toBeNull();
    expect(await whatStillWorks(device!, 'left-over')).toEqual(nothing);
  });

  it('an Admin resetting their own password keeps the session they did it from, and only that one', async () => {
    const other = createClient<Database>(stack().url, stack().anonKey, options);
    const signedIn = await other.auth.signInWithPassword({ email: adminEmail, password: PASSWORD });
    expect(signedIn.error).toBeNull();
    const { error } = await admin.rpc('admin_set_password', {
      p_id: adminId,
      p_password: 'Own-Reset-Pass-8',
    });
    expect(error).toBeNull();
    const otherTokens = {
      access: signedIn.data.session!.access_token,
      refresh: signedIn.data.session!.refresh_token,
    };
    expect(await whatStillWorks(otherTokens, 'admin-other')).toEqual(nothing);
    const { data: self } = await admin.auth.getSession();
    expect((await admin.auth.getUser(self.session!.access_token)).error).toBeNull();
    expect(await writes(admin, 'admin-self')).toEqual({ rest: true, storage: true });
  });
});
