import { execFileSync } from 'node:child_process';

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
