import { useLocaleState } from 'react-admin';
import { isLang, type Lang } from '@academy/shared';

/** The admin's language as one of the site's languages. */
export function useLang(): Lang {
  const [locale] = useLocaleState();
  return isLang(locale) ? locale : 'en';
}
