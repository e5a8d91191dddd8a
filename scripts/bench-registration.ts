/**
 * `npm run bench:registration`: a fresh stack and 200 families submitting at once for one offer
 * with 20 places, through the path a browser uses: form_token() when the form is shown, then,
 * once the form's minimum time has passed, submit_registration through the API gateway with the
 * public key, each family from a loopback address of its own (the per-address limit counts
 * addresses). Then it waits for every e-mail to reach the SMTP catcher. The last line is:
 *   registration: <n> confirmed of 20 places, <n> waiting, <n> over capacity, <n> errors,
 *   p95 <n> ms, e-mails <delivered>/<expected> in <n> s
 * Targets: 0 over capacity, 0 errors, every e-mail within 60 s, p95 under 500 ms.
 *
 * The processes are those of a deployment, each on its own: the API (local-supabase: gateway,
 * PostgREST, PostgreSQL), the worker (`npm run worker`) and the families' clients (this process).
 * The SMTP catcher stands in for the mail provider, which runs on another machine: here it runs
 * at the lowest CPU priority, so that it takes only time the rest leaves.
 *
 * Two rounds, each a new offer and 200 new families: the first burst after the stack started
 * (every process still compiling its code and every database connection planning its queries
 * for the first time; printed as `first burst`), and, once its e-mails are delivered, the
 * measured burst, as on a site that has been answering for a while.
 *
 * `--profile` also prints the database functions that spent most of their own time during the
 * measured burst (PostgreSQL's track_functions), then measures where a submission's time goes, on
 * an offer of its own: one family after another (the time of one submission end to end, and the
 * database's share from `pg_stat_user_functions`), then 10 at a time (how many a second it takes).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStack } from '../packages/local-supabase/src/index.ts';
import { startMailCatcher, startWorker } from '../packages/worker/src/index.ts';
import { freePort } from './lib/freePort.ts';
import { cpuSpent, cpuTimes, loadAverages } from './lib/proc.ts';
import { agedTokens, createOffer, familiesFrom, form } from './lib/benchFamilies.ts';
import { recordRpc, replay } from './lib/replayClient.ts';

const PLACES = 20;
const FAMILIES = 200;
const MAIL_DEADLINE_MS = 60_000;
/** The catcher's niceness: the lowest CPU priority. */
const CATCHER_PRIORITY = 19;

/**
 * Sends every family's form, `parallel` at a time; the milliseconds each took. `tag` names the
 * families' children apart from other rounds' (the same child registers for an offer once).
 */
async function submitAll(
  served: Served,
  families: ReturnType<typeof familiesFrom>,
  tokens: string[],
  offer: number,
  parallel: number,
  tag: string,
): Promise<{ ms: number[]; errors: unknown[] }> {
  const requests = await Promise.all(
    tokens.map((token, i) =>
      recordRpc(served, 'submit_registration', { p_form: form(token, offer, i, tag) }),
    ),
  );
  const ms: number[] = [];
  const errors: unknown[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < families.length) {
        const i = next++;
        const t0 = performance.now();
        const error = await replay(families[i]!.agent, requests[i]!);
        ms.push(performance.now() - t0);
        if (error) errors.push(error);
      }
    }),
  );
  return { ms, errors };
}

async function profile(served: Served, db: pg.Client): Promise<void> {
  const offer = await createOffer(db, 1000);
  await db.query("alter system set track_functions = 'all'");
  await db.query('select pg_reload_conf()');
  const alone = familiesFrom(served, 89, 100);
  const aloneTokens = await agedTokens(alone);
  await db.query('select pg_stat_reset()');
  const one = await submitAll(served, alone, aloneTokens, offer, 1, 'Alone');
  const inDb = (
    await db.query<{ ms: number }>(
      `select total_time / calls as ms from pg_stat_user_functions
        where schemaname = 'public' and funcname = 'submit_registration'`,
    )
  ).rows[0]?.ms;
  console.log(`one at a time, database functions by their own time:\n${await functionTimes(db)}`);
  const many = familiesFrom(served, 90, 400);
  const manyTokens = await agedTokens(many);
  const started = performance.now();
  const parallel = await submitAll(served, many, manyTokens, offer, 10, 'Many');
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `profile: one at a time, median ${Math.round(percentile(one.ms, 50))} ms per submission, ` +
      `${inDb === undefined ? '?' : inDb.toFixed(1)} ms of it in submit_registration; ` +
      `10 at a time, ${Math.round(many.length / seconds)} submissions a second; ` +
      `${one.errors.length + parallel.errors.length} errors; load average ${loadAverages()}`,
  );
}

