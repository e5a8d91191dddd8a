import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceContext } from '../context.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  type: 'recovery' | 'invite' | 'email_change';
  link: string;
  text: string;
}

/**
 * local-supabase has no mailer: each e-mail is written as JSON under `<dataDir>/mail/` (newest
 * sort last by name) and its link is logged, so developers and tests can follow it.
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
  return file;
}
