import { LOCALES, isLang } from '@academy/shared';

/** What a typed amount of euro reads as: a number (null when nothing was typed), or why not. */
export type MoneyReading = { value: number | null } | { error: 'invalid' | 'ambiguous' };

/** Spaces that group thousands: the ordinary one, the no-break space and the narrow one (Russian). */
const SPACES = /[ \u00A0\u202F]/g;
/** Thousands grouped in threes by one separator: '1.234.567', '12,345'. */
const grouped = (text: string, separator: string) =>
  new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(text);

/**
 * Reads an amount of euro typed by a staff member in their language: a decimal comma or point
 * ('810,50', '810.50'), thousands grouped by points, commas or spaces ('1.234,50' in Spanish or
 * Russian, '1,234.50' in English, '1 234,50'), a euro sign around it. A single separator followed
 * by three digits is the locale's thousands separator when it is that ('1.234' in Spanish,
 * '1,234' in English) and refused as ambiguous otherwise; more than two decimals, a minus sign,
 * letters or badly grouped thousands are invalid.
 */
export function parseMoney(text: string, lang: string): MoneyReading {
  const raw = text.replace(/€|EUR/gi, '').trim();
  if (raw === '') return { value: null };
  if (!/^\d[\d., \u00A0\u202F]*$/.test(raw)) return { error: 'invalid' };
  const spaced = raw.replace(SPACES, ' ');
  if (spaced.includes(' ')) {
    const [whole = ''] = spaced.split(/[.,](?=\d{1,2}$)/);
    if (!grouped(whole, ' ')) return { error: 'invalid' };
  }
  const compact = raw.replace(SPACES, '');
  const points = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  const localeGroup = groupSeparator(lang);
  let whole = compact;
  let decimals = '';
  if (points > 0 && commas > 0) {
    const decimalMark = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
    const at = compact.lastIndexOf(decimalMark);
    whole = compact.slice(0, at);
    decimals = compact.slice(at + 1);
    if (!grouped(whole, decimalMark === '.' ? ',' : '.')) return { error: 'invalid' };
    whole = whole.replace(/[.,]/g, '');
  } else if (points + commas > 1) {
    const mark = points > 0 ? '.' : ',';
    if (!grouped(compact, mark)) return { error: 'invalid' };
    whole = compact.replace(/[.,]/g, '');
  } else if (points + commas === 1) {
    const mark = points > 0 ? '.' : ',';
    const [left = '', right = ''] = compact.split(mark);
    if (right.length === 3) {
      if (mark !== localeGroup) return { error: 'ambiguous' };
      whole = left + right;
    } else {
      whole = left;
      decimals = right;
    }
  }
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(decimals) || (decimals === '' && /[.,]$/.test(compact)))
    return { error: 'invalid' };
  return { value: Number(`${whole}.${decimals || '0'}`) };
}

/** The thousands separator of the admin's language as its number format writes it. */
function groupSeparator(lang: string): string {
  const part = new Intl.NumberFormat(locale(lang))
    .formatToParts(12345.6)
    .find((p) => p.type === 'group')?.value;
  return part === undefined ? '' : part.replace(SPACES, ' ');
}

const locale = (lang: string) => LOCALES[isLang(lang) ? lang : 'en'];

/** An amount as the admin's language writes it, always with two decimals: 1234.5 -> '1234,50'. */
export function formatMoney(value: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * An amount with its euro sign and always its cents, as a confirmation states it: '50,00 €' in
 * Spanish, '€50.00' in English.
 */
export function formatEuro(value: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
