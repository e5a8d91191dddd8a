import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, qrCodeSvg, stepOfCode, totpStep, totpUri } from './totp.ts';

// RFC 6238's SHA-1 test key ("12345678901234567890"), whose codes the RFC lists (8 digits; the
// last 6 are what a 6-digit authenticator shows).
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP as supabase/auth checks it', () => {
  it("accepts the RFC 6238 test vectors' codes at their time and tells their step", () => {
    expect(stepOfCode(RFC_SECRET, '287082', new Date(59_000))).toBe(1);
    expect(stepOfCode(RFC_SECRET, '081804', new Date(1_111_111_109_000))).toBe(37_037_036);
  });

  it('accepts a code one step early or late, not two, and refuses what is not a code', () => {
    const at = new Date(59_000); // step 1
    expect(stepOfCode(RFC_SECRET, '287082', new Date(at.getTime() - 30_000))).toBe(1);
    expect(stepOfCode(RFC_SECRET, '287082', new Date(at.getTime() + 30_000))).toBe(1);
    expect(stepOfCode(RFC_SECRET, '287082', new Date(at.getTime() + 60_000))).toBeNull();
    expect(stepOfCode(RFC_SECRET, '28708', at)).toBeNull();
    expect(stepOfCode(RFC_SECRET, '2870８2', at)).toBeNull();
    expect(stepOfCode(RFC_SECRET, '', at)).toBeNull();
    expect(totpStep(at)).toBe(1);
  });

  it('makes 160-bit base32 secrets, each new', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(a).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'academy.example', 'ana@example.com'));
    expect(decodeURIComponent(uri.pathname)).toBe('/academy.example:ana@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'academy.example',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('draws the QR code as an SVG without a # (auth-js puts it in a data URI unescaped)', async () => {
    const svg = await qrCodeSvg('otpauth://totp/x:y?secret=ABC');
    expect(svg).toMatch(/^<svg [^>]*width="240"[^>]*>.*<\/svg>$/s);
    expect(svg).not.toContain('#');
  });
});
