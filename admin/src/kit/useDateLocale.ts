import { useLocaleState } from 'react-admin';
import { LOCALES, isLang } from '@academy/shared';

/** The BCP 47 tag dates are written in: the admin's language, not the browser's. */
export function useDateLocale(): string {
  const [locale] = useLocaleState();
  return LOCALES[isLang(locale) ? locale : 'en'];
}

/** Date and time without seconds, e.g. "22 Dec 2026, 11:17" (a DateField needs `showTime` with it). */
export const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
export const DATE_ONLY = { dateStyle: 'medium' } as const;
