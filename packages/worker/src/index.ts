export { startWorker, CRONTAB } from './worker.ts';
export { RELAY_APPLICATION } from './relay.ts';
export type { RunningWorker, WorkerOptions } from './worker.ts';
export { startMailCatcher } from './catcher.ts';
export type { MailCatcher, MailCatcherOptions } from './catcher.ts';
export { renderMail } from './mail/render.ts';
export { catcherPorts } from './catcherConfig.ts';
export { sendRefund, stripeClient } from './refund.ts';
export type { Query, RefundOutcome, StripeSettings } from './refund.ts';
