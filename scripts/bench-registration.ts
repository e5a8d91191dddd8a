/**
 * `npm run bench:registration`: a fresh stack (local-supabase with the SMTP catcher and the
 * worker, as `npm start` runs them, in a process of its own), one offer with 20 places, and 200 families submitting at
 * once through the path a browser uses: form_token() when the form is shown, then, once the
 * form's minimum time has passed, submit_registration through the API gateway with the public
 * key, each family from a loopback address of its own (the per-address limit counts addresses).
 * Then it waits for every e-mail to reach the catcher. The last line is:
 *   registration: <n> confirmed of 20 places, <n> waiting, <n> over capacity, <n> errors,
 *   p95 <n> ms, e-mails <delivered>/<expected> in <n> s
 * Targets: 0 over capacity, 0 errors, every e-mail within 60 s, p95 under 500 ms.
 *
 * `--profile` then measures where a submission's time goes, on an offer of its own: one family
 * after another (the time of one submission end to end, and the database's share from
 * `pg_stat_user_functions`), then 10 at a time (how many a second the machine takes).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import type { Database } from '@academy/shared/database.types.ts';
import { CONSENT_VERSIONS, REGISTRATION_LIMITS } from '@academy/shared/registration.ts';
import { startStack } from '../packages/local-supabase/src/index.ts';
import { startMailCatcher, startWorker } from '../packages/worker/src/index.ts';
import { freePort } from './lib/freePort.ts';

const PLACES = 20;
const FAMILIES = 200;
const MAIL_DEADLINE_MS = 60_000;

/** A fetch whose requests leave from `localAddress` (any 127.x.y.z reaches this machine). */
function fetchFrom(localAddress: string): typeof fetch {
  const agent = new http.Agent({ keepAlive: true, localAddress } as http.AgentOptions);
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const headers: Record<string, string> = {};
      new Headers(init.headers ?? {}).forEach((value, name) => (headers[name] = value));
      const req = http.request(url, { method: init.method ?? 'GET', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500, headers: out }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      if (typeof init.body === 'string') req.write(init.body);
      req.end();
    });
}

