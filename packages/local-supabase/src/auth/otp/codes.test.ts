import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateOtp, otpTokenHash, pkceMatches, pkceParams } from './codes.ts';

describe('e-mailed codes', () => {
  it('are the given number of random digits', () => {
    const codes = Array.from({ length: 200 }, () => generateOtp(6));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(generateOtp(8)).toMatch(/^\d{8}$/);
  });

  it('are stored as SHA-224 of the address followed by the code, in hex', () => {
    const expected = createHash('sha224').update('ana@example.com123456').digest('hex');
    expect(otpTokenHash('ana@example.com', '123456')).toBe(expected);
    expect(otpTokenHash('ana@example.com', '123456')).toHaveLength(56);
    expect(otpTokenHash('ana@example.com', '123457')).not.toBe(expected);
  });
});

describe('PKCE', () => {
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

  it('matches the verifier of RFC 7636 with its S256 challenge, and nothing else', () => {
    expect(pkceMatches('s256', challenge, verifier)).toBe(true);
    expect(pkceMatches('s256', challenge, `${verifier}x`)).toBe(false);
    expect(pkceMatches('plain', verifier, verifier)).toBe(true);
    expect(pkceMatches('plain', challenge, verifier)).toBe(false);
  });

  it('takes both parameters or neither, with a well-formed challenge', () => {
    expect(pkceParams(undefined, undefined)).toBeUndefined();
    expect(pkceParams('S256', challenge)).toBe('s256');
    expect(pkceParams('plain', verifier)).toBe('plain');
    expect(() => pkceParams('s256', undefined)).toThrow(
      'PKCE flow requires code_challenge_method and code_challenge',
    );
    expect(() => pkceParams(undefined, challenge)).toThrow('PKCE flow requires');
    expect(() => pkceParams('s256', 'short')).toThrow('between 43 and 128');
    expect(() => pkceParams('s256', `${challenge}!`)).toThrow('can only contain');
    expect(() => pkceParams('md5', challenge)).toThrow('not supported');
  });
});
