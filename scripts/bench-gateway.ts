/**
 * `npm run bench:gateway`: what the Supabase API gateway costs. Starts local-supabase (its own
 * process, free ports, a temporary data folder) and loads the home page's two API calls
 * (rpc/site_frame and rpc/page_data('index'), as supabase-js sends them) with autocannon, side by
 * side in one run: straight at PostgREST, then through the gateway, at 50 and 100 connections.
 * Prints requests per second, p50 and p99 latency and the gateway/direct ratio (targets: >= 0.95
 * at 50 connections, >= 0.9 at 100).
 *
 *   npm run bench:gateway                       10 s per measurement, 2 rounds
 *   npm run bench:gateway -- --duration 20 --rounds 3
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_ANON_KEY } from '../packages/local-supabase/src/config.ts';
import { freePort } from './lib/freePort.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const DURATION = option('duration', 10);
const ROUNDS = option('rounds', 2);
const CONNECTIONS = [50, 100];

/** The home page's calls, with the headers supabase-js 2 sends for rpc(). */
function homePageRequests(viaGateway: boolean): autocannon.Request[] {
  const prefix = viaGateway ? '/rest/v1' : '';
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: '*/*',
    authorization: `Bearer ${DEFAULT_ANON_KEY}`,
    'x-client-info': 'supabase-js-web/2.99.3',
    ...(viaGateway ? { apikey: DEFAULT_ANON_KEY } : {}),
  };
  return [
    { method: 'POST', path: `${prefix}/rpc/site_frame`, headers, body: '{}' },
    {
      method: 'POST',
      path: `${prefix}/rpc/page_data`,
      headers,
      body: JSON.stringify({ p_key: 'index', p_news_offset: 0, p_news_limit: 4 }),
    },
  ];
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  connections: number,
  duration: number,
  viaGateway: boolean,
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: homePageRequests(viaGateway),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: bad };
}

/** The stack in a process of its own, as `npm run supabase -- start` runs it, once it is up. */
async function startStackProcess(
  dataDir: string,
  ports: { api: number; db: number; rest: number },
): Promise<ChildProcessByStdio<null, Readable, Readable>> {
  // The load generator must not share the gateway's event loop.
  const child = spawn(
    process.execPath,
    [path.join(root, 'packages/local-supabase/bin/local-supabase.js'), 'start'],
    {
      cwd: root,
      env: {
        ...process.env,
        SUPABASE_DATA_DIR: dataDir,
        SUPABASE_PORT: String(ports.api),
        SUPABASE_DB_PORT: String(ports.db),
        POSTGREST_PORT: String(ports.rest),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`local-supabase did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`local-supabase exited (${code}):\n${output}`)));
  });
  child.removeAllListeners('exit');
  child.stdout.resume();
  child.stderr.resume();
  return child;
}

/** PostgREST alone against the gateway at one number of connections: the averages of the rounds. */
async function compareAt(direct: string, gateway: string, connections: number): Promise<string> {
  const runs: { direct: Figures; gateway: Figures }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which goes first, so neither always meets a warmer or busier machine.
    const first = round % 2 === 0 ? 'direct' : 'gateway';
    const a = await load(first === 'direct' ? direct : gateway, connections, DURATION, first === 'gateway');
    const b = await load(first === 'direct' ? gateway : direct, connections, DURATION, first !== 'gateway');
    runs.push(first === 'direct' ? { direct: a, gateway: b } : { direct: b, gateway: a });
  }
  const avg = (pick: (f: { direct: Figures; gateway: Figures }) => number) =>
    runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
  const d = { rps: avg((r) => r.direct.rps), p50: avg((r) => r.direct.p50), p99: avg((r) => r.direct.p99) };
  const g = {
    rps: avg((r) => r.gateway.rps),
    p50: avg((r) => r.gateway.p50),
    p99: avg((r) => r.gateway.p99),
  };
  const errors = runs.reduce((sum, r) => sum + r.direct.errors + r.gateway.errors, 0);
  const target = connections >= 100 ? 0.9 : 0.95;
  const ratio = g.rps / d.rps;
  const ms = (n: number) => `${n.toFixed(0).padStart(4)} ms`;
  const rps = (n: number) => `${n.toFixed(0).padStart(5)} req/s`;
  return (
    `${String(connections).padStart(4)} conns | direct ${rps(d.rps)} p50 ${ms(d.p50)} p99 ${ms(d.p99)} | ` +
    `gateway ${rps(g.rps)} p50 ${ms(g.p50)} p99 ${ms(g.p99)} | ratio ${ratio.toFixed(2)} (target >= ${target}) ` +
    `${ratio >= target ? 'ok' : 'BELOW TARGET'}${errors ? ` | ${errors} errors/non-2xx` : ''}`
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-gateway-'));
  const ports = { api: await freePort(), db: await freePort(), rest: await freePort() };
  const child = await startStackProcess(dataDir, ports);
  const direct = `http://127.0.0.1:${ports.rest}`;
  const gateway = `http://127.0.0.1:${ports.api}`;
  const rows: string[] = [];
  try {
    console.log(`Home page calls (rpc/site_frame + rpc/page_data), ${DURATION} s each, ${ROUNDS} round(s)`);
    // Warm-up: schema cache, connection pools, JIT (the first seconds of a Node process are slow).
    await load(direct, 50, 5, false);
    await load(gateway, 50, 5, true);
    for (const connections of CONNECTIONS) {
      rows.push(await compareAt(direct, gateway, connections));
      console.log(rows.at(-1));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nSummary');
  for (const row of rows) console.log(row);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
