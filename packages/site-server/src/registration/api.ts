import type {
  ParentLinkAction,
  RegistrationAnswer,
  RegistrationForm,
  EnquiryForm,
} from '@academy/shared/registration.ts';
import type { OpenOffer, ParentLinkInfo } from '@academy/shared/registrationForm.ts';
import type { CurrentRegistrationAnswer } from '@academy/shared/registrationRules.ts';
import type { Enums } from '@academy/shared/database.types.ts';
import type { CheckoutStatus } from '@academy/shared/paymentPages.ts';
import type { OnlinePaymentMethod } from '@academy/shared/registrationRules.ts';

/** The family's proof for Pay: a parents' link, or the answer page's form. */
export type CheckoutProof = { token: string } | { submission_id: number; idempotency_key: string };

/** open_checkout(): what the family owes now, as one checkout (docs/payments.md). */
export interface OpenedCheckout {
  checkout_id: number;
  reuse: { session_id: string; url: string } | null;
  amount_cents: number;
  currency: string;
  email: string | null;
  language: string;
  methods: OnlinePaymentMethod[];
  /** Unix seconds: the hold's end, at least 30 minutes and at most 24 hours away. */
  expires_at: number;
  items: { registration_id: number; kind: string; amount_cents: number; name: string }[];
  expire_session_ids: string[];
}

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

  /**
   * Calls a function. `siteServer` functions (the payments') take the relay key as the site
   * server's credential, with or without a visitor's address.
   */
  async function rpc<T>(
    name: string,
    args: unknown,
    clientAddress?: string | null,
    siteServer = false,
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      apikey: options.anonKey,
      authorization: `Bearer ${options.anonKey}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (options.relayKey && (clientAddress || siteServer)) headers['x-registration-relay'] = options.relayKey;
    if (options.relayKey && clientAddress) headers['x-registration-client-address'] = clientAddress;
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
    /** The form's answer as its places are now, or null when the key is not the form's. */
    registrationAnswer: (submissionId: number, idempotencyKey: string) =>
      must(
        rpc<CurrentRegistrationAnswer | null>('registration_answer', {
          p_submission_id: submissionId,
          p_idempotency_key: idempotencyKey,
        }),
        'registration_answer',
      ),
    submitEnquiry: (form: EnquiryForm, address: string | null) =>
      rpc<{ enquiry_id: number }>('submit_enquiry', { p_enquiry: form }, address),
    parentLink: (token: string) => rpc<ParentLinkInfo>('parent_link', { p_token: token }),
    parentLinkAction: (token: string, action: ParentLinkAction, address: string | null) =>
      rpc<ParentLinkInfo>('parent_link_action', { p_token: token, p_action: action }, address),
    openCheckout: (request: CheckoutProof) =>
      rpc<OpenedCheckout>('open_checkout', { p_request: request }, null, true),
    attachCheckout: (checkoutId: number, sessionId: string, url: string) =>
      rpc<null>(
        'attach_checkout',
        { p_checkout_id: checkoutId, p_session_id: sessionId, p_url: url },
        null,
        true,
      ),
    recordPaymentEvent: (event: unknown, method: OnlinePaymentMethod | null) =>
      rpc<{ outcome: string }>('record_payment_event', { p_event: event, p_method: method }, null, true),
    checkoutStatus: (sessionId: string) =>
      rpc<CheckoutStatus>('checkout_status', { p_session_id: sessionId }, null, true),
  };
}

export type RegistrationApi = ReturnType<typeof registrationApi>;
