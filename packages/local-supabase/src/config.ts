import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMfaSettings, type MfaSettings } from './auth/mfa/config.ts';
import { loadOtpSettings, type OtpSettings } from './auth/otp/config.ts';
import { isLoopbackHost, siteSettings } from './configSite.ts';
import {
  ConfigError,
  boolSetting,
  intSetting,
  listSetting,
  parseDurationSeconds,
  parseSize,
  pick,
  readConfigToml,
  stringSetting,
  table,
  type Source,
  type Toml,
} from './configValues.ts';

export { ConfigError, parseDurationSeconds, parseSize } from './configValues.ts';
export { isLoopbackHost } from './configSite.ts';

/** Repository root (two levels above packages/local-supabase/src). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The Supabase CLI's well-known local JWT secret and the anon and service_role keys signed with it
 * (the values `supabase start` prints), so clients configured for the CLI work here unchanged.
 */
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
  /**
   * Refuse common passwords and those zxcvbn finds easy to guess, where hosted Supabase's
   * leaked-password protection refuses leaked ones. [auth] password_hibp_enabled; env:
   * AUTH_PASSWORD_HIBP_ENABLED. Off by default, as on hosted Supabase.
   */
  passwordHibpEnabled: boolean;
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

  /** Second factors: [auth.mfa] and [auth.mfa.totp] (auth/mfa/config.ts). */
  mfa: MfaSettings;
  /** E-mailed codes, the e-mail limit and the access token hook (auth/otp/config.ts). */
  otp: OtpSettings;

  /** Largest object any bucket takes, bytes. [storage] file_size_limit; env: STORAGE_FILE_SIZE_LIMIT. */
  storageFileSizeLimit: number;

  /** Where the auth service also sends its e-mails (smtp://host:port). Env: SMTP_URL. */
  smtpUrl: string | undefined;
  /** The From of those e-mails. Env: MAIL_FROM (default no-reply@ the site's host). */
  mailFrom: string | undefined;
}

type AuthSettings = Pick<
  StackConfig,
  | 'siteUrl'
  | 'additionalRedirectUrls'
  | 'jwtExpiry'
  | 'enableSignup'
  | 'minPasswordLength'
  | 'passwordRequirements'
  | 'passwordHibpEnabled'
  | 'doubleConfirmChanges'
  | 'emailMaxFrequencySeconds'
  | 'rateLimitTokenRefresh'
  | 'rateLimitSignInSignUps'
  | 'rateLimitTokenVerifications'
  | 'mfa'
  | 'otp'
>;

/** Where a setting is read: the environment variable that overrides it, and its config.toml place. */
function sourceIn(env: NodeJS.ProcessEnv) {
  return (envName: string | undefined, tomlName: string, tomlValue: unknown): Source => ({
    env,
    envName,
    tomlName,
    tomlValue,
  });
}

/** The auth service's settings: config.toml [auth], [auth.email], [auth.rate_limit]. */
function authSettings(env: NodeJS.ProcessEnv, auth: Toml, s: ReturnType<typeof sourceIn>): AuthSettings {
  const email = table(auth, 'email');
  const rateLimit = table(auth, 'rate_limit');
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
  const frequency = pick(s(undefined, '[auth.email] max_frequency', email.max_frequency));

  return {
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
    passwordHibpEnabled: boolSetting(
      s('AUTH_PASSWORD_HIBP_ENABLED', '[auth] password_hibp_enabled', auth.password_hibp_enabled),
      false,
    ),
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
    mfa: loadMfaSettings(env, auth),
    otp: loadOtpSettings(env, auth),
  };
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
  const storage = table(toml, 'storage');
  const s = sourceIn(env);

  // Overrides of host/port must reach the derived publicUrl too (tests start stacks on free ports).
  const host = overrides.host ?? env.SUPABASE_HOST ?? '127.0.0.1';
  const apiPort = overrides.apiPort ?? intSetting(s('SUPABASE_PORT', '[api] port', api.port), 54321, 0);
  const fileSize = pick(s('STORAGE_FILE_SIZE_LIMIT', '[storage] file_size_limit', storage.file_size_limit));

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

    ...authSettings(env, auth, s),
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
