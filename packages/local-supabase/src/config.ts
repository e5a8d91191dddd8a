import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';

/** Repository root (two levels above packages/local-supabase/src). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The Supabase CLI's well-known local JWT secret and keys (see SUPABASE-API.md). */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEFAULT_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** supabase/auth's `password_requirements` (config.toml [auth]). */
export const PASSWORD_REQUIREMENTS = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
} as const satisfies Record<string, readonly string[]>;
export type PasswordRequirements = keyof typeof PASSWORD_REQUIREMENTS;

export interface StackConfig {
  /** Host every service binds to. Env: SUPABASE_HOST. */
  host: string;
  /** Public port of the gateway (Supabase API). config.toml [api] port; env: SUPABASE_PORT. */
  apiPort: number;
  /** Port of the embedded PostgreSQL. config.toml [db] port; env: SUPABASE_DB_PORT. */
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
  /** Folder of migrations, seed.sql and config.toml. Env: SUPABASE_DIR. */
  supabaseDir: string;
  /** Largest JSON/REST request body accepted by the gateway. Env: SUPABASE_MAX_BODY_BYTES. */
  maxBodyBytes: number;

  /** PostgREST's exposed schemas. [api] schemas; env: SUPABASE_API_SCHEMAS (comma-separated). */
  apiSchemas: string[];
  /** [api] extra_search_path; env: SUPABASE_API_EXTRA_SEARCH_PATH. */
  apiExtraSearchPath: string[];
  /** [api] max_rows; env: SUPABASE_API_MAX_ROWS. */
  apiMaxRows: number;

  /** Site URL: default redirect of e-mail links. [auth] site_url; env: SITE_URL (or SITE_HOST/SITE_PORT). */
  siteUrl: string;
  /** Other URLs e-mail links may redirect to. [auth] additional_redirect_urls; env: AUTH_ADDITIONAL_REDIRECT_URLS. */
  additionalRedirectUrls: string[];
  /** Access token lifetime in seconds. [auth] jwt_expiry; env: JWT_EXPIRY. */
  jwtExpiry: number;
  /** Allow `POST /auth/v1/signup`. [auth] enable_signup; env: AUTH_ENABLE_SIGNUP. */
  enableSignup: boolean;
  /** [auth] minimum_password_length; env: AUTH_MINIMUM_PASSWORD_LENGTH. */
  minPasswordLength: number;
  /** [auth] password_requirements; env: AUTH_PASSWORD_REQUIREMENTS. */
  passwordRequirements: PasswordRequirements;
  /** E-mail change needs a link from the old and the new address. [auth.email] double_confirm_changes. */
  doubleConfirmChanges: boolean;
  /** Shortest interval between two e-mails of one kind to one account, seconds. [auth.email] max_frequency. */
  emailMaxFrequencySeconds: number;
  /** Per client address and 5 minutes: /token (both grants). [auth.rate_limit] token_refresh. */
  rateLimitTokenRefresh: number;
  /** Per client address and 5 minutes: /signup, /recover, PUT /user. [auth.rate_limit] sign_in_sign_ups. */
  rateLimitSignInSignUps: number;
  /** Per client address and 5 minutes: /verify. [auth.rate_limit] token_verifications. */
  rateLimitTokenVerifications: number;

  /** Largest object any bucket takes, bytes. [storage] file_size_limit; env: STORAGE_FILE_SIZE_LIMIT. */
  storageFileSizeLimit: number;

  /** Where the auth service also sends its e-mails (smtp://host:port). Env: SMTP_URL. */
  smtpUrl: string | undefined;
  /** The From of those e-mails. Env: MAIL_FROM (default no-reply@ the site's host). */
  mailFrom: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Toml = Record<string, unknown>;

function table(toml: Toml, key: string): Toml {
  const value = toml[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Toml) : {};
}

/** Reads `<supabaseDir>/config.toml`; a missing file means "all defaults". */
function readConfigToml(supabaseDir: string): Toml {
  const file = path.join(supabaseDir, 'config.toml');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    return parseToml(text) as Toml;
  } catch (err) {
    throw new ConfigError(`${file} is not valid TOML: ${(err as Error).message}`);
  }
}

