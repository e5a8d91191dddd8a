import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_JWT_SECRET, loadConfig, parseDurationSeconds, parseSize } from './config.ts';

/** A supabase folder holding only this config.toml. */
function dirWith(toml: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-config-'));
  writeFileSync(path.join(dir, 'config.toml'), toml);
  return dir;
}

describe('loadConfig: supabase/config.toml is the source', () => {
  it("reads the project's config.toml: API, auth and storage settings hosted Supabase also has", () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({
      apiPort: 54321,
      dbPort: 54322,
      apiSchemas: ['public'],
      apiExtraSearchPath: ['public', 'extensions'],
      apiMaxRows: 1000,
      siteUrl: 'http://127.0.0.1:8080',
      additionalRedirectUrls: [
        'http://127.0.0.1:8080/set-password',
        'http://localhost:8080/set-password',
        'http://127.0.0.1:8080/account',
        'http://127.0.0.1:8080/es/account',
        'http://127.0.0.1:8080/ru/account',
        'http://localhost:8080/account',
        'http://localhost:8080/es/account',
        'http://localhost:8080/ru/account',
        'http://127.0.0.1:8080/account/link',
        'http://127.0.0.1:8080/es/account/link',
        'http://127.0.0.1:8080/ru/account/link',
        'http://localhost:8080/account/link',
        'http://localhost:8080/es/account/link',
        'http://localhost:8080/ru/account/link',
      ],
      jwtExpiry: 3600,
      enableSignup: true,
      minPasswordLength: 8,
      passwordRequirements: '',
      doubleConfirmChanges: true,
      emailMaxFrequencySeconds: 60,
      rateLimitTokenRefresh: 150,
      rateLimitSignInSignUps: 30,
      rateLimitTokenVerifications: 30,
      otp: {
        otpExpirySeconds: 3600,
        otpLength: 6,
        enableConfirmations: false,
        emailSentPerHour: 100,
        accessTokenHook: {
          functionName: '"public"."access_token_hook"',
          uri: 'pg-functions://postgres/public/access_token_hook',
        },
      },
      storageFileSizeLimit: 50 * 1024 * 1024,
    });
  });

  it('takes every value from a given config.toml, env(NAME) included', () => {
    const dir = dirWith(`
[api]
port = 60000
schemas = ["public", "reports"]
extra_search_path = ["public"]
max_rows = 25
[db]
port = 60001
[auth]
site_url = "env(MY_SITE)"
additional_redirect_urls = ["https://academy.example/welcome"]
jwt_expiry = 600
enable_signup = true
minimum_password_length = 12
password_requirements = "lower_upper_letters_digits"
[auth.email]
double_confirm_changes = false
max_frequency = "2m"
[auth.rate_limit]
token_refresh = 10
sign_in_sign_ups = 5
token_verifications = 7
[storage]
file_size_limit = "2MiB"
`);
    const cfg = loadConfig({ SUPABASE_DIR: dir, MY_SITE: 'https://academy.example' });
    expect(cfg).toMatchObject({
      apiPort: 60000,
      dbPort: 60001,
      apiSchemas: ['public', 'reports'],
      apiExtraSearchPath: ['public'],
      apiMaxRows: 25,
      siteUrl: 'https://academy.example',
      additionalRedirectUrls: ['https://academy.example/welcome'],
      jwtExpiry: 600,
      enableSignup: true,
      minPasswordLength: 12,
      passwordRequirements: 'lower_upper_letters_digits',
      doubleConfirmChanges: false,
      emailMaxFrequencySeconds: 120,
      rateLimitTokenRefresh: 10,
      rateLimitSignInSignUps: 5,
      rateLimitTokenVerifications: 7,
      storageFileSizeLimit: 2 * 1024 * 1024,
    });
  });

  it('lets environment variables override config.toml', () => {
    const cfg = loadConfig({
      SUPABASE_PORT: '61000',
      SUPABASE_API_SCHEMAS: 'public,api',
      SUPABASE_API_MAX_ROWS: '50',
      JWT_EXPIRY: '900',
      AUTH_ENABLE_SIGNUP: 'true',
      AUTH_MINIMUM_PASSWORD_LENGTH: '10',
      AUTH_PASSWORD_REQUIREMENTS: 'letters_digits',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '20',
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '3',
      AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '4',
      AUTH_ADDITIONAL_REDIRECT_URLS: 'https://a.example/x, https://b.example/y',
      STORAGE_FILE_SIZE_LIMIT: '5MB',
    });
    expect(cfg).toMatchObject({
      apiPort: 61000,
      apiSchemas: ['public', 'api'],
      apiMaxRows: 50,
      jwtExpiry: 900,
      enableSignup: true,
      minPasswordLength: 10,
      passwordRequirements: 'letters_digits',
      rateLimitTokenRefresh: 20,
      rateLimitSignInSignUps: 3,
      rateLimitTokenVerifications: 4,
      additionalRedirectUrls: ['https://a.example/x', 'https://b.example/y'],
      storageFileSizeLimit: 5_000_000,
    });
  });

  it('refuses bad values with the setting and where it came from', () => {
    expect(() => loadConfig({ SUPABASE_API_MAX_ROWS: 'many' })).toThrow(
      /SUPABASE_API_MAX_ROWS must be an integer/,
    );
    expect(() => loadConfig({ AUTH_PASSWORD_REQUIREMENTS: 'emoji' })).toThrow(
      /password_requirements must be one of/,
    );
    expect(() => loadConfig({ SUPABASE_DIR: dirWith('[api]\nmax_rows = "lots"\n') })).toThrow(
      /config\.toml \[api\] max_rows must be an integer/,
    );
    expect(() => loadConfig({ SUPABASE_DIR: dirWith('[api\n') })).toThrow(ConfigError);
  });
});

