import { readFileSync } from 'node:fs';

/**
 * How a foreground stack (`npm start`, `npm run supabase -- start`) ends: on SIGINT (Ctrl-C),
 * SIGTERM (a process manager, `kill`) or SIGHUP (the terminal closed), and when its parent
 * process dies (npm killed with SIGKILL, a crashed supervisor), it stops everything it started
 * and exits. Stopping is bounded: whatever is still running after `timeoutMs` is left to the
 * kernel, which signals the children when this process exits (setpriv --pdeathsig).
 */
export interface ShutdownOptions {
  /** Stops what the process started (site server, stack). */
  stop: () => Promise<void>;
  log?: (message: string) => void;
  /** Longest wait for `stop` before exiting anyway. */
  timeoutMs?: number;
  /** How often the parent is checked. */
  parentCheckMs?: number;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** The parent pid of a process (Linux /proc), or undefined when it cannot be read. */
function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ...", comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) && ppid > 0 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

// The lineage is read when this module loads, at the process's start, and not when the watch
// begins: a stack announces it is ready before it starts watching, and a supervisor that kills
// npm as soon as it reads that line would otherwise leave the adopting process recorded as the
// parent, which never changes.
const startedUnder = { parent: process.ppid, grandparent: parentOf(process.ppid) };

export function stopOnSignalsAndParentDeath(opts: ShutdownOptions): { dispose(): void } {
  const log = opts.log ?? ((message: string) => console.log(message));
  const timeoutMs = opts.timeoutMs ?? 4000;
  let stopping = false;

  const shutdown = (reason: string, code: number) => {
    if (stopping) {
      // A second signal while stopping: give up waiting.
      log(`${reason} again, exiting now`);
      process.exit(code);
    }
    stopping = true;
    log(`${reason}: stopping...`);
    const deadline = setTimeout(() => {
      log(`still stopping after ${timeoutMs} ms, exiting anyway`);
      process.exit(code);
    }, timeoutMs);
    opts.stop().then(
      () => {
        clearTimeout(deadline);
        log('stopped.');
        process.exit(code);
      },
      (err: unknown) => {
        clearTimeout(deadline);
        log(`error while stopping: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };

  const handlers = STOP_SIGNALS.map((signal) => {
    const handler = () => shutdown(signal, 0);
    process.on(signal, handler);
    return [signal, handler] as const;
  });

  // Node has no "tell me when my parent dies", but an orphan is adopted by another process, so
  // its parent pid changes. The grandparent is watched the same way: `npm run` starts scripts
  // through `sh -c`, and when npm itself is killed the shell in between lives on.
  const { parent, grandparent } = startedUnder;
  const timer = setInterval(() => {
    if (process.ppid !== parent) shutdown(`parent process ${parent} exited`, 0);
    else if (grandparent !== undefined && parentOf(parent) !== grandparent)
      shutdown(`process ${grandparent} (which started ${parent}) exited`, 0);
  }, opts.parentCheckMs ?? 500);
  timer.unref();

  return {
    dispose() {
      clearInterval(timer);
      for (const [signal, handler] of handlers) process.off(signal, handler);
    },
  };
}
