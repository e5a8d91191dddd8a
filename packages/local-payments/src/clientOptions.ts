/**
 * The stripe library's options for a Stripe-compatible API at `apiUrl` (STRIPE_API_URL), e.g.
 * `new Stripe(key, { ...stripeClientOptions(process.env.STRIPE_API_URL) })`. Without an address it
 * gives nothing, so the library talks to api.stripe.com.
 */
export interface StripeClientOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function stripeClientOptions(apiUrl: string | undefined): StripeClientOptions {
  if (!apiUrl) return {};
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`STRIPE_API_URL must be an address such as http://127.0.0.1:54326, got "${apiUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_URL must start with http:// or https://, got "${apiUrl}"`);
  if (url.pathname !== '/' || url.search)
    throw new Error(`STRIPE_API_URL must have no path (the library adds /v1/…), got "${apiUrl}"`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}