describe('loadConfig: the site URL follows the real site', () => {
  it('SITE_PORT moves the site URL and the local redirect URLs to that port', () => {
    const cfg = loadConfig({ SITE_PORT: '9090' });
    expect(cfg.siteUrl).toBe('http://127.0.0.1:9090');
    expect(cfg.additionalRedirectUrls).toEqual([
      'http://127.0.0.1:9090/set-password',
      'http://localhost:9090/set-password',
      'http://127.0.0.1:9090/account',
      'http://127.0.0.1:9090/es/account',
      'http://127.0.0.1:9090/ru/account',
      'http://localhost:9090/account',
      'http://localhost:9090/es/account',
      'http://localhost:9090/ru/account',
      'http://127.0.0.1:9090/account/link',
      'http://127.0.0.1:9090/es/account/link',
      'http://127.0.0.1:9090/ru/account/link',
      'http://localhost:9090/account/link',
      'http://localhost:9090/es/account/link',
      'http://localhost:9090/ru/account/link',
    ]);
  });

  it('SITE_URL wins; a site elsewhere than loopback leaves the local redirect URLs as written', () => {
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:7070', SITE_PORT: '9090' }).siteUrl).toBe(
      'http://127.0.0.1:7070',
    );
    const remote = loadConfig({ SITE_URL: 'https://academy.example' });
    expect(remote.siteUrl).toBe('https://academy.example');
    expect(remote.additionalRedirectUrls).toEqual([
      'http://127.0.0.1:8080/set-password',
      'http://localhost:8080/set-password',
      'http://127.0.0.1:8080/account',
      'http://127.0.0.1:8080/es/account',
      'http://127.0.0.1:8080/ru/account',
      'http://localhost:8080/account',
      'http://localhost:8080/es/account',
      'http://localhost:8080/ru/account',
      'http://127.0.0.1:8080/account/link',
      'http://127.0.0.1:8080/es/account/link',
      'http://127.0.0.1:8080/ru/account/link',
      'http://localhost:8080/account/link',
      'http://localhost:8080/es/account/link',
      'http://localhost:8080/ru/account/link',
    ]);
  });

  it('a wildcard SITE_HOST gives a loopback site URL', () => {
    expect(loadConfig({ SITE_HOST: '0.0.0.0', SITE_PORT: '8081' }).siteUrl).toBe('http://127.0.0.1:8081');
  });
});

describe('loadConfig: the well-known JWT secret stays on loopback', () => {
  it('refuses it on any other address, naming SUPABASE_JWT_SECRET', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ SUPABASE_HOST: host })).toThrow(ConfigError);
      expect(() => loadConfig({ SUPABASE_HOST: host })).toThrow(/SUPABASE_JWT_SECRET/);
    }
  });

  it('accepts it on loopback, and any other secret anywhere', () => {
    expect(loadConfig({ SUPABASE_HOST: '127.0.0.1' }).jwtSecret).toBe(DEFAULT_JWT_SECRET);
    expect(loadConfig({ SUPABASE_HOST: 'localhost' }).jwtSecret).toBe(DEFAULT_JWT_SECRET);
    const secret = 'a-project-secret-that-is-long-enough-to-sign-tokens';
    expect(loadConfig({ SUPABASE_HOST: '0.0.0.0', SUPABASE_JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });
});

describe('size and duration notations', () => {
  it('parses the forms config.toml uses', () => {
    expect(parseSize('50MiB', 'x')).toBe(52_428_800);
    expect(parseSize('5MB', 'x')).toBe(5_000_000);
    expect(parseSize('1024', 'x')).toBe(1024);
    expect(() => parseSize('lots', 'x')).toThrow(/size/);
    expect(parseDurationSeconds('60s', 'x')).toBe(60);
    expect(parseDurationSeconds('1m30s', 'x')).toBe(90);
    expect(() => parseDurationSeconds('soon', 'x')).toThrow(/duration/);
  });
});
