import { describe, expect, it } from 'vitest';
import { checkoutOrigin, paymentsConfig, stripeOptions } from './config.ts';

describe('payments configuration', () => {
  it('is off while STRIPE_SECRET_KEY is unset or blank', () => {
    expect(paymentsConfig({})).toBeNull();
    expect(paymentsConfig({ STRIPE_SECRET_KEY: '  ', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBeNull();
    expect(checkoutOrigin(null)).toBeNull();
  });

  it('talks to Stripe itself without STRIPE_API_URL', () => {
    const config = paymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })!;
    expect(config).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: null });
    const options = stripeOptions(config);
    expect(options.host).toBeUndefined();
    expect(options.port).toBeUndefined();
    expect(checkoutOrigin(config)).toBe('https://checkout.stripe.com');
  });

  it('points the library at STRIPE_API_URL: host, port and protocol', () => {
    const config = paymentsConfig({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_API_URL: 'http://127.0.0.1:54326',
    })!;
    expect(config.webhookSecret).toBeNull();
    expect(stripeOptions(config)).toMatchObject({ host: '127.0.0.1', port: '54326', protocol: 'http' });
    expect(checkoutOrigin(config)).toBe('http://127.0.0.1:54326');
    const https = paymentsConfig({ STRIPE_SECRET_KEY: 'k', STRIPE_API_URL: 'https://pay.example' })!;
    expect(stripeOptions(https)).toMatchObject({ host: 'pay.example', port: 443, protocol: 'https' });
  });

  it('refuses a STRIPE_API_URL that is no http(s) URL, naming the variable', () => {
    expect(() => paymentsConfig({ STRIPE_SECRET_KEY: 'k', STRIPE_API_URL: '127.0.0.1:54326' })).toThrow(
      /STRIPE_API_URL/,
    );
    expect(() => paymentsConfig({ STRIPE_SECRET_KEY: 'k', STRIPE_API_URL: 'ftp://x' })).toThrow(
      /STRIPE_API_URL/,
    );
  });
});