/** A camp open for registration with `places` places; its id. */
async function createOffer(db: pg.Client, places: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.offers (kind, title_en, starts_on, ends_on, capacity, birth_year_min, birth_year_max,
       price, deposit, registration_closes_at, kit_list_en)
     values ('camp', 'Bench camp', current_date + 30, current_date + 34, $1, 2010, 2019, 300, 100,
       now() + interval '20 days', 'Boots') returning id`,
    [places],
  );
  return Number(rows[0]!.id);
}

/** Clients of the public API, each from a loopback address of its own (block: 88, 89, ...). */
function familiesFrom(served: Served, block: number, count: number) {
  return Array.from({ length: count }, (_, i) =>
    createClient<Database>(served.url, served.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchFrom(`127.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`) },
    }),
  );
}

/** Each family's form token, once the form's minimum time has passed since they were made. */
async function agedTokens(families: ReturnType<typeof familiesFrom>): Promise<string[]> {
  const tokens = await Promise.all(
    families.map(async (client) => {
      const { data, error } = await client.rpc('form_token');
      if (error || !data) throw new Error(`form_token failed: ${error?.message}`);
      return data;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, REGISTRATION_LIMITS.minFormSeconds * 1000 + 200));
  return tokens;
}

/** Sends every family's form, `parallel` at a time; the milliseconds each took. */
async function submitAll(
  families: ReturnType<typeof familiesFrom>,
  tokens: string[],
  offer: number,
  parallel: number,
): Promise<{ ms: number[]; errors: unknown[] }> {
  const ms: number[] = [];
  const errors: unknown[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < families.length) {
        const i = next++;
        const t0 = performance.now();
        const { error } = await families[i]!.rpc('submit_registration', {
          p_form: form(tokens[i]!, offer, i) as never,
        });
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
  const one = await submitAll(alone, aloneTokens, offer, 1);
  const inDb = (
    await db.query<{ ms: number }>(
      `select total_time / calls as ms from pg_stat_user_functions
        where schemaname = 'public' and funcname = 'submit_registration'`,
    )
  ).rows[0]?.ms;
  const many = familiesFrom(served, 90, 400);
  const manyTokens = await agedTokens(many);
  const started = performance.now();
  const parallel = await submitAll(many, manyTokens, offer, 10);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `profile: one at a time, median ${Math.round(percentile(one.ms, 50))} ms per submission, ` +
      `${inDb === undefined ? '?' : inDb.toFixed(1)} ms of it in submit_registration; ` +
      `10 at a time, ${Math.round(many.length / seconds)} submissions a second; ` +
      `${one.errors.length + parallel.errors.length} errors; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function form(token: string, offer: number, i: number) {
  return {
    idempotency_key: crypto.randomUUID(),
    form_token: token,
    website: '',
    language: 'en',
    family: {
      parent_name: `Bench Parent ${i}`,
      email: `bench-${i}@example.com`,
      phone: '+34 600 000 000',
      language: (['en', 'es', 'ru'] as const)[i % 3],
      emergency_name: 'Bench Emergency',
      emergency_phone: '+34 600 000 001',
    },
    children: [
      {
        name: `Bench Child ${i}`,
        date_of_birth: '2014-05-02',
        position: 'any',
        shirt_size: '140',
        authorised_collectors: `Bench Parent ${i}`,
        offer_ids: [offer],
        consents: { child_data: true, health_data: false, photos_website: false, photos_social: false },
      },
    ],
    guardian_declaration: true,
    consent_versions: CONSENT_VERSIONS,
  };
}

interface Served {
  url: string;
  anonKey: string;
  dbUrl: string;
  mailUrl: string;
}

/**
 * The server side, in a process of its own as under `npm start` (the families' 200 clients would
 * otherwise share its event loop): the SMTP catcher, a fresh local-supabase and the worker.
 * Prints one JSON line with their addresses, then runs until stdin closes.
 */
async function serve(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-registration-'));
  const catcher = await startMailCatcher({
    webPort: await freePort(),
    smtpPort: await freePort(),
    mailDirectory: path.join(dataDir, 'maildev'),
  });
  const stack = await startStack(
    {
      apiPort: await freePort(),
      dbPort: await freePort(),
      postgrestPort: await freePort(),
      dataDir,
      smtpUrl: catcher.smtpUrl,
    },
    { log: () => undefined },
  );
  const worker = await startWorker({
    databaseUrl: stack.dbUrl,
    smtpUrl: catcher.smtpUrl,
    siteUrl: stack.config.siteUrl,
  });
  const served: Served = {
    url: stack.url,
    anonKey: stack.config.anonKey,
    dbUrl: stack.dbUrl,
    mailUrl: catcher.webUrl,
  };
  console.log(`SERVED ${JSON.stringify(served)}`);
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once('close', resolve));
  await worker.stop();
  await stack.stop();
  await catcher.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function startServer(): Promise<{ served: Served; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const served = await new Promise<Served>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = /^SERVED (.*)$/m.exec(out);
      if (line) resolve(JSON.parse(line[1]!) as Served);
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
  return { served, stop };
}

async function main(): Promise<void> {
  const { served, stop } = await startServer();
  const db = new pg.Client({ connectionString: served.dbUrl });
  await db.connect();
  try {
    await db.query(
      "update public.site_settings set contact_email = 'bench-academy@example.com' where id = 1",
    );
    await db.query('update public.registration_settings set online_registration = true where id = 1');
    const offer = await createOffer(db, PLACES);
    const families = familiesFrom(served, 88, FAMILIES);
    // Each family's page asks for its form token; the form is sent once its minimum time passed.
    const tokens = await agedTokens(families);

    const started = Date.now();
    const results = await Promise.all(
      families.map(async (client, i) => {
        const t0 = performance.now();
        const { error } = await client.rpc('submit_registration', {
          p_form: form(tokens[i]!, offer, i) as never,
        });
        return { ms: performance.now() - t0, error };
      }),
    );
    const load = os.loadavg();

    const counts = (
      await db.query<{ placed: number; waiting: number; mails: number }>(
        `select count(*) filter (where r.status in ('new', 'confirmed', 'offered', 'attended'))::int as placed,
                count(*) filter (where r.status = 'waiting')::int as waiting,
                (select count(*)::int from public.email_outbox o where o.family_id in
                   (select family_id from public.registrations where offer_id = $1)) as mails
           from public.registrations r where r.offer_id = $1`,
        [offer],
      )
    ).rows[0]!;
    let delivered = 0;
    let lastSeen = Date.now();
    while (Date.now() - started < MAIL_DEADLINE_MS + 5_000) {
      const summary = (await (
        await fetch(`${served.mailUrl}/api/email/summary?search=bench-&limit=1`)
      ).json()) as {
        total: number;
      };
      if (summary.total > delivered) lastSeen = Date.now();
      delivered = summary.total;
      if (delivered >= counts.mails) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const errors = results.filter((r) => r.error);
    for (const e of errors.slice(0, 3)) console.log(`error: ${JSON.stringify(e.error)}`);
    const ms = results.map((r) => r.ms);
    console.log(
      `submissions: median ${Math.round(percentile(ms, 50))} ms, max ${Math.round(Math.max(...ms))} ms; ` +
        `load average ${load.map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min; ${os.cpus().length} cores)`,
    );
    if (process.argv.includes('--profile')) await profile(served, db);
    console.log(
      `registration: ${counts.placed} confirmed of ${PLACES} places, ${counts.waiting} waiting, ` +
        `${Math.max(0, counts.placed - PLACES)} over capacity, ${errors.length} errors, ` +
        `p95 ${Math.round(percentile(ms, 95))} ms, ` +
        `e-mails ${delivered}/${counts.mails} in ${Math.round((lastSeen - started) / 1000)} s`,
    );
  } finally {
    await db.end();
    await stop();
  }
}

(process.argv.includes('--serve') ? serve() : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
