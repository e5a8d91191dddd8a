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

  it('are stored as a keyed hash of the address and the code, which nobody without the secret can compute', () => {
    const secret = 'a-secret-of-the-service-at-least-32-chars';
    const stored = otpTokenHash(secret, 'ana@example.com', '123456');
    expect(stored).toMatch(/^[0-9a-f]{56}$/);
    expect(otpTokenHash(secret, 'ana@example.com', '123456')).toBe(stored);
    expect(otpTokenHash(secret, 'ana@example.com', '123457')).not.toBe(stored);
    expect(otpTokenHash(secret, 'eva@example.com', '123456')).not.toBe(stored);
    expect(otpTokenHash(`${secret}!`, 'ana@example.com', '123456')).not.toBe(stored);
    // Not the plain SHA-224 supabase/auth stores, which anyone knowing the address could compute
    // for each of the million codes.
    for (const plain of ['ana@example.com123456', 'ana@example.com\n123456'])
      expect(createHash('sha224').update(plain).digest('hex')).not.toBe(stored);
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
