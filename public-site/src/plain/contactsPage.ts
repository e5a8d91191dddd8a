// The contacts page's parts that need a script, for the plain page: the map shown on request or
// once third-party content is accepted, and the enquiry form's own token.
import { CONSENT_CHOICE_EVENT, readConsent, type ConsentChoice } from '@academy/shared/consent.ts';
import { MAP_FRAME, MAP_SOURCE_ATTRIBUTE, MAP_TITLE_ATTRIBUTE } from '../pages/contacts/mapFrame.ts';
import { enhanceEmailSuggestions } from '../registration/emailSuggestion.ts';
import { FORM_TOKEN_API_ATTRIBUTE, FORM_TOKEN_KEY_ATTRIBUTE } from '../registration/formToken.ts';

/**
 * The map: its placeholder gives way to the provider's frame when the visitor clicks "Show map",
 * at once when they accepted third-party content before, or when they accept it now. A visitor
 * who withdraws that consent gets the placeholder back, unless they asked for the map themselves.
 */
export function enhanceMap(doc: Document): void {
  const section = doc.querySelector<HTMLElement>(`[${MAP_SOURCE_ATTRIBUTE}]`);
  const placeholder = section?.querySelector('.map-placeholder');
  if (!section || !placeholder) return;
  const frame = doc.createElement('iframe');
  // The sandbox and the referrer rule are in place before the address, so the first request
  // already goes under them.
  frame.setAttribute('sandbox', MAP_FRAME.sandbox);
  frame.setAttribute('referrerpolicy', MAP_FRAME.referrerPolicy);
  frame.setAttribute('loading', MAP_FRAME.loading);
  frame.className = MAP_FRAME.className;
  frame.width = String(MAP_FRAME.width);
  frame.height = String(MAP_FRAME.height);
  frame.title = section.getAttribute(MAP_TITLE_ATTRIBUTE) ?? '';
  let asked = false;
  const show = () => {
    if (!placeholder.isConnected) return;
    frame.src = section.getAttribute(MAP_SOURCE_ATTRIBUTE) ?? '';
    placeholder.replaceWith(frame);
  };
  placeholder.querySelector('button')?.addEventListener('click', () => {
    asked = true;
    show();
  });
  doc.addEventListener(CONSENT_CHOICE_EVENT, (event) => {
    if ((event as CustomEvent<ConsentChoice>).detail === 'accepted') show();
    else if (!asked && frame.isConnected) {
      frame.replaceWith(placeholder);
      frame.removeAttribute('src');
    }
  });
  if (readConsent(doc.cookie) === 'accepted') show();
}

/**
 * The enquiry form: the token in the page may be the one every visitor of a cached copy got, and
 * a token serves one form only. When the visitor starts writing, the script asks the API for a
 * token of their own; until it comes (or if it fails), the page's token is sent, which is refused
 * only if another visitor used it first.
 */
export function enhanceEnquiryForm(doc: Document, win: Window): void {
  const form = doc.querySelector<HTMLFormElement>(`form[${FORM_TOKEN_API_ATTRIBUTE}]`);
  const input = form?.querySelector<HTMLInputElement>('input[name="form_token"]');
  const url = form?.getAttribute(FORM_TOKEN_API_ATTRIBUTE);
  const key = form?.getAttribute(FORM_TOKEN_KEY_ATTRIBUTE);
  if (form) enhanceEmailSuggestions(form);
  if (!form || !input || !url || !key) return;
  const ask = () => {
    win
      .fetch(url, {
        method: 'POST',
        headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ p_form: 'enquiry' }),
      })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((token: unknown) => {
        if (typeof token !== 'string' || token === '') throw new Error('no token');
        input.value = token;
      })
      .catch((error: unknown) => console.error('[site] asking for a form token failed', error));
  };
  form.addEventListener('focusin', ask, { once: true });
}
