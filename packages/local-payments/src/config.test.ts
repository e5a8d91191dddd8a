import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentsConfigFromEnv } from './config.ts';

describe('paymentsConfigFromEnv', () => {
  it('takes the defaults: 127.0.0.1:54326, whsec_local, no endpoint, normal delivery', () => {
    expect(paymentsConfigFromEnv({}, { dataDir: '/data/payments' })).toEqual({
      host: '127.0.0.1',
      port: 54326,
      dataDir: '/data/payments',
      webhookUrl: undefined,
      webhookSecret: 'whsec_local',
      delivery: 'normal',
    });
  });

  it('reads the PAYMENTS_ variables', () => {
    expect(
      paymentsConfigFromEnv({
        PAYMENTS_HOST: '0.0.0.0',
        PAYMENTS_PORT: '6000',
        PAYMENTS_DATA_DIR: 'tmp/pay',
        PAYMENTS_WEBHOOK_URL: 'http://127.0.0.1:8080/_payments/stripe',
        PAYMENTS_WEBHOOK_SECRET: 'whsec_x',
        PAYMENTS_DELIVERY: 'twice-shuffled',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 6000,
      dataDir: path.resolve('tmp/pay'),
      webhookUrl: 'http://127.0.0.1:8080/_payments/stripe',
      webhookSecret: 'whsec_x',
      delivery: 'twice-shuffled',
    });
  });

  it('refuses a bad port, delivery mode or endpoint, naming the variable', () => {
    expect(() => paymentsConfigFromEnv({ PAYMENTS_PORT: 'abc' })).toThrow(/PAYMENTS_PORT/);
    expect(() => paymentsConfigFromEnv({ PAYMENTS_DELIVERY: 'twice' })).toThrow(/PAYMENTS_DELIVERY/);
    expect(() => paymentsConfigFromEnv({ PAYMENTS_WEBHOOK_URL: 'site:8080' })).toThrow(
      /PAYMENTS_WEBHOOK_URL/,
    );
    expect(() => paymentsConfigFromEnv({ PAYMENTS_WEBHOOK_URL: 'nowhere' })).toThrow(/PAYMENTS_WEBHOOK_URL/);
  });
});
