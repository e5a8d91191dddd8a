/**
 * Staff accounts with a second factor, for the database tests: a factor enrolled and verified
 * through supabase-js with a code computed from the enrolment's secret, and two sessions of the
 * account, one that gave the code (aal2) and one that signed in with the password only (aal1).
 */
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { signIn, type Client } from './helpers.ts';

/** The current 6-digit code of a factor's base32 secret (`stepsLater` 30-second steps ahead). */
export function totpCode(secret: string, stepsLater = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsLater * 30_000 });
}

/** Enrols a TOTP factor and verifies its first code: the session goes to aal2. */
export async function enrolFactor(client: Client): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error || !data) throw new Error(`enroll failed: ${error?.message}`);
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCode(data.totp.secret),
  });
  if (verified.error) throw new Error(`verify failed: ${verified.error.message}`);
  return { factorId: data.id, secret: data.totp.secret };
}

/** The `aal` claim of the client's current access token. */
export async function tokenAal(client: Client): Promise<unknown> {
  const { data } = await client.auth.getSession();
  return data.session ? decodeJwt(data.session.access_token).aal : undefined;
}

export interface FactorSessions {
  factorId: string;
  secret: string;
  /** Signed in with password and code. */
  aal2: Client;
  /** Signed in with the password only, after the factor was verified. */
  aal1: Client;
}

/**
 * Gives an existing account a verified factor and returns its two sessions. The password-only
 * session is opened after the code was verified (verifying ends the account's aal1 sessions).
 */
export async function withFactor(email: string, password: string): Promise<FactorSessions> {
  const aal2 = await signIn(email, password);
  const { factorId, secret } = await enrolFactor(aal2);
  const aal1 = await signIn(email, password);
  if ((await tokenAal(aal2)) !== 'aal2' || (await tokenAal(aal1)) !== 'aal1') {
    throw new Error('the sessions are not at aal2 and aal1');
  }
  return { factorId, secret, aal2, aal1 };
}
