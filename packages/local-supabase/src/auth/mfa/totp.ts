import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP as supabase/auth uses it (RFC 6238): a 160-bit secret, SHA-1, 6 digits, 30-second steps,
 * and a code accepted one step early or late (authenticator clocks drift).
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
const SKEW_STEPS = 1;
const SECRET_BYTES = 20;

/** A new random secret, base32 without padding (what authenticator apps take as the "key"). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, accountName: string): string {
  return new TOTP({
    issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/**
 * The QR code of `text` as an SVG document. Colours are named, never `#rrggbb`: auth-js turns the
 * SVG into a `data:image/svg+xml;utf-8,` URI without escaping it, and a `#` would end that URI.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'H',
    margin: 2,
    width: 240,
  });
  return svg
    .replace(/="#ffffff"/gi, '="white"')
    .replace(/="#000000"/gi, '="black"')
    .trim();
}

/** The time step a moment falls in. */
export function totpStep(at: Date): number {
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: at.getTime() });
}

/**
 * The time step whose code `code` is, when it is the code of the step of `at` or of one step
 * either side; null when it is none of them (a wrong code, or one too old or too new).
 */
export function stepOfCode(secret: string, code: string, at: Date): number | null {
  if (!/^\d+$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: at.getTime(),
    window: SKEW_STEPS,
  });
  return delta === null ? null : totpStep(at) + delta;
}
