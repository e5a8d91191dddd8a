import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { accountLinkUrl } from '@academy/shared/accountLink.ts';
import type { Lang } from '@academy/shared/languages.ts';
import type { AdminSupabaseClient } from '../platform/supabase.ts';
import { SaveError, explainRefusal } from './saveErrors.ts';

/** The auth service's wait before another e-mail to the same address ("...after 42 seconds."). */
export function waitSecondsOf(message: string | undefined): number {
  const m = /(\d+)\s*seconds?/.exec(message ?? '');
  return m ? Number(m[1]) : 60;
}

/**
 * A client that only asks the auth service for e-mails, in the implicit flow and keeping
 * nothing: the e-mail's link then opens in the family's browser (a PKCE link would open only in
 * the browser that asked for it, the staff member's), and the staff member's own session is
 * never touched.
 */
export function familyMailer(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: {
      flowType: 'implicit',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'academy-family-sign-in',
    },
  });
}

/**
 * Sends a family the account's sign-in e-mail (a code and a link, in its language), as the site
 * sends it: `signInWithOtp` through the auth service, so its limits apply. The database decides
 * who may (`family_sign_in_email`: Admins and Coordinators, never an erased family) and records
 * who sent it for which family (`record_family_sign_in_email`, the access log). Nobody is signed
 * in: only the family's code or link does that. Refusals are `SaveError`s with catalog keys.
 */
export async function sendFamilySignInEmail(
  client: AdminSupabaseClient,
  mailer: SupabaseClient,
  family: { id: number; language: Lang },
  siteOrigin: string,
): Promise<void> {
  const address = await client.rpc('family_sign_in_email', { p_family_id: family.id });
  if (address.error) throw await explainRefusal(client, address.error);
  const { error } = await mailer.auth.signInWithOtp({
    email: address.data,
    options: {
      data: { lang: family.language },
      emailRedirectTo: accountLinkUrl(siteOrigin, family.language),
    },
  });
  if (error?.status === 429)
    throw new SaveError('app.family.sign_in_email_wait', { seconds: waitSecondsOf(error.message) });
  if (error) throw new SaveError('app.family.sign_in_email_failed');
  const recorded = await client.rpc('record_family_sign_in_email', { p_family_id: family.id });
  if (recorded.error) throw await explainRefusal(client, recorded.error);
}
