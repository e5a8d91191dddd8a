import { dbErrorMessage } from '@academy/shared/dbErrors.ts';
import type { AdminSupabaseClient } from '../model/client.ts';

/**
 * A refused save, with a catalog key of a message a person can act on, and its values. The
 * forms show it beside their Save button; react-admin's notifications translate it too.
 */
export class SaveError extends Error {
  override name = 'SaveError';
  constructor(
    message: string,
    readonly args: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

interface ErrorLike {
  status?: number;
  code?: string;
  hint?: string;
  message?: string;
  details?: string;
  body?: { code?: string; hint?: string; message?: string };
  /** storage-js: the error fetch threw. */
  originalError?: unknown;
}

/**
 * The PostgREST code, hint and HTTP status of an error from supabase-js or ra-supabase, and
 * whether the request never reached the server. That is told by the error's shape, not its text:
 * fetch throws a TypeError (ra-supabase lets it through, storage-js keeps it as originalError),
 * and postgrest-js turns it into an error with an empty code, which PostgREST's own answers
 * never have (they carry a SQLSTATE or a PGRST code).
 */
export function errorParts(error: unknown): {
  code?: string;
  hint?: string;
  status?: number;
  offline: boolean;
} {
  const e = (error ?? {}) as ErrorLike;
  const offline =
    error instanceof TypeError ||
    e.originalError instanceof TypeError ||
    (e.code === '' && typeof e.details === 'string' && e.status === undefined);
  return { code: e.code ?? e.body?.code, hint: e.hint ?? e.body?.hint, status: e.status, offline };
}

/**
 * Why a write was refused, as a SaveError, told by the error's codes (never by its text): the
 * connection, the session, a deactivated account, a newer version of the record, a duplicate, a
 * value the database's checks or enums refuse, or a rule of the database named by the code in
 * its hint (shared/src/dbErrors.ts). Anything else becomes 'app.save.failed' with the server's
 * text. When the database hid the row (no row back, or an RLS refusal), the caller's own profile
 * says whether the account was deactivated meanwhile.
 */
export async function explainRefusal(client: AdminSupabaseClient, error: unknown): Promise<SaveError> {
  const { code, hint, status, offline } = errorParts(error);
  if (offline) return new SaveError('app.save.offline');
  if (hint === 'stale_record' || code === 'PT409') return new SaveError('app.save.stale');
  if (status === 401 || code === 'PGRST301' || code === 'PGRST303')
    return new SaveError('app.save.session_ended');
  const coded = dbErrorMessage(error);
  if (coded && code !== '42501') return new SaveError(coded);
  if (code === '23505') return new SaveError('app.save.duplicate');
  if (code === '23514' || code === '22001') return new SaveError('app.save.invalid');
  if (code === '42501' || code === 'PGRST116' || status === 403) {
    const { data: session } = await client.auth.getSession();
    const userId = session.session?.user.id;
    if (!userId) return new SaveError('app.save.session_ended');
    const { data, error: readError } = await client
      .from('users')
      .select('is_active')
      .eq('id', userId)
      .maybeSingle();
    if (readError && errorParts(readError).offline) return new SaveError('app.save.offline');
    if (!data?.is_active) return new SaveError('app.save.account_inactive');
    if (coded) return new SaveError(coded);
    return new SaveError(code === 'PGRST116' ? 'app.save.gone' : 'app.save.not_allowed');
  }
  const message = (error as ErrorLike | null)?.message ?? (error as ErrorLike | null)?.body?.message ?? '';
  return new SaveError('app.save.failed', { message });
}
