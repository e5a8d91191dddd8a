/**
 * Where a form's script asks for a token of the visitor's own: the form_token() function of the
 * API, called with the public key, named on the form element.
 */
export const FORM_TOKEN_API_ATTRIBUTE = 'data-token-api';
export const FORM_TOKEN_KEY_ATTRIBUTE = 'data-token-key';

/** The address of form_token() on the API (PostgREST's function call). */
export function formTokenUrl(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/form_token`;
}
