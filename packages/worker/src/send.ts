// Sends one outbox e-mail through SMTP (nodemailer) and records the attempt in the delivery log.
// A failure is thrown after it is recorded, so the job queue retries it with its backoff; the
// last attempt marks the e-mail failed.
import type { Transporter } from 'nodemailer';
import type { JobHelpers } from 'graphile-worker';
import type { Lang } from '@academy/shared/languages.ts';
import type { MailPayload } from './mail/payload.ts';
import { renderMail } from './mail/render.ts';

export interface SendContext {
  transport: Transporter;
  siteUrl: string;
  /** The sender's address (MAIL_FROM); by default the academy's own from the site settings. */
  from: string | undefined;
}

interface OutboxRow {
  id: string;
  to_address: string | null;
  language: Lang;
  payload: MailPayload;
}

/**
 * One Message-ID per outbox e-mail, the same on every attempt. The SMTP server's acceptance and
 * the record of it cannot be one step: a worker that dies between the two sends that e-mail
 * again, and mail services and clients show two messages with one Message-ID as one.
 */
export function outboxMessageId(outboxId: string | number, siteUrl: string): string {
  return `<outbox-${outboxId}@${new URL(siteUrl).hostname}>`;
}

export async function sendOutboxEmail(
  ctx: SendContext,
  outboxId: number,
  helpers: JobHelpers,
): Promise<void> {
  const { rows } = await helpers.query<OutboxRow>(
    'select id, to_address, language, payload from private.outbox_claim($1)',
    [outboxId],
  );
  const row = rows[0];
  // Sent already, failed for good, or erased: nothing to do.
  if (!row?.id) return;
  const startedAt = new Date();
  const final = helpers.job.attempts >= helpers.job.max_attempts;
  try {
    if (!row.to_address) throw new Error('the e-mail has no recipient');
    const mail = renderMail(row.payload, row.language, { siteUrl: ctx.siteUrl });
    const academy = row.payload.academy.email;
    // The academy's name in the e-mail's language; MAIL_FROM given with a name of its own keeps it.
    const from =
      ctx.from?.includes('<') === true
        ? ctx.from
        : { name: mail.senderName, address: ctx.from ?? academy ?? 'no-reply@localhost' };
    const info = (await ctx.transport.sendMail({
      from,
      to: row.to_address,
      subject: mail.subject,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments,
      messageId: outboxMessageId(row.id, ctx.siteUrl),
      headers: { 'X-Academy-Outbox-Id': String(row.id) },
    })) as { response?: string };
    await helpers.query('select private.outbox_attempt($1, $2, true, $3, null, false)', [
      outboxId,
      startedAt,
      info.response ?? null,
    ]);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await helpers.query('select private.outbox_attempt($1, $2, false, null, $3, $4)', [
      outboxId,
      startedAt,
      message,
      final,
    ]);
    throw err;
  }
}
