// The local SMTP catcher: MailDev, with its web inbox (where developers read what the site sent:
// registrations, waiting-list offers, the auth service's recovery and e-mail-change mails) and
// its JSON API (`/api/email`, what the tests read). Production sends through SMTP_URL instead.
import { MailDev } from 'maildev';

export interface MailCatcherOptions {
  host?: string;
  /** The web inbox and its API (the Supabase CLI's local mail port is 54324). */
  webPort: number;
  smtpPort: number;
  /** Where the caught e-mails are kept (.eml files); a temporary folder by default. */
  mailDirectory?: string;
}

export interface MailCatcher {
  /** The web inbox, e.g. http://127.0.0.1:54324 */
  webUrl: string;
  /** Where to send, e.g. smtp://127.0.0.1:54325 */
  smtpUrl: string;
  stop(): Promise<void>;
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: host,
    webIp: host,
    silent: true,
    ...(options.mailDirectory ? { mailDirectory: options.mailDirectory } : {}),
  });
  await maildev.start();
  let stopped: Promise<void> | undefined;
  return {
    webUrl: `http://${host}:${options.webPort}`,
    smtpUrl: `smtp://${host}:${options.smtpPort}`,
    stop: () => (stopped ??= maildev.stop()),
  };
}
