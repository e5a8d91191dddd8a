import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../src/db.ts';
import { codeOf, mailsTo, nthMail, signInParent } from './parentSignIn.ts';

// Sign-in by e-mailed code through the official client, against the shared stack (whose
// config.toml turns the access token hook on): modeled on auth-js's own OTP tests, plus the
// project's rules (parents' role claim, staff refused, no account enumeration).

const stack = inject('stack');
let pool: Pool;
const newEmail = () => `${randomUUID()}@example.com`;
const anon = () => createClient(stack.url, stack.anonKey, { auth: { persistSession: false } });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown> & {
    app_metadata: Record<string, unknown>;
    amr: { method: string }[];
  };

async function sendCode(email: string, options: Record<string, unknown> = {}) {
  const before = (await mailsTo(stack.dataDir, email)).length;
  const { error } = await anon().auth.signInWithOtp({ email, options });
  expect(error).toBeNull();
  return nthMail(stack.dataDir, email, before + 1);
}

/** As if the last e-mail had been sent `seconds` ago. */
async function age(email: string, seconds: number) {
  await pool.query(
    `update auth.users set recovery_sent_at = recovery_sent_at - make_interval(secs => $2),
            confirmation_sent_at = confirmation_sent_at - make_interval(secs => $2)
      where email = $1`,
    [email, seconds],
  );
}

beforeAll(() => {
  pool = createPool(stack.dbUrl, 2);
});
afterAll(async () => {
  await pool?.end();
});

