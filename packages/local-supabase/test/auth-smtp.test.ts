import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
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

// The auth service's own e-mails (recovery, e-mail change) through SMTP_URL, as `npm start` sends
// them to its SMTP catcher: an auth service of its own against the stack's database, a real
// MailDev catcher, the official client. The JSON copy in <data>/mail stays (other tests read it).

const stack = inject('stack');
let pool: Pool;
let dataDir: string;
let catcher: MailCatcher;
let server: ServerType;
let url: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-auth-smtp-'));
  catcher = await startMailCatcher({
    webPort: await freePort(),
    smtpPort: await freePort(),
    mailDirectory: path.join(dataDir, 'maildev'),
  });
  pool = createPool(stack.dbUrl, 2);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {},
    {
      jwtSecret: stack.jwtSecret,
      publicUrl: url,
      dataDir,
      smtpUrl: catcher.smtpUrl,
      mailFrom: 'auth@example.com',
    },
  );
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

describe('the auth service with SMTP_URL', () => {
  it('sends the recovery e-mail through SMTP, and still writes its file', async () => {
    const email = `${randomUUID()}@example.com`;
    const admin = createClient(url, stack.serviceRoleKey, { auth: { persistSession: false } });
    const created = await admin.auth.admin.createUser({
      email,
      password: 'correct-horse-1',
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const client = createClient(url, stack.anonKey, { auth: { persistSession: false } });
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();

    let caught: { subject: string; text: string; from: { address: string }[] } | undefined;
    for (let i = 0; i < 40 && !caught; i++) {
      const inbox = (await (await fetch(`${catcher.webUrl}/api/email`)).json()) as {
        subject: string;
        text: string;
        to: { address: string }[];
        from: { address: string }[];
      }[];
      caught = inbox.find((m) => m.to.some((t) => t.address === email));
      if (!caught) await new Promise((r) => setTimeout(r, 100));
    }
    expect(caught?.subject).toBe('Reset Your Password');
    expect(caught?.from[0]?.address).toBe('auth@example.com');
    expect(caught?.text).toMatch(/\/auth\/v1\/verify\?token=[\w-]+&type=recovery/);
    const files = await readdir(path.join(dataDir, 'mail'));
    expect(files.some((f) => f.includes('-recovery-'))).toBe(true);
  });
});
