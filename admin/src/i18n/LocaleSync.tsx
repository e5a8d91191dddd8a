import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { isLang } from '@academy/shared';

const LOCALE_KEY = 'academy.admin.locale';

/** The stored language choice (react-admin's own store is wiped on sign-out; this one is not). */
export function readStoredLocale(): string | null {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps `<html lang>` and the stored choice in step with the locale menu. */
export function LocaleSync() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
    try {
      window.localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      // Storage disabled: the choice lasts for this page only.
    }
  }, [locale]);
  return null;
}
