// The worker's settings from the environment (README "Configuration").
import type { WorkerOptions } from './worker.ts';

export class WorkerConfigError extends Error {
  override name = 'WorkerConfigError';
}

/**
 * STRIPE_API_URL: a Stripe-compatible API's address (the local provider's on `npm start`), with
 * no path; empty for Stripe itself.
 */
function stripeApiUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search)
    throw new WorkerConfigError(
      `STRIPE_API_URL must be an address such as http://127.0.0.1:54326 (no path), or empty for Stripe itself; got "${value}"`,
    );
  return value;
}

/**
 * DATABASE_URL, SMTP_URL and SITE_URL are required; MAIL_FROM, WORKER_CONCURRENCY,
 * STRIPE_SECRET_KEY and STRIPE_API_URL are not (without the key, refunds wait for it).
 */
export function workerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): WorkerOptions {
  const missing = ['DATABASE_URL', 'SMTP_URL', 'SITE_URL'].filter((name) => !env[name]);
  if (missing.length > 0)
    throw new WorkerConfigError(
      `${missing.join(', ')} must be set (README "Configuration"): the database to work on, ` +
        'where e-mails are sent, and the site their links lead to.',
    );
  const concurrency = env.WORKER_CONCURRENCY === undefined ? undefined : Number(env.WORKER_CONCURRENCY);
  if (concurrency !== undefined && (!Number.isInteger(concurrency) || concurrency < 1))
    throw new WorkerConfigError(
      `WORKER_CONCURRENCY must be a positive integer, got "${env.WORKER_CONCURRENCY}"`,
    );
  return {
    databaseUrl: env.DATABASE_URL!,
    smtpUrl: env.SMTP_URL!,
    siteUrl: env.SITE_URL!,
    mailFrom: env.MAIL_FROM || undefined,
    concurrency,
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, apiUrl: stripeApiUrl(env.STRIPE_API_URL) }
      : undefined,
  };
}
