import { describe, expect, it } from 'vitest';
import { stripeClientOptions } from './clientOptions.ts';

describe('stripeClientOptions', () => {
  it("gives the stripe library's host, port and protocol for STRIPE_API_URL", () => {
    expect(stripeClientOptions('http://127.0.0.1:54326')).toEqual({
      host: '127.0.0.1',
      port: 54326,
      protocol: 'http',
    });
    expect(stripeClientOptions('https://stripe.example.com/')).toEqual({
      host: 'stripe.example.com',
      port: 443,
      protocol: 'https',
    });
    expect(stripeClientOptions('http://[::1]:9000')).toEqual({ host: '::1', port: 9000, protocol: 'http' });
  });

  it('gives nothing without an address (the library then talks to Stripe) and refuses a bad one', () => {
    expect(stripeClientOptions(undefined)).toEqual({});
    expect(stripeClientOptions('')).toEqual({});
    expect(() => stripeClientOptions('127.0.0.1:54326')).toThrow(/STRIPE_API_URL/);
    expect(() => stripeClientOptions('http://127.0.0.1:54326/v1')).toThrow(/no path/);
  });
});
