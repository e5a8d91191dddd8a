import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above packages/local-supabase/src). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The Supabase CLI's well-known local JWT secret and keys (see SUPABASE-API.md). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export interface StackConfig {
  /** Host every service binds to. */
  host: string;
  /** Public port of the gateway (Supabase API). Env: SUPABASE_PORT. */
  apiPort: number;
  /** Port of the embedded PostgreSQL. Env: SUPABASE_DB_PORT. */
  dbPort: number;
  /** Private port of the PostgREST child. Env: POSTGREST_PORT. */
  postgrestPort: number;
  /** Folder for postgres data, storage objects, mail. Env: SUPABASE_DATA_DIR. */
  dataDir: string;
  /** When set, use this PostgreSQL instead of the embedded one. Env: DATABASE_URL. */
  databaseUrl: string | undefined;
  /** Password of the embedded server's `postgres` superuser. Env: SUPABASE_DB_PASSWORD. */
  dbPassword: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The public URL of the API, used in JWT `iss` and public URLs. Env: SUPABASE_PUBLIC_URL. */
  publicUrl: string;
  /** Site URL used as the default redirect of e-mail links. Env: SITE_URL. */
  siteUrl: string;
  /** Allow `POST /auth/v1/signup`. Env: AUTH_ENABLE_SIGNUP=true. Off by default. */
  enableSignup: boolean;
  /** Failed sign-ins allowed per e-mail and per IP within the window. Env: AUTH_RATE_LIMIT_POINTS. */
  rateLimitPoints: number;
  /** Window of the sign-in limiter in seconds. Env: AUTH_RATE_LIMIT_WINDOW_SECONDS. */
  rateLimitWindowSeconds: number;
  /** Access token lifetime in seconds. Env: JWT_EXPIRY. */
  jwtExpiry: number;
  /** Folder of migrations + seed. Env: SUPABASE_DIR. */
  supabaseDir: string;
  /** Largest request body accepted by the gateway, in bytes (uploads included). */
  maxBodyBytes: number;
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** Reads the stack configuration from the environment, with the Supabase CLI's local defaults. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<StackConfig> = {},
): StackConfig {
  // Overrides of host/port must reach the derived publicUrl too (tests start stacks on free ports).
  const host = overrides.host ?? env.SUPABASE_HOST ?? '127.0.0.1';
  const apiPort = overrides.apiPort ?? intEnv(env, 'SUPABASE_PORT', 54321);
  const cfg: StackConfig = {
    host,
    apiPort,
    dbPort: intEnv(env, 'SUPABASE_DB_PORT', 54322),
    postgrestPort: intEnv(env, 'POSTGREST_PORT', 54323),
    dataDir: path.resolve(env.SUPABASE_DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPassword: env.SUPABASE_DB_PASSWORD ?? 'postgres',
    jwtSecret: env.SUPABASE_JWT_SECRET ?? DEFAULT_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY ?? DEFAULT_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY ?? DEFAULT_SERVICE_ROLE_KEY,
    publicUrl: env.SUPABASE_PUBLIC_URL ?? `http://${host}:${apiPort}`,
    siteUrl: env.SITE_URL ?? 'http://127.0.0.1:8080',
    enableSignup: env.AUTH_ENABLE_SIGNUP === 'true',
    rateLimitPoints: intEnv(env, 'AUTH_RATE_LIMIT_POINTS', 10),
    rateLimitWindowSeconds: intEnv(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
    jwtExpiry: intEnv(env, 'JWT_EXPIRY', 3600),
    supabaseDir: path.resolve(env.SUPABASE_DIR ?? path.join(repoRoot, 'supabase')),
    maxBodyBytes: intEnv(env, 'SUPABASE_MAX_BODY_BYTES', 10 * 1024 * 1024),
    ...overrides,
  };
  if (cfg.jwtSecret.length < 32) throw new Error('SUPABASE_JWT_SECRET must be at least 32 characters long');
  return cfg;
}

/** Names of the environment variables that move each port, for "port taken" errors. */
export const PORT_VARIABLES = {
  apiPort: 'SUPABASE_PORT',
  dbPort: 'SUPABASE_DB_PORT',
  postgrestPort: 'POSTGREST_PORT',
} as const;
