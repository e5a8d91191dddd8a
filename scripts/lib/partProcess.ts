/**
 * A part of `npm start` in a process of its own (the API with its database, the worker, the site
 * server): a script run by node with tsx and an IPC channel to its parent. A crash of one part is
 * not a crash of the others, and a flood of page requests never takes the API's CPU time. The
 * child says when it is ready (a ReadyMessage), leaves Ctrl-C and SIGHUP to its parent (which
 * stops it with SIGTERM), and stops by itself when the channel closes (the parent died).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The message a part sends its parent once it is ready: where it listens, or its name. */
export interface ReadyMessage {
  ready: string;
  /** What else the parent needs to know (the API's database address). */
  details?: Record<string, string>;
}

export interface PartProcess {
  pid: number;
  ready: ReadyMessage;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when it exits, however that happens. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** True once stop() was called: an exit after that is no crash. */
  readonly stopping: boolean;
}

function isReadyMessage(message: unknown): message is ReadyMessage {
  return typeof (message as ReadyMessage | null)?.ready === 'string';
}

/**
 * Starts `script` (a path from the repository's root) with `env` on top of this process's
 * environment; resolves once it says it is ready, rejects when it exits before that.
 */
export function spawnPart(
  script: string,
  env: Record<string, string>,
  options: { quiet?: boolean } = {},
): Promise<PartProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit', 'ipc'],
  });
  let stopping = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async (graceMs = 3000) => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    void exited.then(({ code, signal }) =>
      reject(new Error(`${script} exited before it was ready (${signal ?? `code ${code}`})`)),
    );
    child.on('message', (message: unknown) => {
      if (!isReadyMessage(message)) return;
      resolve({
        pid: child.pid!,
        ready: message,
        stop,
        exited,
        get stopping() {
          return stopping;
        },
      });
    });
  });
}
