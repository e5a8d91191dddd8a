/**
 * The database a generator reads (`npm run gen:types`, `npm run gen:schema`): the one DATABASE_URL
 * names (e.g. a running `npm start`: postgresql://postgres:postgres@127.0.0.1:54322/postgres), or
 * else a local-supabase of its own, with the platform SQL and every migration applied, on free
 * ports in a temporary folder that is removed afterwards. So the generators work anywhere, and
 * what they read is exactly what the migrations make.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './freePort.ts';

/** Runs `run` with the URL of the database to read (see above), and stops what it started. */
export async function withDatabaseUrl<T>(run: (dbUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.DATABASE_URL;
  if (given) return run(given);
  const { startStack } = await import('../../packages/local-supabase/src/index.ts');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-gen-'));
  try {
    const stack = await startStack(
      {
        apiPort: await freePort(),
        dbPort: await freePort(),
        postgrestPort: await freePort(),
        dataDir,
        databaseUrl: undefined,
      },
      { log: () => {} },
    );
    try {
      return await run(stack.dbUrl);
    } finally {
      await stack.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Runs `run` with a connection to `dbUrl`, closed afterwards. */
export async function withClient<T>(dbUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
