import { ConfigError } from '../../config.ts';

/**
 * The multi-factor settings of the auth service: config.toml's `[auth.mfa]` and
 * `[auth.mfa.totp]` (the Supabase CLI's names), each overridden by an environment variable.
 * Defaults are supabase/auth's own: TOTP on, at most 10 factors, 15 challenges and 15
 * verifications per client address and minute.
 */
export interface MfaSettings {
  /** Factors one account may have at once, verified or not. [auth.mfa] max_enrolled_factors. */
  maxEnrolledFactors: number;
  /** POST /factors may add TOTP factors. [auth.mfa.totp] enroll_enabled. */
  totpEnrollEnabled: boolean;
  /** TOTP factors may be challenged and verified. [auth.mfa.totp] verify_enabled. */
  totpVerifyEnabled: boolean;
  /** Requests per client address and minute, counted apart for /challenge and /verify. */
  rateLimitChallengeAndVerify: number;
}

export const DEFAULT_MFA_SETTINGS: MfaSettings = {
  maxEnrolledFactors: 10,
  totpEnrollEnabled: true,
  totpVerifyEnabled: true,
  rateLimitChallengeAndVerify: 15,
};

type Toml = Record<string, unknown>;

function table(toml: Toml, key: string): Toml {
  const value = toml[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Toml) : {};
}

interface Setting {
  envName: string;
  tomlName: string;
  tomlValue: unknown;
}

/** The raw value of a setting (the environment first, then config.toml with its `env(NAME)`). */
function pick(env: NodeJS.ProcessEnv, s: Setting): { raw: unknown; from: string } | undefined {
  const fromEnv = env[s.envName];
  if (fromEnv !== undefined && fromEnv !== '') return { raw: fromEnv, from: s.envName };
  let value = s.tomlValue;
  const ref = typeof value === 'string' ? /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value.trim()) : null;
  if (ref) value = env[ref[1]!];
  if (value === undefined || value === '') return undefined;
  return { raw: value, from: `config.toml ${s.tomlName}` };
}

function bool(env: NodeJS.ProcessEnv, s: Setting, fallback: boolean): boolean {
  const got = pick(env, s);
  if (!got) return fallback;
  if (got.raw === true || got.raw === 'true') return true;
  if (got.raw === false || got.raw === 'false') return false;
  throw new ConfigError(`${got.from} must be true or false, got "${String(got.raw)}"`);
}

function int(env: NodeJS.ProcessEnv, s: Setting, fallback: number, min: number): number {
  const got = pick(env, s);
  if (!got) return fallback;
  const n = typeof got.raw === 'number' ? got.raw : Number(got.raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${got.from} must be an integer >= ${min}, got "${String(got.raw)}"`);
  return n;
}

/** Reads the settings from config.toml's `[auth]` table and the environment. */
export function loadMfaSettings(env: NodeJS.ProcessEnv, auth: Toml): MfaSettings {
  const mfa = table(auth, 'mfa');
  const totp = table(mfa, 'totp');
  const d = DEFAULT_MFA_SETTINGS;
  return {
    maxEnrolledFactors: int(
      env,
      {
        envName: 'AUTH_MFA_MAX_ENROLLED_FACTORS',
        tomlName: '[auth.mfa] max_enrolled_factors',
        tomlValue: mfa.max_enrolled_factors,
      },
      d.maxEnrolledFactors,
      1,
    ),
    totpEnrollEnabled: bool(
      env,
      {
        envName: 'AUTH_MFA_TOTP_ENROLL_ENABLED',
        tomlName: '[auth.mfa.totp] enroll_enabled',
        tomlValue: totp.enroll_enabled,
      },
      d.totpEnrollEnabled,
    ),
    totpVerifyEnabled: bool(
      env,
      {
        envName: 'AUTH_MFA_TOTP_VERIFY_ENABLED',
        tomlName: '[auth.mfa.totp] verify_enabled',
        tomlValue: totp.verify_enabled,
      },
      d.totpVerifyEnabled,
    ),
    // Not in the Supabase CLI's config.toml (hosted Supabase fixes it): environment only.
    rateLimitChallengeAndVerify: int(
      env,
      { envName: 'AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY', tomlName: '', tomlValue: undefined },
      d.rateLimitChallengeAndVerify,
      1,
    ),
  };
}
