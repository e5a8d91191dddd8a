/**
 * What `npm start` does as a process manager would in production: each part (the API with its
 * database, the worker, the site server) runs in a process of its own, and one that stops
 * unexpectedly is said and started again after a pause, while the others keep running. The pause
 * grows with each failure in a row (0.25 s doubling to 10 s) and starts over once the part has
 * run for a minute. A part that ends by itself with exit code 0 was stopped on purpose (e.g.
 * `npm run supabase -- stop` stops the API): it is not restarted, and `onCleanExit` is told.
 */
import { restartDelay } from '../../packages/local-supabase/src/processes.ts';
import type { PartProcess } from './partProcess.ts';

export interface SupervisedPart {
  /** The part's current process (undefined while it is being restarted). */
  current(): PartProcess | undefined;
  /** Resolves with the part's next process once it is ready again after a restart. */
  restarted(): Promise<PartProcess>;
  /** Stops it (SIGTERM, then SIGKILL after `graceMs`) and restarts it no more. */
  stop(graceMs?: number): Promise<void>;
}

export interface SuperviseOptions {
  log?: (message: string) => void;
  /** The pause before restart attempt number `failures`. */
  delay?: (failures: number) => number;
  /** How long a part runs before its failures are forgotten. */
  steadyMs?: number;
  /** Told when the part ends by itself with exit code 0 (it is then not restarted). */
  onCleanExit?: () => void;
}

/**
 * Starts a part with `start` and keeps it running. Its first start failing is thrown, with the
 * part's name ("The API: scripts/serve-api.ts was not ready within 180 s and was stopped").
 */
export async function supervise(
  name: string,
  start: () => Promise<PartProcess>,
  options: SuperviseOptions = {},
): Promise<SupervisedPart> {
  const log = options.log ?? ((message: string) => console.error(message));
  const delay = options.delay ?? restartDelay;
  const steadyMs = options.steadyMs ?? 60_000;
  let part: PartProcess | undefined = await start().catch((err: unknown) => {
    throw new Error(`${name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  });
  let startedAt = Date.now();
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let waiters: ((part: PartProcess) => void)[] = [];

  const scheduleRestart = () => {
    failures += 1;
    const ms = delay(failures);
    log(`${name}: restarting in ${(ms / 1000).toFixed(2)} s (attempt ${failures})`);
    timer = setTimeout(() => {
      timer = undefined;
      starting = start()
        .then((next) => {
          if (stopped) return next.stop();
          log(`${name}: running again (pid ${next.pid})`);
          watch(next);
          for (const resolve of waiters.splice(0)) resolve(next);
        })
        .catch((err: unknown) => {
          log(`${name}: could not start: ${err instanceof Error ? err.message : String(err)}`);
          if (!stopped) scheduleRestart();
        })
        .finally(() => (starting = undefined));
    }, ms);
  };

  const watch = (current: PartProcess) => {
    part = current;
    startedAt = Date.now();
    void current.exited.then(({ code, signal }) => {
      if (current.stopping || stopped) return;
      part = undefined;
      if (code === 0 && options.onCleanExit) {
        log(`${name} stopped (exit code 0)`);
        options.onCleanExit();
        return;
      }
      if (Date.now() - startedAt >= steadyMs) failures = 0;
      log(`${name} stopped unexpectedly (${signal ? `killed by ${signal}` : `exit code ${code}`})`);
      scheduleRestart();
    });
  };
  watch(part);

  return {
    current: () => part,
    restarted: () => new Promise((resolve) => waiters.push(resolve)),
    async stop(graceMs) {
      stopped = true;
      clearTimeout(timer);
      waiters = [];
      await starting;
      await part?.stop(graceMs);
    },
  };
}