/** The functions the database spent most of its own time in since the statistics were reset. */
async function functionTimes(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ name: string; calls: string; total: number; self: number }>(
    `select schemaname || '.' || funcname as name, calls, total_time as total, self_time as self
       from pg_stat_user_functions order by self_time desc limit 12`,
  );
  return rows
    .map((r) => {
      const perCall = ((1000 * r.self) / Number(r.calls)).toFixed(0);
      return `  ${r.name}: ${r.calls} calls, ${Math.round(r.self)} ms own (${perCall} µs a call), ${Math.round(r.total)} ms in all`;
    })
    .join('\n');
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Where the server processes answer. */
interface Served {
  url: string;
  anonKey: string;
  dbUrl: string;
  mailUrl: string;
}

/** Runs until stdin closes (the bench ended, or died). */
async function untilStdinCloses(): Promise<void> {
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once('close', resolve));
}

/** `--serve-api`: a fresh local-supabase. Prints SERVED {url, anonKey, dbUrl}. */
async function serveApi(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-registration-'));
  const stack = await startStack(
    { apiPort: await freePort(), dbPort: await freePort(), postgrestPort: await freePort(), dataDir },
    { log: () => undefined },
  );
  console.log(
    `SERVED ${JSON.stringify({ url: stack.url, anonKey: stack.config.anonKey, dbUrl: stack.dbUrl })}`,
  );
  await untilStdinCloses();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** `--serve-catcher`: the SMTP catcher at the lowest priority. Prints SERVED {smtpUrl, mailUrl}. */
async function serveCatcher(): Promise<void> {
  os.setPriority(CATCHER_PRIORITY);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-registration-mail-'));
  const catcher = await startMailCatcher({
    webPort: await freePort(),
    smtpPort: await freePort(),
    mailDirectory: path.join(dataDir, 'maildev'),
  });
  console.log(`SERVED ${JSON.stringify({ smtpUrl: catcher.smtpUrl, mailUrl: catcher.webUrl })}`);
  await untilStdinCloses();
  await catcher.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** `--serve-worker <database URL> <SMTP URL>`: the worker, as `npm run worker` runs it. */
async function serveWorker(databaseUrl: string, smtpUrl: string): Promise<void> {
  const worker = await startWorker({ databaseUrl, smtpUrl, siteUrl: 'http://127.0.0.1:3000' });
  console.log('SERVED {}');
  await untilStdinCloses();
  await worker.stop();
}

/** This script again as a server process (`args`: its role); what it printed after SERVED. */
async function startServer<T>(
  args: string[],
): Promise<{ served: T; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const served = await new Promise<T>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^SERVED (.*)$/m.exec(out);
      if (line) resolve(JSON.parse(line[1]!) as T);
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${out}`)),
    );
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return { served, pid: child.pid!, stop };
}

/** How many e-mails the catcher holds that name `tag` (subject, addresses or text). */
async function caught(served: Served, tag: string): Promise<number> {
  const res = await fetch(`${served.mailUrl}/api/email/summary?limit=1&search=${encodeURIComponent(tag)}`);
  return ((await res.json()) as { total: number }).total;
}

/** The process ids of the bench's parts. */
interface Roles {
  api: number;
  worker: number;
  catcher: number;
}

/**
 * The bench's parts, for cpuSpent(): PostgreSQL's processes are told apart by their session's role
 * (the API's requests come as `authenticator`, the worker's as `postgres`).
 */
async function partNamer(roles: Roles, db: pg.Client): Promise<(pid: number, comm: string) => string> {
  const { rows } = await db.query<{ pid: number; usename: string | null }>(
    'select pid, usename from pg_stat_activity',
  );
  const sessions = new Map(rows.map((r) => [r.pid, r.usename]));
  const processes = new Map<number, string>([
    [roles.api, 'API gateway'],
    [roles.worker, 'worker'],
    [roles.catcher, 'SMTP catcher'],
    [process.pid, "families' clients"],
  ]);
  return (pid, comm) => {
    if (comm.startsWith('postgrest')) return 'PostgREST';
    if (comm.startsWith('postgres'))
      return sessions.get(pid) === 'authenticator'
        ? 'database for the API'
        : sessions.get(pid) === 'postgres'
          ? 'database for the worker'
          : 'database, background';
    return processes.get(pid) ?? 'other';
  };
}

interface Burst {
  offer: number;
  /** CPU time spent during the submissions, per part of the system. */
  cpu: string;
  ms: number[];
  errors: unknown[];
  /** The load average when the submissions were answered. */
  load: string;
  placed: number;
  waiting: number;
  /** E-mails the burst queued, and how many of them reached the catcher within the deadline. */
  mails: number;
  delivered: number;
  /** Seconds from the burst's start to the last of its e-mails seen. */
  mailSeconds: number;
}

/** A full garbage collection of this process, now (V8's gc(), made available at run time). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * 200 new families (from the loopback block `block`) send their forms at once for a new offer of
 * 20 places; then waits until the catcher has every e-mail the burst queued (or the deadline).
 */
async function burst(served: Served, db: pg.Client, block: number, roles: Roles): Promise<Burst> {
  const offer = await createOffer(db, PLACES);
  const families = familiesFrom(served, block, FAMILIES);
  const tag = `Round${block}`;
  // Each family's page asks for its form token; the form is sent once its minimum time passed.
  const tokens = await agedTokens(families);

  const requests = await Promise.all(
    tokens.map((token, i) =>
      recordRpc(served, 'submit_registration', { p_form: form(token, offer, i, tag) }),
    ),
  );

  // The families' side made 200 client libraries to record their requests: their garbage is this
  // harness's, so it is collected before the burst instead of during it.
  collectGarbage();
  const cpuBefore = cpuTimes();
  const started = Date.now();
  const results = await Promise.all(
    families.map(async ({ agent }, i) => {
      const t0 = performance.now();
      const error = await replay(agent, requests[i]!);
      return { ms: performance.now() - t0, error };
    }),
  );
  const load = loadAverages();
  const cpuAfter = cpuTimes();
  const cpu = cpuSpent(cpuBefore, cpuAfter, await partNamer(roles, db));

  const counts = (
    await db.query<{ placed: number; waiting: number; mails: number }>(
      `select count(*) filter (where r.status = any (public.place_holding_statuses()))::int as placed,
              count(*) filter (where r.status = 'waiting')::int as waiting,
              (select count(*)::int from public.email_outbox o where o.family_id in
                 (select family_id from public.registrations where offer_id = $1)) as mails
         from public.registrations r where r.offer_id = $1`,
      [offer],
    )
  ).rows[0]!;
  let delivered = 0;
  let lastSeen = started;
  while (Date.now() - started < MAIL_DEADLINE_MS + 5_000) {
    const now = await caught(served, tag);
    if (now > delivered) lastSeen = Date.now();
    delivered = now;
    if (delivered >= counts.mails) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    offer,
    cpu,
    ms: results.map((r) => r.ms),
    errors: results.filter((r) => r.error).map((r) => r.error),
    load,
    ...counts,
    delivered,
    mailSeconds: (lastSeen - started) / 1000,
  };
}

const loadText = (load: string) => `load average ${load} (1, 5, 15 min; ${os.cpus().length} cores)`;

async function main(): Promise<void> {
  const api = await startServer<Omit<Served, 'mailUrl'>>(['--serve-api']);
  const catcher = await startServer<{ smtpUrl: string; mailUrl: string }>(['--serve-catcher']);
  const worker = await startServer<object>(['--serve-worker', api.served.dbUrl, catcher.served.smtpUrl]);
  const served: Served = { ...api.served, mailUrl: catcher.served.mailUrl };
  const db = new pg.Client({ connectionString: served.dbUrl });
  await db.connect();
  try {
    await db.query(
      "update public.site_settings set contact_email = 'bench-academy@example.com' where id = 1",
    );
    await db.query('update public.registration_settings set online_registration = true where id = 1');

    const roles: Roles = { api: api.pid, worker: worker.pid, catcher: catcher.pid };
    const profiling = process.argv.includes('--profile');
    if (profiling) {
      await db.query("alter system set track_functions = 'all'");
      await db.query('select pg_reload_conf()');
    }
    const first = await burst(served, db, 87, roles);
    if (profiling) await db.query('select pg_stat_reset()');
    console.log(
      `first burst: p95 ${Math.round(percentile(first.ms, 95))} ms, ${first.errors.length} errors, ` +
        `e-mails ${first.delivered}/${first.mails}; ${loadText(first.load)}`,
    );
    const measured = await burst(served, db, 88, roles);
    for (const e of [...first.errors, ...measured.errors].slice(0, 3))
      console.log(`error: ${JSON.stringify(e)}`);
    console.log(`first burst, CPU spent: ${first.cpu}`);
    console.log(`measured burst, CPU spent: ${measured.cpu}`);
    console.log(
      `submissions: median ${Math.round(percentile(measured.ms, 50))} ms, max ${Math.round(Math.max(...measured.ms))} ms; ` +
        loadText(measured.load),
    );
    if (profiling) {
      console.log(`measured burst, database functions by their own time:\n${await functionTimes(db)}`);
      await profile(served, db);
    }
    console.log(
      `registration: ${measured.placed} confirmed of ${PLACES} places, ${measured.waiting} waiting, ` +
        `${Math.max(0, measured.placed - PLACES)} over capacity, ${measured.errors.length} errors, ` +
        `p95 ${Math.round(percentile(measured.ms, 95))} ms, ` +
        `e-mails ${measured.delivered}/${measured.mails} in ${Math.round(measured.mailSeconds)} s`,
    );
  } finally {
    await db.end();
    await worker.stop();
    await catcher.stop();
    await api.stop();
  }
}

const role = process.argv[2];
(role === '--serve-api'
  ? serveApi()
  : role === '--serve-catcher'
    ? serveCatcher()
    : role === '--serve-worker'
      ? serveWorker(process.argv[3]!, process.argv[4]!)
      : main()
).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
