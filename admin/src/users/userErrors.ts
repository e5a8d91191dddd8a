import { dbErrorMessage } from '@academy/shared';

/** A PostgREST error as supabase-js returns it from `rpc()`. */
export interface RpcError {
  code?: string;
  hint?: string;
  message?: string;
}

/**
 * The catalog key of a message a person can act on for a refusal of a staff RPC
 * (supabase/migrations: the code in the error's hint, shared/src/dbErrors.ts), else by its
 * SQLSTATE, else the server's own text.
 */
export function userErrorMessage(error: RpcError): string {
  const coded = dbErrorMessage(error);
  if (coded) return coded;
  if (error.code === '23505') return 'app.errors.email_taken';
  if (error.code === '42501') return 'app.errors.admins_only';
  return error.message || 'ra.notification.http_error';
}

/** An Error carrying the message key, so react-admin's notifications translate it. */
export class UserRpcError extends Error {
  override name = 'UserRpcError';
  constructor(
    error: RpcError,
    readonly body = error,
  ) {
    super(userErrorMessage(error));
  }
}
