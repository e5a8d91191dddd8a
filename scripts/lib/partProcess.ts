/**
 * A part of `npm start` in a process of its own (the API with its database, the worker, the site
 * server): a script run by node with tsx and an IPC channel to its parent. A crash of one part is
 * not a crash of the others, and a flood of page requests never takes the API's CPU time. The
 * child says when it is ready (a ReadyMessage), leaves Ctrl-C and SIGHUP to its parent (which
 * stops it with SIGTERM), and stops by itself when the channel closes (the parent died). A child
 * that has not said it is ready within its time limit is stopped and its start fails, so a part
 * that hangs while it starts is never waited for without end.
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

export interface SpawnOptions {
  quiet?: boolean;
  /** How long it may take to say it is ready before it is stopped (ms); no limit when unset. */
  readyTimeoutMs?: number;
  /** Said after the time limit's error: how to give it longer. */
  readyTimeoutHint?: string;
}

/**
 * Starts `script` (a path from the repository's root, or an absolute one) with `env` on top of
 * this process's environment; resolves once it says it is ready, rejects when it exits before
 * that or is not ready within `readyTimeoutMs` (it is then stopped first).
 */
export function spawnPart(
  script: string,
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<PartProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(root, script)], {
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
    let timedOut = false;
    const limit = options.readyTimeoutMs;
    const timer =
      limit === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            const seconds = Number((limit / 1000).toFixed(3));
            void stop().then(() =>
              reject(
                new Error(
                  `${script} was not ready within ${seconds} s and was stopped${options.readyTimeoutHint ?? ''}`,
                ),
              ),
            );
          }, limit);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      if (!timedOut) reject(new Error(`${script} exited before it was ready (${signal ?? `code ${code}`})`));
    });
    child.on('message', (message: unknown) => {
      if (timedOut || !isReadyMessage(message)) return;
      clearTimeout(timer);
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
