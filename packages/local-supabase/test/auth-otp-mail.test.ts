import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../worker/src/catcher.ts';
import { createAuthApp } from '../src/auth/index.ts';
import { loadConfig } from '../src/config.ts';
import { createPool, type Pool } from '../src/db.ts';
import { freePort } from './setup/freePort.ts';

// Sign-in e-mails through SMTP to a real MailDev, from an auth service of its own against the
// stack's database, with settings the shared stack does not have: confirmations on (new
// accounts get a sign-up e-mail, verify type `signup`, `resend`), no per-address interval, and a
// small hourly e-mail budget.

const stack = inject('stack');
const SITE = 'http://127.0.0.1:8080';
const PER_HOUR = 5;
let pool: Pool;
let dataDir: string;
let catcher: MailCatcher;
let server: ServerType;
let url: string;

interface Caught {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function inbox(): Promise<Caught[]> {
  return (await (await fetch(`${catcher.webUrl}/api/email`)).json()) as Caught[];
}

/** The `n`-th e-mail MailDev received for the address. */
async function caughtMail(email: string, n = 1): Promise<Caught> {
  for (let i = 0; i < 100; i++) {
    const mine = (await inbox()).filter((m) => m.to.some((t) => t.address === email));
    if (mine.length >= n) return mine[n - 1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`MailDev has no e-mail number ${n} for ${email}`);
}

const codeIn = (mail: Caught) => /^\s+(\d{6})$/m.exec(mail.text)?.[1] ?? '';
const client = () => createClient(url, stack.anonKey, { auth: { persistSession: false } });
const roleIn = (token: string) =>
  (
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      app_metadata: { role?: string };
    }
  ).app_metadata.role;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-auth-otp-'));
  catcher = await startMailCatcher({
    webPort: await freePort(),
    smtpPort: await freePort(),
    mailDirectory: path.join(dataDir, 'maildev'),
  });
  pool = createPool(stack.dbUrl, 2);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const base = loadConfig(
    {},
    {
      jwtSecret: stack.jwtSecret,
      publicUrl: url,
      dataDir,
      smtpUrl: catcher.smtpUrl,
      siteUrl: SITE,
      additionalRedirectUrls: [`${SITE}/es/account`, `${SITE}/ru/account`],
    },
  );
  const config = {
    ...base,
    emailMaxFrequencySeconds: 0,
    otp: { ...base.otp, enableConfirmations: true, emailSentPerHour: PER_HOUR },
  };
  const app = new Hono();
  app.route('/auth/v1', createAuthApp({ config, pool, log: () => {} }));
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => resolve(s));
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await pool?.end();
  await catcher?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('sign-in e-mails with confirmations on', () => {
  it("sends a new account a sign-up code in the family's language; type signup confirms it", async () => {
    const email = `${randomUUID()}@example.com`;
    expect(
      (await client().auth.signInWithOtp({ email, options: { data: { lang: 'ru' } } })).error,
    ).toBeNull();
    const mail = await caughtMail(email);
    expect(mail.subject).toMatch(/^Ваш код для входа: \d{6}$/);
    expect(mail.text).toContain(`${url}/auth/v1/verify?token=`);
    expect(mail.text).toContain('type=signup');
    const { data, error } = await client().auth.verifyOtp({ email, token: codeIn(mail), type: 'signup' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(roleIn(data.session!.access_token)).toBe('parent');
    // Confirmed now: the next e-mail is a magic link, in the language of the page it returns to.
    const again = await client().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${SITE}/es/account` },
    });
    expect(again.error).toBeNull();
    const magic = await caughtMail(email, 2);
    expect(magic.subject).toMatch(/^Tu código para entrar: \d{6}$/);
    expect(magic.text).toContain('type=magiclink');
    expect(magic.text).toContain('redirect_to=http%3A%2F%2F127.0.0.1%3A8080%2Fes%2Faccount');
  });

  it('resends a sign-up code, which replaces the first; an unknown address gets nothing', async () => {
    const email = `${randomUUID()}@example.com`;
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull();
    const first = await caughtMail(email);
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = await caughtMail(email, 2);
    expect((await client().auth.verifyOtp({ email, token: codeIn(first), type: 'signup' })).error?.code).toBe(
      'otp_expired',
    );
    expect(
      (await client().auth.verifyOtp({ email, token: codeIn(second), type: 'signup' })).error,
    ).toBeNull();

    const unknown = `${randomUUID()}@example.com`;
    const before = (await inbox()).length;
    expect((await client().auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
    const { rows } = await pool.query('select 1 from auth.users where email = $1', [unknown]);
    expect(rows).toHaveLength(0);
    expect((await inbox()).length).toBe(before);
  });

  it('stops at the hourly e-mail budget: 429 over_email_send_rate_limit', async () => {
    let refused: { status?: number; code?: string; message: string } | null = null;
    for (let i = 0; i <= PER_HOUR && !refused; i++)
      refused = (await client().auth.signInWithOtp({ email: `${randomUUID()}@example.com` })).error;
    expect(refused?.status).toBe(429);
    expect(refused?.code).toBe('over_email_send_rate_limit');
    expect(refused?.message).toBe('email rate limit exceeded');
    await new Promise((r) => setTimeout(r, 300));
    expect((await inbox()).length).toBe(PER_HOUR);
  });
});
