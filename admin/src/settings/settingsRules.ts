// Checks of the site settings, each giving the reason a value is refused (a catalog key). The
// links follow the rules of shared/src/links.ts, which the database applies too.
import { isWhatsAppUrl, webUrlHost } from '@academy/shared';

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A phone number: digits with an optional leading +, spaces, dots, dashes and brackets. */
export function phoneProblem(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  const text = String(value).trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return 'app.settings.errors.phone_chars';
  const digits = text.replace(/\D/g, '').length;
  return digits < 6 || digits > 15 ? 'app.settings.errors.phone_length' : undefined;
}

/** An e-mail address (the database checks the same shape). */
export function emailProblem(value: unknown): string | undefined {
  if (blank(value)) return undefined;
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(value).trim()) ? undefined : 'app.settings.errors.email';
}

/** A web address: https (or http, unless `httpsOnly`), a host name, no spaces. */
function webAddressProblem(value: unknown, httpsOnly: boolean): string | undefined {
  if (blank(value)) return undefined;
  const url = String(value).trim();
  if (webUrlHost(url, { httpsOnly }) !== null) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'https' || (scheme === 'http' && !httpsOnly)) {
    return 'app.settings.errors.url';
  }
  return httpsOnly ? 'app.settings.errors.url_https' : 'app.settings.errors.url_protocol';
}

/** An absolute https (or http) address: the address link and the social links. */
export function urlProblem(value: unknown): string | undefined {
  return webAddressProblem(value, false);
}

/** An https address: the map embedded in the contacts page. */
export function mapUrlProblem(value: unknown): string | undefined {
  return webAddressProblem(value, true);
}

/** A WhatsApp contact link: https://wa.me/<number> (or api.whatsapp.com). */
export function whatsappProblem(value: unknown): string | undefined {
  const problem = urlProblem(value);
  if (problem || blank(value)) return problem;
  return isWhatsAppUrl(String(value).trim()) ? undefined : 'app.settings.errors.whatsapp';
}
