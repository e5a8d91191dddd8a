import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../src/stack.ts';
import { freePort } from './setup/freePort.ts';

// A stack of its own whose PostgreSQL is killed with SIGKILL, as a crash or the OOM killer would:
// it must come back by itself, and while it is away every part says so plainly (503, "database
// unavailable", no host or port) instead of 500s behind a /health that says ok.

let stack: RunningStack;
let dataDir: string;
const EMAIL = 'supervised@example.com';
const PASSWORD = 'Supervised12345!';
const logged: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-supervision-'));
  stack = await startStack(
    { apiPort: await freePort(), dbPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: (_level, message) => logged.push(message) },
  );
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  await db.query(`select private.create_staff_user($1, $2, 'Sam', 'Pérez', 'Editor', true)`, [
    EMAIL,
    PASSWORD,
  ]);
  await db.end();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const anon = () =>
  createClient(stack.url, stack.config.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
const health = async () => {
  const res = await fetch(`${stack.url}/health`);
  return {
    status: res.status,
    body: (await res.json()) as { status: string; services: Record<string, string> },
  };
};

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Takes the database port as soon as the killed server lets go of it, so the restarts fail (and
 * back off) until released: the outage lasts as long as the test needs. Connections to it are
 * dropped at once, like connections to a port nobody listens on.
 */
async function holdPort(port: number): Promise<net.Server> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const server = net.createServer((socket) => socket.destroy());
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) return server;
    if (Date.now() > deadline) throw new Error(`port ${port} was not released`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('PostgreSQL killed with SIGKILL', () => {
  it('is reported down, answered 503 without internals, then restarted and served again', async () => {
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', services: { db: 'up', rest: 'up', auth: 'up', storage: 'up' } },
    });
    const before = stack.postgresPid()!;
    process.kill(before, 'SIGKILL');
    const blocker = await holdPort(stack.config.dbPort);

    // While it is away: /health says which part is down, with 503.
    const down = await until('/health to report the outage', async () => {
      const h = await health();
      return h.status === 503 ? h : undefined;
    });
    expect(down.body).toMatchObject({ status: 'degraded', services: { db: 'down' } });

    // REST: PostgREST's own 503 names the database's host and port; the caller only learns that
    // the database is unavailable.
    const rest = await fetch(`${stack.url}/rest/v1/news?select=id`, {
      headers: { apikey: stack.config.anonKey },
    });
    const restBody = await rest.text();
    expect(rest.status).toBe(503);
    expect(JSON.parse(restBody)).toMatchObject({ message: 'database unavailable' });
    expect(restBody).not.toMatch(/127\.0\.0\.1|port|connection to server/i);
    // Sign-in and storage: 503, never 500 (auth-js retries 503 without reading the body).
    const signIn = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(signIn.status).toBe(503);
    expect(await signIn.json()).toMatchObject({ message: 'database unavailable' });
    const storage = await fetch(`${stack.url}/storage/v1/object/list/media`, {
      method: 'POST',
      headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(storage.status).toBe(503);
    expect(await storage.json()).toMatchObject({ message: 'database unavailable' });
    await new Promise<void>((resolve) => blocker.close(() => resolve()));

    // Back by itself: a new postmaster, every part up, REST, sign-in and storage serve again.
    await until('/health to be ok again', async () => ((await health()).status === 200 ? true : undefined));
    expect(stack.postgresPid()).not.toBe(before);
    expect((await health()).body.services).toEqual({ db: 'up', rest: 'up', auth: 'up', storage: 'up' });
    const { data, error } = await anon().from('news').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const again = await anon().auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    expect(again.error).toBeNull();
    const listed = await anon().storage.from('media').list('', { limit: 1 });
    expect(listed.error).toBeNull();
    expect(logged.some((l) => l.includes('PostgreSQL restarted'))).toBe(true);
  }, 90_000);
});
