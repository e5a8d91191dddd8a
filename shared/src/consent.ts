/**
 * The visitor's cookie choice (LSSI-CE art. 22.2, GDPR): 'accepted' lets third-party content
 * (the map) load by itself; 'rejected' keeps to what the site needs to work. Until a choice is
 * made nothing non-essential runs. The choice itself is kept in a first-party cookie, which is
 * strictly necessary storage: it needs no consent. The server never reads it to render a page
 * (one page serves every visitor, so a shared cache may keep it): the browser decides, with
 * CONSENT_SCRIPT before the first paint and with the page's script after hydration.
 */
export type ConsentChoice = 'accepted' | 'rejected';

/** Where the banner's form goes without script: the site server stores the choice (POST). */
export const CONSENT_ENDPOINT = '/_consent';

/**
 * A stylesheet only a browser without script loads (the page names it inside `<noscript>`): the
 * site server answers it per visitor, never for a shared cache, with a rule that hides the banner
 * when the consent cookie holds a choice. The page itself stays the same for every visitor.
 */
export const CONSENT_STYLESHEET = '/_consent.css';

/** True for one of the two choices. */
export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'accepted' || value === 'rejected';
}

/** The cookie that stores the choice. */
const CONSENT_COOKIE = 'site_consent';

/**
 * The fragment the site server sends a browser without script back with, after it stored the
 * banner's choice (`/es/contacts#cookie-choice-saved`): the banner's CSS hides the banner of that
 * page by it (`:target`), since the page itself is the same for every visitor.
 */
export const CONSENT_SAVED_FRAGMENT = 'cookie-choice-saved';

/**
 * The banner's id, which "Cookie settings" in the footer links to (`#cookie-settings`): with script
 * the link opens the banner in place; without script the address names the banner, and its CSS
 * shows it (`:target`) even for a visitor who chose, so the choice can be changed without script.
 */
export const CONSENT_SETTINGS_ID = 'cookie-settings';

/** Set on `<html>` by CONSENT_SCRIPT when the visitor has made a choice: the banner's CSS hides it. */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/**
 * Sent on the document when the visitor makes a choice in a plain page's banner (its detail: the
 * choice), for the page's parts that follow it (the contacts page's map).
 */
export const CONSENT_CHOICE_EVENT = 'site:consent-choice';

/**
 * The one inline script of a server-rendered page, in its head: it marks `<html>` with
 * CONSENT_CHOSEN_ATTRIBUTE when the consent cookie holds a choice, before the body is painted, so
 * a cached page (which always carries the banner) never flashes it at a visitor who chose. The
 * Content-Security-Policy allows exactly this text, by its hash.
 */
export const CONSENT_SCRIPT =
  `/(?:^|;)\\s*${CONSENT_COOKIE}=\\s*(accepted|rejected)\\s*(?:;|$)/.test(document.cookie)` +
  `&&document.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','')`;

/** The choice is asked again after this many days (the Spanish regulator's guidance: at most 24 months). */
const CONSENT_MAX_AGE_DAYS = 180;

/** The choice stored in a Cookie header (or document.cookie), or null when there is none. */
export function readConsent(cookies: string | null | undefined): ConsentChoice | null {
  if (!cookies) return null;
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== CONSENT_COOKIE) continue;
    const value = rest.join('=').trim();
    return isConsentChoice(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie / document.cookie string that stores a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
