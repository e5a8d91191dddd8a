/**
 * `node --import tsx packages/local-payments/src/cli.ts`: the local payment provider on its own,
 * configured by the environment (./config.ts). Ctrl-C or SIGTERM stops it after writing its state.
 */
import { paymentsConfigFromEnv } from './config.ts';
import { startLocalPayments } from './server.ts';

try {
  const config = paymentsConfigFromEnv();
  const payments = await startLocalPayments(config);
  console.log(`Local payment provider at ${payments.url}/ (Stripe API under /v1, key sk_test_local)`);
  console.log(`  data folder: ${config.dataDir}`);
  console.log(`  webhooks:    ${config.webhookUrl ?? 'none (set PAYMENTS_WEBHOOK_URL)'}`);
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
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  console.error(`local-payments could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
