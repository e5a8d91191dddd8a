/**
 * `npm run bench:rls`: what row level security costs a staff write, and what the live-session
 * check (is_staff() and friends also look the token's session up in auth.sessions)
 * adds to it. Starts local-supabase on free ports, signs a staff member in for a real session,
 * then, inside the database as that caller (role authenticated, the session's claims), times
 * single-row UPDATEs of a news row, each its own statement as PostgREST runs them:
 *   - with the helpers as migrated (session check),
 *   - with is_staff() as it was before (no session check), swapped in a rolled-back transaction,
 *   - as the service role (RLS bypassed), for scale.
 * Rounds alternate the variants; prints microseconds per write (median of rounds).
 *
 *   npm run bench:rls                     5 rounds of 2000 writes per variant
 *   npm run bench:rls -- --writes 5000 --rounds 7
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { startStack } from '../packages/local-supabase/src/index.ts';
import { freePort } from './lib/freePort.ts';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const WRITES = option('writes', 2000);
const ROUNDS = option('rounds', 5);
const EMAIL = 'bench-rls@example.com';
const PASSWORD = 'Bench-Rls-Password-1';

/** is_staff() as it is now, minus the session check: what the check alone costs. */
const IS_STAFF_PLPGSQL_WITHOUT_SESSION_CHECK = `
create or replace function public.is_staff() returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (
    select 1 from public.users u
    where u.id = (select auth.uid()) and u.is_active and u.role in ('Admin', 'Editor')
  );
end;
$$`;

/** is_staff() as the RLS migration defined it (SQL, planned in every statement), before the session check. */
const IS_STAFF_BEFORE = `
create or replace function public.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.users u
    where u.id = (select auth.uid()) and u.is_active and u.role in ('Admin', 'Editor')
  )
$$`;

type Variant =
  'now (session check)' | 'now minus session check' | 'before (sql helper)' | 'service role (no RLS)';

async function timeWrites(
  db: pg.Client,
  variant: Variant,
  claims: Record<string, unknown>,
  newsId: number,
): Promise<number> {
  await db.query('begin');
  try {
    if (variant === 'now minus session check') await db.query(IS_STAFF_PLPGSQL_WITHOUT_SESSION_CHECK);
    if (variant === 'before (sql helper)') await db.query(IS_STAFF_BEFORE);
    const role = variant === 'service role (no RLS)' ? 'service_role' : 'authenticated';
    await db.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true)`,
      [
        role,
        JSON.stringify(role === 'service_role' ? { role } : claims),
        role === 'service_role' ? '' : claims.sub,
      ],
    );
    // One UPDATE statement per write, timed inside the server: no client round trips counted.
    const { rows } = await db.query<{ us: number }>('select pg_temp.bench_writes($1, $2) as us', [
      newsId,
      WRITES,
    ]);
    const updated = await db.query<{ n: number }>(
      'select count(*)::int as n from public.news where id = $1 and text_en like $2',
      [newsId, 'bench %'],
    );
    if (updated.rows[0]!.n !== 1)
      throw new Error(`${variant}: the writes did not happen (RLS refused them?)`);
    return rows[0]!.us / WRITES;
  } finally {
    await db.query('rollback');
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-rls-'));
  const stack = await startStack(
    { apiPort: await freePort(), dbPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: () => undefined },
  );
  const db = new pg.Client({ connectionString: stack.dbUrl });
  try {
    await db.connect();
    await db.query(`select private.create_staff_user($1, $2, 'Bench', 'Mark', 'Editor', true)`, [
      EMAIL,
      PASSWORD,
    ]);
    const client = createClient(stack.url, stack.config.anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    const claims = JSON.parse(
      Buffer.from(data.session.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const { rows } = await db.query<{ id: number }>('select id from public.news order by id limit 1');
    const newsId = rows[0]!.id;
    // A temporary function (this session only) that runs n single-row UPDATEs, each its own
    // statement, and answers the microseconds they took.
    await db.query(`
      create function pg_temp.bench_writes(p_id bigint, p_n int) returns double precision
      language plpgsql as $$
      declare t0 timestamptz := clock_timestamp();
      begin
        for i in 1..p_n loop
          execute 'update public.news set text_en = $1 where id = $2' using 'bench ' || i, p_id;
        end loop;
        return extract(epoch from clock_timestamp() - t0) * 1e6;
      end $$`);

    const variants: Variant[] = [
      'now (session check)',
      'now minus session check',
      'before (sql helper)',
      'service role (no RLS)',
    ];
    const results = new Map<Variant, number[]>(variants.map((v) => [v, []]));
    await timeWrites(db, 'now (session check)', claims, newsId); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) results.get(variant)!.push(await timeWrites(db, variant, claims, newsId));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    console.log(`Staff UPDATE of one news row, ${WRITES} writes x ${ROUNDS} rounds (median µs per write):`);
    for (const variant of variants)
      console.log(`  ${variant.padEnd(24)} ${median(results.get(variant)!).toFixed(1)} µs`);
    const of = (v: Variant) => median(results.get(v)!);
    console.log(
      `  the live-session check costs ${(of('now (session check)') - of('now minus session check')).toFixed(1)} µs ` +
        `per write; against before the session check: ${(of('now (session check)') - of('before (sql helper)')).toFixed(1)} µs`,
    );
  } finally {
    await db.end().catch(() => undefined);
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
