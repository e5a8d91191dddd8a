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
// postgrest, the site server) must be gone within 5 s, and the ports free.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const STOP_BUDGET_MS = 5000;

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
let ports: { api: number; db: number; rest: number; site: number; mail: number; smtp: number };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-signals-'));
  ports = {
    api: await freePort(),
    db: await freePort(),
    rest: await freePort(),
    site: await freePort(),
    mail: await freePort(),
    smtp: await freePort(),
  };
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  npm: ChildProcess;
  /** npm's pid and everything below it once ready. */
  tree: number[];
  /** The node process that runs the script. */
  node: number;
}

/** Runs an npm script the way a person does and waits until it says it is ready. */
async function startScript(args: string[], readyLine: RegExp): Promise<Started> {
  const npm = spawn('npm', args, {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

  it('npm start: the site server and the API gateway are separate processes, and a crash of the site server is said and stops everything', async () => {
    const started = await startScript(START.args, START.ready);
    const site = listenerOf(ports.site, started.tree);
    const api = listenerOf(ports.api, started.tree);
    expect(site).toBeDefined();
    expect(api).toBe(started.node);
    expect(site).not.toBe(api);
    let output = '';
    started.npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => started.npm.once('exit', resolve));
    // The site server dies (an out-of-memory kill): npm start says so and stops the rest.
    const ms = await stopWith(started, site!, 'SIGKILL');
    expect(ms).toBeLessThan(STOP_BUDGET_MS);
    expect(await exited).not.toBe(0);
    expect(output).toContain('The site server stopped unexpectedly (killed by SIGKILL)');
    await expectPortsFree();
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
