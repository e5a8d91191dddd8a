import type {
  ParentLinkAction,
  RegistrationAnswer,
  RegistrationForm,
  EnquiryForm,
} from '@academy/shared/registration.ts';
import type { OpenOffer, ParentLinkInfo } from '@academy/shared/registrationForm.ts';
import type { Enums } from '@academy/shared/database.types.ts';

/** A refusal of the API: PostgREST's error (`hint` holds our code) and the HTTP status. */
export interface ApiRefusal {
  status: number;
  error: { code?: string; message?: string; details?: string | null; hint?: string | null };
}

export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiRefusal);

export interface RegistrationApiOptions {
  supabaseUrl: string;
  anonKey: string;
  /**
   * The relay key the database knows (private.secrets 'relay'): with it the database takes the
   * visitor's address from `x-registration-client-address`; without it every form counts
   * against the site server's own address.
   */
  relayKey?: string;
  fetch?: typeof fetch;
}

/**
 * The registration functions of the API, called with the public key as a browser would, plus
 * the relay headers that tell the database the visitor's address (docs/registrations.md).
 * A failure to reach the API rejects; a refusal answers `{ ok: false }` with its status.
 */
export function registrationApi(options: RegistrationApiOptions) {
  const doFetch = options.fetch ?? fetch;

  async function rpc<T>(name: string, args: unknown, clientAddress?: string | null): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      apikey: options.anonKey,
      authorization: `Bearer ${options.anonKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (options.relayKey && clientAddress) {
      headers['x-registration-relay'] = options.relayKey;
      headers['x-registration-client-address'] = clientAddress;
    }
    const res = await doFetch(`${options.supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(args ?? {}),
    });
    const text = await res.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (res.ok) return { ok: true, data: body as T };
    if (res.status >= 500) throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
    return { ok: false, status: res.status, error: (body ?? {}) as ApiRefusal['error'] };
  }

  async function must<T>(result: Promise<ApiResult<T>>, name: string): Promise<T> {
    const answer = await result;
    if (!answer.ok) throw new Error(`${name}: ${answer.status} ${answer.error.message ?? ''}`);
    return answer.data;
  }

  return {
    openOffers: () => must(rpc<OpenOffer[]>('open_offers', {}), 'open_offers'),
    /** A token for one form of this kind: a registration's token is refused on the enquiry form. */
    formToken: (form: Enums<'form_kind'>) => must(rpc<string>('form_token', { p_form: form }), 'form_token'),
    submitRegistration: (form: RegistrationForm, address: string | null) =>
      rpc<RegistrationAnswer>('submit_registration', { p_form: form }, address),
    submitEnquiry: (form: EnquiryForm, address: string | null) =>
      rpc<{ enquiry_id: number }>('submit_enquiry', { p_enquiry: form }, address),
    parentLink: (token: string) => rpc<ParentLinkInfo>('parent_link', { p_token: token }),
    parentLinkAction: (token: string, action: ParentLinkAction, address: string | null) =>
      rpc<ParentLinkInfo>('parent_link_action', { p_token: token, p_action: action }, address),
  };
}

export type RegistrationApi = ReturnType<typeof registrationApi>;
