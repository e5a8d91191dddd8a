import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API version auth-js needs to see before it reads `code` from an error body. */
export const API_VERSION = '2024-01-01';

/**
 * An error answered the way supabase/auth answers it: `{code, message}` (the 2024-01-01 API
 * shape auth-js reads) plus the older `error_code` and `msg` fields, which older clients read.
 */
export class AuthApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return {
      code: this.code,
      error_code: this.code,
      message: this.message,
      msg: this.message,
      ...this.extra,
    };
  }
}

export const errors = {
  badJson: (detail: string) =>
    new AuthApiError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthApiError(400, 'validation_failed', message),
  invalidEmail: () =>
    new AuthApiError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  invalidCredentials: () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthApiError(400, 'user_banned', 'User is banned'),
  /** A banned user's token, still valid in time, is refused everywhere (as supabase/auth does). */
  bannedToken: () => new AuthApiError(403, 'user_banned', 'User is banned'),
  noAuthorization: () =>
    new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (message: string) => new AuthApiError(403, 'bad_jwt', message),
  notAdmin: () => new AuthApiError(403, 'not_admin', 'User not allowed'),
  sessionNotFound: () =>
    new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userFromJwtNotFound: () =>
    new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userNotFound: () => new AuthApiError(404, 'user_not_found', 'User not found'),
  refreshTokenNotFound: () =>
    new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthApiError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  signupDisabled: () => new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  userAlreadyExists: () => new AuthApiError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered'),
  samePassword: () =>
    new AuthApiError(422, 'same_password', 'New password should be different from the old password.'),
  otpExpired: () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid'),
  rateLimited: (retryAfterSeconds: number) =>
    new AuthApiError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    ),
  overEmailSendRateLimit: (seconds: number) =>
    new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.max(1, Math.ceil(seconds))} seconds.`,
    ),
  /** The database is down or restarting: nothing about the request is the caller's fault. */
  unavailable: () =>
    new AuthApiError(503, 'unexpected_failure', 'database unavailable', {}, { 'Retry-After': '1' }),
  notFound: () => new AuthApiError(404, 'not_found', 'Not Found'),
  unexpected: (message = 'Unexpected failure, please check server logs for more information') =>
    new AuthApiError(500, 'unexpected_failure', message),
};