describe('signInWithOtp and verifyOtp', () => {
  it('creates the account, e-mails a code and a link, and the code signs a parent in', async () => {
    const email = newEmail();
    const mail = await sendCode(email, { data: { lang: 'es' } });
    expect(mail.type).toBe('magiclink');
    expect(mail.text).toContain('Escribe este código');
    expect(mail.link).toContain('/auth/v1/verify?token=');
    const { data, error } = await anon().auth.verifyOtp({ email, token: codeOf(mail), type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toEqual({ lang: 'es' });
    const claims = claimsOf(data.session!.access_token);
    expect(claims.app_metadata.role).toBe('parent');
    expect(claims.amr.map((a) => a.method)).toEqual(['otp']);
    // Refreshing keeps the role.
    const client = anon();
    await client.auth.setSession(data.session!);
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).app_metadata.role).toBe('parent');
  });

  it('accepts type magiclink, and the token_hash of the link', async () => {
    const email = newEmail();
    const first = await sendCode(email);
    const viaType = await anon().auth.verifyOtp({ email, token: codeOf(first), type: 'magiclink' });
    expect(viaType.error).toBeNull();
    await age(email, 61);
    const second = await sendCode(email);
    const tokenHash = new URL(second.link).searchParams.get('token')!;
    const viaHash = await anon().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(viaHash.error).toBeNull();
    expect(claimsOf(viaHash.data.session!.access_token).app_metadata.role).toBe('parent');
  });

  it('refuses a wrong code, a used code, a replaced code and an expired code with 403 otp_expired', async () => {
    const email = newEmail();
    const first = await sendCode(email);
    const wrong = codeOf(first) === '000000' ? '111111' : '000000';
    const refused = await anon().auth.verifyOtp({ email, token: wrong, type: 'email' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('otp_expired');
    expect(refused.error?.message).toBe('Token has expired or is invalid');

    await age(email, 61);
    const second = await sendCode(email);
    const replaced = await anon().auth.verifyOtp({ email, token: codeOf(first), type: 'email' });
    expect(replaced.error?.code).toBe('otp_expired');
    expect((await anon().auth.verifyOtp({ email, token: codeOf(second), type: 'email' })).error).toBeNull();
    const reused = await anon().auth.verifyOtp({ email, token: codeOf(second), type: 'email' });
    expect(reused.error?.code).toBe('otp_expired');

    await age(email, 61);
    const third = await sendCode(email);
    await age(email, 3601);
    const expired = await anon().auth.verifyOtp({ email, token: codeOf(third), type: 'email' });
    expect(expired.error?.code).toBe('otp_expired');
  });

  it('sends one e-mail per address per minute: 429 over_email_send_rate_limit', async () => {
    const email = newEmail();
    await sendCode(email);
    const { error } = await anon().auth.signInWithOtp({ email });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailsTo(stack.dataDir, email)).toHaveLength(1);
  });

  it('answers a known and an unknown address alike; create_user false refuses unknown ones', async () => {
    const known = newEmail();
    await signInParent(stack, known);
    // The helper signs the same parent in again at once when given the database.
    const again = await signInParent(stack, known, { db: pool });
    expect(claimsOf(again.session.access_token).app_metadata.role).toBe('parent');
    await age(known, 61);
    const a = await fetch(`${stack.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: known, create_user: true }),
    });
    const b = await fetch(`${stack.url}/auth/v1/otp`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail(), create_user: true }),
    });
    expect([a.status, await a.text()]).toEqual([b.status, await b.text()]);
    const { error } = await anon().auth.signInWithOtp({
      email: newEmail(),
      options: { shouldCreateUser: false },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(error?.message).toBe('Signups not allowed for otp');
  });

  it('refuses a staff account by code and by link, and by an implicit recovery link as hosted Supabase does; its password and a PKCE recovery link still sign in', async () => {
    const email = newEmail();
    const password = `Staff-${randomUUID()}`;
    const { rows } = await pool.query<{ id: string }>(
      `select private.create_staff_user($1, $2, 'Test', 'Staff', 'Coordinator', true) as id`,
      [email, password],
    );
    const staffId = rows[0]!.id;
    try {
      const mail = await sendCode(email);
      const { data, error } = await anon().auth.verifyOtp({ email, token: codeOf(mail), type: 'email' });
      expect(data.session).toBeNull();
      expect(error?.status).toBe(403);
      expect(error?.message).toBe(
        'Staff accounts sign in with their password, not with a code sent by e-mail.',
      );
      const viaLink = await fetch(mail.link, { redirect: 'manual' });
      const fragment = new URLSearchParams(new URL(viaLink.headers.get('location')!).hash.slice(1));
      expect(fragment.get('error')).toBe('access_denied');
      expect(fragment.get('access_token')).toBeNull();
      const sessions = await pool.query('select 1 from auth.sessions where user_id = $1', [staffId]);
      expect(sessions.rows).toHaveLength(0);

      const signedIn = await anon().auth.signInWithPassword({ email, password });
      expect(signedIn.error).toBeNull();
      const claims = claimsOf(signedIn.data.session!.access_token);
      expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'] });

      // An implicit-flow recovery link opens a session named "otp", as on hosted Supabase: the
      // hook cannot tell it from a sign-in by code, and refuses it.
      await age(email, 61);
      let before = (await mailsTo(stack.dataDir, email)).length;
      expect((await anon().auth.resetPasswordForEmail(email)).error).toBeNull();
      const implicit = await nthMail(stack.dataDir, email, before + 1);
      const refused = await fetch(implicit.link, { redirect: 'manual' });
      const refusal = new URLSearchParams(new URL(refused.headers.get('location')!).hash.slice(1));
      expect(refusal.get('error')).toBe('access_denied');
      expect(refusal.get('access_token')).toBeNull();

      // In the PKCE flow the exchanged session is named "recovery": it opens, unchanged.
      await age(email, 61);
      before = (await mailsTo(stack.dataDir, email)).length;
      const store = new Map<string, string>();
      const pkceClient = createClient(stack.url, stack.anonKey, {
        auth: {
          flowType: 'pkce',
          persistSession: true,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          storage: {
            getItem: (k: string) => store.get(k) ?? null,
            setItem: (k: string, v: string) => void store.set(k, v),
            removeItem: (k: string) => void store.delete(k),
          },
        },
      });
      expect((await pkceClient.auth.resetPasswordForEmail(email)).error).toBeNull();
      const recovery = await nthMail(stack.dataDir, email, before + 1);
      const opened = await fetch(recovery.link, { redirect: 'manual' });
      const code = new URL(opened.headers.get('location')!).searchParams.get('code')!;
      const exchanged = await pkceClient.auth.exchangeCodeForSession(code);
      expect(exchanged.error).toBeNull();
      const recovered = claimsOf(exchanged.data.session!.access_token);
      expect(recovered.amr.map((a) => a.method)).toEqual(['recovery']);
      expect(recovered.app_metadata.role).toBeUndefined();
    } finally {
      await pool.query('delete from auth.users where id = $1', [staffId]);
    }
  });
});

describe('the magic link', () => {
  it('redirects with the session in the fragment, once', async () => {
    const email = newEmail();
    const mail = await sendCode(email);
    const res = await fetch(mail.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    expect(claimsOf(fragment.get('access_token')!).app_metadata.role).toBe('parent');
    const again = await fetch(mail.link, { redirect: 'manual' });
    const failed = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(failed.get('error_code')).toBe('otp_expired');
  });

  it('with PKCE hands the page a code that the verifier exchanges for a session', async () => {
    const email = newEmail();
    const store = new Map<string, string>();
    const pkceClient = createClient(stack.url, stack.anonKey, {
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (k: string) => store.get(k) ?? null,
          setItem: (k: string, v: string) => void store.set(k, v),
          removeItem: (k: string) => void store.delete(k),
        },
      },
    });
    expect((await pkceClient.auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await nthMail(stack.dataDir, email, 1);
    expect(new URL(mail.link).searchParams.get('token')).toMatch(/^pkce_/);
    const res = await fetch(mail.link, { redirect: 'manual' });
    const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
    expect(code).toBeTruthy();
    const { data, error } = await pkceClient.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token).app_metadata.role).toBe('parent');
    expect((await pkceClient.auth.exchangeCodeForSession(code)).error).not.toBeNull();
  });
});
