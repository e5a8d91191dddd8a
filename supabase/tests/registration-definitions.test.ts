/**
 * The registration rules said once in SQL and once in TypeScript agree: which statuses hold a
 * place (public.place_holding_statuses() and PLACE_HOLDING_STATUSES), which can be paid for online
 * (public.payable_statuses() and PAYABLE_STATUSES), and an offer's bounds (the checks on offers
 * and OFFER_LIMITS), so the back office never offers what the database refuses. No function or
 * view of the database spells either list of statuses out again.
 */
import { describe, expect, it } from 'vitest';
import {
  OFFER_LIMITS,
  PAYABLE_STATUSES,
  PLACE_HOLDING_STATUSES,
  REGISTRATION_STATUSES,
} from '@academy/shared/registrationRules.ts';
import { useFixture } from './fixtures.ts';
import { anonClient, createStaff, deleteUsers, runTag, signIn } from './helpers.ts';
import { createOffer } from './registration-support.ts';

const { db } = useFixture('reg-definitions');

/**
 * The functions and views (other than `definer`) whose text lists all of `statuses`, in any order,
 * with or without the casts PostgreSQL prints in a view's definition.
 */
async function spelledOutIn(statuses: readonly string[], definer: string): Promise<string[]> {
  const quoted = statuses.map((s) => `'${s}'(?:::[\\w.]+)?`);
  const list = new RegExp(
    `(?:${quoted.join('|')})(?:\\s*,\\s*(?:${quoted.join('|')})){${quoted.length - 1}}`,
  );
  const { rows } = await db.query<{ name: string; body: string }>(
    `select n.nspname || '.' || p.proname as name, p.prosrc as body
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private') and p.proname <> $1
     union all
     select schemaname || '.' || viewname, definition from pg_views
      where schemaname in ('public', 'private')`,
    [definer],
  );
  expect(rows.length).toBeGreaterThan(10);
  return rows.filter((r) => list.test(r.body)).map((r) => r.name);
}

describe('the statuses that hold a place', () => {
  it('are the same in the database and in PLACE_HOLDING_STATUSES', async () => {
    const { rows } = await db.query<{ statuses: string[] }>(
      'select public.place_holding_statuses()::text[] as statuses',
    );
    expect([...rows[0]!.statuses].sort()).toEqual([...PLACE_HOLDING_STATUSES].sort());
    // private.holds_place, which the triggers use, reads the same definition.
    for (const status of REGISTRATION_STATUSES) {
      const held = await db.query<{ holds: boolean }>(
        'select private.holds_place($1::public.registration_status) as holds',
        [status],
      );
      expect(held.rows[0]!.holds, status).toBe(
        (PLACE_HOLDING_STATUSES as readonly string[]).includes(status),
      );
    }
  });

  it('are written out by no other function or view', async () => {
    expect(await spelledOutIn(PLACE_HOLDING_STATUSES, 'place_holding_statuses')).toEqual([]);
  });
});

describe('the statuses that can be paid for online', () => {
  it('are the same in the database and in PAYABLE_STATUSES, and all hold a place', async () => {
    const { rows } = await db.query<{ statuses: string[] }>(
      'select public.payable_statuses()::text[] as statuses',
    );
    expect([...rows[0]!.statuses].sort()).toEqual([...PAYABLE_STATUSES].sort());
    for (const status of PAYABLE_STATUSES) {
      expect(PLACE_HOLDING_STATUSES as readonly string[]).toContain(status);
    }
  });

  it('are written out by no other function or view', async () => {
    expect(await spelledOutIn(PAYABLE_STATUSES, 'payable_statuses')).toEqual([]);
  });
});

describe('the place rows and the waiting-list numbers', () => {
  it('are read and written by no API role, not even an Admin', async () => {
    const tag = runTag('reg-rows');
    const password = 'Place-Rows-Password-1';
    const admin = await createStaff(db, { email: `${tag}@example.com`, password, role: 'Admin' });
    try {
      const clients = { anon: anonClient(), admin: await signIn(`${tag}@example.com`, password) };
      for (const [who, client] of Object.entries(clients))
        for (const table of ['places', 'waiting_tickets'] as const) {
          const read = await client.from(table).select('*').limit(1);
          expect(read.error?.code, `${who} reads ${table}`).toBe('42501');
          const write = await client.from(table).update({ registration_id: null }).eq('offer_id', 1);
          expect(write.error?.code, `${who} writes ${table}`).toBe('42501');
        }
    } finally {
      await deleteUsers(db, [admin]);
    }
  });
});

describe("an offer's bounds", () => {
  /** The bounds a check on offers puts on a column: its numbers after >= and <=. */
  async function bounds(constraint: string, column: string): Promise<{ min?: number; max?: number }> {
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c
        where c.conrelid = 'public.offers'::regclass and c.conname = $1`,
      [constraint],
    );
    const def = rows[0]?.def ?? '';
    expect(def).toMatch(/^CHECK/);
    const number = (op: string) => {
      const match = new RegExp(`\\b${column} ${op} \\(?(\\d+)`).exec(def);
      return match ? Number(match[1]) : undefined;
    };
    return { min: number('>='), max: number('<=') };
  }

  it('are the same in the checks on offers and in OFFER_LIMITS', async () => {
    expect(await bounds('offers_capacity_check', 'capacity')).toEqual(OFFER_LIMITS.capacity);
    expect(await bounds('offers_birth_years_check', 'birth_year_min')).toEqual(OFFER_LIMITS.birthYear);
    // The latest birth year is bounded by the earliest from below, and by the same year above.
    expect(await bounds('offers_birth_years_check', 'birth_year_max')).toEqual({
      min: undefined,
      max: OFFER_LIMITS.birthYear.max,
    });
    expect(await bounds('offers_price_check', 'price')).toEqual(OFFER_LIMITS.price);
  });

  it('are where the database starts refusing a capacity', async () => {
    const { min, max } = OFFER_LIMITS.capacity;
    await db.query('begin');
    try {
      const id = await createOffer(db, { title_en: 'Bounds of places', capacity: max });
      for (const capacity of [max + 1, min - 1]) {
        await db.query('savepoint before');
        await expect(
          db.query('update public.offers set capacity = $2 where id = $1', [id, capacity]),
        ).rejects.toThrow(/offers_capacity_check/);
        await db.query('rollback to savepoint before');
      }
      await db.query('update public.offers set capacity = $2 where id = $1', [id, min]);
    } finally {
      await db.query('rollback');
    }
  });
});
