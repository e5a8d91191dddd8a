import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';

export interface SignInMail {
  to: string;
  type: string;
  subject: string;
  text: string;
  link: string;
}

/** The auth service's e-mails to an address, oldest first (the JSON copies under <dataDir>/mail). */
export async function mailsTo(dataDir: string, email: string): Promise<SignInMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as SignInMail),
  );
  return mails.filter((m) => m.to === email.toLowerCase());
}

/** Waits for the `count`-th e-mail to the address and returns it. */
export async function nthMail(dataDir: string, email: string, count: number): Promise<SignInMail> {
  for (let i = 0; i < 100; i++) {
    const mails = await mailsTo(dataDir, email);
    if (mails.length >= count) return mails[count - 1]!;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail number ${count} to ${email}`);
}

/** The six-digit code of a sign-in e-mail. */
export function codeOf(mail: SignInMail): string {
  const m = /^\s+(\d{6,10})$/m.exec(mail.text);
  if (!m?.[1]) throw new Error(`no code in the e-mail to ${mail.to}`);
  return m[1];
}

/** A superuser connection (pg.Client or Pool) of the test, to arrange rows behind the API's back. */
interface Db {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/**
 * Signs a parent in the way a family does: signInWithOtp (creating the account when it is
 * new), the code read from the e-mail, verifyOtp. Returns the signed-in client and its session,
 * whose access token carries app_metadata.role = 'parent'.
 *
 * An address gets one e-mail a minute; to sign the same parent in again sooner, pass `db`, and
 * the last e-mail is treated as older than that.
 */
export async function signInParent(
  stack: { url: string; anonKey: string; dataDir: string },
  email: string,
  options: { lang?: 'en' | 'es' | 'ru'; db?: Db } = {},
): Promise<{ client: SupabaseClient; session: Session }> {
  if (options.db)
    await options.db.query(
      `update auth.users set recovery_sent_at = null, confirmation_sent_at = null where lower(email) = lower($1)`,
      [email],
    );
  const client = createClient(stack.url, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const before = (await mailsTo(stack.dataDir, email)).length;
  const sent = await client.auth.signInWithOtp({ email, options: { data: { lang: options.lang ?? 'en' } } });
  if (sent.error) throw sent.error;
  const mail = await nthMail(stack.dataDir, email, before + 1);
  const { data, error } = await client.auth.verifyOtp({ email, token: codeOf(mail), type: 'email' });
  if (error) throw error;
  return { client, session: data.session! };
}
