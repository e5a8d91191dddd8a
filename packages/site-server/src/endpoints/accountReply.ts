import type { Context } from 'hono';
import {
  ACCOUNT_PATH,
  type AccountDone,
  type AccountError,
  type AccountPageState,
  type FamilyOverview,
} from '@academy/shared/account.ts';
import { languagePrefix, splitLanguagePath, type Lang } from '@academy/shared/languages.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { renderFormPage } from '../registration/http.ts';
import { isAuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';
import {
  authClient,
  clearSession,
  parentClient,
  tokenRole,
  type Backend,
  type StoredSession,
} from '../account/session.ts';
import { VisitorLimits, type AccountLimits } from '../account/visitorLimits.ts';
import { PRIVATE, type FormValues } from './accountInput.ts';

export interface AccountRouteOptions {
  supabaseUrl: string;
  anonKey: string;
  siteUrl: string;
  /** The database's relay key (REGISTRATION_RELAY_KEY): the visitor's address goes with each call. */
  registrationRelayKey?: string;
  /** The site server's own limits per visitor on sign-in (ACCOUNT_LIMITS unless given). */
  accountLimits?: AccountLimits;
}

/** What the account's handlers share: where the backend is, and how an answer is made. */
export interface AccountReply extends Backend {
  siteOrigin: string;
  /** Codes asked for and tried, per visitor address. */
  limits: VisitorLimits;
  /** The request's language and the account's address in it. */
  pathOf(c: Context): { lang: Lang; path: string };
  render(c: Context, path: string, state: AccountPageState, status?: number): Promise<Response>;
  /** A 303 to `location`, private like every account answer. */
  redirect(c: Context, location: string): Response;
  /**
   * The address of the session's account when the auth service still knows the session (its token
   * is valid, the session not signed out or revoked, the account not deleted or banned), else null.
   */
  liveAddress(c: Context, session: StoredSession): Promise<string | null>;
  /**
   * The signed-in page, or null when the session is not a parent's, or is no longer live (then it
   * is dropped and the caller shows the sign-in form).
   */
  signedIn(
    c: Context,
    path: string,
    session: StoredSession,
    extra: {
      error?: AccountError | null;
      done?: AccountDone | null;
      form?: { name: string; values: FormValues } | null;
    },
    status?: number,
  ): Promise<Response | null>;
}

export function accountReply(options: AccountRouteOptions, renderer: SiteRenderer | null): AccountReply {
  const { supabaseUrl, anonKey, siteUrl } = options;

  const render: AccountReply['render'] = async (c, path, state, status = 200) => {
    const res = await renderFormPage(c, renderer, siteUrl, path, state, status);
    for (const [k, v] of Object.entries(PRIVATE)) res.headers.set(k, v);
    return res;
  };

  const liveAddress: AccountReply['liveAddress'] = async (c, session) => {
    const { data, error } = await authClient(c, reply).auth.getUser(session.access_token);
    if (!error) return data.user.email ?? null;
    // The auth service refused the token, or its session is gone (signed out, revoked: supabase-js
    // reports `session_not_found` as a missing session): it is over. Anything else (the service
    // unreachable) is not the visitor's doing and is no reason to sign them out.
    if (isAuthSessionMissingError(error) || (isAuthApiError(error) && error.status < 500)) return null;
    throw new Error(`getUser: ${error.message}`);
  };

  const reply: AccountReply = {
    supabaseUrl,
    anonKey,
    relayKey: options.registrationRelayKey,
    limits: new VisitorLimits(options.accountLimits),
    siteOrigin: new URL(siteUrl).origin,
    pathOf(c) {
      const lang = splitLanguagePath(new URL(c.req.url).pathname).lang;
      return { lang, path: `${languagePrefix(lang)}${ACCOUNT_PATH}` };
    },
    render,
    liveAddress,
    redirect(c, location) {
      c.header('location', location);
      for (const [k, v] of Object.entries(PRIVATE)) c.header(k, v);
      return c.body(null, 303);
    },
    async signedIn(c, path, session, extra, status = 200) {
      if (tokenRole(session.access_token) !== 'parent') {
        clearSession(c);
        return null;
      }
      const client = parentClient(c, reply, session.access_token);
      const { data, error } = await client.rpc('family_overview');
      let overview: FamilyOverview;
      if (error) {
        // Refused: a token the API does not accept, a session signed out or revoked, or a live
        // parent's account that no family links to (never registered, or a guardian removed).
        // Only the last is signed in: its page names the address and says no registration uses it.
        const email = await liveAddress(c, session);
        if (email === null) {
          clearSession(c);
          return null;
        }
        if ((error as { hint?: string }).hint !== 'not_a_parent')
          throw new Error(`family_overview: ${error.message}`);
        overview = { email, is_first_guardian: false, families: [], children: [] };
      } else overview = data as FamilyOverview;
      return render(
        c,
        path,
        {
          kind: 'account',
          step: 'signed-in',
          overview,
          error: extra.error ?? null,
          done: extra.done ?? null,
          form: extra.form ?? null,
        },
        status,
      );
    },
  };
  return reply;
}
