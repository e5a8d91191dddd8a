import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type RunningStack } from '../src/stack.ts';
import { freePort } from './setup/freePort.ts';

// config.toml is the single source of the settings local-supabase shares with hosted Supabase:
// a stack started on a copy of supabase/ whose config.toml says otherwise behaves otherwise. And
// the embedded PostgreSQL is the major version config.toml names, the one hosted Supabase creates
// projects on.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let stack: RunningStack;
let dataDir: string;
let supabaseDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'academy-config-toml-'));
  supabaseDir = path.join(dataDir, 'supabase');
  await cp(path.join(root, 'supabase/migrations'), path.join(supabaseDir, 'migrations'), { recursive: true });
  await cp(path.join(root, 'supabase/seed.sql'), path.join(supabaseDir, 'seed.sql'));
  const original = await readFile(path.join(root, 'supabase/config.toml'), 'utf8');
  await writeFile(
    path.join(supabaseDir, 'config.toml'),
    original
      .replace(/^max_rows = 1000$/m, 'max_rows = 3')
      .replace(/^site_url = .*$/m, 'site_url = "http://127.0.0.1:8765"')
      .replace(/^jwt_expiry = 3600$/m, 'jwt_expiry = 120')
      .replace(/^enable_signup = false$/m, 'enable_signup = true')
      .replace(/^minimum_password_length = 8$/m, 'minimum_password_length = 12')
      .replace(/^password_requirements = ""$/m, 'password_requirements = "letters_digits"')
      .replace(/^password_hibp_enabled = true$/m, 'password_hibp_enabled = false')
      .replace(/^file_size_limit = "50MiB"$/m, 'file_size_limit = "1KB"'),
  );
  stack = await startStack(
    {
      apiPort: await freePort(),
      dbPort: await freePort(),
      postgrestPort: await freePort(),
      dataDir,
      supabaseDir,
    },
    { log: () => {} },
  );
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const options = { auth: { persistSession: false, autoRefreshToken: false } };
const anon = () => createClient(stack.url, stack.config.anonKey, options);
const service = () => createClient(stack.url, stack.config.serviceRoleKey, options);

describe('a stack on a config.toml of its own', () => {
  it('[api] max_rows limits PostgREST', async () => {
    const { data, error } = await anon().from('news').select('id').eq('status', 'Published');
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
  });

  it('[auth] sign-up, password rules and token lifetime', async () => {
    const short = await anon().auth.signUp({ email: 'short@example.com', password: 'abc123def4' });
    expect(short.error?.code).toBe('weak_password');
    const letters = await anon().auth.signUp({ email: 'letters@example.com', password: 'onlylettershere' });
    expect(letters.error?.code).toBe('weak_password');
    expect((letters.error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
    const ok = await anon().auth.signUp({ email: 'ok@example.com', password: 'letters-and-123' });
    expect(ok.error).toBeNull();
    // password_hibp_enabled off, as on hosted Supabase by default: a common password that meets
    // the rules is taken (Supabase's own client tests sign up with such passwords).
    const common = await anon().auth.signUp({ email: 'common@example.com', password: 'password1234' });
    expect(common.error).toBeNull();
    expect(ok.data.session?.expires_in).toBe(120);
  });

  it('[auth] site_url is where e-mail links fall back to', async () => {
    const { data } = await service().auth.admin.generateLink({
      type: 'recovery',
      email: 'ok@example.com',
      options: { redirectTo: 'http://127.0.0.1:9999/elsewhere' },
    });
    expect(data.properties?.redirect_to).toBe('http://127.0.0.1:8765');
  });

  it('[storage] file_size_limit caps every bucket', async () => {
    const { error } = await service()
      .storage.from('media')
      .upload('big.png', new Uint8Array(2048), { contentType: 'image/png' });
    expect((error as unknown as { statusCode: string }).statusCode).toBe('413');
  });

  it('[db] major_version is the PostgreSQL that runs', async () => {
    const toml = parse(await readFile(path.join(root, 'supabase/config.toml'), 'utf8')) as {
      db: { major_version: number };
    };
    expect(toml.db.major_version).toBe(17);
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    const { rows } = await db.query<{ v: string }>("select current_setting('server_version_num') as v");
    await db.end();
    expect(Math.floor(Number(rows[0]!.v) / 10_000)).toBe(toml.db.major_version);
  });
});
