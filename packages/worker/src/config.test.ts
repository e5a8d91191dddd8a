import { describe, expect, it } from 'vitest';
import { workerOptionsFromEnv } from './config.ts';
import { stripeHostOptions } from './refund.ts';

const base = { DATABASE_URL: 'postgres://x', SMTP_URL: 'smtp://127.0.0.1:25', SITE_URL: 'http://site' };

describe('the worker’s payment provider settings', () => {
  it('asks Stripe itself without STRIPE_API_URL, and nothing without STRIPE_SECRET_KEY', () => {
    expect(workerOptionsFromEnv(base).stripe).toBeUndefined();
    expect(
      workerOptionsFromEnv({ ...base, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_API_URL: '' }).stripe,
    ).toEqual({
      secretKey: 'sk_live_x',
      apiUrl: undefined,
    });
    expect(stripeHostOptions(undefined)).toEqual({});
  });

  it('gives the library the host, port and scheme of STRIPE_API_URL', () => {
    const env = { ...base, STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_API_URL: 'http://127.0.0.1:54326' };
    const { stripe } = workerOptionsFromEnv(env);
    expect(stripeHostOptions(stripe!.apiUrl)).toEqual({ host: '127.0.0.1', port: 54326, protocol: 'http' });
    expect(stripeHostOptions('https://[::1]')).toEqual({ host: '::1', port: 443, protocol: 'https' });
  });

  it('refuses an address that is not one, or has a path', () => {
    for (const url of ['127.0.0.1:54326', 'ftp://host', 'http://host/v1'])
      expect(() => workerOptionsFromEnv({ ...base, STRIPE_SECRET_KEY: 'sk', STRIPE_API_URL: url })).toThrow(
        /STRIPE_API_URL must be an address/,
      );
  });
});
