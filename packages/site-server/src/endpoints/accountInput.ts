import type { AccountDone, AccountError } from '@academy/shared/account.ts';

/** What a change done on the account page may say afterwards (`?done=`). */
export const ACCOUNT_DONE: readonly AccountDone[] = [
  'saved',
  'collector_added',
  'collector_removed',
  'cancelled',
  'signed_out',
  'guardian_invited',
  'guardian_removed',
  'erasure_requested',
];

/** What an address looks like (the auth service checks it again). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Headers of every account answer: for this visitor only, never kept by a cache, never indexed. */
export const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

export type FormValues = Record<string, string>;

/** A form field as trimmed text, cut one past `max` so that a length check still sees it is too long. */
export function text(body: Record<string, unknown>, name: string, max = 2000): string {
  const v = body[name];
  return typeof v === 'string' ? v.slice(0, max + 1).trim() : '';
}

/** A form field holding a row's id, else null. */
export function id(body: Record<string, unknown>, name: string): number | null {
  const v = text(body, name, 20);
  return /^\d{1,15}$/.test(v) ? Number(v) : null;
}

/**
 * The wait a 429 names: its `Retry-After` (seconds), else its message ("...after 42 seconds."),
 * else a minute.
 */
export function waitSeconds(retryAfter: number | undefined, message: string | undefined): number {
  if (retryAfter !== undefined && Number.isFinite(retryAfter) && retryAfter > 0) return Math.ceil(retryAfter);
  const m = /(\d+)\s*seconds?/.exec(message ?? '');
  return m ? Number(m[1]) : 60;
}

/** A PostgREST refusal's code (the hint the database raised), as the account pages name it. */
export function saveError(
  error: { hint?: string | null; code?: string } | null,
  fallback: AccountError['key'] = 'save_failed',
): AccountError {
  switch (error?.hint) {
    case 'health_consent_required':
      return { key: 'health_consent_required' };
    case 'too_many_collectors':
      return { key: 'too_many_collectors' };
    case 'booking_not_found':
      return { key: 'not_found' };
    case 'action_not_available':
      return { key: 'cancel_unavailable' };
    case 'guardian_email_invalid':
    case 'guardian_already_invited':
    case 'too_many_invitations':
    case 'primary_guardian_only':
    case 'phone_invalid':
      return { key: error.hint };
    case 'guardian_not_found':
      return { key: 'not_found' };
    case 'erasure_unavailable':
      return { key: 'unavailable' };
  }
  if (error?.code === '42501') return { key: 'not_found' };
  return { key: fallback };
}
