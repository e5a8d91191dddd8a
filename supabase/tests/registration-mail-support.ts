/**
 * The e-mail tests' worker: graphile-worker and its outbox relay against the test stack, sending
 * through an SMTP catcher (MailDev) of its own, as `npm start` runs them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher, startWorker, type MailCatcher } from '@academy/worker';
import { freePort } from '../../packages/local-supabase/test/setup/freePort.ts';
import { stack } from './helpers.ts';

export interface MailWorker {
  catcher: MailCatcher;
  /** Stops the worker, then the catcher, and removes the catcher's mail. */
  stop(): Promise<void>;
}

/** Starts a catcher and a worker whose e-mails link to `siteUrl`. */
export async function startMailWorker(siteUrl: string): Promise<MailWorker> {
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'academy-mail-'));
  const catcher = await startMailCatcher({
    webPort: await freePort(),
    smtpPort: await freePort(),
    mailDirectory: mailDir,
  });
  const worker = await startWorker({
    databaseUrl: stack().dbUrl,
    smtpUrl: catcher.smtpUrl,
    siteUrl,
    log: () => undefined,
  });
  return {
    catcher,
    async stop() {
      await worker.stop();
      await catcher.stop();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