/**
 * The Supabase CLI's `env(NAME)` substitution: a string value `env(NAME)` is read from the
 * environment, so one config.toml serves the CLI and local-supabase.
 */
function substitute(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value !== 'string') return value;
  const m = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim());
  return m ? env[m[1]!] : value;
}

interface Source {
  env: NodeJS.ProcessEnv;
  /** Name of the environment variable that overrides the setting. */
  envName?: string;
  /** Where the setting lives in config.toml, for error messages. */
  tomlName: string;
  tomlValue: unknown;
}

function pick(s: Source): { raw: unknown; from: string } | undefined {
  const fromEnv = s.envName ? s.env[s.envName] : undefined;
  if (fromEnv !== undefined && fromEnv !== '') return { raw: fromEnv, from: s.envName! };
  const fromToml = substitute(s.tomlValue, s.env);
  if (fromToml !== undefined && fromToml !== '') return { raw: fromToml, from: `config.toml ${s.tomlName}` };
  return undefined;
}

function intSetting(s: Source, fallback: number, min = 0): number {
  const got = pick(s);
  if (!got) return fallback;
  const n = typeof got.raw === 'number' ? got.raw : Number(got.raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${got.from} must be an integer >= ${min}, got "${String(got.raw)}"`);
  return n;
}

function boolSetting(s: Source, fallback: boolean): boolean {
  const got = pick(s);
  if (!got) return fallback;
  if (typeof got.raw === 'boolean') return got.raw;
  if (got.raw === 'true') return true;
  if (got.raw === 'false') return false;
  throw new ConfigError(`${got.from} must be true or false, got "${String(got.raw)}"`);
}

function listSetting(s: Source, fallback: string[]): string[] {
  const got = pick(s);
  if (!got) return fallback;
  if (Array.isArray(got.raw)) return got.raw.map((v) => String(substitute(v, s.env) ?? '')).filter(Boolean);
  return String(got.raw)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function stringSetting(s: Source, fallback: string): string {
  const got = pick(s);
  return got ? String(got.raw) : fallback;
}

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  kib: 1024,
  mb: 1000 ** 2,
  mib: 1024 ** 2,
  gb: 1000 ** 3,
  gib: 1024 ** 3,
};

/** "50MiB", "5MB", "1048576": the size notation of config.toml's file_size_limit. */
export function parseSize(raw: unknown, from: string): number {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(String(raw));
  const unit = SIZE_UNITS[(m?.[2] || 'b').toLowerCase()];
  const bytes = m && unit ? Math.floor(Number(m[1]) * unit) : NaN;
  if (!Number.isSafeInteger(bytes) || bytes <= 0)
    throw new ConfigError(`${from} must be a size such as "50MiB" or a byte count, got "${String(raw)}"`);
  return bytes;
}

/** "60s", "1m", "1h30m": the duration notation of config.toml (Go durations). Seconds. */
export function parseDurationSeconds(raw: unknown, from: string): number {
  if (typeof raw === 'number' && raw >= 0) return raw;
  const text = String(raw).trim();
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  let total = 0;
  let rest = text;
  for (const m of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(m[1]) * (units[m[2]!] ?? NaN);
    rest = rest.replace(m[0], '');
  }
  if (text === '' || rest !== '' || !Number.isFinite(total))
    throw new ConfigError(`${from} must be a duration such as "60s" or "1m", got "${text}"`);
  return total;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function isLoopbackUrl(url: URL): boolean {
  return isLoopbackHost(url.hostname);
}

/**
 * The site URL and redirect list. config.toml names the default site (port 8080); when the site
 * runs elsewhere (SITE_URL, or SITE_HOST/SITE_PORT as `npm start` uses them), the configured
 * local URLs follow it: an entry on a loopback host with the configured site's port moves to the
 * real site's origin. Other entries (a production domain) stay as written.
 */
function siteSettings(env: NodeJS.ProcessEnv, auth: Toml): { siteUrl: string; redirects: string[] } {
  const tomlSite = stringSetting(
    { env, tomlName: '[auth] site_url', tomlValue: auth.site_url },
    'http://127.0.0.1:8080',
  );
  let configured: URL;
  try {
    configured = new URL(tomlSite);
  } catch {
    throw new ConfigError(`config.toml [auth] site_url is not a URL: "${tomlSite}"`);
  }
  let site = configured;
  if (env.SITE_URL) {
    try {
      site = new URL(env.SITE_URL);
    } catch {
      throw new ConfigError(`SITE_URL is not a URL: "${env.SITE_URL}"`);
    }
  } else if (env.SITE_PORT || env.SITE_HOST) {
    const port = env.SITE_PORT ?? configured.port;
    if (!/^\d+$/.test(port)) throw new ConfigError(`SITE_PORT must be a port number, got "${port}"`);
    const bindHost = env.SITE_HOST ?? configured.hostname;
    // A wildcard bind address is not an address to send people to.
    const host = bindHost === '0.0.0.0' || bindHost === '::' ? '127.0.0.1' : bindHost;
    site = new URL(`${configured.protocol}//${host.includes(':') ? `[${host}]` : host}:${port}`);
  }
  const siteUrl = site.pathname === '/' ? site.origin : site.toString();
  const listed = env.AUTH_ADDITIONAL_REDIRECT_URLS
    ? listSetting({ env, envName: 'AUTH_ADDITIONAL_REDIRECT_URLS', tomlName: '', tomlValue: undefined }, [])
    : listSetting(
        { env, tomlName: '[auth] additional_redirect_urls', tomlValue: auth.additional_redirect_urls },
        [],
      ).map((entry) => {
        if (site === configured || !isLoopbackUrl(site)) return entry;
        let url: URL;
        try {
          url = new URL(entry);
        } catch {
          return entry; // a glob pattern: kept as written
        }
        if (!isLoopbackUrl(url) || url.port !== configured.port) return entry;
        url.port = site.port;
        return url.toString();
      });
  return { siteUrl, redirects: listed };
}

