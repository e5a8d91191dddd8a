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
import { freePort } from './setup/freePort.ts';

// Auth services of their own, on their own ports, against the stack's database, with settings
// the shared stack cannot have: a short rate-limit window, small budgets, sign-ups enabled, and no
// gateway in front (so what the gateway adds, e.g. a default Authorization, is absent). Each
// rate-limit test gets a fresh service, so the budgets of one test (all from 127.0.0.1) do not
// leak into the next.

const stack = inject('stack');
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } } as const;
const PASSWORD = 'correct-horse-battery';
// Long enough for a few bcrypt comparisons on a busy 2-core machine, short enough to wait for.
const WINDOW_SECONDS = 5;
const EMAIL_POINTS = 2;
const IP_POINTS = 4;

interface RunningAuth {
  url: string;
  close(): Promise<void>;
}

let pool: Pool;
let dataDir: string;
const running: RunningAuth[] = [];

async function startAuth(): Promise<RunningAuth> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {},
    {
      jwtSecret: stack.jwtSecret,
      publicUrl: url,
      dataDir,
      enableSignup: true,
      rateLimitPoints: EMAIL_POINTS,
      rateLimitWindowSeconds: WINDOW_SECONDS,
    },
  );
  const app = new Hono();
  app.route('/auth/v1', createAuthApp({ config, pool, log: () => {} }, { ipRateLimitPoints: IP_POINTS }));
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
  const handle = { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  running.push(handle);
  return handle;
}

let shared: RunningAuth;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-auth-app-'));
  pool = createPool(stack.dbUrl, 4);
  shared = await startAuth();
});

afterAll(async () => {
  await Promise.all(running.map((r) => r.close()));
  await pool?.end();
  await rm(dataDir, { recursive: true, force: true });
});

const clientOf = (auth: RunningAuth) => createClient(auth.url, stack.anonKey, clientOptions);
const client = () => clientOf(shared);
const newEmail = () => `${randomUUID()}@example.com`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until a window started before now has certainly ended. */
const waitForWindow = () => sleep(WINDOW_SECONDS * 1000 + 300);

/** A confirmed account on the shared database, created through a sign-up. */
async function account(): Promise<string> {
  const email = newEmail();
  expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
  return email;
}

describe('sign-up when enabled', () => {
  it('creates a confirmed account and answers a session', async () => {
    const email = newEmail();
    const { data, error } = await client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: 'Eva' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Eva' } });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('answers 422 user_already_exists for a taken e-mail and 422 weak_password for a short password', async () => {
    const email = newEmail();
    expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const again = await client().auth.signUp({ email, password: PASSWORD });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    const weak = await client().auth.signUp({ email: newEmail(), password: '12345' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });
});

describe('rate limit of failed sign-ins', () => {
  it('per e-mail: 429 after the budget, and sign-in works again once the window has passed', async () => {
    const auth = await startAuth();
    const email = await account();
    for (let i = 0; i < EMAIL_POINTS; i++) {
      const { error } = await clientOf(auth).auth.signInWithPassword({ email, password: 'wrong-password' });
      expect(error?.code).toBe('invalid_credentials');
    }
    const blocked = await clientOf(auth).auth.signInWithPassword({ email, password: PASSWORD });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    expect(blocked.error?.message).toBe('Request rate limit reached');

    await waitForWindow();
    const { data, error } = await clientOf(auth).auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('per IP: failures spread over many e-mails are limited too, then the window ends', async () => {
    const auth = await startAuth();
    const email = await account();
    for (let i = 0; i < IP_POINTS; i++) {
      const { error } = await clientOf(auth).auth.signInWithPassword({
        email: newEmail(),
        password: 'guess',
      });
      expect(error?.code).toBe('invalid_credentials');
    }
    const blocked = await clientOf(auth).auth.signInWithPassword({ email, password: PASSWORD });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    await waitForWindow();
    expect((await clientOf(auth).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('a burst of parallel guesses gets no more tries than the budget', async () => {
    const auth = await startAuth();
    const email = await account();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => clientOf(auth).auth.signInWithPassword({ email, password: 'guess' })),
    );
    const codes = answers.map((a) => a.error?.code);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(EMAIL_POINTS);
    expect(codes.filter((c) => c === 'over_request_rate_limit')).toHaveLength(8 - EMAIL_POINTS);
  });

  it('a success clears the e-mail budget', async () => {
    const auth = await startAuth();
    const email = await account();
    const attempt = (password: string) => clientOf(auth).auth.signInWithPassword({ email, password });
    expect((await attempt('wrong-password')).error?.code).toBe('invalid_credentials');
    expect((await attempt(PASSWORD)).error).toBeNull();
    // Without the reset, the second of these would already be over the budget of 2.
    expect((await attempt('wrong-password')).error?.code).toBe('invalid_credentials');
    expect((await attempt('wrong-password')).error?.code).toBe('invalid_credentials');
    expect((await attempt(PASSWORD)).error?.code).toBe('over_request_rate_limit');
  });
});

describe('without the gateway', () => {
  it('a request without a bearer token is 401 no_authorization', async () => {
    const res = await fetch(`${shared.url}/auth/v1/user`);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'no_authorization', message: expect.any(String) });
  });

  it('issues tokens whose iss is this service', async () => {
    const email = newEmail();
    const { data } = await client().auth.signUp({ email, password: PASSWORD });
    const payload = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(payload.iss).toBe(`${shared.url}/auth/v1`);
  });
});
