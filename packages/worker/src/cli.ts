// `npm run worker`: the job queue and e-mail worker on its own, against the database of
// DATABASE_URL (e.g. a hosted Supabase project), sending through SMTP_URL. SIGINT or SIGTERM
// stops it after the running jobs.
//
// Started by `npm start` (scripts/lib/partProcess.ts) it has an IPC channel to that parent: it
// says when it runs, leaves Ctrl-C and SIGHUP to the parent (which stops it with SIGTERM), and
// stops by itself when the channel closes (the parent died).
import { workerOptionsFromEnv } from './config.ts';
import { startWorker } from './worker.ts';

async function main(): Promise<void> {
  const worker = await startWorker(workerOptionsFromEnv());
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    worker.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  if (process.send) {
    process.send({ ready: 'worker' });
    process.on('SIGINT', () => undefined);
    process.on('SIGHUP', () => undefined);
    process.once('disconnect', stop);
    return;
  }
  console.log('worker: running (Ctrl-C stops it)');
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(`worker: could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
