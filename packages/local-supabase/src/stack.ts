import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type StackConfig } from './config.ts';
import { consoleLogger, type Logger, type ServiceContext } from './context.ts';
import { createPool, type Pool } from './db.ts';
import { createGateway, listenGateway, type HealthReport, type RunningGateway } from './gateway.ts';
import {
  applyMigrations,
  applyPlatform,
  dropEverything,
  notifySchemaReload,
  type MigrationResult,
} from './migrate.ts';
import { assertPortsFree } from './ports.ts';
import { isAlive, startDatabase, stopLeftoverPostmaster, type DatabaseHandle } from './postgres.ts';
import { startPostgrest, type PostgrestProcess, type PostgrestOptions } from './postgrest.ts';

export interface RunningStack {
  config: StackConfig;
  /** Base URL of the Supabase API (the gateway), e.g. http://127.0.0.1:54321. */
  url: string;
  /** Superuser connection string of the database. */
  dbUrl: string;
  /** Superuser pool shared with the services (closed by stop()). */
  pool: Pool;
  /** PID of the current PostgREST child (it changes when PostgREST is restarted). */
  postgrestPid(): number | undefined;
  /** PID of the embedded postmaster (it changes when it is restarted), undefined with DATABASE_URL. */
  postgresPid(): number | undefined;
  /** What GET /health reports for each part. */
  health(): Promise<HealthReport>;
  /** Resolves once PostgREST answers (useful after killing it in tests). */
  postgrestReady(): Promise<void>;
  /** Migrations applied by the last start or reset. */
  migrations(): MigrationResult;
  /** Stops gateway, PostgREST, pools and the embedded PostgreSQL. Idempotent. */
  stop(): Promise<void>;
  /** Drops and recreates everything from platform SQL + migrations + seed + media. */
  reset(): Promise<void>;
}

/** What a seed hook gets: the running API and its service key. */
export interface SeedContext {
  url: string;
  serviceRoleKey: string;
  log: Logger;
}

/**
 * Content a project adds through the API once its database is fresh (after seed.sql), e.g. the
 * academy's demo pictures (packages/demo-content). local-supabase itself ships none.
 */
export type SeedHook = (ctx: SeedContext) => Promise<unknown>;

export interface StartOptions {
  log?: Logger;
  /** Run after a fresh database is migrated and seeded, and after each reset. */
  seed?: SeedHook;
  /**
   * What a failure of the seed hook does: 'throw' (default) stops start-up / reset; 'warn' logs
   * it and keeps the stack running (the integration tests' shared stack uses this, so tests of
   * auth or data do not depend on the picture generator).
   */
  seedErrors?: 'throw' | 'warn';
}

/** Name of the state file written in the data folder while a stack runs (read by the CLI). */
export const STATE_FILE = 'local-supabase.json';

export interface StackState {
  pid: number;
  url: string;
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  startedAt: string;
}

export function stateFilePath(dataDir: string): string {
  return path.join(dataDir, STATE_FILE);
}

/** The state of the stack running on dataDir, or undefined when none runs (stale files ignored). */
export async function readRunningState(dataDir: string): Promise<StackState | undefined> {
  let state: StackState;
  try {
    state = JSON.parse(await readFile(stateFilePath(dataDir), 'utf8')) as StackState;
  } catch {
    return undefined;
  }
  return Number.isInteger(state.pid) && isAlive(state.pid) ? state : undefined;
}

