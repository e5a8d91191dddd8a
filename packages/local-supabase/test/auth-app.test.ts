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
import { fetchFrom } from './setup/fetchFrom.ts';
import { freePort } from './setup/freePort.ts';

// Auth services of their own, on their own ports, against the stack's database, with settings
// the shared stack cannot have: a short rate-limit window, small limits, a short per-account
// slowdown, sign-ups enabled, and no gateway in front (so what the gateway adds, e.g. a default
// Authorization, is absent). Each rate-limit test gets a fresh service; clients are told apart by
// their loopback address (127.0.0.2, 127.0.0.3, ...), as the service counts per address.

const stack = inject('stack');
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } } as const;
const PASSWORD = 'correct-horse-battery';
// Long enough for a few bcrypt comparisons on a busy 2-core machine, short enough to wait for.
const WINDOW_SECONDS = 4;
/** Requests per address and window on /token, /recover (sign_in_sign_ups) and /verify. */
const LIMIT = 4;
/** The per-account slowdown: two free failures, then 150 ms doubling up to 600 ms. */
const SLOWDOWN = { freeFailures: 2, baseDelayMs: 150, maxDelayMs: 600, windowSeconds: 60 };

interface RunningAuth {
  url: string;
  close(): Promise<void>;
}

let pool: Pool;
let dataDir: string;
const running: RunningAuth[] = [];

async function startAuth(database: Pool = pool): Promise<RunningAuth> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {},
    {
      jwtSecret: stack.jwtSecret,
      publicUrl: url,
      dataDir,
      enableSignup: true,
      minPasswordLength: 6,
      rateLimitTokenRefresh: LIMIT,
      rateLimitSignInSignUps: LIMIT,
      rateLimitTokenVerifications: LIMIT,
    },
  );
  const app = new Hono();
  app.route(
    '/auth/v1',
    createAuthApp(
      { config, pool: database, log: () => {} },
      { rateLimitWindowSeconds: WINDOW_SECONDS, slowdown: SLOWDOWN },
    ),
  );
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

const clientOf = (auth: RunningAuth, address = '127.0.0.1') =>
  createClient(auth.url, stack.anonKey, { ...clientOptions, global: { fetch: fetchFrom(address) } });
let nextAddress = 10;
/** A client with a loopback address of its own: limits spent by other tests do not touch it. */
const client = () => clientOf(shared, `127.0.0.${nextAddress++}`);
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
    const weak = await client().auth.signUp({ email: newEmail(), password: 'Zq9#x' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });
});

describe('limits per client address (supabase/auth: [auth.rate_limit] in config.toml)', () => {
  it('/token: over the limit one address gets 429, another still signs in, and the window ends', async () => {
    const auth = await startAuth();
    const email = await account();
    const attacker = clientOf(auth, '127.0.0.2');
    for (let i = 0; i < LIMIT; i++) {
      const { error } = await attacker.auth.signInWithPassword({ email: newEmail(), password: 'guess' });
      expect(error?.code).toBe('invalid_credentials');
    }
    const blocked = await attacker.auth.signInWithPassword({ email, password: PASSWORD });
    expect(blocked.error?.status).toBe(429);
    expect(blocked.error?.code).toBe('over_request_rate_limit');
    expect(blocked.error?.message).toBe('Request rate limit reached');

    // The same account from another address: the limit was the address's, not the account's.
    const owner = await clientOf(auth, '127.0.0.3').auth.signInWithPassword({ email, password: PASSWORD });
    expect(owner.error).toBeNull();
    expect(owner.data.session).not.toBeNull();

    await waitForWindow();
    expect((await attacker.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('answers 429 with Retry-After and the API version header', async () => {
    const auth = await startAuth();
    const send = () =>
      fetchFrom('127.0.0.4')(`${auth.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: newEmail(), password: 'guess' }),
      });
    for (let i = 0; i < LIMIT; i++) expect((await send()).status).toBe(400);
    const res = await send();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('a parallel burst from one address gets no more than the limit', async () => {
    const auth = await startAuth();
    const email = await account();
    const attacker = clientOf(auth, '127.0.0.5');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attacker.auth.signInWithPassword({ email, password: 'guess' })),
    );
    const codes = answers.map((a) => a.error?.code);
    expect(codes.filter((c) => c === 'invalid_credentials')).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 'over_request_rate_limit')).toHaveLength(8 - LIMIT);
  });

  it('/recover and /verify are limited per address too, the same way for known and unknown e-mails', async () => {
    const auth = await startAuth();
    const email = await account();
    const visitor = clientOf(auth, '127.0.0.6');
    for (let i = 0; i < LIMIT; i++) {
      const { error } = await visitor.auth.resetPasswordForEmail(i % 2 ? email : newEmail());
      expect(error).toBeNull();
    }
    for (const target of [email, newEmail()]) {
      const { error } = await visitor.auth.resetPasswordForEmail(target);
      expect(error?.status).toBe(429);
      expect(error?.code).toBe('over_request_rate_limit');
    }
    const guesser = clientOf(auth, '127.0.0.7');
    for (let i = 0; i < LIMIT; i++) {
      const { error } = await guesser.auth.verifyOtp({ token_hash: `guess-${i}`, type: 'recovery' });
      expect(error?.code).toBe('otp_expired');
    }
    const { error } = await guesser.auth.verifyOtp({ token_hash: 'guess', type: 'recovery' });
    expect(error?.status).toBe(429);
  });
});

describe('a database outage', () => {
  it('answers sign-ins 503 "database unavailable" and does not count them against the address', async () => {
    // A pool whose server is not there: every query fails to connect, as during a restart.
    const deadPool = createPool(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/postgres`, 2);
    try {
      const auth = await startAuth(deadPool);
      const send = () =>
        fetchFrom('127.0.1.9')(`${auth.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.com', password: 'right-or-wrong' }),
        });
      // Twice the limit: had the outage counted, the last ones would be 429.
      for (let i = 0; i < LIMIT * 2; i++) {
        const res = await send();
        expect(res.status, await res.clone().text()).toBe(503);
        expect(await res.json()).toMatchObject({ message: 'database unavailable' });
      }
    } finally {
      await deadPool.end();
    }
  });
});

describe('wrong passwords slow an account down, never lock it', () => {
  it('after a burst of wrong passwords from one address, the owner signs in from another (after a bounded wait)', async () => {
    const auth = await startAuth();
    const email = await account();
    // More failures than the limit lets one address make: spread over three addresses.
    for (const address of ['127.0.0.8', '127.0.0.9', '127.0.1.1']) {
      for (let i = 0; i < LIMIT; i++) {
        const { error } = await clientOf(auth, address).auth.signInWithPassword({ email, password: 'guess' });
        expect(error?.code).toBe('invalid_credentials');
      }
    }
    const started = performance.now();
    const { data, error } = await clientOf(auth, '127.0.1.2').auth.signInWithPassword({
      email,
      password: PASSWORD,
    });
    const waited = performance.now() - started;
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    // The account's failures made this attempt wait (the cap), but it was let in.
    expect(waited).toBeGreaterThanOrEqual(SLOWDOWN.maxDelayMs - 20);
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