/**
 * Reads the stack configuration: supabase/config.toml (the settings hosted Supabase also has),
 * then environment variables over it, then `overrides` (tests start stacks on free ports).
 * Defaults are the Supabase CLI's local ones.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<StackConfig> = {},
): StackConfig {
  const supabaseDir = path.resolve(
    overrides.supabaseDir ?? env.SUPABASE_DIR ?? path.join(repoRoot, 'supabase'),
  );
  const toml = readConfigToml(supabaseDir);
  const api = table(toml, 'api');
  const db = table(toml, 'db');
  const auth = table(toml, 'auth');
  const email = table(auth, 'email');
  const rateLimit = table(auth, 'rate_limit');
  const storage = table(toml, 'storage');
  const s = (envName: string | undefined, tomlName: string, tomlValue: unknown): Source => ({
    env,
    envName,
    tomlName,
    tomlValue,
  });

  // Overrides of host/port must reach the derived publicUrl too (tests start stacks on free ports).
  const host = overrides.host ?? env.SUPABASE_HOST ?? '127.0.0.1';
  const apiPort = overrides.apiPort ?? intSetting(s('SUPABASE_PORT', '[api] port', api.port), 54321, 0);
  const { siteUrl, redirects } = siteSettings(env, auth);
  const requirements = stringSetting(
    s('AUTH_PASSWORD_REQUIREMENTS', '[auth] password_requirements', auth.password_requirements),
    '',
  );
  if (!(requirements in PASSWORD_REQUIREMENTS)) {
    throw new ConfigError(
      `password_requirements must be one of ${Object.keys(PASSWORD_REQUIREMENTS)
        .map((k) => `"${k}"`)
        .join(', ')}, got "${requirements}"`,
    );
  }
  const fileSize = pick(s('STORAGE_FILE_SIZE_LIMIT', '[storage] file_size_limit', storage.file_size_limit));
  const frequency = pick(s(undefined, '[auth.email] max_frequency', email.max_frequency));

  const cfg: StackConfig = {
    host,
    apiPort,
    dbPort: intSetting(s('SUPABASE_DB_PORT', '[db] port', db.port), 54322, 0),
    postgrestPort: intSetting(s('POSTGREST_PORT', '', undefined), 54323, 0),
    dataDir: path.resolve(env.SUPABASE_DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPassword: env.SUPABASE_DB_PASSWORD ?? 'postgres',
    jwtSecret: env.SUPABASE_JWT_SECRET || DEFAULT_JWT_SECRET,
    anonKey: env.SUPABASE_ANON_KEY || DEFAULT_ANON_KEY,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || DEFAULT_SERVICE_ROLE_KEY,
    publicUrl: env.SUPABASE_PUBLIC_URL ?? `http://${host}:${apiPort}`,
    supabaseDir,
    maxBodyBytes: intSetting(s('SUPABASE_MAX_BODY_BYTES', '', undefined), 10 * 1024 * 1024, 1),

    apiSchemas: listSetting(s('SUPABASE_API_SCHEMAS', '[api] schemas', api.schemas), ['public']),
    apiExtraSearchPath: listSetting(
      s('SUPABASE_API_EXTRA_SEARCH_PATH', '[api] extra_search_path', api.extra_search_path),
      ['public', 'extensions'],
    ),
    apiMaxRows: intSetting(s('SUPABASE_API_MAX_ROWS', '[api] max_rows', api.max_rows), 1000, 1),

    siteUrl,
    additionalRedirectUrls: redirects,
    jwtExpiry: intSetting(s('JWT_EXPIRY', '[auth] jwt_expiry', auth.jwt_expiry), 3600, 30),
    enableSignup: boolSetting(s('AUTH_ENABLE_SIGNUP', '[auth] enable_signup', auth.enable_signup), true),
    minPasswordLength: intSetting(
      s('AUTH_MINIMUM_PASSWORD_LENGTH', '[auth] minimum_password_length', auth.minimum_password_length),
      6,
      1,
    ),
    passwordRequirements: requirements as PasswordRequirements,
    doubleConfirmChanges: boolSetting(
      s(undefined, '[auth.email] double_confirm_changes', email.double_confirm_changes),
      true,
    ),
    emailMaxFrequencySeconds: frequency ? parseDurationSeconds(frequency.raw, frequency.from) : 60,
    rateLimitTokenRefresh: intSetting(
      s('AUTH_RATE_LIMIT_TOKEN_REFRESH', '[auth.rate_limit] token_refresh', rateLimit.token_refresh),
      150,
      1,
    ),
    rateLimitSignInSignUps: intSetting(
      s('AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS', '[auth.rate_limit] sign_in_sign_ups', rateLimit.sign_in_sign_ups),
      30,
      1,
    ),
    rateLimitTokenVerifications: intSetting(
      s(
        'AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS',
        '[auth.rate_limit] token_verifications',
        rateLimit.token_verifications,
      ),
      30,
      1,
    ),
    storageFileSizeLimit: fileSize ? parseSize(fileSize.raw, fileSize.from) : 50 * 1024 * 1024,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    ...overrides,
  };
  assertSafeSecrets(cfg);
  return cfg;
}

/**
 * The well-known secret lets anyone mint a service_role token. It is fine on this machine's own
 * loopback address, never where others can reach the API.
 */
function assertSafeSecrets(cfg: StackConfig): void {
  if (cfg.jwtSecret.length < 32)
    throw new ConfigError('SUPABASE_JWT_SECRET must be at least 32 characters long');
  if (cfg.jwtSecret === DEFAULT_JWT_SECRET && !isLoopbackHost(cfg.host)) {
    throw new ConfigError(
      `Refusing to serve the API on ${cfg.host} with the well-known default JWT secret: anyone could sign ` +
        'a service_role token with it. Set SUPABASE_JWT_SECRET (at least 32 random characters) and ' +
        'SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY signed with it, or bind SUPABASE_HOST to 127.0.0.1.',
    );
  }
}

/** Names of the environment variables that move each port, for "port taken" errors. */
export const PORT_VARIABLES = {
  apiPort: 'SUPABASE_PORT',
  dbPort: 'SUPABASE_DB_PORT',
  postgrestPort: 'POSTGREST_PORT',
} as const;
