import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The well-known local anon and service keys (the Supabase CLI's defaults). */
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface StackEnv {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
}

export type Sql = <Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  params?: unknown[],
) => Promise<Row[]>;

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the tests through e2e/playwright.config.ts (its global setup starts the stack).`,
    );
  return value;
}

/** A visitor's cookie choice on the public site (the consent banner's cookie), or none. */
export type Consent = 'accepted' | 'rejected' | null;

export const test = base.extend<
  { stack: StackEnv; sql: Sql; resetDatabase: () => Promise<void>; consent: Consent },
  { pool: pg.Pool }
>({
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
  // Stories start as a visitor who already answered the cookie banner ('rejected': nothing from
  // other sites loads by itself), so the banner does not cover what they click. The consent
  // stories set `consent: null` to meet it.
  consent: ['rejected', { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent) await context.addCookies([{ name: 'site_consent', value: consent, url: baseURL! }]);
    await use(context);
  },
  pool: [
    async ({}, use) => {
      const pool = new pg.Pool({ connectionString: required('E2E_DB_URL'), max: 2 });
      await use(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],
  stack: async ({}, use) => {
    await use({
      apiUrl: required('E2E_API_URL'),
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      dbUrl: required('E2E_DB_URL'),
    });
  },
  sql: async ({ pool }, use) => {
    await use(async (text, params) => (await pool.query(text, params)).rows);
  },
  resetDatabase: async ({ pool }, use) => {
    await use(async () => {
      // The CLI resets the running stack (schema, seed, storage) found through its data folder.
      const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/supabase.ts', 'reset'], {
        cwd: root,
        env: {
          ...process.env,
          SUPABASE_DATA_DIR: required('E2E_DATA_DIR'),
          SUPABASE_PORT: required('E2E_API_PORT'),
          SUPABASE_DB_PORT: required('E2E_DB_PORT'),
          POSTGREST_PORT: required('E2E_POSTGREST_PORT'),
        },
        encoding: 'utf8',
        timeout: 120_000,
      });
      if (result.status !== 0) throw new Error(`reset failed:\n${result.stdout}\n${result.stderr}`);
      await pool.query('update public.site_settings set min_loader_ms = 0');
    });
  },
});

export { expect };
