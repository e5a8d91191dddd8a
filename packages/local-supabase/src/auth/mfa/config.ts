// From configValues.ts, not config.ts: config.ts reads these settings through this module.
import { boolSetting, intSetting, table, type Toml } from '../../configValues.ts';

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

/** Reads the settings from config.toml's `[auth]` table and the environment. */
export function loadMfaSettings(env: NodeJS.ProcessEnv, auth: Toml): MfaSettings {
  const mfa = table(auth, 'mfa');
  const totp = table(mfa, 'totp');
  const d = DEFAULT_MFA_SETTINGS;
  return {
    maxEnrolledFactors: intSetting(
      {
        env,
        envName: 'AUTH_MFA_MAX_ENROLLED_FACTORS',
        tomlName: '[auth.mfa] max_enrolled_factors',
        tomlValue: mfa.max_enrolled_factors,
      },
      d.maxEnrolledFactors,
      1,
    ),
    totpEnrollEnabled: boolSetting(
      {
        env,
        envName: 'AUTH_MFA_TOTP_ENROLL_ENABLED',
        tomlName: '[auth.mfa.totp] enroll_enabled',
        tomlValue: totp.enroll_enabled,
      },
      d.totpEnrollEnabled,
    ),
    totpVerifyEnabled: boolSetting(
      {
        env,
        envName: 'AUTH_MFA_TOTP_VERIFY_ENABLED',
        tomlName: '[auth.mfa.totp] verify_enabled',
        tomlValue: totp.verify_enabled,
      },
      d.totpVerifyEnabled,
    ),
    // Not in the Supabase CLI's config.toml (hosted Supabase fixes it): environment only.
    rateLimitChallengeAndVerify: intSetting(
      { env, envName: 'AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY', tomlName: '', tomlValue: undefined },
      d.rateLimitChallengeAndVerify,
      1,
    ),
  };
}
