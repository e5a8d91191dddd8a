import { execFileSync, type ChildProcess } from 'node:child_process';

let setprivAvailable: boolean | undefined;

/**
 * Whether util-linux's `setpriv` exists. Children are started through `setpriv --pdeathsig <sig>`
 * so the kernel signals them when this process dies without cleaning up (SIGKILL, crash): no
 * orphan postgres or postgrest keeps ports and data folders.
 */
function hasSetpriv(): boolean {
  if (setprivAvailable === undefined) {
    try {
      execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
      setprivAvailable = true;
    } catch {
      setprivAvailable = false;
    }
  }
  return setprivAvailable;
}

/** The command line that runs bin with args, dying with signal when this process dies. */
export function withParentDeathSignal(
  bin: string,
  args: string[],
  signal: 'INT' | 'TERM',
): [string, string[]] {
  return hasSetpriv() ? ['setpriv', ['--pdeathsig', signal, '--', bin, ...args]] : [bin, args];
}

/** True while a process with this pid exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Keeps the last `max` non-empty lines a child prints (stdout and stderr), for error messages;
 * `onLine` sees each line as it comes.
 */
export function collectTail(child: ChildProcess, max: number, onLine?: (line: string) => void): string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > max) lines.shift();
      onLine?.(line);
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return lines;
}

/** The pause before restart attempt number `failures`: 0.25 s doubling to at most 10 s. */
export function restartDelay(failures: number): number {
  return Math.min(10_000, 250 * 2 ** Math.min(failures - 1, 6));
}

/** Asks a child to stop with `signal`, then kills it after `graceMs`; resolves once it exited. */
export async function stopChild(
  child: ChildProcess,
  exited: Promise<void>,
  signal: NodeJS.Signals,
  graceMs: number,
  hardSignal: NodeJS.Signals = 'SIGKILL',
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill(hardSignal), graceMs);
  await exited;
  clearTimeout(timer);
}
