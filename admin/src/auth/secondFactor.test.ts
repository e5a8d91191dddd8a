import { describe, expect, it } from 'vitest';
import { cleanCode, secondFactorMessage } from './secondFactor.ts';

describe('secondFactorMessage', () => {
  it('tells a wrong or spent code apart from too many attempts and a slow one', () => {
    expect(secondFactorMessage({ code: 'mfa_verification_failed', status: 422 })).toBe(
      'app.two_factor.wrong_code',
    );
    expect(secondFactorMessage({ code: 'mfa_ip_address_mismatch', status: 422 })).toBe(
      'app.two_factor.wrong_code',
    );
    expect(secondFactorMessage({ code: 'over_request_rate_limit', status: 429 })).toBe(
      'app.two_factor.throttled',
    );
    expect(secondFactorMessage({ status: 429 })).toBe('app.two_factor.throttled');
    expect(secondFactorMessage({ code: 'mfa_challenge_expired', status: 400 })).toBe(
      'app.two_factor.expired',
    );
    expect(secondFactorMessage({ code: 'unexpected_failure', status: 500 })).toBe('app.two_factor.failed');
    expect(secondFactorMessage(null)).toBe('app.two_factor.failed');
  });
});

describe('cleanCode', () => {
  it('keeps the digits of a code typed or pasted with spaces', () => {
    expect(cleanCode(' 123 456 ')).toBe('123456');
    expect(cleanCode('123456')).toBe('123456');
  });
});
