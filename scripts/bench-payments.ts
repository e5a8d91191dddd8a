/**
 * `npm run bench:payments`: the whole stack as `npm start` runs it (API, worker, site server, the
 * local payment provider, the SMTP catcher), on free ports with a fresh data folder, and 200
 * families registering at once for an offer of 20 places, with online payments on. Each family
 * that is answered with a place pays its deposit at once, as a parent would: it presses Pay (the
 * site server opens a checkout in the database and a Checkout Session at the provider), pays on
 * the provider with Stripe's test card, and its place is confirmed when the provider's event
 * reaches the site server's webhook. The provider delivers every event twice and in shuffled
 * order. Two rounds run, each with an offer of its own: the first on the fresh stack (its p95 is
 * printed; it also pays for each database connection's first use), then the measured one, as
 * bench:registration does. The last line, of the measured round, is:
 *   payments: <n> paid of <n> places, <n> double-recorded, <n> places lost, <n> errors, p95 <n> ms
 * where p95 is the time from Pay to the place confirmed in the database. Targets: every place
 * paid, 0 double-recorded, 0 lost, 0 errors, p95 under 1,000 ms.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { loadConfig } from '../packages/local-supabase/src/index.ts';
import { agedTokens, createOffer, familiesFrom, form } from './lib/benchFamilies.ts';
import { freePort } from './lib/freePort.ts';
import { loadAverages } from './lib/proc.ts';
import { recordRpc, send } from './lib/replayClient.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLACES = 20;
const FAMILIES = 200;
const CONFIRM_DEADLINE_MS = 60_000;

interface Stack {
  siteUrl: string;
  apiUrl: string;
  dbUrl: string;
  paymentsUrl: string;
  stop: () => Promise<void>;
}

/** `npm start` on free ports and a fresh data folder, its provider delivering twice, shuffled. */
async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-payments-'));
  const [api, db, postgrest, site, mail, smtp, payments] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUPABASE_PORT: String(api),
    SUPABASE_DB_PORT: String(db),
    POSTGREST_PORT: String(postgrest),
    SUPABASE_DATA_DIR: dataDir,
    SITE_PORT: String(site),
    SITE_URL: `http://127.0.0.1:${site}`,
    MAIL_CATCHER_PORT: String(mail),
    MAIL_CATCHER_SMTP_PORT: String(smtp),
    PAYMENTS_PORT: String(payments),
    PAYMENTS_DELIVERY: 'twice-shuffled',
  };
  delete env.SMTP_URL;
  delete env.STRIPE_SECRET_KEY;
  delete env.STRIPE_API_URL;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/^READY$/m.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before it was ready:\n${out}`)),
    );
  });
  child.stdout.resume();
  child.stderr.resume();
  return {
    siteUrl: `http://127.0.0.1:${site}`,
    apiUrl: `http://127.0.0.1:${api}`,
    dbUrl: `postgresql://postgres:postgres@127.0.0.1:${db}/postgres`,
    paymentsUrl: `http://127.0.0.1:${payments}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One family's payment: Pay on the answer page (the site server answers with the provider's
 * checkout page), the test card on that page, then the wait until the database says the place
 * is confirmed. Its milliseconds from Pay to confirmed, or the error.
 */
async function pay(
  stack: Stack,
  db: pg.Pool,
  family: { submissionId: number; idempotencyKey: string; registrationId: number },
): Promise<{ ms: number; phases: [number, number, number] } | { error: string }> {
  const started = performance.now();
  const res = await fetch(`${stack.siteUrl}/_payments/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      submission_id: String(family.submissionId),
      idempotency_key: family.idempotencyKey,
      lang: 'en',
    }),
  });
  const location = res.headers.get('location');
  if (res.status !== 303 || !location)
    return { error: `Pay: ${res.status} ${(await res.text()).slice(0, 200)}` };
  const opened = performance.now();
  const session = /cs_test_[A-Za-z0-9]+/.exec(location)?.[0];
  if (!session) return { error: `Pay led to ${location}` };
  const paid = await fetch(`${stack.paymentsUrl}/_local/sessions/${session}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: '4242424242424242' }),
  });
  if (!paid.ok) return { error: `the card: ${paid.status} ${(await paid.text()).slice(0, 200)}` };
  const charged = performance.now();
  while (performance.now() - started < CONFIRM_DEADLINE_MS) {
    const { rows } = await db.query<{ status: string }>(
      'select status from public.registrations where id = $1',
      [family.registrationId],
    );
    if (rows[0]?.status === 'confirmed') {
      const now = performance.now();
      return { ms: now - started, phases: [opened - started, charged - opened, now - charged] };
    }
    await sleep(20);
  }
  return { error: `registration ${family.registrationId} not confirmed within ${CONFIRM_DEADLINE_MS} ms` };
}

/** Every event the provider has to deliver answered 2xx (or the deadline); how many were not. */
async function deliveriesDone(stack: Stack): Promise<number> {
  const deadline = Date.now() + CONFIRM_DEADLINE_MS;
  for (;;) {
    const state = (await (await fetch(`${stack.paymentsUrl}/_local/api/state`)).json()) as {
      deliveries: { nextAttemptAt: number | null; deliveredAt: number | null }[];
    };
    const open = state.deliveries.filter((d) => d.deliveredAt === null).length;
    if (open === 0 || Date.now() > deadline) return open;
    await sleep(200);
  }
}

interface Round {
  offer: number;
  ms: number[];
  phases: [number, number, number][];
  errors: string[];
  load: string;
}

/**
 * One round: 200 families (from the loopback block `block`) register at once for a new offer of
 * 20 places, and each family placed pays at once; ends when every event has been answered 2xx.
 */
async function round(stack: Stack, db: pg.Pool, block: number, tag: string): Promise<Round> {
  const client = new pg.Client({ connectionString: stack.dbUrl });
  await client.connect();
  const offer = await createOffer(client, PLACES);
  await client.end();

  const api = { url: stack.apiUrl, anonKey: loadConfig().anonKey };
  const families = familiesFrom(api, block, FAMILIES);
  const tokens = await agedTokens(families);
  const forms = tokens.map((token, i) => form(token, offer, i, tag));
  const requests = await Promise.all(forms.map((f) => recordRpc(api, 'submit_registration', { p_form: f })));
  // The 200 client libraries that recorded the requests are this harness's garbage: collected
  // before the families send their forms instead of during it.
  collectGarbage();

  const errors: string[] = [];
  const ms: number[] = [];
  const phases: [number, number, number][] = [];
  await Promise.all(
    families.map(async ({ agent }, i) => {
      const answer = await send(agent, requests[i]!);
      if (answer.status !== 200) return errors.push(`submit: ${answer.status} ${answer.body.slice(0, 200)}`);
      const body = JSON.parse(answer.body) as {
        submission_id: number;
        items: { registration_id: number; status: string }[];
      };
      const item = body.items[0]!;
      if (item.status !== 'new') return;
      const result = await pay(stack, db, {
        submissionId: body.submission_id,
        idempotencyKey: forms[i]!.idempotency_key,
        registrationId: item.registration_id,
      });
      if ('error' in result) errors.push(result.error);
      else {
        ms.push(result.ms);
        phases.push(result.phases);
      }
    }),
  );
  const load = loadAverages();
  const undelivered = await deliveriesDone(stack);
  if (undelivered > 0) errors.push(`${undelivered} webhook deliveries not answered 2xx`);
  return { offer, ms, phases, errors, load };
}

/** A full garbage collection of this process, now (V8's gc(), made available at run time). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

async function main(): Promise<void> {
  const stack = await startStack();
  const db = new pg.Pool({ connectionString: stack.dbUrl, max: 4 });
  try {
    await db.query(
      "update public.site_settings set contact_email = 'bench-academy@example.com' where id = 1",
    );
    await db.query(
      'update public.registration_settings set online_registration = true, online_payments = true where id = 1',
    );
    // A first round on the fresh stack, then the measured one: the first also pays for each
    // database connection's first use (its caches and compiled functions), as after a restart.
    const first = await round(stack, db, 90, 'PaysFirst');
    console.log(
      `first round: p95 ${Math.round(percentile(first.ms, 95))} ms, ${first.errors.length} errors; ` +
        `load average ${first.load}`,
    );
    const { offer, ms, phases, errors, load } = await round(stack, db, 91, 'Pays');
    errors.unshift(...first.errors);

    const { rows } = await db.query<{ placed: number; paid: number; doubled: number; lost: number }>(
      `with r as (
         select r.id, r.status,
                (select count(*) from public.payments p where p.registration_id = r.id) as payments,
                (select coalesce(sum(p.amount - p.refunded), 0) from public.payments p
                  where p.registration_id = r.id) as net,
                (select a.due_now from public.registration_amounts(r.id) a) as due
         from public.registrations r where r.offer_id = $1)
       select count(*) filter (where status = any (public.place_holding_statuses()))::int as placed,
              count(*) filter (where status = 'confirmed' and net >= due)::int as paid,
              count(*) filter (where payments > 1 or net > due)::int as doubled,
              count(*) filter (where payments > 0 and status <> 'confirmed')::int as lost
       from r`,
      [offer],
    );
    const result = rows[0]!;
    for (const e of errors.slice(0, 5)) console.log(`error: ${e}`);
    const phase = (i: number) =>
      Math.round(
        percentile(
          phases.map((p) => p[i]!),
          50,
        ),
      );
    console.log(
      `medians: Pay to the checkout page ${phase(0)} ms, the card ${phase(1)} ms, ` +
        `the card to confirmed (the provider's event through the webhook) ${phase(2)} ms`,
    );
    console.log(
      `Pay to confirmed: median ${Math.round(percentile(ms, 50))} ms, max ${Math.round(Math.max(0, ...ms))} ms; ` +
        `load average ${load} (1, 5, 15 min; ${os.cpus().length} cores)`,
    );
    console.log(
      `payments: ${result.paid} paid of ${result.placed} places, ${result.doubled} double-recorded, ` +
        `${result.lost + Math.max(0, PLACES - result.placed)} places lost, ${errors.length} errors, ` +
        `p95 ${Math.round(percentile(ms, 95))} ms`,
    );
  } finally {
    await db.end();
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
