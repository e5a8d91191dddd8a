import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { ACCOUNT_CALENDAR_PATH, ACCOUNT_DATA_PATH, ACCOUNT_PATH } from '@academy/shared/account.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { FORM_BODY_LIMIT, formBody, fromThisSite } from '../registration/http.ts';
import {
  clearFlow,
  clearSession,
  currentSession,
  parentClient,
  readFlow,
  tokenRole,
} from '../account/session.ts';
import { ACCOUNT_DONE, PRIVATE } from './accountInput.ts';
import { accountReply, type AccountRouteOptions } from './accountReply.ts';
import { accountSignIn } from './accountSignIn.ts';
import { accountChanges } from './accountChanges.ts';
import { accountCalendar } from './accountCalendar.ts';

export type { AccountRouteOptions } from './accountReply.ts';

const PREFIXES = ['', '/es', '/ru'] as const;

/**
 * The family account at `/account` in each language, served by the site server so that it works
 * without script: signing in by an e-mailed code (or the e-mail's link, a PKCE code exchanged
 * here), the session in an httpOnly cookie, and the family's children and bookings read and
 * changed with the parent's own token (row level security decides). Every answer is private and
 * no-store, and the pages are not indexed.
 */
export function addAccountRoutes(app: Hono, options: AccountRouteOptions, renderer: SiteRenderer | null) {
  const reply = accountReply(options, renderer);
  const { siteOrigin, pathOf, render, redirect, signedIn, liveAddress } = reply;
  const signIn = accountSignIn(reply);
  const change = accountChanges(reply);
  const calendar = accountCalendar(reply);

  const show = async (c: Context) => {
    const { path } = pathOf(c);
    const url = new URL(c.req.url);
    const code = url.searchParams.get('code');
    const linkError = url.searchParams.get('error');
    if (code) return signIn.exchange(c, path, code);
    if (linkError)
      return render(
        c,
        path,
        {
          kind: 'account',
          step: 'email',
          email: readFlow(c)?.email ?? '',
          error: { key: linkError === 'access_denied' ? 'staff' : 'link_invalid' },
          done: null,
        },
        400,
      );
    const doneParam = url.searchParams.get('done');
    const done = ACCOUNT_DONE.find((d) => d === doneParam) ?? null;
    const session = await currentSession(c, reply);
    if (session) {
      const page = await signedIn(c, path, session, { done });
      if (page) return page;
    }
    const flow = readFlow(c);
    if (flow)
      return render(c, path, { kind: 'account', step: 'code', email: flow.email, error: null, done: null });
    return render(c, path, { kind: 'account', step: 'email', email: '', error: null, done });
  };

  const act = async (c: Context) => {
    if (!fromThisSite(c, siteOrigin)) return c.json({ error: 'This can only be done on this site.' }, 403);
    const body = await formBody(c);
    if (!body) return c.json({ error: 'Send the form as a form.' }, 415);
    const { lang, path } = pathOf(c);
    const action = typeof body.action === 'string' ? body.action : '';
    if (action === 'send') return signIn.send(c, lang, path, body);
    if (action === 'verify') return signIn.verify(c, path, body);
    if (action === 'restart') {
      clearFlow(c);
      return redirect(c, path);
    }
    if (action === 'sign_out') return signIn.signOut(c, path);
    return change(c, lang, path, action, body);
  };

  /** My data: everything held about the family (my_family_data(), recorded in the access log), as a file. */
  const download = async (c: Context) => {
    const { path } = pathOf(c);
    const session = await currentSession(c, reply);
    if (!session || tokenRole(session.access_token) !== 'parent') {
      if (session) clearSession(c);
      return redirect(c, path);
    }
    const { data, error } = await parentClient(c, reply, session.access_token).rpc('my_family_data');
    if (error) {
      // As the page: a session that is over is dropped, and the page then asks to sign in.
      if ((await liveAddress(c, session)) === null) {
        clearSession(c);
        return redirect(c, path);
      }
      if ((error as { hint?: string }).hint === 'not_a_parent') return redirect(c, path);
      throw new Error(`my_family_data: ${error.message}`);
    }
    const day = new Date().toISOString().slice(0, 10);
    return c.body(JSON.stringify(data, null, 2), 200, {
      ...PRIVATE,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="family-data-${day}.json"`,
    });
  };

  const limit = bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (c) => c.json({ error: `The form is larger than ${FORM_BODY_LIMIT} bytes.` }, 413),
  });
  const gzip = compress({ encoding: 'gzip' });
  for (const prefix of PREFIXES) {
    app.get(`${prefix}${ACCOUNT_PATH}`, gzip, show);
    app.post(`${prefix}${ACCOUNT_PATH}`, limit, gzip, act);
    app.get(`${prefix}${ACCOUNT_DATA_PATH}`, gzip, download);
    app.get(`${prefix}${ACCOUNT_CALENDAR_PATH}/:file`, calendar);
  }
}
