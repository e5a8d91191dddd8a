/** A PostgREST error as supabase-js returns it from `rpc()`. */
export interface RpcError {
  code?: string;
  message?: string;
}

/**
 * The catalog key of a message a person can act on for a refusal of a staff RPC
 * (supabase/migrations/*_staff_accounts.sql), or the server's own text when nothing matches.
 */
export function userErrorMessage(error: RpcError): string {
  const message = error.message ?? '';
  if (/delete your own account/i.test(message)) return 'app.users.errors.self_delete';
  if (/deactivate your own account/i.test(message)) return 'app.users.errors.self_deactivate';
  if (/last active Admin/i.test(message)) return 'app.users.errors.last_admin';
  if (error.code === '23505' || /already exists/i.test(message)) return 'app.users.errors.email_taken';
  if (/^Password must/i.test(message)) return 'app.users.errors.weak_password';
  if (/e-?mail address/i.test(message)) return 'app.users.errors.invalid_email';
  if (error.code === '42501') return 'app.users.errors.not_allowed';
  return message || 'ra.notification.http_error';
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