function authenticatorUrl(superUrl: string, password: string): string {
  const url = new URL(superUrl);
  url.username = 'authenticator';
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** Refuses to start beside another stack on the same data folder, or on ports in use. */
async function assertCanStart(config: StackConfig, log: Logger): Promise<void> {
  await mkdir(config.dataDir, { recursive: true });
  const other = await readRunningState(config.dataDir);
  if (other && other.pid !== process.pid) {
    throw new Error(
      `local-supabase is already running on ${config.dataDir} (pid ${other.pid}, ${other.url}). ` +
        'Stop it first with `npm run supabase -- stop`.',
    );
  }
  if (!config.databaseUrl) await stopLeftoverPostmaster(path.join(config.dataDir, 'postgres'), log);
  await assertPortsFree(config);
}

/** The project's seed hook (demo media), run after a fresh start and after each reset. */
function seedRunner(opts: StartOptions, url: string, config: StackConfig, log: Logger) {
  return async () => {
    if (!opts.seed) return;
    try {
      await opts.seed({ url, serviceRoleKey: config.serviceRoleKey, log });
    } catch (err) {
      if (opts.seedErrors !== 'warn')
        throw new Error(
          `the seed hook failed: ${(err as Error).message} (the database is migrated and seeded; ` +
            'after fixing this run `npm run supabase -- reset` to seed everything again)',
          { cause: err },
        );
      log('error', `the seed hook failed (the stack keeps running without it): ${(err as Error).message}`);
    }
  };
}

/**
 * Writes `<data>/local-supabase.json` (how `stop` and `status` find the running stack), readable
 * by its owner only since it holds the service key; returns the clean-up that removes it.
 */
async function writeStateFile(config: StackConfig, url: string, dbUrl: string): Promise<() => Promise<void>> {
  const state: StackState = {
    pid: process.pid,
    url,
    dbUrl,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    dataDir: config.dataDir,
    startedAt: new Date().toISOString(),
  };
  const statePath = stateFilePath(config.dataDir);
  await writeFile(`${statePath}.tmp`, JSON.stringify(state, null, 2), { mode: 0o600 });
  await rename(`${statePath}.tmp`, statePath);
  return async () => {
    // Only remove the file if it is still ours (a later stack may have replaced it).
    const current = await readFile(statePath, 'utf8').catch(() => '');
    if (current.includes(`"pid": ${process.pid},`)) await rm(statePath, { force: true });
  };
}

/** The URL this process calls the gateway by: a wildcard bind address is not one, loopback is. */
function callUrl(host: string, port: number): string {
  const callHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${callHost.includes(':') ? `[${callHost}]` : callHost}:${port}`;
}

/** Steps that undo a start, run last first; a failing one is logged and the others still run. */
function cleanupList(log: Logger) {
  const steps: (() => Promise<void>)[] = [];
  return {
    push: (fn: () => Promise<void>) => void steps.push(fn),
    async run() {
      for (const fn of steps.splice(0).reverse()) {
        await fn().catch((err: unknown) => log('warn', `shutdown step failed: ${String(err)}`));
      }
    },
  };
}

/** The running parts of a stack; `postgrest` and `migrations` change with each reset. */
interface Parts {
  db: DatabaseHandle;
  postgrest: PostgrestProcess;
  pool: Pool;
  gateway: RunningGateway;
  migrations: MigrationResult;
}

/** Each part's state: PostgreSQL answers a query, PostgREST answers a request. */
async function healthOf(parts: Parts): Promise<HealthReport> {
  const dbUp = parts.db.isUp() && (await pingDatabase(parts.pool));
  const restUp = dbUp && (await parts.postgrest.answers());
  // Auth and storage run in this process: they work exactly when the database does.
  const dependent = dbUp ? 'up' : 'down';
  return { db: dbUp ? 'up' : 'down', rest: restUp ? 'up' : 'down', auth: dependent, storage: dependent };
}

/**
 * PostgreSQL, platform SQL, migrations (+ seed.sql when fresh), PostgREST and the gateway, each
 * with its clean-up registered; a failing step undoes the ones before it.
 */
async function startParts(
  config: StackConfig,
  log: Logger,
  cleanups: ReturnType<typeof cleanupList>,
): Promise<Parts> {
  const parts = {} as Parts;
  const exitHook = () => {
    // Last resort when the process exits without stop(): children must not outlive us.
    const pgrst = parts.postgrest?.pid();
    if (pgrst) tryKill(pgrst, 'SIGTERM');
    if (parts.db?.pid) tryKill(parts.db.pid, 'SIGINT');
  };
  process.on('exit', exitHook);
  cleanups.push(async () => void process.off('exit', exitHook));
  try {
    const db = await startDatabase(config, log);
    parts.db = db;
    cleanups.push(() => db.stop());
    await applyPlatform(db.superUrl, config.dbPassword);
    parts.migrations = await applyMigrations(db.superUrl, config.supabaseDir, log);

    parts.postgrest = await startPostgrest(postgrestOptions(config, db.superUrl, log));
    cleanups.push(() => parts.postgrest.stop());
    // PostgREST reconnects by itself, with growing pauses; a nudge makes it retry at once.
    db.onRestart(() => parts.postgrest.reconnect());

    const pool = createPool(db.superUrl);
    parts.pool = pool;
    cleanups.push(() => pool.end());
    const ctx: ServiceContext = { config, pool, log };
    const gatewayHandle = createGateway({
      ctx,
      postgrestUrl: parts.postgrest.url,
      postgrestReady: () => parts.postgrest.ready(),
      health: () => healthOf(parts),
    });
    const gateway = await listenGateway(gatewayHandle, config.host, config.apiPort);
    parts.gateway = gateway;
    cleanups.push(() => gateway.close());
    return parts;
  } catch (err) {
    await cleanups.run();
    throw err;
  }
}

/**
 * Starts the whole local Supabase: ports check, PostgreSQL, platform SQL, migrations (+ seed.sql
 * when fresh), PostgREST, gateway, then the seed media when fresh.
 */
export async function startStack(
  overrides: Partial<StackConfig> = {},
  opts: StartOptions = {},
): Promise<RunningStack> {
  const config = loadConfig(process.env, overrides);
  const log = opts.log ?? consoleLogger;
  const t0 = Date.now();
  await assertCanStart(config, log);
  const cleanups = cleanupList(log);
  const parts = await startParts(config, log, cleanups);
  const { db } = parts;

  const url = callUrl(config.host, parts.gateway.port);
  const runMedia = seedRunner(opts, url, config, log);
  try {
    if (parts.migrations.fresh) await runMedia();
    cleanups.push(await writeStateFile(config, url, db.superUrl));
  } catch (err) {
    await cleanups.run();
    throw err;
  }
  log('info', `started in ${Date.now() - t0} ms: API ${url}`);

  let stopPromise: Promise<void> | undefined;
  let resetChain: Promise<void> = Promise.resolve();
  const reset = async () => {
    const t = Date.now();
    await parts.postgrest.stop();
    parts.migrations = await rebuildDatabase(db.superUrl, config, log);
    // A new PostgREST reads the new schema before it answers: no window with a stale cache.
    parts.postgrest = await startPostgrest(postgrestOptions(config, db.superUrl, log));
    await runMedia();
    log('info', `reset in ${Date.now() - t} ms`);
  };

  return {
    config,
    url,
    dbUrl: db.superUrl,
    pool: parts.pool,
    postgrestPid: () => parts.postgrest.pid(),
    postgresPid: () => db.pid,
    health: () => healthOf(parts),
    postgrestReady: () => parts.postgrest.ready(),
    migrations: () => parts.migrations,
    stop() {
      stopPromise ??= resetChain.catch(() => {}).then(() => cleanups.run());
      return stopPromise;
    },
    reset() {
      if (stopPromise) return Promise.reject(new Error('the stack is stopped'));
      const run = resetChain.catch(() => {}).then(reset);
      resetChain = run;
      return run;
    },
  };
}

function postgrestOptions(config: StackConfig, superUrl: string, log: Logger): PostgrestOptions {
  return {
    dbUri: authenticatorUrl(superUrl, config.dbPassword),
    port: config.postgrestPort,
    jwtSecret: config.jwtSecret,
    schemas: config.apiSchemas,
    extraSearchPath: config.apiExtraSearchPath,
    maxRows: config.apiMaxRows,
    publicRestUrl: `${config.publicUrl}/rest/v1/`,
    log,
  };
}

async function pingDatabase(pool: Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pool.query('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), 2000);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function tryKill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The database part of a reset: drops everything of ours, wipes stored files and mails, then
 * platform SQL + migrations + seed.sql. PostgREST and the media are the caller's business.
 */
async function rebuildDatabase(superUrl: string, config: StackConfig, log: Logger): Promise<MigrationResult> {
  await dropEverything(superUrl);
  await Promise.all(
    ['storage', 'mail'].map((d) => rm(path.join(config.dataDir, d), { recursive: true, force: true })),
  );
  await applyPlatform(superUrl, config.dbPassword);
  return applyMigrations(superUrl, config.supabaseDir, log);
}

/**
 * Resets a stack that runs in another process (the CLI's `reset` while `start` runs): the same
 * database work, then PostgREST reloads its schema cache on NOTIFY and the media are uploaded
 * through the running API.
 */
export async function resetRunningStack(
  state: StackState,
  overrides: Partial<StackConfig> = {},
  opts: StartOptions = {},
): Promise<MigrationResult> {
  const config = loadConfig(process.env, { ...overrides, dataDir: state.dataDir });
  const log = opts.log ?? consoleLogger;
  const result = await rebuildDatabase(state.dbUrl, config, log);
  await notifySchemaReload(state.dbUrl);
  // The reload is asynchronous: give it a moment, then wait until PostgREST serves again.
  await new Promise((r) => setTimeout(r, 300));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${state.url}/rest/v1/`, { headers: { apikey: state.anonKey } }).catch(
      () => undefined,
    );
    await res?.arrayBuffer();
    if (res?.status === 200) break;
    if (Date.now() > deadline) throw new Error('PostgREST did not come back after the reset');
    await new Promise((r) => setTimeout(r, 200));
  }
  await opts.seed?.({ url: state.url, serviceRoleKey: state.serviceRoleKey, log });
  return result;
}
