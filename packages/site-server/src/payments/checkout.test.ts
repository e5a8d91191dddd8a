import { describe, expect, it } from 'vitest';
import type { OpenedCheckout } from '../registration/api.ts';
import { checkoutRequest, originPath, retryFields, sessionParams } from './checkout.ts';

const KEY = '7b0c2a52-8f7e-4a39-9d55-4b8e8f0e1a21';

const opened: OpenedCheckout = {
  checkout_id: 5,
  reuse: null,
  amount_cents: 20000,
  currency: 'eur',
  email: 'family@example.com',
  language: 'es',
  methods: ['card', 'bizum'],
  expires_at: 1795000000,
  items: [
    { registration_id: 41, kind: 'deposit', amount_cents: 10000, name: 'Depósito · Lucía · Campus semana 1' },
    { registration_id: 42, kind: 'deposit', amount_cents: 10000, name: 'Depósito · Pablo · Campus semana 1' },
  ],
  expire_session_ids: [],
};

describe('the Pay form', () => {
  it("reads a parents' link token and the page's language", () => {
    expect(checkoutRequest({ token: ' p1.41.1795.abc ', lang: 'ru' })).toEqual({
      proof: { token: 'p1.41.1795.abc' },
      lang: 'ru',
    });
  });

  it("reads the answer page's submission and key, and ignores any amount sent with them", () => {
    const request = checkoutRequest({
      submission_id: '17',
      idempotency_key: KEY,
      lang: 'es',
      amount: '1',
      amount_cents: '100',
      items: ['x'],
    });
    expect(request).toEqual({ proof: { submission_id: 17, idempotency_key: KEY }, lang: 'es' });
  });

  it('takes English for an unknown language, and refuses a form that proves nothing', () => {
    expect(checkoutRequest({ token: 't', lang: 'de' })?.lang).toBe('en');
    expect(checkoutRequest({})).toBeNull();
    expect(checkoutRequest({ submission_id: '17' })).toBeNull();
    expect(checkoutRequest({ submission_id: '17', idempotency_key: 'not-a-uuid' })).toBeNull();
    expect(checkoutRequest({ submission_id: '-1', idempotency_key: KEY })).toBeNull();
    expect(checkoutRequest({ submission_id: '99999999999999999', idempotency_key: KEY })).toBeNull();
    expect(checkoutRequest({ token: 'x'.repeat(513) })).toBeNull();
  });

  it('posts the same proof again, and knows the page the family came from', () => {
    const link = checkoutRequest({ token: 'p1.a+b', lang: 'es' })!;
    expect(retryFields(link)).toEqual({ token: 'p1.a+b', lang: 'es' });
    expect(originPath(link)).toBe('/es/registration/manage?token=p1.a%2Bb');
    const answer = checkoutRequest({ submission_id: '17', idempotency_key: KEY, lang: 'en' })!;
    expect(retryFields(answer)).toEqual({ submission_id: '17', idempotency_key: KEY, lang: 'en' });
    expect(originPath(answer)).toBe('/registration/answer');
  });
});

describe('the Checkout Session', () => {
  it("is exactly the database's items, its methods, e-mail, end and the checkout's id", () => {
    const request = checkoutRequest({ submission_id: '17', idempotency_key: KEY, lang: 'es', amount: '1' })!;
    const params = sessionParams(opened, request, 'https://academy.example/');
    expect(params).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: 10000,
            product_data: { name: 'Depósito · Lucía · Campus semana 1' },
          },
        },
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: 10000,
            product_data: { name: 'Depósito · Pablo · Campus semana 1' },
          },
        },
      ],
      allowed_payment_method_types: ['card', 'bizum'],
      customer_email: 'family@example.com',
      client_reference_id: '5',
      metadata: { checkout_id: '5' },
      payment_intent_data: { metadata: { checkout_id: '5' } },
      locale: 'es',
      expires_at: 1795000000,
      success_url:
        'https://academy.example/es/registration/paid?session_id={CHECKOUT_SESSION_ID}&back=%2Fes%2Fregistration%2Fanswer',
      cancel_url: 'https://academy.example/es/registration/answer?payment=cancelled',
    });
  });

  it("sends a parents' link back to its page, the notice added to its query", () => {
    const request = checkoutRequest({ token: 'p1.41', lang: 'en' })!;
    const params = sessionParams(
      { ...opened, email: null, language: 'en' },
      request,
      'https://academy.example',
    );
    expect(params.cancel_url).toBe(
      'https://academy.example/registration/manage?token=p1.41&payment=cancelled',
    );
    expect(params.success_url).toBe(
      'https://academy.example/registration/paid?session_id={CHECKOUT_SESSION_ID}&back=%2Fregistration%2Fmanage%3Ftoken%3Dp1.41',
    );
    expect(params).not.toHaveProperty('customer_email');
    expect(params.locale).toBe('en');
  });
});
