/**
 * The site server in a process of its own (`scripts/serve-site.ts`), as `npm start` and
 * `npm run bench:edge` run it: a flood of page requests then never takes the API's CPU time, and a
 * crash of one is not a crash of the other. The child talks to its parent over an IPC channel: it
 * says when it listens, and stops by itself when the channel closes (its parent died).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVE_SITE = path.join(root, 'scripts/serve-site.ts');

/** The message serve-site.ts sends its parent once it listens. */
export interface SiteReadyMessage {
  ready: string;
}

export interface SiteProcess {
  pid: number;
  /** Where it listens (http://host:port). */
  url: string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
  /** Resolves when it exits, however that happens. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** True once stop() was called: an exit after that is no crash. */
  readonly stopping: boolean;
}

/**
 * Starts serve-site.ts with `env` (SUPABASE_URL, SUPABASE_ANON_KEY, SITE_HOST, SITE_PORT, ...) on
 * top of this process's environment; resolves once it listens, rejects when it exits before that.
 */
export function spawnSiteServer(
  env: Record<string, string>,
  options: { quiet?: boolean } = {},
): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE_SITE], {
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
      reject(new Error(`the site server exited before it listened (${signal ?? `code ${code}`})`)),
    );
    child.on('message', (message: SiteReadyMessage) => {
      if (typeof message?.ready !== 'string') return;
      resolve({
        pid: child.pid!,
        url: message.ready,
        stop,
        exited,
        get stopping() {
          return stopping;
        },
      });
    });
  });
}
