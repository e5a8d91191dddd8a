// `npm run worker`: the job queue and e-mail worker on its own, against the database of
// DATABASE_URL (e.g. a hosted Supabase project), sending through SMTP_URL. SIGINT or SIGTERM
// stops it after the running jobs.
import { workerOptionsFromEnv } from './config.ts';
import { startWorker } from './worker.ts';

async function main(): Promise<void> {
  const worker = await startWorker(workerOptionsFromEnv());
  console.log('worker: running (Ctrl-C stops it)');
  const stop = () => {
    worker.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`worker: could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
