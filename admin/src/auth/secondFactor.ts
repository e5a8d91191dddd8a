import type { Factor } from '@supabase/supabase-js';
import type { Database } from '@academy/shared';
import type { AdminSupabaseClient } from '../platform/supabase.ts';

/** Where a signed-in staff member at aal1 is sent: the code step, or setting up a factor. */
export const CODE_PATH = '/login/code';
export const ENROL_PATH = '/login/two-factor';

type AccessEvent = Database['public']['Enums']['access_event'];

/**
 * Records one of the signed-in staff member's own events in the access log (`log_access`: the
 * database takes the caller from the token). Never in the way of what is recorded: a failure is
 * left to the database's own records.
 */
export async function logAccess(
  client: AdminSupabaseClient,
  event: AccessEvent,
  subject?: { type: string; id?: string | number },
): Promise<void> {
  await Promise.resolve(
    client.rpc('log_access', {
      p_event: event,
      p_subject_type: subject?.type,
      p_subject_id: subject?.id === undefined ? undefined : String(subject.id),
    }),
  ).catch(() => undefined);
}

/** What a session needs before it reads staff-only data: nothing, the code, or a factor set up. */
export type AssuranceStep = 'ok' | 'code' | 'enrol';

/** The roles a required second factor applies to (as `second_factor_satisfied()` says). */
const FACTOR_ROLES: ReadonlySet<string> = new Set(['Admin', 'Coordinator']);

/**
 * What the session's own token tells (no request): 'code' for a password-only session (aal1) of
 * an account with a verified factor; 'setting' when the answer depends on whether the site
 * requires a factor (an Admin or Coordinator without one). When the level cannot be read
 * (offline) the admin opens: the database still shows nothing the session may not read.
 */
export async function levelStep(
  client: AdminSupabaseClient,
  role: string,
): Promise<'ok' | 'code' | 'setting'> {
  try {
    const { data, error } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (error || !data || data.currentLevel === 'aal2') return 'ok';
    if (data.nextLevel === 'aal2') return 'code';
    return FACTOR_ROLES.has(role) ? 'setting' : 'ok';
  } catch {
    return 'ok';
  }
}

/**
 * The step a session of a staff member with `role` is at: a password-only session of an account
 * with a verified factor gives its code; while the site requires a factor of Admins and
 * Coordinators, one of them without a factor sets one up.
 */
export async function assuranceStep(client: AdminSupabaseClient, role: string): Promise<AssuranceStep> {
  const step = await levelStep(client, role);
  if (step !== 'setting') return step;
  return (await factorRequired(client)) ? 'enrol' : 'ok';
}

/** The setting "two-factor sign-in required for Admins and Coordinators" (false when unreadable). */
export async function factorRequired(client: AdminSupabaseClient): Promise<boolean> {
  const { data } = await client
    .from('registration_settings')
    .select('staff_second_factor_required')
    .eq('id', 1)
    .maybeSingle();
  return data?.staff_second_factor_required === true;
}

/** The account's verified authenticator-app factor, if any, and its unfinished ones. */
export async function ownFactors(
  client: AdminSupabaseClient,
): Promise<{ verified: Factor | null; unverified: Factor[] }> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  const totp = data.all.filter((factor) => factor.factor_type === 'totp');
  return {
    verified: totp.find((factor) => factor.status === 'verified') ?? null,
    unverified: totp.filter((factor) => factor.status !== 'verified'),
  };
}

/** The catalog message of a refused code or factor change, by the auth service's error code. */
export function secondFactorMessage(error: { code?: string; status?: number } | null | undefined): string {
  if (error?.status === 429 || error?.code === 'over_request_rate_limit') return 'app.two_factor.throttled';
  switch (error?.code) {
    case 'mfa_verification_failed':
    case 'mfa_ip_address_mismatch':
      return 'app.two_factor.wrong_code';
    case 'mfa_challenge_expired':
      return 'app.two_factor.expired';
    default:
      return 'app.two_factor.failed';
  }
}

/** Only the 6 digits of a code typed or pasted with spaces ('123 456'). */
export function cleanCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/**
 * Gives a code for the factor: the session goes to aal2. Null when accepted, else the catalog
 * message; a refused code is recorded in the access log.
 */
export async function verifyCode(
  client: AdminSupabaseClient,
  factorId: string,
  typed: string,
): Promise<string | null> {
  const code = cleanCode(typed);
  if (!/^\d{6}$/.test(code)) return 'app.two_factor.wrong_code';
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
  if (!error) return null;
  if (error.code === 'mfa_verification_failed') await logAccess(client, 'second_factor_failed');
  return secondFactorMessage(error);
}
