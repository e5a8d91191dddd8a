import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortFree } from '../src/ports.ts';
import { isAlive } from '../src/processes.ts';
import { freePort } from './setup/freePort.ts';

// `npm start` and `npm run supabase -- start` as an operator runs them, stopped the ways a
// process manager, a terminal or a crash stop them: every process they started (node, postgres,
// postgrest, the API, the worker, the site server) must be gone within 5 s, and the ports free.
// A part of `npm start` that crashes is started again while the others keep running; one that
// never says it is ready is given up on after START_READY_TIMEOUT, named, and everything stops.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STOP_BUDGET_MS = 5000;

/** A process's command line, its arguments joined by spaces ('' once it is gone). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** Every process whose ancestry leads to pid (Linux /proc), pid included. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return out;
}

/** A process's niceness (its CPU priority: 0 by default, 19 the lowest), from /proc. */
function niceness(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

/** The process listening on a TCP port of 127.0.0.1 (Linux /proc), among `pids`. */
function listenerOf(port: number, pids: number[]): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set(
    readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // local address, state 0A (LISTEN), inode
      .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
      .map((cols) => cols[9]),
  );
  return pids.find((pid) => {
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => {
        try {
          const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
          return inodes.has(/^socket:\[(\d+)\]$/.exec(link)?.[1]);
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  });
}

let dataDir: string;
let ports: {
  api: number;
  db: number;
  rest: number;
  site: number;
  mail: number;
  smtp: number;
  payments: number;
};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-signals-'));
  ports = {
    api: await freePort(),
    db: await freePort(),
    rest: await freePort(),
    site: await freePort(),
    mail: await freePort(),
    smtp: await freePort(),
    payments: await freePort(),
  };
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** An npm script on this test's ports and data folder, its output piped. */
function spawnScript(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn('npm', args, {
    cwd: root,
    env: {
      ...process.env,
      SUPABASE_DATA_DIR: dataDir,
      SUPABASE_PORT: String(ports.api),
      SUPABASE_DB_PORT: String(ports.db),
      POSTGREST_PORT: String(ports.rest),
      SITE_PORT: String(ports.site),
      // The SMTP catcher too, so a developer's running `npm start` does not take its ports.
      MAIL_CATCHER_PORT: String(ports.mail),
      MAIL_CATCHER_SMTP_PORT: String(ports.smtp),
      // And the local payment provider's.
      PAYMENTS_PORT: String(ports.payments),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

interface Started {
  npm: ChildProcess;
  /** npm's pid and everything below it once ready. */
  tree: number[];
  /** The node process that runs the script. */
  node: number;
}

/** Runs an npm script the way a person does and waits until it says it is ready. */
async function startScript(args: string[], readyLine: RegExp): Promise<Started> {
  const npm = spawnScript(args);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyLine.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    npm.stdout!.on('data', onData);
    npm.stderr!.on('data', onData);
    npm.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm exited with ${code} before it was ready:\n${output}`));
    });
  });
  npm.removeAllListeners('exit');
  npm.stdout!.resume();
  npm.stderr!.resume();
  const tree = processTree(npm.pid!);
  const node = tree.find((p) => {
    try {
      return /^node\0--import\0tsx\0scripts\//.test(readFileSync(`/proc/${p}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  });
  if (!node) throw new Error(`no node process below npm: ${tree.join(', ')}`);
  return { npm, tree, node };
}

/** Sends the signal and answers how long until every process of the tree is gone. */
async function stopWith(started: Started, target: number, signal: NodeJS.Signals): Promise<number> {
  const begin = performance.now();
  process.kill(target, signal);
  const deadline = begin + 20_000;
  while (started.tree.some(isAlive) && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - begin;
  const left = started.tree.filter(isAlive);
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone between the check and the kill.
    }
  }
  expect(left, `still running after ${Math.round(ms)} ms`).toEqual([]);
  return ms;
}

async function expectPortsFree(): Promise<void> {
  for (const port of [ports.api, ports.db, ports.rest])
    expect(await isPortFree(port, '127.0.0.1')).toBe(true);
}

const SUPABASE = { args: ['run', 'supabase', '--', 'start'], ready: /Press Ctrl-C to stop/ };
const START = { args: ['start', '--', '--no-build'], ready: /^READY$/m };

describe('stopping what npm started', { timeout: 180_000 }, () => {
  const cases: [string, typeof SUPABASE, 'npm' | 'node', NodeJS.Signals][] = [
    ['npm run supabase -- start', SUPABASE, 'npm', 'SIGTERM'],
    ['npm run supabase -- start', SUPABASE, 'npm', 'SIGHUP'],
    ['npm run supabase -- start', SUPABASE, 'node', 'SIGINT'],
    ['npm start', START, 'npm', 'SIGTERM'],
    ['npm start', START, 'node', 'SIGHUP'],
    ['npm start', START, 'npm', 'SIGINT'],
  ];
  for (const [name, script, target, signal] of cases) {
    it(`${name}: ${signal} to ${target === 'npm' ? 'npm' : 'its node process'} stops everything within 5 s`, async () => {
      const started = await startScript(script.args, script.ready);
      const ms = await stopWith(started, target === 'npm' ? started.npm.pid! : started.node, signal);
      console.log(
        `${name}: ${signal} to ${target}: ${started.tree.length} processes gone in ${Math.round(ms)} ms`,
      );
      expect(ms).toBeLessThan(STOP_BUDGET_MS);
      await expectPortsFree();
    });
  }

  it('npm start: the API, the worker and the site server run apart; each one killed is started again while the others keep running', async () => {
    const started = await startScript(START.args, START.ready);
    let output = '';
    started.npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const parts = () => {
      const tree = processTree(started.npm.pid!);
      return {
        'The site server': listenerOf(ports.site, tree),
        'The API': listenerOf(ports.api, tree),
        'The worker': tree.find((p) => commandOf(p).includes('packages/worker/src/cli.ts')),
      };
    };
    const answers = {
      // Its own health answer: the pages also need the built apps, which this test does not build.
      'The site server': async () => (await fetch(`http://127.0.0.1:${ports.site}/health`)).status,
      'The API': async () => (await fetch(`http://127.0.0.1:${ports.api}/health`)).status,
      // The worker says it runs once it has connected to the database and started its queue.
      'The worker': async () => (output.includes('The worker: running again') ? 200 : 0),
    };
    try {
      // The SMTP catcher stands in for a provider on another machine: a process of its own at the
      // lowest CPU priority, so a burst of e-mails takes only the time the other parts leave.
      const catcher = processTree(started.npm.pid!).find((p) =>
        commandOf(p).includes('scripts/serve-mail.ts'),
      );
      expect(catcher, 'the SMTP catcher process').toBeDefined();
      expect(niceness(catcher!)).toBe(19);
      let before = parts();
      const pids = Object.values(before);
      expect(pids.every((pid) => pid !== undefined && pid !== started.node)).toBe(true);
      expect(new Set(pids).size).toBe(3);
      for (const name of ['The site server', 'The worker', 'The API'] as const) {
        const victim = before[name]!;
        process.kill(victim, 'SIGKILL');
        await expect
          .poll(() => parts()[name] !== undefined && parts()[name] !== victim, {
            timeout: 60_000,
            interval: 250,
          })
          .toBe(true);
        await expect.poll(() => answers[name]().catch(() => 0), { timeout: 30_000, interval: 250 }).toBe(200);
        const after = parts();
        for (const other of Object.keys(after) as (keyof typeof after)[])
          if (other !== name) expect(after[other], `${other} after ${name} was killed`).toBe(before[other]);
        expect(output).toContain(`${name} stopped unexpectedly (killed by SIGKILL)`);
        before = after;
      }
      started.tree = processTree(started.npm.pid!);
      const ms = await stopWith(started, started.npm.pid!, 'SIGTERM');
      expect(ms).toBeLessThan(STOP_BUDGET_MS);
      await expectPortsFree();
    } finally {
      // A failed step leaves nothing running for the next test.
      for (const pid of processTree(started.npm.pid!).filter(isAlive)) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone between the check and the kill.
        }
      }
    }
  });

  it('npm start: a part not ready within START_READY_TIMEOUT is named, and everything stops', async () => {
    // No part of the stack gets ready in 50 ms: the first, the SMTP catcher, is given up on.
    const npm = spawnScript(START.args, { START_READY_TIMEOUT: '0.05' });
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => npm.once('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toContain(
      'Could not start: The SMTP catcher: scripts/serve-mail.ts was not ready within 0.05 s ' +
        'and was stopped (to wait longer, set START_READY_TIMEOUT to a number of seconds)',
    );
    expect(output).not.toMatch(START.ready);
    // Nothing is left listening.
    for (const port of [ports.mail, ports.smtp, ports.payments, ports.api])
      expect(await isPortFree(port, '127.0.0.1'), `port ${port}`).toBe(true);
  });

  it('npm run supabase -- start: when npm dies (SIGKILL), the stack stops by itself within 5 s', async () => {
    const started = await startScript(SUPABASE.args, SUPABASE.ready);
    const ms = await stopWith(started, started.npm.pid!, 'SIGKILL');
    console.log(
      `npm run supabase -- start: npm killed: ${started.tree.length} processes gone in ${Math.round(ms)} ms`,
    );
    expect(ms).toBeLessThan(STOP_BUDGET_MS);
    await expectPortsFree();
  });
});
