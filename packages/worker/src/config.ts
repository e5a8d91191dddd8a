// The worker's settings from the environment (README "Configuration").
import type { WorkerOptions } from './worker.ts';

export class WorkerConfigError extends Error {
  override name = 'WorkerConfigError';
}

/** DATABASE_URL, SMTP_URL and SITE_URL are required; MAIL_FROM and WORKER_CONCURRENCY are not. */
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
  };
}
