// What a family owes for one place, as the database computes it (public.registration_amounts),
// and the line that says so with the discounts named.
import { formatPrice } from './format.ts';
import { interpolate } from './i18n/index.ts';
import { registrationEn } from './i18n/registration/en.ts';
import { registrationEs } from './i18n/registration/es.ts';
import { registrationRu } from './i18n/registration/ru.ts';
import { LOCALES, type Lang } from './languages.ts';

/** One registration's amounts in euro (numbers, as the database's JSON has them). */
export interface RegistrationAmounts {
  /** The offer's price. */
  list_price: number;
  /** The offer's early-bird price applies (registered on or before its day). */
  early_bird: boolean;
  /** Percent off for the second and every further child of one form; 0 for none. */
  sibling_discount_percent: number;
  /** What the place costs, discounts applied. */
  price: number;
  /** What keeps the place (never more than the price); null: the whole price at once. */
  deposit: number | null;
  /** The deposit, or the price when there is none. */
  due_now: number;
}

const CATALOGS = { en: registrationEn, es: registrationEs, ru: registrationRu };

/**
 * 'Price: 295 €', or with discounts 'Price: 243 € instead of 295 € (early-bird price, 10% sibling
 * discount)', in the language.
 */
export function priceLine(amounts: RegistrationAmounts, lang: Lang): string {
  const t = CATALOGS[lang].amounts;
  const discounts: string[] = [];
  if (amounts.early_bird) discounts.push(t.earlyBird);
  if (Number(amounts.sibling_discount_percent) > 0)
    discounts.push(
      interpolate(t.sibling, {
        percent: new Intl.NumberFormat(LOCALES[lang]).format(Number(amounts.sibling_discount_percent)),
      }),
    );
  const amount = formatPrice(amounts.price, lang);
  if (discounts.length === 0) return interpolate(t.price, { amount });
  return interpolate(t.discounted, {
    amount,
    list: formatPrice(amounts.list_price, lang),
    discounts: discounts.join(', '),
  });
}
