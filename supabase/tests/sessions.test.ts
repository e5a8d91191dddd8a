/**
 * Sign-out ends write access at once: the RLS staff checks require the access
 * token's session to be live in auth.sessions, so after POST /auth/v1/logout, or once a reused
 * refresh token has ended the session, the old access token (still valid for up to an hour)
 * writes nothing through /rest/v1 or /storage/v1. Reading what the public reads still works.
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
