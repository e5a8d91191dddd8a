import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAuthApp } from '../src/auth/index.ts';
import { loadConfig } from '../src/config.ts';
import { createPool, type Pool } from '../src/db.ts';
import { parseHookUri } from '../src/auth/otp/config.ts';
import { freePort } from './setup/freePort.ts';

// The custom access token hook in general, not the project's: an auth service of its own whose
// hook is a function this file creates, answering by the account's e-mail the way a hook can
// (new claims, a refusal, a malformed answer, a failure). Password sign-in and refresh pass
// through it as code sign-in does.

const stack = inject('stack');
const FN = `hook_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const PASSWORD = 'correct-horse-battery-1';
let pool: Pool;
let dataDir: string;
let server: ServerType;
let url: string;

const anon = () =>
  createClient(url, stack.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function account(tag: string): Promise<string> {
  const email = `${tag}-${randomUUID()}@example.com`;
  const admin = createClient(url, stack.serviceRoleKey, { auth: { persistSession: false } });
  const { error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
  return email;
}

beforeAll(async () => {
  pool = createPool(stack.dbUrl, 2);
  await pool.query(`
    create function public.${FN}(event jsonb) returns jsonb language plpgsql as $$
    declare email text := event #>> '{claims,email}';
    begin
      if email like 'refuse-%' then
        return '{"error": {"http_code": 429, "message": "Slow down, says the hook."}}';
      elsif email like 'nomessage-%' then
        return '{"error": {"http_code": 403}}';
      elsif email like 'malformed-%' then
        return jsonb_build_object('claims', (event -> 'claims') - 'sub');
      elsif email like 'raise-%' then
        raise exception 'hook blew up';
      end if;
      return jsonb_build_object('claims', (event -> 'claims') || jsonb_build_object(
        'hooked_by', current_user, 'method', event ->> 'authentication_method',
        'event_keys', (select jsonb_agg(k order by k) from jsonb_object_keys(event) k)));
    end $$;
    grant execute on function public.${FN}(jsonb) to supabase_auth_admin;
    revoke execute on function public.${FN}(jsonb) from public;`);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-auth-hook-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const base = loadConfig({}, { jwtSecret: stack.jwtSecret, publicUrl: url, dataDir });
  const hook = parseHookUri(`pg-functions://postgres/public/${FN}`, 'test');
  const config = { ...base, otp: { ...base.otp, accessTokenHook: hook } };
  const app = new Hono();
  app.route('/auth/v1', createAuthApp({ config, pool, log: () => {} }));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await pool?.query(`drop function if exists public.${FN}(jsonb)`);
  await pool?.end();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the custom access token hook', () => {
  it('signs the claims it returns, called as supabase_auth_admin for each sign-in and refresh', async () => {
    const email = await account('plain');
    const client = anon();
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    const claims = claimsOf(data.session!.access_token);
    expect(claims).toMatchObject({
      hooked_by: 'supabase_auth_admin',
      method: 'password',
      event_keys: ['authentication_method', 'claims', 'metadata', 'user_id'],
    });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).method).toBe('token_refresh');
  });

  it("answers a refusal with the hook's status and message, and opens no session", async () => {
    const email = await account('refuse');
    const { data, error } = await anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('unknown');
    expect(error?.message).toBe('Slow down, says the hook.');
    const { rows } = await pool.query(
      'select 1 from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [email],
    );
    expect(rows).toHaveLength(0);
  });

  it('answers 500 for claims without a required one, a hook that fails, or an error without a message', async () => {
    for (const [tag, message] of [
      ['malformed', /^output claims do not conform to the expected schema/],
      ['raise', /^error generating jwt token$/],
      ['nomessage', /^output claims field is missing$/],
    ] as const) {
      const email = await account(tag);
      const { error } = await anon().auth.signInWithPassword({ email, password: PASSWORD });
      expect(error?.status).toBe(500);
      expect(error?.code).toBe('unexpected_failure');
      expect(error?.message).toMatch(message);
    }
  });
});
