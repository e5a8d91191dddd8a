import type { Context } from 'hono';
import {
  CONSENT_SAVED_FRAGMENT,
  consentCookie,
  isConsentChoice,
  readConsent,
  type ConsentChoice,
} from '@academy/shared/consent.ts';
import { sameSitePath } from '../sameSitePath.ts';

/**
 * POST /_consent: the cookie banner's form, for a visitor whose browser runs no script (yet).
 * Stores the choice in the consent cookie and sends the visitor back to the page (303), or to the
 * home page when `return` is not plainly a path of this site, with CONSENT_SAVED_FRAGMENT: the
 * page is the one every visitor gets, and without script that fragment is what hides its banner. Only from this site's own pages: a
 * form on another site must not choose for the visitor.
 */
export function consentEndpoint(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return async (c: Context) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (
      (site && site !== 'same-origin') ||
      (origin && origin !== siteOrigin && origin !== new URL(c.req.url).origin)
    )
      return c.json({ error: 'The cookie choice can only be made on this site.' }, 403);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const choice = form.choice;
    if (!isConsentChoice(choice)) return c.json({ error: 'Choose "accepted" or "rejected".' }, 400);
    const back = (typeof form.return === 'string' && sameSitePath(form.return, siteOrigin)) || '/';
    return c.body(null, 303, {
      location: `${back.replace(/#.*$/, '')}#${CONSENT_SAVED_FRAGMENT}`,
      'set-cookie': consentCookie(choice, siteUrl.startsWith('https:')),
      'cache-control': 'no-store',
    });
  };
}

/**
 * The banner's rules for a visitor who chose: hidden until reopened, by script or by "Cookie
 * settings" (a link to the banner, which is then the address's target); and, when it shows, the
 * line that says the current choice (consent/ConsentBanner.tsx).
 */
function chosenCss(choice: ConsentChoice): string {
  return (
    '.consent-banner:not(.consent-banner--reopened):not(:target){display:none}\n' +
    `.consent-banner__current[data-choice="${choice}"]{display:block}\n`
  );
}

/**
 * GET /_consent.css: the stylesheet a page names inside `<noscript>`, so only a browser without
 * script asks for it. It hides the cookie banner when the consent cookie holds a choice (until
 * "Cookie settings" opens it, which then says the choice), and is empty otherwise. This is what varies per visitor, not the page: it is `private, no-store` (no
 * shared cache keeps it, the browser asks each time) and says it varies by the cookie, while the
 * page stays one cached copy for every visitor.
 */
export function consentStylesheetEndpoint() {
  return (c: Context) => {
    const choice = readConsent(c.req.header('cookie'));
    return c.body(choice ? chosenCss(choice) : '', 200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'private, no-store',
      vary: 'Cookie',
    });
  };
}
