/**
 * The local payment provider of `npm start` in a process of its own (packages/local-payments),
 * started and restarted by scripts/start.ts (scripts/lib/partProcess.ts). Configured by
 * PAYMENTS_HOST, PAYMENTS_PORT, PAYMENTS_DATA_DIR, PAYMENTS_WEBHOOK_URL, PAYMENTS_WEBHOOK_SECRET
 * and PAYMENTS_DELIVERY; it says where it listens, leaves Ctrl-C and SIGHUP to its parent, and
 * stops (writing its state) on SIGTERM or when the channel to its parent closes.
 */
import { paymentsConfigFromEnv, startLocalPayments } from '../packages/local-payments/src/index.ts';
import type { ReadyMessage } from './lib/partProcess.ts';

if (!process.send) {
  console.error(
    'scripts/serve-payments.ts is a part of `npm start`; on its own, run `node --import tsx packages/local-payments/src/cli.ts`.',
  );
  process.exit(2);
}

const config = paymentsConfigFromEnv();
const payments = await startLocalPayments(config).catch((err: unknown) => {
  console.error(
    `The local payment provider could not listen on ${config.host}:${config.port} ` +
      `(${err instanceof Error ? err.message : String(err)}): choose another port with PAYMENTS_PORT.`,
  );
  process.exit(1);
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  payments.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
process.on('SIGINT', () => undefined);
process.on('SIGHUP', () => undefined);
process.send({ ready: payments.url } satisfies ReadyMessage);
