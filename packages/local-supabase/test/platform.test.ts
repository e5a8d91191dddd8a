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

describe("hosted Supabase's newer auth and storage columns", () => {
  it('has them with the types, nullability and defaults of hosted', async () => {
    const { rows } = await db.query<{ col: string; type: string; nullable: string; dflt: string | null }>(
      `select table_schema || '.' || table_name || '.' || column_name as col,
              case when data_type = 'USER-DEFINED' then udt_schema || '.' || udt_name else data_type end as type,
              is_nullable as nullable, column_default as dflt
         from information_schema.columns
        where (table_schema, table_name, column_name) in (
              ('auth', 'sessions', 'oauth_client_id'), ('auth', 'sessions', 'scopes'),
              ('storage', 'buckets', 'type'), ('storage', 'buckets', 'versioning_status'),
              ('storage', 'objects', 'archived_at'), ('storage', 'objects', 'is_delete_marker'),
              ('storage', 'objects', 'is_versioned'))
        order by 1`,
    );
    expect(rows).toEqual([
      { col: 'auth.sessions.oauth_client_id', type: 'uuid', nullable: 'YES', dflt: null },
      { col: 'auth.sessions.scopes', type: 'text', nullable: 'YES', dflt: null },
      {
        col: 'storage.buckets.type',
        type: 'storage.buckettype',
        nullable: 'NO',
        dflt: "'STANDARD'::storage.buckettype",
      },
      { col: 'storage.buckets.versioning_status', type: 'text', nullable: 'NO', dflt: "'DISABLED'::text" },
      { col: 'storage.objects.archived_at', type: 'timestamp with time zone', nullable: 'YES', dflt: null },
      { col: 'storage.objects.is_delete_marker', type: 'boolean', nullable: 'NO', dflt: 'false' },
      { col: 'storage.objects.is_versioned', type: 'boolean', nullable: 'NO', dflt: 'false' },
    ]);
    const { rows: labels } = await db.query<{ label: string }>(
      `select enumlabel as label from pg_enum where enumtypid = 'storage.buckettype'::regtype order by enumsortorder`,
    );
    expect(labels.map((l) => l.label)).toEqual(['STANDARD', 'ANALYTICS']);
    const { rows: checks } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'sessions_scopes_length'`,
    );
    expect(checks.map((c) => c.def)).toEqual(['CHECK ((char_length(scopes) <= 4096))']);
  });
});
