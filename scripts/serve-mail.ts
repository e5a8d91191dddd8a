/**
 * The SMTP catcher of `npm start` in a process of its own (packages/worker/src/catcher.ts),
 * started and restarted by scripts/start.ts (scripts/lib/partProcess.ts). It stands in for the
 * mail provider, which runs on another machine in production, so it runs at the lowest CPU
 * priority: reading a burst of e-mails takes only the time the site, the API and the worker
 * leave. Configured by MAIL_CATCHER_HOST, MAIL_CATCHER_PORT, MAIL_CATCHER_SMTP_PORT and
 * MAIL_CATCHER_DIR; it says where its inbox is (and its SMTP address), leaves Ctrl-C and SIGHUP
 * to its parent, and stops on SIGTERM or when the channel to its parent closes.
 */
import os from 'node:os';
import { startMailCatcher } from '../packages/worker/src/index.ts';
import type { ReadyMessage } from './lib/partProcess.ts';

/** The lowest priority (the highest niceness) on Linux and macOS. */
const LOWEST_PRIORITY = 19;

if (!process.send) {
  console.error('scripts/serve-mail.ts is a part of `npm start`.');
  process.exit(2);
}

const host = process.env.MAIL_CATCHER_HOST ?? '127.0.0.1';
const webPort = Number(process.env.MAIL_CATCHER_PORT);
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT);
try {
  os.setPriority(LOWEST_PRIORITY);
} catch {
  // Not allowed here (some containers): the catcher runs at the usual priority.
}
const catcher = await startMailCatcher({
  host,
  webPort,
  smtpPort,
  ...(process.env.MAIL_CATCHER_DIR ? { mailDirectory: process.env.MAIL_CATCHER_DIR } : {}),
}).catch((err: unknown) => {
  console.error(
    `the SMTP catcher could not listen on ports ${webPort} and ${smtpPort} ` +
      `(${err instanceof Error ? err.message : String(err)}): ` +
      'choose others with MAIL_CATCHER_PORT and MAIL_CATCHER_SMTP_PORT.',
  );
  process.exit(1);
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  catcher.stop().then(
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
process.send({ ready: catcher.webUrl, details: { smtpUrl: catcher.smtpUrl } } satisfies ReadyMessage);
