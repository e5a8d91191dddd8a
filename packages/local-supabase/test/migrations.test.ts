import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations, applyPlatform, MigrationError, splitStatements } from '../src/migrate.ts';
import { isPortFree } from '../src/ports.ts';
import { startStack } from '../src/stack.ts';
import { freePort } from './setup/freePort.ts';
import { createTestDatabase } from './setup/testDatabase.ts';

const shared = inject('stack');
const quiet = () => {};

let supabaseDir: string;
let db: { url: string; drop: () => Promise<void> };
let client: pg.Client;

const FIRST = `
create table public.teams (id bigint generated always as identity primary key, name text not null);
-- a function whose body holds semicolons must stay one statement
create function public.team_count() returns bigint language plpgsql stable as $body$
begin
  return (select count(*) from public.teams); -- ; inside
end;
$body$;
`;
const SECOND = `alter table public.teams add column city text default 'Marbella';\ncomment on table public.teams is 'it''s; fine';\n`;

async function write(name: string, sql: string) {
  await writeFile(path.join(supabaseDir, 'migrations', name), sql);
}
async function tableExists(name: string): Promise<boolean> {
  const { rows } = await client.query('select to_regclass($1) is not null as e', [name]);
  return rows[0].e as boolean;
}
async function recorded(): Promise<{ version: string; name: string; statements: string[] }[]> {
  const { rows } = await client.query(
    'select version, name, statements from supabase_migrations.schema_migrations order by version',
  );
  return rows;
}

beforeAll(async () => {
  supabaseDir = await mkdtemp(path.join(os.tmpdir(), 'academy-migrations-'));
  await mkdir(path.join(supabaseDir, 'migrations'));
  await write('20240101000000_create_teams.sql', FIRST);
  await write('20240102000000_add_city.sql', SECOND);
  await writeFile(
    path.join(supabaseDir, 'seed.sql'),
    "insert into public.teams (name) values ('U10'), ('U12');\n",
  );
  db = await createTestDatabase(shared.dbUrl, 'mig_test');
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await applyPlatform(db.url, 'postgres');
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
  if (supabaseDir) await rm(supabaseDir, { recursive: true, force: true });
});

describe('migration runner', () => {
  it('applies every migration on an empty database in order, records them like the Supabase CLI, seeds once', async () => {
    const result = await applyMigrations(db.url, supabaseDir, quiet);
    expect(result).toEqual({
      applied: ['20240101000000_create_teams.sql', '20240102000000_add_city.sql'],
      fresh: true,
      seeded: true,
    });
    const rows = await recorded();
    expect(rows.map((r) => [r.version, r.name])).toEqual([
      ['20240101000000', 'create_teams'],
      ['20240102000000', 'add_city'],
    ]);
    expect(rows[0]!.statements).toHaveLength(2);
    expect(rows[0]!.statements[1]).toMatch(/^-- a function[\s\S]*\$body\$;?$/m);
    expect(rows[1]!.statements).toHaveLength(2);
    const teams = await client.query('select name, city from public.teams order by name');
    expect(teams.rows).toEqual([
      { name: 'U10', city: 'Marbella' },
      { name: 'U12', city: 'Marbella' },
    ]);
  });

  it('applies nothing and does not seed again on a second run', async () => {
    const result = await applyMigrations(db.url, supabaseDir, quiet);
    expect(result).toEqual({ applied: [], fresh: false, seeded: false });
    const { rows } = await client.query('select count(*)::int as n from public.teams');
    expect(rows[0].n).toBe(2);
  });

  it('stops at a failing migration with its file name, line and PostgreSQL message, keeping earlier ones', async () => {
    await write('20240103000000_players.sql', 'create table public.players (id int primary key);\n');
    await write(
      '20240104000000_broken.sql',
      'create table public.half_done (id int);\ninsert into public.half_done values (1);\n\ninsert into public.nowhere values (1);\n',
    );
    await write('20240105000000_after.sql', 'create table public.after_broken (id int);\n');

    const err = await applyMigrations(db.url, supabaseDir, quiet).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MigrationError);
    const message = (err as Error).message;
    expect(message).toContain('20240104000000_broken.sql');
    expect(message).toContain('relation "public.nowhere" does not exist');
    expect(message).toContain('line 4');
    expect((err as MigrationError).line).toBe(4);

    expect(await tableExists('public.players')).toBe(true);
    expect(await tableExists('public.half_done')).toBe(false);
    expect(await tableExists('public.after_broken')).toBe(false);
    expect((await recorded()).map((r) => r.version)).toEqual([
      '20240101000000',
      '20240102000000',
      '20240103000000',
    ]);

    // Fixed, it applies on the next run, followed by the rest.
    await write('20240104000000_broken.sql', 'create table public.half_done (id int);\n');
    const result = await applyMigrations(db.url, supabaseDir, quiet);
    expect(result.applied).toEqual(['20240104000000_broken.sql', '20240105000000_after.sql']);
    expect(await tableExists('public.after_broken')).toBe(true);
  });

  it('refuses to start a stack whose migration fails, naming the file, and leaves nothing running', async () => {
    const other = await createTestDatabase(shared.dbUrl, 'mig_fail');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'academy-migfail-'));
    await mkdir(path.join(dir, 'migrations'));
    await writeFile(path.join(dir, 'migrations', '20240101000000_bad.sql'), 'select * from missing_table;\n');
    const apiPort = await freePort();
    const postgrestPort = await freePort();
    try {
      await expect(
        startStack(
          { databaseUrl: other.url, supabaseDir: dir, apiPort, postgrestPort, dataDir: dir },
          { log: quiet },
        ),
      ).rejects.toThrow(
        /20240101000000_bad\.sql failed \(line 1, column 15\): relation "missing_table" does not exist/,
      );
      expect(await isPortFree(apiPort, '127.0.0.1')).toBe(true);
      expect(await isPortFree(postgrestPort, '127.0.0.1')).toBe(true);
    } finally {
      await other.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('splitStatements', () => {
  it('keeps quoted and dollar-quoted semicolons inside their statement', () => {
    expect(
      splitStatements(
        `select 'a;b'; select "x;y" from t; /* c; */ select $$;$$; select $f$ ; $f$;\n-- only a comment`,
      ),
    ).toEqual([`select 'a;b'`, `select "x;y" from t`, `/* c; */ select $$;$$`, `select $f$ ; $f$`]);
    expect(splitStatements(`select E'it\\'s;'; select 1`)).toEqual([`select E'it\\'s;'`, 'select 1']);
  });
});
