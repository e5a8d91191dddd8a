import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Session } from '@supabase/supabase-js';
import { ACCOUNT_PATH } from '@academy/shared/account.ts';
import { ACCOUNT_LINK_PATH, ACCOUNT_LINK_TEXTS } from '@academy/shared/accountLink.ts';
import { languagePrefix, splitLanguagePath } from '@academy/shared/languages.ts';
import { FORM_BODY_LIMIT, formBody, fromThisSite } from '../registration/http.ts';
import { authClient, clearFlow, tokenRole, writeSession } from '../account/session.ts';

export interface FamilyLinkOptions {
  supabaseUrl: string;
  anonKey: string;
  siteUrl: string;
  /** The database's relay key (REGISTRATION_RELAY_KEY): the visitor's address goes with each call. */
  registrationRelayKey?: string;
}

const PREFIXES = ['', '/es', '/ru'] as const;
/** The page's script: a file of this site, as the Content-Security-Policy allows no inline script. */
export const FAMILY_LINK_SCRIPT = '/account/link.js';
const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

/**
 * Reads the session the auth service put in the address's fragment (a server never sees it),
 * takes it out of the address at once, and posts it to the site server, which keeps it in the
 * account's httpOnly cookie. A refusal in the fragment (a used or expired link, a staff account)
 * goes to the account page, which says what happened.
 */
const SCRIPT = `(function () {
  var params = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, '', location.pathname);
  var form = document.getElementById('family-link');
  if (!form) return;
  if (params.get('access_token') && params.get('refresh_token')) {
    form.elements.access_token.value = params.get('access_token');
    form.elements.refresh_token.value = params.get('refresh_token');
    form.submit();
  } else {
    location.replace(form.getAttribute('data-account') + '?error=' + encodeURIComponent(params.get('error') || 'invalid_link'));
  }
})();
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The page the link of a sign-in e-mail sent from the back office returns to
 * (`/account/link` in each language; see shared/src/accountLink.ts). Such an e-mail is asked for
 * in the implicit flow, so that its link works in the family's browser; the auth service
 * returns the session in the fragment. The page's script posts it here; the site server checks
 * it with the auth service (`getUser`), keeps only a parent's session, and sends the family to
 * its account. Without script the page is a form for the same e-mail's address and code, posted
 * to the account page's sign-in (the code and the link are one secret: either signs in).
 */
export function addFamilyLinkRoutes(app: Hono, options: FamilyLinkOptions) {
  const { supabaseUrl, anonKey, siteUrl } = options;
  const backend = { supabaseUrl, anonKey, relayKey: options.registrationRelayKey };
  const siteOrigin = new URL(siteUrl).origin;
  const accountOf = (c: Context) => {
    const { lang } = splitLanguagePath(new URL(c.req.url).pathname);
    return { lang, account: `${languagePrefix(lang)}${ACCOUNT_PATH}` };
  };
  const redirect = (c: Context, location: string) => {
    c.header('location', location);
    for (const [k, v] of Object.entries(PRIVATE)) c.header(k, v);
    return c.body(null, 303);
  };

  const page = (c: Context) => {
    const { lang, account } = accountOf(c);
    const t = ACCOUNT_LINK_TEXTS[lang];
    const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<script src="${FAMILY_LINK_SCRIPT}" defer></script>
</head>
<body>
<main>
<h1>${escapeHtml(t.signingIn)}</h1>
<p>${escapeHtml(t.noScript)}</p>
<form method="post" action="${account}">
<input type="hidden" name="action" value="verify">
<p><label for="link-email">${escapeHtml(t.email)}</label><br>
<input id="link-email" name="email" type="email" autocomplete="email" inputmode="email" required maxlength="254"></p>
<p><label for="link-code">${escapeHtml(t.code)}</label><br>
<input id="link-code" name="code" autocomplete="one-time-code" inputmode="numeric" required maxlength="20"></p>
<p><button type="submit">${escapeHtml(t.signIn)}</button></p>
</form>
<p><a href="${account}">${escapeHtml(t.account)}</a></p>
<form id="family-link" method="post" data-account="${account}" hidden>
<input type="hidden" name="access_token">
<input type="hidden" name="refresh_token">
</form>
</main>
</body>
</html>
`;
    return c.html(html, 200, PRIVATE);
  };

  const accept = async (c: Context) => {
    if (!fromThisSite(c, siteOrigin)) return c.json({ error: 'This can only be done on this site.' }, 403);
    const { account } = accountOf(c);
    const body = await formBody(c);
    const accessToken = typeof body?.access_token === 'string' ? body.access_token.slice(0, 8192) : '';
    const refreshToken = typeof body?.refresh_token === 'string' ? body.refresh_token.slice(0, 512) : '';
    if (!accessToken || !refreshToken) return redirect(c, `${account}?error=invalid_link`);
    // The auth service vouches for the token (signature, expiry, a live session) before it is kept.
    const { data, error } = await authClient(c, backend).auth.getUser(accessToken);
    if (error || !data.user) return redirect(c, `${account}?error=invalid_link`);
    if (tokenRole(accessToken) !== 'parent') return redirect(c, `${account}?error=access_denied`);
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: number;
    };
    const expiresAt = typeof claims.exp === 'number' ? claims.exp : Math.floor(Date.now() / 1000);
    writeSession(c, {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_at: expiresAt,
      expires_in: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
      token_type: 'bearer',
      user: data.user,
    } satisfies Session);
    clearFlow(c);
    return redirect(c, account);
  };

  const limit = bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (c) => c.json({ error: `The form is larger than ${FORM_BODY_LIMIT} bytes.` }, 413),
  });
  app.get(FAMILY_LINK_SCRIPT, (c) =>
    c.body(SCRIPT, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );
  for (const prefix of PREFIXES) {
    app.get(`${prefix}${ACCOUNT_LINK_PATH}`, page);
    app.post(`${prefix}${ACCOUNT_LINK_PATH}`, limit, accept);
  }
}
