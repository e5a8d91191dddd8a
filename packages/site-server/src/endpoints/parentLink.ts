import type { Context } from 'hono';
import { languagePrefix, splitLanguagePath } from '@academy/shared/languages.ts';
import {
  PARENT_LINK_ACTIONS,
  PARENT_LINK_PATH,
  type ParentLinkAction,
} from '@academy/shared/registration.ts';
import { PAYMENT_CANCELLED_PARAMETER } from '@academy/shared/paymentPages.ts';
import {
  clientAddress,
  formBody,
  fromThisSite,
  refusalMessage,
  refusalStatus,
  renderFormPage,
  type FormEndpointOptions,
} from '../registration/http.ts';

function isAction(value: unknown): value is ParentLinkAction {
  return typeof value === 'string' && (PARENT_LINK_ACTIONS as readonly string[]).includes(value);
}

/** The longest token taken (a real one is about 70 characters). */
const TOKEN_MAX = 512;

/**
 * The parents' link from the e-mails (`/registration/manage?token=...` in each language): GET
 * shows the registration and what may still be done; POST does one action (cancel, withdraw the
 * photo consent, accept an offered place) once its box is ticked, then sends the parent back to
 * the page with a 303 that says it is done. The token decides everything, in the database.
 */
export function parentLinkEndpoints({ siteUrl, renderer, api, payments = false }: FormEndpointOptions) {
  const siteOrigin = new URL(siteUrl).origin;

  const show = async (c: Context) => {
    const url = new URL(c.req.url);
    const path = `${languagePrefix(splitLanguagePath(url.pathname).lang)}${PARENT_LINK_PATH}`;
    const token = (url.searchParams.get('token') ?? '').slice(0, TOKEN_MAX);
    const done = url.searchParams.get('done');
    const link = await api.parentLink(token);
    if (!link.ok)
      return renderFormPage(
        c,
        renderer,
        siteUrl,
        path,
        { kind: 'manage', token, link: null, error: refusalMessage(link), done: null },
        refusalStatus(link),
      );
    return renderFormPage(c, renderer, siteUrl, path, {
      kind: 'manage',
      token,
      link: link.data,
      error: null,
      done: isAction(done) ? done : null,
      payable: payments && link.data.can_pay === true,
      paymentCancelled: url.searchParams.get(PAYMENT_CANCELLED_PARAMETER) === 'cancelled',
    });
  };

  const act = async (c: Context) => {
    if (!fromThisSite(c, siteOrigin)) return c.json({ error: 'This can only be done on this site.' }, 403);
    const body = await formBody(c);
    if (!body) return c.json({ error: 'Send the form as a form.' }, 415);
    const url = new URL(c.req.url);
    const path = `${languagePrefix(splitLanguagePath(url.pathname).lang)}${PARENT_LINK_PATH}`;
    const token = typeof body.token === 'string' ? body.token.slice(0, TOKEN_MAX) : '';
    const action = body.action;
    if (!isAction(action)) return c.json({ error: 'Unknown action.' }, 400);
    const again = async (
      error: Parameters<typeof refusalMessage>[0] | null,
      confirm: boolean,
      status: number,
    ) => {
      const link = await api.parentLink(token);
      const state = {
        kind: 'manage' as const,
        token,
        link: link.ok ? link.data : null,
        payable: payments && link.ok && link.data.can_pay === true,
        error: confirm
          ? { key: `confirm.${action}` }
          : error
            ? refusalMessage(error)
            : link.ok
              ? null
              : refusalMessage(link),
        done: null,
      };
      return renderFormPage(c, renderer, siteUrl, path, state, status);
    };
    if (!body[`confirm_${action}`]) return again(null, true, 400);
    const result = await api.parentLinkAction(token, action, clientAddress(c));
    if (!result.ok) return again(result, false, refusalStatus(result));
    const params = new URLSearchParams({ token, done: action });
    return c.body(null, 303, { location: `${path}?${params}`, 'cache-control': 'no-store' });
  };

  return { show, act };
}
