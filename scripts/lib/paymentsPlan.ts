/**
 * Where `npm start` sends payments. Without STRIPE_SECRET_KEY and STRIPE_API_URL: the local
 * payment provider (scripts/serve-payments.ts), started by npm start, with its webhooks sent to
 * the site server's /_payments/stripe. With a real STRIPE_SECRET_KEY and no STRIPE_API_URL:
 * Stripe itself, whose webhook signing secret STRIPE_WEBHOOK_SECRET must then be set too. With
 * STRIPE_API_URL: that Stripe-compatible API (e.g. the provider run on its own); nothing is
 * started. `env` is what the site server and the worker are given (STRIPE_API_URL is added once
 * the local provider listens).
 */
import { DEFAULT_SECRET_KEY, DEFAULT_WEBHOOK_SECRET } from '../../packages/local-payments/src/index.ts';

export interface PaymentsPlan {
  local: boolean;
  webhookUrl: string;
  env: Record<string, string>;
}

export function paymentsPlan(
  environment: NodeJS.ProcessEnv,
  site: { host: string; port: number },
): PaymentsPlan {
  const key = environment.STRIPE_SECRET_KEY;
  const apiUrl = environment.STRIPE_API_URL;
  const siteHost = site.host === '0.0.0.0' || site.host === '::' ? '127.0.0.1' : site.host;
  const webhookUrl = `http://${siteHost}:${site.port}/_payments/stripe`;
  if (!key && !apiUrl)
    return {
      local: true,
      webhookUrl,
      env: {
        STRIPE_SECRET_KEY: DEFAULT_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: environment.PAYMENTS_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
      },
    };
  if (!apiUrl && !environment.STRIPE_WEBHOOK_SECRET)
    throw new Error(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: set it to the signing secret of the ' +
        `webhook endpoint that points at ${webhookUrl} (docs/local-payments.md, "Real Stripe").`,
    );
  return {
    local: false,
    webhookUrl,
    env: {
      STRIPE_SECRET_KEY: key || DEFAULT_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: environment.STRIPE_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
      ...(apiUrl ? { STRIPE_API_URL: apiUrl } : {}),
    },
  };
}
