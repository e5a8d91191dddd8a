import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { DEFAULT_MFA_SETTINGS, loadMfaSettings } from './config.ts';

describe('loadMfaSettings: [auth.mfa] and [auth.mfa.totp] of config.toml', () => {
  it("defaults to supabase/auth's: TOTP on, 10 factors, 15 per address and minute", () => {
    expect(loadMfaSettings({}, {})).toEqual({
      maxEnrolledFactors: 10,
      totpEnrollEnabled: true,
      totpVerifyEnabled: true,
      rateLimitChallengeAndVerify: 15,
    });
    expect(DEFAULT_MFA_SETTINGS).toEqual(loadMfaSettings({}, {}));
  });

  it("reads the Supabase CLI's names, env(NAME) included", () => {
    const auth = {
      mfa: { max_enrolled_factors: 3, totp: { enroll_enabled: false, verify_enabled: 'env(MFA_VERIFY)' } },
    };
    expect(loadMfaSettings({ MFA_VERIFY: 'false' }, auth)).toMatchObject({
      maxEnrolledFactors: 3,
      totpEnrollEnabled: false,
      totpVerifyEnabled: false,
    });
  });

  it('lets an environment variable override each setting', () => {
    const auth = { mfa: { max_enrolled_factors: 3, totp: { enroll_enabled: false } } };
    expect(
      loadMfaSettings(
        {
          AUTH_MFA_MAX_ENROLLED_FACTORS: '5',
          AUTH_MFA_TOTP_ENROLL_ENABLED: 'true',
          AUTH_MFA_TOTP_VERIFY_ENABLED: 'false',
          AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: '100',
        },
        auth,
      ),
    ).toEqual({
      maxEnrolledFactors: 5,
      totpEnrollEnabled: true,
      totpVerifyEnabled: false,
      rateLimitChallengeAndVerify: 100,
    });
  });

  it('refuses values of the wrong kind, naming the setting', () => {
    expect(() => loadMfaSettings({}, { mfa: { max_enrolled_factors: 0 } })).toThrow(
      /config.toml \[auth.mfa\] max_enrolled_factors must be an integer >= 1/,
    );
    expect(() => loadMfaSettings({}, { mfa: { totp: { enroll_enabled: 'yes' } } })).toThrow(ConfigError);
    expect(() => loadMfaSettings({ AUTH_MFA_TOTP_VERIFY_ENABLED: '1' }, {})).toThrow(
      /AUTH_MFA_TOTP_VERIFY_ENABLED must be true or false/,
    );
  });
});

describe("the project's supabase/config.toml", () => {
  it('turns TOTP on with at most 10 factors per account', () => {
    expect(loadConfig({}).mfa).toEqual({
      maxEnrolledFactors: 10,
      totpEnrollEnabled: true,
      totpVerifyEnabled: true,
      rateLimitChallengeAndVerify: 15,
    });
  });
});
