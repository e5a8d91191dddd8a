import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAuthApp } from '../src/auth/index.ts';
import { DEFAULT_MFA_SETTINGS, type MfaSettings } from '../src/auth/mfa/config.ts';
import { loadConfig } from '../src/config.ts';
import { createPool, type Pool } from '../src/db.ts';
import { fetchFrom } from './setup/fetchFrom.ts';
import { freePort } from './setup/freePort.ts';

// The MFA API (TOTP) through supabase-js's `auth.mfa` against the running stack, with codes
// computed here from the enrolment's secret as an authenticator app computes them. Settings the
// shared stack cannot have (enrolment off, few factors, small limits) get auth services of their
// own on the stack's database.

const stack = inject('stack');
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } } as const;
const PASSWORD = 'correct-horse-battery';

let pool: Pool;
let dataDir: string;
const running: Array<() => Promise<void>> = [];

beforeAll(async () => {
  pool = createPool(stack.dbUrl, 4);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-mfa-'));
});

afterAll(async () => {
  await Promise.all(running.map((close) => close()));
  await pool?.end();
  await rm(dataDir, { recursive: true, force: true });
});

const admin = () => createClient(stack.url, stack.serviceRoleKey, clientOptions);

/** The code an authenticator app shows for this secret, `stepsLater` 30-second steps from now. */
function codeFor(secret: string, stepsLater = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsLater * 30_000 });
}

