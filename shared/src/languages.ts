import { Constants, type Enums } from './database.types.ts';

/**
 * The site's languages, in display order (the enum language_code of languages.code). English is
 * the default and the fallback of every field.
 */
export const LANGUAGES = Constants.public.Enums.language_code;

/** One of the site's language codes. */
export type Lang = Enums<'language_code'>;

/** The language used when nothing else is known, and the fallback of every localized field. */
export const DEFAULT_LANG: Lang = 'en';

/** Browser storage key under which the visitor's preferred language is kept. */
export const LANGUAGE_STORAGE_KEY = 'preferredLanguage';

/** BCP 47 locale used for dates and prices in each language. */
export const LOCALES: Record<Lang, string> = {
  en: 'en-GB',
  es: 'es-ES',
  ru: 'ru-RU',
};

/** True when `x` is exactly one of the supported language codes. */
export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/**
 * Reads a value taken from browser storage. Only 'en', 'es' and 'ru' are accepted (storage is
 * the visitor's to tamper with);
 * anything else (null, tampered values, other codes, other types) gives null.
 */
export function parseStoredLanguage(raw: unknown): Lang | null {
  return isLang(raw) ? raw : null;
}

/** The path prefix of a language: '' for English, '/es' and '/ru' for the others. */
export function languagePrefix(lang: Lang): '' | `/${Exclude<Lang, 'en'>}` {
  return lang === 'en' ? '' : `/${lang}`;
}

/** The result of {@link splitLanguagePath}. */
export interface LanguagePath {
  lang: Lang;
  /** The language-independent path, always starting with '/'. */
  path: string;
}

const PREFIXED = /^\/(es|ru)(?=[/?#]|$)/;

/**
 * Splits a location pathname into its language and the language-independent path:
 * '/es/news/3' → { lang: 'es', path: '/news/3' }; '/about' → { lang: 'en', path: '/about' };
 * '/ru' → { lang: 'ru', path: '/' }. A path like '/espana' is English.
 */
export function splitLanguagePath(pathname: string): LanguagePath {
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = PREFIXED.exec(normalized);
  if (!match) return { lang: 'en', path: normalized };
  const rest = normalized.slice(match[0].length);
  // '/es', '/es?x' and '/es#y' all mean the Spanish home page.
  return { lang: match[1] as Lang, path: rest.startsWith('/') ? rest : `/${rest}` };
}

/**
 * Builds the URL of a language-independent path in a language: English is unprefixed,
 * Spanish and Russian live under /es/ and /ru/. An existing language prefix is replaced, so a
 * language switcher can pass the current pathname. Absolute URLs (with a scheme or '//') and
 * in-page anchors are returned unchanged.
 *
 * withLanguage('/news', 'es') → '/es/news'; withLanguage('/', 'ru') → '/ru'; withLanguage('/es/news', 'en') → '/news'.
 */
export function withLanguage(path: string, lang: Lang): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(path)) return path;
  const { path: bare } = splitLanguagePath(path);
  const prefix = languagePrefix(lang);
  if (!prefix) return bare;
  // The root of a prefixed language is '/es', not '/es/' (one URL per page).
  return bare === '/' || /^\/[?#]/.test(bare) ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`;
}
