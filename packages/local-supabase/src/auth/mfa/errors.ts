import { AuthApiError } from '../errors.ts';

/** The refusals of the MFA endpoints, with supabase/auth's statuses, codes and messages. */
export const mfaErrors = {
  anonymous: () =>
    new AuthApiError(403, 'no_authorization', 'Anonymous user not allowed to perform these actions'),
  /** A token that names no session (only a hand-made one can): factors belong to sessions. */
  noSession: () => new AuthApiError(403, 'session_not_found', 'A valid session is required for this action'),
  factorIdNotUuid: () => new AuthApiError(404, 'validation_failed', 'factor_id must be an UUID'),
  factorNotFound: () => new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found'),
  factorType: () =>
    new AuthApiError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'),
  totpEnrollDisabled: () =>
    new AuthApiError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP'),
  totpVerifyDisabled: () =>
    new AuthApiError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP'),
  phoneEnrollDisabled: () =>
    new AuthApiError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone'),
  phoneVerifyDisabled: () =>
    new AuthApiError(422, 'mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone'),
  webauthnEnrollDisabled: () =>
    new AuthApiError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn'),
  webauthnVerifyDisabled: () =>
    new AuthApiError(422, 'mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn'),
  nameConflict: (name: string) =>
    new AuthApiError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    ),
  tooManyFactors: () =>
    new AuthApiError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  enrollNeedsAal2: () => new AuthApiError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor'),
  unenrollNeedsAal2: () =>
    new AuthApiError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor'),
  codeRequired: () => new AuthApiError(400, 'validation_failed', 'Code needs to be non-empty'),
  challengeNotFound: () =>
    new AuthApiError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  /** The challenge was already used, or was made from another address. */
  challengeSpentOrMoved: () =>
    new AuthApiError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    new AuthApiError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () => new AuthApiError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
};
