import { CURRENCY } from './constants.ts';
import { LOCALES, type Lang } from './languages.ts';

// Intl formatters are costly to build and a news list formats many dates: keep one per key.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormatter(lang: Lang, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `d|${lang}|${timeZone ?? ''}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function priceFormatter(lang: Lang, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `p|${lang}|${fractionDigits}`;
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[lang], {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** IANA time zone; the visitor's own by default. Tests pass 'UTC' to be deterministic. */
  timeZone?: string;
}

/**
 * A long date in the language's locale: '12 March 2025', '12 de marzo de 2025',
 * '12 марта 2025 г.'. Accepts a Date, an ISO string (e.g. a timestamptz from the API) or epoch
 * milliseconds; an invalid or missing date gives ''.
 */
export function formatDate(
  date: Date | string | number | null | undefined,
  lang: Lang,
  options: FormatDateOptions = {},
): string {
  if (date === null || date === undefined || date === '') return '';
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return dateFormatter(lang, options.timeZone).format(value);
}

/**
 * A long date and a short time in the language's locale, in `options.timeZone` (the visitor's
 * own by default): '27 November 2026 at 10:30', '27 de noviembre de 2026, 10:30'. An invalid or
 * missing date gives ''.
 */
export function formatDateTime(
  date: Date | string | number | null | undefined,
  lang: Lang,
  options: FormatDateOptions = {},
): string {
  if (date === null || date === undefined || date === '') return '';
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  const key = `dt|${lang}|${options.timeZone ?? ''}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[lang], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: options.timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** True for a real calendar day written 'YYYY-MM-DD' ('2027-06-30'; not '2027-02-30'). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// English puts the month first ('June 30', as the campus banner reads); Spanish and Russian follow
// their locale ('30 de junio', '30 июня').
const DAY_MONTH_LOCALES: Record<Lang, string> = { en: 'en-US', es: LOCALES.es, ru: LOCALES.ru };

/**
 * A calendar day ('YYYY-MM-DD') as day and month in the language: 'June 30', '30 de junio',
 * '30 июня'. The day is taken as written (no time zone shifts it); anything else gives ''.
 */
export function formatDayMonth(value: string | null | undefined, lang: Lang): string {
  if (!value || !isCalendarDate(value)) return '';
  const key = `dm|${lang}`;
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DAY_MONTH_LOCALES[lang], {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(`${value}T00:00:00Z`));
}

/**
 * A euro price in the language's locale, without decimals when whole: '€120' (en), '120 €'
 * (es, ru; the space is a no-break space), '€120.50', '120,50 €'. Accepts numbers and numeric
 * strings (PostgreSQL numeric); anything else gives ''.
 */
export function formatPrice(amount: number | string | null | undefined, lang: Lang): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  // Decide on cents after rounding, so 119.999 shows as '€120', not '€120.00'.
  const whole = Math.round(value * 100) % 100 === 0;
  return priceFormatter(lang, whole ? 0 : 2).format(value);
}
