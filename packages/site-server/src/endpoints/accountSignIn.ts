import type { Context } from 'hono';
import { ACCOUNT_TEXT_LIMITS, type AccountError, type AccountPageState } from '@academy/shared/account.ts';
import type { Lang } from '@academy/shared/languages.ts';
import {
  RequestStorage,
  VERIFIER_KEY,
  authClient,
  type AuthWait,
  clearFlow,
  clearSession,
  currentSession,
  readFlow,
  tokenRole,
  visitorHeaders,
  writeFlow,
  writeSession,
} from '../account/session.ts';
import { clientAddress } from '../registration/http.ts';
import { EMAIL, text, waitSeconds } from './accountInput.ts';
import type { AccountReply } from './accountReply.ts';

/**
 * Signing in to the family account: an e-mailed code asked for (`send`) and typed (`verify`), or
 * the e-mail's link (a PKCE code exchanged with the verifier this browser kept), and signing out.
 */
export function accountSignIn(reply: AccountReply) {
  const { siteOrigin, limits, render, redirect } = reply;

  /** The e-mail's link came back with `?code=`: only this browser's flow cookie turns it into a session. */
  const exchange = async (c: Context, path: string, code: string) => {
    const flow = readFlow(c);
    const storage = new RequestStorage();
    if (flow?.verifier) storage.setItem(VERIFIER_KEY, flow.verifier);
    const { data, error } = flow?.verifier
      ? await authClient(c, reply, storage).auth.exchangeCodeForSession(code.slice(0, 512))
      : { data: null, error: new Error('no verifier') };
    if (!error && data?.session && tokenRole(data.session.access_token) === 'parent') {
      writeSession(c, data.session);
      clearFlow(c);
      return redirect(c, path);
    }
    return render(
      c,
      path,
      {
        kind: 'account',
        step: 'email',
        email: flow?.email ?? '',
        error: { key: 'link_invalid' },
        done: null,
      },
      400,
    );
  };

  const send = async (c: Context, lang: Lang, path: string, body: Record<string, unknown>) => {
    const email = text(body, 'email', ACCOUNT_TEXT_LIMITS.email).toLowerCase();
    const refuse = (error: AccountError, status: number) =>
      render(c, path, { kind: 'account', step: 'email', email, error, done: null }, status);
    if (email.length > ACCOUNT_TEXT_LIMITS.email || !EMAIL.test(email))
      return refuse({ key: 'email_invalid' }, 400);
    const wait: AuthWait = {};
    const over = await limits.take('send', clientAddress(c));
    if (over !== null) return refuse({ key: 'too_many', seconds: over }, 429);
    const storage = new RequestStorage();
    const { error } = await authClient(c, reply, storage, wait).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${siteOrigin}${path}`, data: { lang } },
    });
    if (error?.status === 429)
      return refuse({ key: 'too_many', seconds: waitSeconds(wait.retryAfter, error.message) }, 429);
    if (error?.status === 400 || error?.status === 422) return refuse({ key: 'email_invalid' }, 400);
    if (error) return refuse({ key: 'unavailable' }, 503);
    writeFlow(c, { email, verifier: storage.getItem(VERIFIER_KEY) });
    return redirect(c, path);
  };

  const verify = async (c: Context, path: string, body: Record<string, unknown>) => {
    const flow = readFlow(c);
    // An address typed with the code (the link page's form, without script) is the one meant;
    // otherwise the one this browser asked a code for.
    const email = text(body, 'email', ACCOUNT_TEXT_LIMITS.email).toLowerCase() || (flow?.email ?? '');
    const token = text(body, 'code', 20).replace(/\s+/g, '');
    const refuse = (error: AccountError, status: number) =>
      render(
        c,
        path,
        { kind: 'account', step: email ? 'code' : 'email', email, error, done: null } as AccountPageState,
        status,
      );
    if (!email) return refuse({ key: 'code_invalid' }, 400);
    if (!/^\d{6}$/.test(token)) return refuse({ key: 'code_format' }, 400);
    const over = (await limits.take('verify', clientAddress(c))) ?? (await limits.takeCode(email));
    if (over !== null) return refuse({ key: 'too_many', seconds: over }, 429);
    const wait: AuthWait = {};
    const { data, error } = await authClient(c, reply, undefined, wait).auth.verifyOtp({
      email,
      token,
      type: 'email',
    });
    // Only a code the auth service checked and found wrong (or expired) stays counted.
    if (error?.code !== 'otp_expired') await limits.codeNotWrong(email);
    if (error?.status === 429)
      return refuse({ key: 'too_many', seconds: waitSeconds(wait.retryAfter, error.message) }, 429);
    // The access token hook's refusal of a staff account: 403 without an error code of its own.
    if (error?.status === 403 && error.code === 'unknown') return refuse({ key: 'staff' }, 403);
    if (error || !data.session) return refuse({ key: 'code_invalid' }, 400);
    if (tokenRole(data.session.access_token) !== 'parent') return refuse({ key: 'staff' }, 403);
    writeSession(c, data.session);
    clearFlow(c);
    return redirect(c, path);
  };

  const signOut = async (c: Context, path: string) => {
    const session = await currentSession(c, reply);
    if (session)
      await fetch(`${reply.supabaseUrl}/auth/v1/logout?scope=local`, {
        method: 'POST',
        headers: {
          ...visitorHeaders(c, reply),
          apikey: reply.anonKey,
          authorization: `Bearer ${session.access_token}`,
        },
      }).catch(() => undefined);
    clearSession(c);
    clearFlow(c);
    return redirect(c, `${path}?done=signed_out`);
  };

  return { exchange, send, verify, signOut };
}
