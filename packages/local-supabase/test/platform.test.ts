import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The platform schema gives the database what hosted Supabase gives it before any migration:
// SQL written there must run here unchanged.

const stack = inject('stack');
let db: pg.Client;

beforeAll(async () => {
  db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
});

describe('the postgres role, as on hosted Supabase', () => {
  it('has the search path "$user", public, extensions', async () => {
    const { rows } = await db.query<{ search_path: string; user: string }>(
      'select current_user as user, current_setting($1) as search_path',
      ['search_path'],
    );
    expect(rows[0]).toEqual({ user: 'postgres', search_path: '"$user", public, extensions' });
  });

  it("runs pgcrypto's gen_salt() and crypt() unqualified", async () => {
    const { rows } = await db.query<{ hash: string; ok: boolean }>(
      `with h as (select crypt('Sample-Password-1', gen_salt('bf', 4)) as hash)
       select hash, crypt('Sample-Password-1', hash) = hash as ok from h`,
    );
    expect(rows[0]!.hash).toMatch(/^\$2a\$04\$/);
    expect(rows[0]!.ok).toBe(true);
  });
});
