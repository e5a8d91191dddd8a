import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../src/postgres.ts';
import { freePort } from './setup/freePort.ts';

const bin = fileURLToPath(new URL('../bin/local-supabase.js', import.meta.url));

let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-cli-'));
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  env = {
    ...rest,
    SUPABASE_DATA_DIR: dataDir,
    SUPABASE_PORT: String(await freePort()),
    SUPABASE_DB_PORT: String(await freePort()),
    POSTGREST_PORT: String(await freePort()),
  };
});

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function run(
  args: string[],
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env: { ...env, ...extraEnv }, stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

/** Holds a port the way another program would. */
function occupy(port: number): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('local-supabase CLI', () => {
  it('refuses to serve the API off loopback with the well-known JWT secret, naming SUPABASE_JWT_SECRET', async () => {
    const { code, err } = await run(['start'], { SUPABASE_HOST: '0.0.0.0', SUPABASE_JWT_SECRET: '' });
    expect(code).toBe(1);
    expect(err).toContain('SUPABASE_JWT_SECRET');
    expect(err).toContain('0.0.0.0');
    // Nothing was started: the data folder holds no database.
    await expect(readFile(path.join(dataDir, 'postgres', 'PG_VERSION'), 'utf8')).rejects.toThrow();
  });

  it('status exits 1 when nothing runs', async () => {
    const { code, out } = await run(['status']);
    expect(code).toBe(1);
    expect(out).toContain('not running');
  });

  it.each([
    ['SUPABASE_PORT', 'apiPort'],
    ['SUPABASE_DB_PORT', 'dbPort'],
    ['POSTGREST_PORT', 'postgrestPort'],
  ])('start with %s taken fails with one clear error naming the port and the variable', async (variable) => {
    const port = Number(env[variable]);
    const blocker = await occupy(port);
    try {
      const { code, err } = await run(['start']);
      expect(code).toBe(1);
      expect(err).toContain(`Port ${port}`);
      expect(err).toContain(variable);
      expect(err).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
  });

  it('start runs in the foreground, status sees it, stop ends it with no process left', async () => {
    const child: ChildProcess = spawn(process.execPath, [bin, 'start'], { env, stdio: 'pipe' });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      const deadline = Date.now() + 90_000;
      while (!out.includes('Press Ctrl-C to stop.')) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`start did not come up:\n${out}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(out).toContain(`API URL:          http://127.0.0.1:${env.SUPABASE_PORT}`);
      expect(out).toContain('anon key:');
      expect(out).toContain('service_role key:');

      const status = await run(['status']);
      expect(status.code).toBe(0);
      expect(status.out).toContain(`http://127.0.0.1:${env.SUPABASE_PORT}`);

      const state = JSON.parse(await readFile(path.join(dataDir, 'local-supabase.json'), 'utf8')) as {
        pid: number;
      };
      expect(state.pid).toBe(child.pid);
      const postmaster = Number(
        (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      expect(isAlive(postmaster)).toBe(true);

      const stop = await run(['stop']);
      expect(stop.code).toBe(0);
      expect(await exited).toBe(0);
      expect(isAlive(postmaster)).toBe(false);
      expect((await run(['status'])).code).toBe(1);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
