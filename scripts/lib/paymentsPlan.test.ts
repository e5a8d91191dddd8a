import { describe, expect, it } from 'vitest';
import { paymentsPlan } from './paymentsPlan.ts';

const site = { host: '127.0.0.1', port: 8080 };

describe('paymentsPlan', () => {
  it('starts the local provider when no Stripe is named, its webhooks going to the site server', () => {
    expect(paymentsPlan({}, { host: '0.0.0.0', port: 8080 })).toEqual({
      local: true,
      webhookUrl: 'http://127.0.0.1:8080/_payments/stripe',
      env: { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_WEBHOOK_SECRET: 'whsec_local' },
    });
  });

  it('uses real Stripe with a key and no STRIPE_API_URL, and then wants its webhook secret', () => {
    expect(() => paymentsPlan({ STRIPE_SECRET_KEY: 'sk_test_51real' }, site)).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      paymentsPlan({ STRIPE_SECRET_KEY: 'sk_test_51real', STRIPE_WEBHOOK_SECRET: 'whsec_real' }, site),
    ).toEqual({
      local: false,
      webhookUrl: 'http://127.0.0.1:8080/_payments/stripe',
      env: { STRIPE_SECRET_KEY: 'sk_test_51real', STRIPE_WEBHOOK_SECRET: 'whsec_real' },
    });
  });

  it('passes a Stripe-compatible STRIPE_API_URL on, starting nothing', () => {
    expect(paymentsPlan({ STRIPE_API_URL: 'http://127.0.0.1:6000' }, site).env).toEqual({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
      STRIPE_API_URL: 'http://127.0.0.1:6000',
    });
    expect(paymentsPlan({ STRIPE_API_URL: 'http://127.0.0.1:6000' }, site).local).toBe(false);
  });
});
