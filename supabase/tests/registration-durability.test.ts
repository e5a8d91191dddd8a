/**
 * An answer to a family is a promise: PostgreSQL killed with SIGKILL (a crash, the OOM killer)
 * while 100 families register loses no registration whose submission had been answered. On a
 * stack of its own (killing the shared one would pull the floor from under the other files).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@academy/shared/database.types.ts';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { startStack, type RunningStack } from '../../packages/local-supabase/src/stack.ts';
import { fetchFrom } from '../../packages/local-supabase/test/setup/fetchFrom.ts';
import { freePort } from '../../packages/local-supabase/test/setup/freePort.ts';
import { agedToken, createOffer, registrationForm } from './registration-support.ts';

const FAMILIES = 100;
/** Answers to wait for before the kill: the burst is then in full flow. */
const ANSWERED_BEFORE_KILL = 25;

let stack: RunningStack;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-durability-'));
  stack = await startStack(
    { apiPort: await freePort(), dbPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: () => undefined },
  );
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A superuser connection, once the database accepts one (it restarts by itself after a kill). */
async function connectWhenUp(ms = 60_000): Promise<pg.Client> {
  const deadline = Date.now() + ms;
  for (;;) {
    const db = new pg.Client({ connectionString: stack.dbUrl });
    db.on('error', () => {});
    try {
      await db.connect();
      await db.query('select 1');
      return db;
    } catch (err) {
      await db.end().catch(() => {});
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('PostgreSQL killed during a burst of registrations', () => {
  it('keeps every registration whose submission was answered', async () => {
    let db = await connectWhenUp();
    await db.query('update public.registration_settings set online_registration = true where id = 1');
    const offer = await createOffer(db, { title_en: 'Durability camp', capacity: 40 });
    const forms = [];
    for (let i = 0; i < FAMILIES; i++)
      forms.push(registrationForm(await agedToken(db, 10), [{ name: `Family ${i}`, offer_ids: [offer] }]));
    await db.end();

    const answered: RegistrationAnswer[] = [];
    let killed = false;
    const postmaster = stack.postgresPid()!;
    const submissions = forms.map(async (form, i) => {
      const client = createClient<Database>(stack.url, stack.config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchFrom(`127.31.${Math.floor(i / 250)}.${(i % 250) + 1}`) },
      });
      const { data, error } = await client.rpc('submit_registration', { p_form: form as never });
      if (error || !data) return;
      answered.push(data as unknown as RegistrationAnswer);
      if (answered.length === ANSWERED_BEFORE_KILL) {
        process.kill(postmaster, 'SIGKILL');
        killed = true;
      }
    });
    await Promise.all(submissions);
    expect(killed).toBe(true);
    // Some families were still waiting when the database went away: the kill was mid-burst.
    expect(answered.length).toBeLessThan(FAMILIES);

    db = await connectWhenUp();
    expect(stack.postgresPid()).not.toBe(postmaster);
    try {
      const told = answered.map((a) => a.items[0]!);
      const { rows } = await db.query<{ id: string; status: string; submission_id: string }>(
        'select id, status, submission_id from public.registrations where id = any($1::bigint[])',
        [told.map((i) => i.registration_id)],
      );
      const kept = new Map(rows.map((r) => [Number(r.id), r]));
      const lost = told.filter((i) => !kept.has(i.registration_id));
      expect(lost.map((i) => i.child_name)).toEqual([]);
      for (const [n, item] of told.entries()) {
        // What the family was told, or, for a family told it waits, a place offered since: a
        // place whose taker's transaction failed passes to the first waiting family.
        const allowed = item.status === 'waiting' ? ['waiting', 'offered'] : [item.status];
        expect(allowed).toContain(kept.get(item.registration_id)?.status);
        expect(Number(kept.get(item.registration_id)?.submission_id)).toBe(answered[n]!.submission_id);
      }
      // The places are right after the crash too: never more taken than the capacity.
      const { rows: places } = await db.query<{ taken: number }>(
        `select count(*)::int as taken from public.registrations
          where offer_id = $1 and status = any (public.place_holding_statuses())`,
        [offer],
      );
      expect(places[0]!.taken).toBeLessThanOrEqual(40);
    } finally {
      await db.end();
    }
  }, 120_000);
});
