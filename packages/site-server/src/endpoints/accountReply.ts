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
import {
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
  /** The signed-in page, or null when the session is not a parent's (then it is dropped). */
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
        if ((error as { hint?: string }).hint !== 'not_a_parent')
          throw new Error(`family_overview: ${error.message}`);
        overview = { email: '', is_first_guardian: false, families: [], children: [] };
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
