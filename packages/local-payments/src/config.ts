/**
 * The provider's settings from the environment: PAYMENTS_HOST (127.0.0.1), PAYMENTS_PORT (54326),
 * PAYMENTS_DATA_DIR (.data/payments), PAYMENTS_WEBHOOK_URL (none: events are kept, not sent),
 * PAYMENTS_WEBHOOK_SECRET (whsec_local), PAYMENTS_DELIVERY (normal | twice-shuffled).
 */
import path from 'node:path';
import { DEFAULT_HOST, DEFAULT_PORT, DEFAULT_WEBHOOK_SECRET, type LocalPaymentsOptions } from './server.ts';

export type PaymentsEnvConfig = Required<
  Pick<LocalPaymentsOptions, 'host' | 'port' | 'dataDir' | 'webhookSecret' | 'delivery'>
> &
  Pick<LocalPaymentsOptions, 'webhookUrl'>;

export function paymentsConfigFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { dataDir: string } = { dataDir: path.resolve('.data/payments') },
): PaymentsEnvConfig {
  const port = Number(env.PAYMENTS_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PAYMENTS_PORT must be a port number, got "${env.PAYMENTS_PORT}"`);
  const delivery = env.PAYMENTS_DELIVERY || 'normal';
  if (delivery !== 'normal' && delivery !== 'twice-shuffled')
    throw new Error(`PAYMENTS_DELIVERY must be "normal" or "twice-shuffled", got "${delivery}"`);
  const webhookUrl = env.PAYMENTS_WEBHOOK_URL || undefined;
  if ((webhookUrl && !/^https?:\/\//.test(webhookUrl)) || (webhookUrl && !URL.canParse(webhookUrl)))
    throw new Error(
      `PAYMENTS_WEBHOOK_URL must be an address such as http://127.0.0.1:8080/_payments/stripe, got "${webhookUrl}"`,
    );
  return {
    host: env.PAYMENTS_HOST || DEFAULT_HOST,
    port,
    dataDir: env.PAYMENTS_DATA_DIR ? path.resolve(env.PAYMENTS_DATA_DIR) : defaults.dataDir,
    webhookUrl,
    webhookSecret: env.PAYMENTS_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
    delivery,
  };
}
