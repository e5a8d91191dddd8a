import { formatDate } from '@academy/shared/format.ts';
import type { Lang } from '@academy/shared/languages.ts';

/**
 * The academy's time zone: dates are the days of the academy in Spain, the same on the server
 * and in every visitor's browser (a page hydrates without a date that differs near midnight).
 */
const SITE_TIME_ZONE = 'Europe/Madrid';

/** A long date in the language's locale, on the academy's calendar. */
export function formatSiteDate(date: string | null | undefined, lang: Lang): string {
  return formatDate(date, lang, { timeZone: SITE_TIME_ZONE });
}
