import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isAlive } from '../src/postgres.ts';
import { startStack, type RunningStack } from '../src/stack.ts';
import { freePort } from './setup/freePort.ts';
import { createTestDatabase } from './setup/testDatabase.ts';

// A second stack of our own (on its own database of the shared cluster), so killing its PostgREST
// cannot disturb other test files.
const shared = inject('stack');
let stack: RunningStack;
let dataDir: string;
let dropDb: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase(shared.dbUrl, 'restart_test');
  dropDb = db.drop;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-restart-'));
  stack = await startStack(
    { databaseUrl: db.url, apiPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: () => {} },
  );
});

afterAll(async () => {
  await stack?.stop();
  await dropDb?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function until(probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function selectNews() {
  const client = createClient(stack.url, stack.config.anonKey, { auth: { persistSession: false } });
  return client.from('news').select('id', { count: 'exact' }).limit(1);
}

describe('stack: PostgREST supervision, reset, stop', () => {
  it('restarts PostgREST killed with SIGKILL, and requests succeed again', async () => {
    expect((await selectNews()).error).toBeNull();
    const before = stack.postgrestPid();
    expect(before).toBeTypeOf('number');
    process.kill(before!, 'SIGKILL');

    // Requests made meanwhile get a JSON answer (503 or a success once it is back), never a hang.
    const deadline = Date.now() + 20_000;
    let result = await selectNews();
    while (result.error && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      result = await selectNews();
    }
    expect(result.error).toBeNull();
    const after = stack.postgrestPid();
    expect(after).not.toBe(before);
    expect(isAlive(after!)).toBe(true);
    expect(isAlive(before!)).toBe(false);

    const health = await fetch(`${stack.url}/health`);
    expect(health.status).toBe(200);
  });

  it('answers requests in flight when PostgREST dies 503 with Retry-After, never a dropped connection', async () => {
    const admin = new pg.Client({ connectionString: stack.dbUrl });
    await admin.connect();
    try {
      await admin.query(
        `create or replace function public.slow_probe(ms int) returns int language sql volatile
           as $$ select pg_sleep(ms / 1000.0); select ms $$`,
      );
      await admin.query('grant execute on function public.slow_probe(int) to anon, service_role');
      await admin.query(`notify pgrst, 'reload schema'`);
    } finally {
      await admin.end();
    }
    const call = (ms: number) =>
      fetch(`${stack.url}/rest/v1/rpc/slow_probe`, {
        method: 'POST',
        headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      });
    await until(async () => (await call(1)).status === 200);

    // A request longer than the proxy keeps idle connections is not cut (the service role, whose
    // statement timeout is longer than the anonymous role's 3 s).
    const long = await fetch(`${stack.url}/rest/v1/rpc/slow_probe`, {
      method: 'POST',
      headers: { apikey: stack.config.serviceRoleKey, 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 6000 }),
    });
    expect(await long.json()).toBe(6000);

    // Killed while it works on a write: the write may have been applied or not, so it is not
    // sent again; the caller is told to try again.
    const inFlight = call(2500);
    await new Promise((r) => setTimeout(r, 700));
    process.kill(stack.postgrestPid()!, 'SIGKILL');
    const res = await inFlight;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/try again/i) });
    await until(async () => (await call(1)).status === 200);

    // Killed while it answers a read: the read is sent again once PostgREST is back.
    const read = fetch(`${stack.url}/rest/v1/rpc/slow_probe?ms=2000`, {
      headers: { apikey: stack.config.anonKey },
    });
    await new Promise((r) => setTimeout(r, 700));
    process.kill(stack.postgrestPid()!, 'SIGKILL');
    const answer = await read;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toBe(2000);
    await until(async () => (await call(1)).status === 200);
  }, 60_000);

  it('reset() rebuilds the database from migrations in a few seconds and serves the new schema at once', async () => {
    const admin = new pg.Client({ connectionString: stack.dbUrl });
    await admin.connect();
    try {
      await admin.query('create table public.reset_probe (id int)');
      await admin.query(
        "insert into public.news (status, title_en, text_en, publish_date) values ('Published', 'reset-probe', 'x', now())",
      );
      await mkdir(path.join(dataDir, 'storage', 'news'), { recursive: true });
      await writeFile(path.join(dataDir, 'storage', 'news', 'leftover.bin'), 'x');

      const t0 = Date.now();
      await stack.reset();
      expect(Date.now() - t0).toBeLessThan(15_000);

      const probe = await admin.query("select to_regclass('public.reset_probe') is null as gone");
      expect(probe.rows[0].gone).toBe(true);
      const news = await admin.query(
        "select count(*)::int as n from public.news where title_en = 'reset-probe'",
      );
      expect(news.rows[0].n).toBe(0);
      const versions = await admin.query(
        'select count(*)::int as n from supabase_migrations.schema_migrations',
      );
      expect(versions.rows[0].n).toBe(stack.migrations().applied.length);
      expect(stack.migrations().fresh).toBe(true);
      expect(existsSync(path.join(dataDir, 'storage', 'news', 'leftover.bin'))).toBe(false);
    } finally {
      await admin.end();
    }
    // PostgREST serves the rebuilt schema right away.
    expect((await selectNews()).error).toBeNull();
  });

  it('stops PostgREST with the stack, leaving no process behind', async () => {
    const pid = stack.postgrestPid()!;
    await stack.stop();
    expect(isAlive(pid)).toBe(false);
    await expect(fetch(`${stack.url}/health`)).rejects.toThrow();
    await stack.stop(); // idempotent
  });
});
