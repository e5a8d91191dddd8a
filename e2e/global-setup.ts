import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../scripts/lib/freePort.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The stack did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/^READY$/m.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

/** Starts local-supabase (seeded) and the site server on free ports, as `npm start` does. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-e2e-'));
  const [apiPort, dbPort, postgrestPort, sitePort, mailPort, smtpPort, paymentsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SUPABASE_PORT: String(apiPort),
    SUPABASE_DB_PORT: String(dbPort),
    POSTGREST_PORT: String(postgrestPort),
    SUPABASE_DATA_DIR: dataDir,
    SITE_PORT: String(sitePort),
    SITE_URL: `http://127.0.0.1:${sitePort}`,
    // The SMTP catcher's web inbox (its API: /api/email) and SMTP port.
    MAIL_CATCHER_PORT: String(mailPort),
    MAIL_CATCHER_SMTP_PORT: String(smtpPort),
    // The local payment provider (its checkout page, and /_local/api/state for the stories).
    PAYMENTS_PORT: String(paymentsPort),
  };
  delete env.SMTP_URL;
  delete env.STRIPE_SECRET_KEY;
  delete env.STRIPE_API_URL;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--no-build'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child, 180_000);
  child.stdout?.resume();
  child.stderr?.resume();

  const dbUrl = `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`;
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  // Tests do not wait for the 1500 ms loader, except the loader's own test.
  await client.query('update public.site_settings set min_loader_ms = 0');
  await client.end();

  Object.assign(process.env, {
    E2E_BASE_URL: `http://127.0.0.1:${sitePort}`,
    E2E_API_URL: `http://127.0.0.1:${apiPort}`,
    E2E_DB_URL: dbUrl,
    E2E_DATA_DIR: dataDir,
    E2E_API_PORT: String(apiPort),
    E2E_DB_PORT: String(dbPort),
    E2E_POSTGREST_PORT: String(postgrestPort),
    E2E_MAIL_URL: `http://127.0.0.1:${mailPort}`,
    E2E_PAYMENTS_URL: `http://127.0.0.1:${paymentsPort}`,
  });

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
