import { describe, expect, it } from 'vitest';
import { loadOtpSettings, parseHookUri } from './config.ts';

describe('sign-in code settings', () => {
  it("default to supabase/auth's", () => {
    expect(loadOtpSettings({}, {})).toEqual({
      otpExpirySeconds: 3600,
      otpLength: 6,
      enableConfirmations: false,
      emailSentPerHour: 2,
      accessTokenHook: undefined,
    });
  });

  it('are read from config.toml, and the environment overrides them', () => {
    const auth = {
      email: { otp_expiry: 600, enable_confirmations: true },
      rate_limit: { email_sent: 30 },
      hook: {
        custom_access_token: { enabled: true, uri: 'pg-functions://postgres/public/access_token_hook' },
      },
    };
    expect(loadOtpSettings({ AUTH_OTP_EXPIRY: '120' }, auth)).toEqual({
      otpExpirySeconds: 120,
      otpLength: 6,
      enableConfirmations: true,
      emailSentPerHour: 30,
      accessTokenHook: {
        functionName: '"public"."access_token_hook"',
        uri: 'pg-functions://postgres/public/access_token_hook',
      },
    });
  });

  it('refuse a hook without a usable pg-functions URI', () => {
    expect(() => loadOtpSettings({}, { hook: { custom_access_token: { enabled: true } } })).toThrow(
      'has no uri',
    );
    expect(() => parseHookUri('https://example.com/hook', 'x')).toThrow('only "pg-functions://"');
    expect(() => parseHookUri('pg-functions://postgres/public', 'x')).toThrow(
      'must name a schema and a function',
    );
    expect(() => parseHookUri('pg-functions://postgres/public/drop table"x', 'x')).toThrow('must name');
    expect(parseHookUri('pg-functions://postgres/auth_hooks/claims', 'x').functionName).toBe(
      '"auth_hooks"."claims"',
    );
  });
});
