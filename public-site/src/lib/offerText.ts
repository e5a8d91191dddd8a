import type { Translate } from '../i18n/messages.ts';
import { formatDate, formatDayMonth, formatPrice } from '@academy/shared/format.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { offerTitle, type OpenOffer } from '@academy/shared/registrationForm.ts';

/** An offer's title in the language. */
export function titleOf(offer: OpenOffer, lang: Lang): string {
  return offerTitle(offer, lang);
}

/** Its days: '1 July – 7 July', or the one day of a trial session. */
export function datesOf(offer: OpenOffer, lang: Lang, t: Translate): string {
  const start = formatDayMonth(offer.starts_on, lang);
  if (!offer.ends_on || offer.ends_on === offer.starts_on) return start;
  return t('regDates', { start, end: formatDayMonth(offer.ends_on, lang) });
}

/** Its price, with the deposit when it has one. */
export function priceOf(offer: OpenOffer, lang: Lang, t: Translate): string {
  const price = formatPrice(offer.price, lang);
  return offer.deposit ? t('regPriceDeposit', { price, deposit: formatPrice(offer.deposit, lang) }) : price;
}

/** 'N places left', 'Full: join the waiting list', or when registration opens. */
export function placesOf(offer: OpenOffer, lang: Lang, t: Translate): string {
  if (!offer.is_open) return t('regOpensOn', { date: formatDate(offer.registration_opens_at, lang) });
  return offer.places_left > 0 ? t('regPlacesLeft', { count: offer.places_left }) : t('regFull');
}

/** What the registration form says of an offer, in one language. */
export interface OfferTexts {
  title: string;
  dates: string;
  price: string;
  places: string;
}

/** The form's texts of an offer (formatting its dates and prices). */
export function offerTexts(offer: OpenOffer, lang: Lang, t: Translate): OfferTexts {
  return {
    title: titleOf(offer, lang),
    dates: datesOf(offer, lang, t),
    price: priceOf(offer, lang, t),
    places: placesOf(offer, lang, t),
  };
}

/** The form's address for an offer ('/es/registration?offer=12'), or with the campus chooser's choice. */
export function registrationHref(
  href: (path: string) => string,
  query: { offer?: number; role?: string; type?: string } = {},
): string {
  const params = new URLSearchParams();
  if (query.offer !== undefined) params.set('offer', String(query.offer));
  if (query.role) params.set('role', query.role);
  if (query.type) params.set('type', query.type);
  const search = params.toString();
  return `${href('/registration')}${search ? `?${search}` : ''}`;
}