/** A code that is certainly not the right one now, nor one step either side. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((s) => codeFor(secret, s)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

async function newUser(): Promise<{ id: string; email: string }> {
  const email = `${randomUUID()}@example.com`;
  const { data, error } = await admin().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  });
  expect(error).toBeNull();
  return { id: data.user!.id, email };
}

/** A password sign-in on `url` (the shared stack unless given), from `address`. */
async function signIn(email: string, url = stack.url, address?: string): Promise<SupabaseClient> {
  const client = createClient(url, stack.anonKey, {
    ...clientOptions,
    ...(address ? { global: { fetch: fetchFrom(address) } } : {}),
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

async function accessClaims(client: SupabaseClient): Promise<Record<string, unknown>> {
  const { data } = await client.auth.getSession();
  return decodeJwt(data.session!.access_token) as Record<string, unknown>;
}

async function enroll(client: SupabaseClient, friendlyName = 'Phone') {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  expect(error).toBeNull();
  return data!;
}

/** A user with a verified TOTP factor, signed in at aal2 by `client`. */
async function userWithFactor() {
  const user = await newUser();
  const client = await signIn(user.email);
  const factor = await enroll(client);
  const code = codeFor(factor.totp.secret);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  expect(error).toBeNull();
  return { ...user, client, factorId: factor.id, secret: factor.totp.secret, usedCode: code };
}

describe('enrol a TOTP factor', () => {
  it('answers the secret, the otpauth URI and the QR code as an SVG data URI, once', async () => {
    const { id, email } = await newUser();
    const client = await signIn(email);
    const data = await enroll(client, 'Work phone');
    expect(data).toMatchObject({ id: expect.any(String), type: 'totp', friendly_name: 'Work phone' });
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    // The issuer is the site's host (the stack's site URL), the account the user's e-mail.
    const issuer = uri.searchParams.get('issuer');
    expect(issuer).toMatch(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
    expect(decodeURIComponent(uri.pathname)).toBe(`/${issuer}:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: data.totp.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // auth-js makes the data URI from the SVG; a `#` in it would cut the image short.
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^>]*>.*<\/svg>$/s);
    expect(data.totp.qr_code).not.toContain('#');

    // Stored as hosted Supabase stores it, unverified until a first code is given.
    const { rows } = await pool.query(
      'select user_id, friendly_name, factor_type::text, status::text, secret from auth.mfa_factors where id = $1',
      [data.id],
    );
    expect(rows).toEqual([
      {
        user_id: id,
        friendly_name: 'Work phone',
        factor_type: 'totp',
        status: 'unverified',
        secret: data.totp.secret,
      },
    ]);

    // Listed on the user, without the secret.
    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toEqual([
      {
        id: data.id,
        friendly_name: 'Work phone',
        factor_type: 'totp',
        status: 'unverified',
        phone: '',
        last_challenged_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(user)).not.toContain(data.totp.secret);
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.all.map((f) => f.id)).toEqual([data.id]);
    expect(factors?.totp).toEqual([]);
  });

  it('uses the issuer given by the client', async () => {
    const client = await signIn((await newUser()).email);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: 'SierraMar Academy' });
    expect(new URL(data!.totp.uri).searchParams.get('issuer')).toBe('SierraMar Academy');
  });

  it('refuses a second factor with the same friendly name, phone and WebAuthn factors, and unknown types', async () => {
    const client = await signIn((await newUser()).email);
    await enroll(client, 'Phone');
    const same = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(same.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+34600000000' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const webauthn = await client.auth.mfa.enroll({ factorType: 'webauthn' });
    expect(webauthn.error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_not_enabled' });
    const { data: session } = await client.auth.getSession();
    const res = await fetch(`${stack.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${session.session!.access_token}` },
      body: JSON.stringify({ factor_type: 'sms' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('challenge and verify', () => {
  it('raises the session to aal2 with the claims of supabase/auth, and refresh keeps it', async () => {
    const { id, email } = await newUser();
    const client = await signIn(email);
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({
      data: { currentLevel: 'aal1', nextLevel: 'aal1' },
    });
    const factor = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toEqual({ id: expect.any(String), type: 'totp', expires_at: expect.any(Number) });
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
    const before = await client.auth.getSession();

    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ token_type: 'bearer', expires_in: 3600, refresh_token: expect.any(String) });
    expect(data!.refresh_token).not.toBe(before.data.session!.refresh_token);
    expect(data!.user.factors).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })]);
    expect(JSON.stringify(data)).not.toContain(factor.totp.secret);

    const claims = decodeJwt(data!.access_token);
    expect(claims).toMatchObject({ sub: id, aal: 'aal2', session_id: expect.any(String) });
    // Most recent first, each with the time it was used.
    expect(claims.amr).toEqual([
      { method: 'totp', timestamp: expect.any(Number) },
      { method: 'password', timestamp: expect.any(Number) },
    ]);
    const [totp, password] = claims.amr as Array<{ timestamp: number }>;
    expect(totp!.timestamp).toBeGreaterThanOrEqual(password!.timestamp);
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({
      data: { currentLevel: 'aal2', nextLevel: 'aal2' },
    });
    const { rows } = await pool.query('select aal::text, factor_id from auth.sessions where id = $1', [
      claims.session_id,
    ]);
    expect(rows).toEqual([{ aal: 'aal2', factor_id: factor.id }]);

    // Refresh keeps the level, and the refresh token issued before the code is spent.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal2', amr: claims.amr });
    const old = await createClient(stack.url, stack.anonKey, clientOptions).auth.refreshSession({
      refresh_token: before.data.session!.refresh_token,
    });
    expect(old.error).toMatchObject({ status: 400 });
  });

  it('a password-only sign-in of an account with a factor is aal1 with aal2 next; challengeAndVerify raises it', async () => {
    const { email, secret, factorId } = await userWithFactor();
    const client = await signIn(email);
    expect(await accessClaims(client)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] });
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
      currentAuthenticationMethods: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp.map((f) => f.id)).toEqual([factorId]);
    // The code the factor was verified with is spent: the next step's code is taken.
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(secret, 1) });
    expect(verified.error).toBeNull();
    expect(await accessClaims(client)).toMatchObject({ aal: 'aal2' });
  });

  it('refuses a wrong code with 422 mfa_verification_failed, and the right one still verifies', async () => {
    const user = await newUser();
    const client = await signIn(user.email);
    const factor = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: wrongCode(factor.totp.secret),
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');
    expect(await accessClaims(client)).toMatchObject({ aal: 'aal1' });
    const right = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(right.error).toBeNull();
  });

  it('a code is not accepted twice, nor a challenge verified twice', async () => {
    const { client, factorId, secret, usedCode } = await userWithFactor();
    const again = await client.auth.mfa.challengeAndVerify({ factorId, code: usedCode });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    const challenge = await client.auth.mfa.challenge({ factorId });
    const first = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret, 1),
    });
    expect(first.error).toBeNull();
    const second = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret, 1),
    });
    expect(second.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('refuses an expired challenge (5 minutes) and deletes it; an unknown one is mfa_factor_not_found', async () => {
    const client = await signIn((await newUser()).email);
    const factor = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    await pool.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challenge.data!.id],
    );
    const expired = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const { rowCount } = await pool.query('select 1 from auth.mfa_challenges where id = $1', [
      challenge.data!.id,
    ]);
    expect(rowCount).toBe(0);
    const unknown = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: randomUUID(),
      code: codeFor(factor.totp.secret),
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const noFactor = await client.auth.mfa.challenge({ factorId: randomUUID() });
    expect(noFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('a challenge made from one address cannot be verified from another', async () => {
    const { email } = await newUser();
    const here = await signIn(email, stack.url, '127.0.0.2');
    const factor = await enroll(here);
    const challenge = await here.auth.mfa.challenge({ factorId: factor.id });
    const { data: session } = await here.auth.getSession();
    const elsewhere = createClient(stack.url, stack.anonKey, {
      ...clientOptions,
      global: { fetch: fetchFrom('127.0.0.3') },
    });
    await elsewhere.auth.setSession(session.session!);
    const moved = await elsewhere.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(moved.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it("verifying ends the account's other sessions still at aal1", async () => {
    const { email } = await newUser();
    const other = await signIn(email);
    const client = await signIn(email);
    const factor = await enroll(client);
    await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
    const { error } = await other.auth.refreshSession();
    expect(error).toMatchObject({ status: 400 });
  });

  it('a second factor needs aal2 to be enrolled', async () => {
    const { email } = await userWithFactor();
    const aal1 = await signIn(email);
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
    expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  });
});

describe('unenrol', () => {
  it('a verified factor needs aal2; removing it takes the sessions it raised back to aal1', async () => {
    const { email, client, factorId } = await userWithFactor();
    const aal1 = await signIn(email);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    const sessionId = (await accessClaims(client)).session_id;
    const { data, error } = await client.auth.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    const { rows } = await pool.query('select aal::text, factor_id from auth.sessions where id = $1', [
      sessionId,
    ]);
    expect(rows).toEqual([{ aal: 'aal1', factor_id: null }]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.all).toEqual([]);
    expect(refreshed.data.session!.user.factors).toBeUndefined();
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({
      data: { currentLevel: 'aal1', nextLevel: 'aal1' },
    });
  });

  it('an unverified factor goes at aal1; an unknown one is 404', async () => {
    const client = await signIn((await newUser()).email);
    const factor = await enroll(client);
    expect((await client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    const gone = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(gone.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('another user cannot see or remove a factor', async () => {
    const { factorId } = await userWithFactor();
    const stranger = await signIn((await newUser()).email);
    const refused = await stranger.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const { rowCount } = await pool.query('select 1 from auth.mfa_factors where id = $1', [factorId]);
    expect(rowCount).toBe(1);
  });
});

describe('the admin API', () => {
  it('lists and removes a user factor (service role), which downgrades the sessions it raised', async () => {
    const { id, client, factorId, secret } = await userWithFactor();
    const listed = await admin().auth.admin.mfa.listFactors({ userId: id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors.map((f) => f.id)).toEqual([factorId]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    const removed = await admin().auth.admin.mfa.deleteFactor({ userId: id, id: factorId });
    expect(removed.error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ aal: 'aal1' });
    const { data } = await client.auth.mfa.listFactors();
    expect(data?.all).toEqual([]);
  });

  it('is refused to a user token', async () => {
    const { id, client } = await userWithFactor();
    const { data } = await client.auth.getSession();
    const res = await fetch(`${stack.url}/auth/v1/admin/users/${id}/factors`, {
      headers: { apikey: stack.anonKey, Authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(res.status).toBe(403);
  });
});

/** An auth service of its own, on the stack's database, with these MFA settings. */
async function startAuth(mfa: Partial<MfaSettings>): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {},
    { jwtSecret: stack.jwtSecret, publicUrl: url, dataDir, mfa: { ...DEFAULT_MFA_SETTINGS, ...mfa } },
  );
  const app = new Hono();
  app.route('/auth/v1', createAuthApp({ config, pool, log: () => {} }));
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
  running.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return url;
}

describe('settings from config.toml ([auth.mfa], [auth.mfa.totp])', () => {
  it('enroll_enabled = false refuses enrolment; verify_enabled = false refuses challenges', async () => {
    const { email, factorId } = await userWithFactor();
    const url = await startAuth({ totpEnrollEnabled: false, totpVerifyEnabled: false });
    const client = await signIn(email, url);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Other' });
    expect(enrolled.error).toMatchObject({ status: 422, code: 'mfa_totp_enroll_not_enabled' });
    const challenged = await client.auth.mfa.challenge({ factorId });
    expect(challenged.error).toMatchObject({ status: 422, code: 'mfa_totp_verify_not_enabled' });
  });

  it('max_enrolled_factors caps the factors of one account, verified or not', async () => {
    const url = await startAuth({ maxEnrolledFactors: 2 });
    const client = await signIn((await newUser()).email, url);
    await enroll(client, 'One');
    await enroll(client, 'Two');
    const third = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Three' });
    expect(third.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
  });
});

describe('throttling', () => {
  it('limits challenges and verifications per client address and minute (429 with Retry-After)', async () => {
    const url = await startAuth({ rateLimitChallengeAndVerify: 3 });
    const client = await signIn((await newUser()).email, url, '127.0.0.20');
    const factor = await enroll(client);
    const statuses: Array<number | undefined> = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.auth.mfa.challenge({ factorId: factor.id })).error?.status);
    expect(statuses).toEqual([undefined, undefined, undefined, 429]);

    const { data: session } = await client.auth.getSession();
    const verify = () =>
      fetchFrom('127.0.0.20')(`${url}/auth/v1/factors/${factor.id}/verify`, {
        method: 'POST',
        headers: { apikey: stack.anonKey, Authorization: `Bearer ${session.session!.access_token}` },
        body: JSON.stringify({ challenge_id: randomUUID(), code: '123456' }),
      });
    for (let i = 0; i < 3; i++) expect((await verify()).status).toBe(422);
    const over = await verify();
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('a right code does not count against the factor; over the limit even the right one waits (429)', async () => {
    const url = await startAuth({ rateLimitChallengeAndVerify: 3 });
    const client = await signIn((await newUser()).email, url);
    const factor = await enroll(client);
    const { data } = await client.auth.getSession();
    const headers = { Authorization: `Bearer ${data.session!.access_token}` };
    // Each attempt from its own address, so only the factor's own count can refuse it.
    const attempt = async (n: number, code: string) => {
      const from = fetchFrom(`127.0.3.${n}`);
      const challenge = await from(`${url}/auth/v1/factors/${factor.id}/challenge`, {
        method: 'POST',
        headers,
      });
      const { id } = (await challenge.json()) as { id: string };
      const res = await from(`${url}/auth/v1/factors/${factor.id}/verify`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ challenge_id: id, code }),
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    };
    expect((await attempt(1, wrongCode(factor.totp.secret))).status).toBe(422);
    expect((await attempt(2, wrongCode(factor.totp.secret))).status).toBe(422);
    expect((await attempt(3, codeFor(factor.totp.secret))).status).toBe(200);
    expect((await attempt(4, wrongCode(factor.totp.secret))).status).toBe(422);
    const over = await attempt(5, codeFor(factor.totp.secret, 1));
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
  });
});

describe('bursts on one factor', () => {
  /** Client addresses 127.0.<n / 200>.<n % 200 + 30>: none used by the other tests. */
  const address = (n: number) => `127.0.${Math.floor(n / 200) + 1}.${(n % 200) + 30}`;

  it('120 simultaneous challenges and verifications answer no 5xx, and another account signs in meanwhile', async () => {
    const { client, factorId, secret } = await userWithFactor();
    const other = await newUser();
    const { data } = await client.auth.getSession();
    const headers = { apikey: stack.anonKey, Authorization: `Bearer ${data.session!.access_token}` };
    const post = async (n: number, path: string, body: unknown) => {
      const res = await fetchFrom(address(n))(`${stack.url}/auth/v1/factors/${factorId}/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { id?: string } };
    };
    const burst = Promise.all(
      Array.from({ length: 120 }, async (_, n) => {
        const challenge = await post(n, 'challenge', {});
        if (challenge.status !== 200) return [challenge.status];
        const verify = await post(n, 'verify', { challenge_id: challenge.body.id, code: wrongCode(secret) });
        return [challenge.status, verify.status];
      }),
    );
    const signedIn = createClient(stack.url, stack.anonKey, clientOptions).auth.signInWithPassword({
      email: other.email,
      password: PASSWORD,
    });
    const statuses = (await burst).flat();
    expect((await signedIn).error).toBeNull();
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => [200, 422, 429].includes(s))));
  });

  it('wrong codes are limited per factor, from however many addresses they come', async () => {
    const url = await startAuth({});
    const user = await newUser();
    const client = await signIn(user.email, url);
    const factor = await enroll(client);
    const { data } = await client.auth.getSession();
    const token = data.session!.access_token;
    const attempt = async (n: number) => {
      const from = fetchFrom(address(n));
      // As a client behind proxies would send it: the service counts by the TCP peer, not by this.
      const headers = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': `203.0.113.${n % 250}` };
      const challenge = await from(`${url}/auth/v1/factors/${factor.id}/challenge`, {
        method: 'POST',
        headers,
      });
      const { id } = (await challenge.json()) as { id: string };
      const res = await from(`${url}/auth/v1/factors/${factor.id}/verify`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ challenge_id: id, code: wrongCode(factor.totp.secret) }),
      });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    };
    const answers: Array<{ status: number; code?: string }> = [];
    // Ten addresses at a time: each address stays far under its own limit.
    for (let batch = 0; batch < 12; batch++)
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(batch * 10 + i)))));
    const wrong = answers.filter((a) => a.code === 'mfa_verification_failed');
    const limited = answers.filter((a) => a.status === 429 && a.code === 'over_request_rate_limit');
    expect(wrong.length).toBe(DEFAULT_MFA_SETTINGS.rateLimitChallengeAndVerify);
    expect(limited.length).toBe(120 - wrong.length);
  });
});
