import {
  LANGUAGE_STORAGE_KEY,
  parseStoredLanguage,
  splitLanguagePath,
  withLanguage,
  type Lang,
} from '@academy/shared/languages.ts';

/** The minimal storage the preference needs (window.localStorage in the browser). */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The visitor's stored language, accepted only when it is en, es or ru. Storage that
 * throws (privacy modes, disabled cookies) counts as no preference.
 */
export function readPreferredLanguage(storage: PreferenceStorage | undefined): Lang | null {
  try {
    return parseStoredLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the visitor's choice; failing storage only loses the memory of it. */
export function storePreferredLanguage(storage: PreferenceStorage | undefined, lang: Lang): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Nothing to do: the URL still carries the language.
  }
}

/**
 * Where a visitor arriving at `pathname` should be sent: an unprefixed (English) path with a
 * stored preference of es or ru goes to the same page under /es or /ru. Null when the URL is
 * already right.
 */
export function preferredLanguageRedirect(pathname: string, preferred: Lang | null): string | null {
  if (!preferred || preferred === 'en') return null;
  const { lang, path } = splitLanguagePath(pathname);
  if (lang !== 'en') return null;
  return withLanguage(path, preferred);
}

/** The window's localStorage, or undefined where merely reading it throws (blocked storage). */
export function browserStorage(win?: Window): Storage | undefined {
  try {
    return (win ?? window).localStorage;
  } catch {
    return undefined;
  }
}
