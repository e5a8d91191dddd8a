import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { consoleLogger } from './context.ts';
import { stopOnSignalsAndParentDeath } from './lifecycle.ts';
import { isAlive } from './postgres.ts';
import {
  readRunningState,
  resetRunningStack,
  startStack,
  stateFilePath,
  type RunningStack,
  type SeedHook,
} from './stack.ts';

export interface CliOptions {
  /** Content added through the API to a fresh or reset database (e.g. the demo media). */
  seed?: SeedHook;
}

const USAGE = `Usage: local-supabase <command>

Commands:
  start    Start PostgreSQL, PostgREST, auth, storage and the API gateway (foreground; Ctrl-C stops)
  stop     Stop the running local-supabase (found through <data folder>/local-supabase.json)
  status   Say whether it runs and where (exit code 0 when running, 1 when not)
  reset    Drop everything and rebuild from supabase/migrations + seed.sql + seed media

Configuration: supabase/config.toml, overridden by environment variables: SUPABASE_PORT (54321),
SUPABASE_DB_PORT (54322), POSTGREST_PORT (54323), SUPABASE_DATA_DIR (.data), DATABASE_URL (use that
PostgreSQL instead of the embedded one), SUPABASE_JWT_SECRET, SUPABASE_ANON_KEY,
SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DIR (supabase/); the full list is in README "Configuration".`;

function printBanner(stack: RunningStack): void {
  const lines = [
    '',
    'local-supabase is running.',
    `  API URL:          ${stack.url}`,
    `  DB URL:           ${stack.dbUrl}`,
    `  anon key:         ${stack.config.anonKey}`,
    `  service_role key: ${stack.config.serviceRoleKey}`,
    `  data folder:      ${stack.config.dataDir}`,
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

async function start(options: CliOptions): Promise<number> {
  const stack = await startStack({}, { seed: options.seed });
  printBanner(stack);
  // SIGINT, SIGTERM, SIGHUP or the death of the parent (npm) stop everything; never returns.
  stopOnSignalsAndParentDeath({
    stop: () => stack.stop(),
    log: (message) => console.log(`local-supabase: ${message}`),
  });
  return new Promise<number>(() => {});
}

async function stop(): Promise<number> {
  const { dataDir } = loadConfig();
  const state = await readRunningState(dataDir);
  if (!state) {
    console.log(`local-supabase is not running (no live process in ${stateFilePath(dataDir)}).`);
    return 0;
  }
  process.kill(state.pid, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (isAlive(state.pid)) {
    if (Date.now() > deadline) {
      console.error(`local-supabase (pid ${state.pid}) did not stop within 30 s.`);
      return 1;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`local-supabase (pid ${state.pid}) stopped.`);
  return 0;
}

async function status(): Promise<number> {
  const { dataDir } = loadConfig();
  const state = await readRunningState(dataDir);
  if (!state) {
    console.log(`local-supabase is not running (data folder ${dataDir}).`);
    return 1;
  }
  let healthy = false;
  try {
    const res = await fetch(`${state.url}/health`, { signal: AbortSignal.timeout(3000) });
    healthy = res.ok;
  } catch {
    healthy = false;
  }
  console.log(
    [
      `local-supabase is running (pid ${state.pid}, since ${state.startedAt})${healthy ? '' : ' but its API does not answer'}.`,
      `  API URL: ${state.url}`,
      `  DB URL:  ${state.dbUrl}`,
      `  anon key:         ${state.anonKey}`,
      `  service_role key: ${state.serviceRoleKey}`,
    ].join('\n'),
  );
  return healthy ? 0 : 1;
}

async function reset(options: CliOptions): Promise<number> {
  const { dataDir } = loadConfig();
  const state = await readRunningState(dataDir);
  const t0 = Date.now();
  if (state) {
    console.log(`local-supabase: resetting the running stack (pid ${state.pid})...`);
    await resetRunningStack(state, {}, { log: consoleLogger, seed: options.seed });
  } else {
    console.log('local-supabase: not running; starting it to reset, then stopping it...');
    const stack = await startStack({}, { seed: options.seed });
    try {
      await stack.reset();
    } finally {
      await stack.stop();
    }
  }
  console.log(`local-supabase: reset done in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  return 0;
}

/** Runs one CLI command; resolves with the process exit code. */
export async function main(argv: string[], options: CliOptions = {}): Promise<number> {
  const command = argv[0];
  try {
    switch (command) {
      case 'start':
        return await start(options);
      case 'stop':
        return await stop();
      case 'status':
        return await status();
      case 'reset':
        return await reset(options);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return command === undefined ? 1 : 0;
      default:
        console.error(`local-supabase: unknown command "${command}"\n\n${USAGE}`);
        return 1;
    }
  } catch (err) {
    // One clear line (plus PostgreSQL's details for migrations), never a stack trace.
    console.error(`local-supabase: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  process.exitCode = await main(process.argv.slice(2));
  // Open handles of libraries (pg pools, timers) must not keep a finished command alive.
  setImmediate(() => process.exit());
}
