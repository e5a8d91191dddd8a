import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServiceContext } from '../context.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  type: 'recovery' | 'invite' | 'email_change' | 'magiclink' | 'signup';
  link: string;
  text: string;
}

const transports = new Map<string, Transporter>();

/** Sends the e-mail through SMTP_URL (`npm start`: the local SMTP catcher's inbox). */
async function sendSmtp(ctx: ServiceContext, smtpUrl: string, mail: OutgoingMail): Promise<void> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  const from = ctx.config.mailFrom ?? `no-reply@${new URL(ctx.config.siteUrl).hostname}`;
  try {
    await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
  } catch (err) {
    // The file below is written all the same, and the link logged.
    ctx.log('warn', `auth: the ${mail.type} e-mail for ${mail.to} was not sent through SMTP: ${String(err)}`);
  }
}

/**
 * Each e-mail is written as JSON under `<dataDir>/mail/` (newest sort last by name) and its link
 * is logged, so developers and tests can follow it; with SMTP_URL it is also sent there.
 * Returns the file path.
 */
export async function deliverMail(ctx: ServiceContext, mail: OutgoingMail): Promise<string> {
  const dir = path.join(ctx.config.dataDir, 'mail');
  await mkdir(dir, { recursive: true });
  const created = new Date();
  const name = `${created.toISOString().replace(/[:.]/g, '-')}-${mail.type}-${randomUUID().slice(0, 8)}.json`;
  const file = path.join(dir, name);
  const tmp = `${file}.tmp`;
  await writeFile(tmp, JSON.stringify({ ...mail, created_at: created.toISOString() }, null, 2) + '\n', {
    mode: 0o600,
  });
  // Written then renamed, so a reader never sees half a file.
  await rename(tmp, file);
  ctx.log('info', `auth: ${mail.type} e-mail for ${mail.to}: ${mail.link}`, { file });
  if (ctx.config.smtpUrl) await sendSmtp(ctx, ctx.config.smtpUrl, mail);
  return file;
}
