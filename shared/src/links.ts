// Where a link stored by staff may point, one rule per kind of link. The database checks the
// same rules when a row is written (private.is_site_path, private.web_url_host,
// private.is_whatsapp_url in supabase/migrations, refusing with a code in `hint`); the admin's
// forms check them as a value is typed, and the site checks them again before it renders a link,
// so a row written before a rule existed cannot lead a visitor off the site either.
// supabase/tests/link-rules.test.ts runs the same samples through both and compares.
import type { SiteSettings } from './entities.ts';

// A path segment: letters, digits and - . _ ~ (RFC 3986's unreserved characters).
const SITE_PATH = /^(\/[A-Za-z0-9._~-]+)*\/?$/;
// '.' and '..' segments: a browser resolves them, so '/a/../..' could climb anywhere.
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/**
 * True for a path of this site as a menu item's url holds it: '' or '/' (home), or '/'-separated
 * segments of letters, digits and - . _ ~, with an optional trailing '/'. Never '//host' (a
 * browser reads another host there), '/\host' (a browser reads '\' as '/'), a scheme
 * ('https://…', 'javascript:…'), a query, a fragment, spaces, or a '.'/'..' segment.
 */
export function isSitePath(url: string): boolean {
  return SITE_PATH.test(url) && !DOT_SEGMENT.test(url);
}

/**
 * A menu item's url as the route path it stands for: '' and '/' are home ('/'), a trailing '/'
 * is dropped and a missing leading '/' added ('about/' -> '/about'). Null when the url is not a
 * path of this site (see {@link isSitePath}): such an item is neither a route nor a link.
 */
export function normalizeMenuPath(url: string): string | null {
  const trimmed = url.trim().replace(/\/+$/, '');
  const path = trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return isSitePath(path) ? path : null;
}

/** The path of one article under the news item's path: '/news' and 7 give '/news/7'; '/' gives '/7'. */
export function articlePath(newsPath: string, id: string | number): string {
  return `${newsPath === '/' ? '' : newsPath}/${id}`;
}

// An http(s) address: the scheme, a host name (no user or password: 'https://wa.me@evil.example'
// goes to evil.example), an optional port, then anything but spaces, control characters and '\'.
const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const WEB_URL = new RegExp(
  `^(https?)://(${HOST_LABEL}(?:\\.${HOST_LABEL})*)(?::[0-9]{1,5})?(?:[/?#][^\\x00-\\x20\\x7f\\\\]*)?$`,
  'i',
);

/** The lower-cased host of an http or https address (see above), or null when it is not one. */
export function webUrlHost(url: string, { httpsOnly = false } = {}): string | null {
  const match = WEB_URL.exec(url);
  if (!match || (httpsOnly && match[1]!.toLowerCase() !== 'https')) return null;
  return match[2]!.toLowerCase();
}

/** True for a WhatsApp contact link: an http(s) address on wa.me or whatsapp.com (or below). */
export function isWhatsAppUrl(url: string): boolean {
  const host = webUrlHost(url);
  return host !== null && /(^|\.)(wa\.me|whatsapp\.com)$/.test(host);
}

/** What each link of the site settings may be: a web address, an https one, a WhatsApp link. */
export const SETTINGS_LINK_RULES = {
  whatsapp_link: 'whatsapp',
  address_url: 'web',
  // Embedded in the contacts page: an http page would be blocked on the https site.
  map_embed_url: 'https',
  social_video_url: 'web',
  social_short_video_url: 'web',
  social_photo_url: 'web',
  social_network_url: 'web',
} as const satisfies Partial<Record<keyof SiteSettings, 'web' | 'https' | 'whatsapp'>>;

/** A link field of the site settings. */
export type SettingsLinkField = keyof typeof SETTINGS_LINK_RULES;

/** True when `url` may be stored in that settings field (an empty field is always fine). */
export function settingsLinkAllowed(field: SettingsLinkField, url: string | null | undefined): boolean {
  if (url === null || url === undefined || url === '') return true;
  const rule = SETTINGS_LINK_RULES[field];
  if (rule === 'whatsapp') return isWhatsAppUrl(url);
  return webUrlHost(url, { httpsOnly: rule === 'https' }) !== null;
}

/**
 * The site settings as the site renders them: each link that breaks its rule is left out (null),
 * so it shows as no link at all rather than one to anywhere.
 */
export function withSafeLinks<T extends Partial<Record<SettingsLinkField, string | null>>>(settings: T): T {
  const safe = { ...settings };
  for (const field of Object.keys(SETTINGS_LINK_RULES) as SettingsLinkField[]) {
    if (!settingsLinkAllowed(field, safe[field]))
      (safe as Record<SettingsLinkField, string | null>)[field] = null;
  }
  return safe;
}
