import { dbErrorMessage } from '@academy/shared/dbErrors.ts';
import { SaveError } from '../providers/saveErrors.ts';

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

/**
 * A refused staff function as a SaveError carrying the message key (react-admin's notifications
 * and the forms translate it), with the database's error beside it.
 */
export class UserRpcError extends SaveError {
  override name = 'UserRpcError';
  constructor(
    error: RpcError,
    readonly body = error,
  ) {
    super(userErrorMessage(error));
  }
}
