import Stripe from 'stripe';

/** The payment provider's settings (docs/configuration.md, "Payments"). */
export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY: the API key (sk_test_… or sk_live_…; any value for the local provider). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of the webhook endpoint (whsec_…); null: events refused. */
  webhookSecret: string | null;
  /** STRIPE_API_URL: the provider's address when it is not Stripe itself (the local provider). */
  apiUrl: URL | null;
}

/**
 * The payment settings from the environment, or null while STRIPE_SECRET_KEY is unset (online
 * payments are then off in the site server). A STRIPE_API_URL that is no http(s) URL is an error.
 */
export function paymentsConfig(env: Record<string, string | undefined>): PaymentsConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const raw = env.STRIPE_API_URL?.trim();
  let apiUrl: URL | null = null;
  if (raw) {
    apiUrl = URL.canParse(raw) ? new URL(raw) : null;
    if (!apiUrl || (apiUrl.protocol !== 'http:' && apiUrl.protocol !== 'https:'))
      throw new Error(
        `STRIPE_API_URL must be an http(s) URL such as http://127.0.0.1:54326, got "${raw}" (docs/configuration.md).`,
      );
  }
  return { secretKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null, apiUrl };
}

/** The options that point the stripe library at STRIPE_API_URL (none: Stripe itself). */
export function stripeOptions(config: PaymentsConfig): Stripe.StripeConfig {
  // One retry on a network failure (the library adds idempotency keys); a family waits at most
  // about 20 s before the page says the service could not be reached.
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000 };
  const url = config.apiUrl;
  if (!url) return options;
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}

/** The stripe library's client for these settings. */
export function stripeClient(config: PaymentsConfig): Stripe {
  return new Stripe(config.secretKey, stripeOptions(config));
}

/**
 * Where the browser is sent to pay: Stripe's checkout pages, or the local provider's own. The
 * site's Content-Security-Policy lets its forms lead there (form-action covers redirects).
 */
export function checkoutOrigin(config: PaymentsConfig | null): string | null {
  if (!config) return null;
  return config.apiUrl ? config.apiUrl.origin : 'https://checkout.stripe.com';
}
