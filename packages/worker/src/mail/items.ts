// What every e-mail about registrations shows of a place: the child and the offer, its days, its
// price and its status, with the link to its parents' page.
import { interpolate } from '@academy/shared/i18n/index.ts';
import { mailEn } from '@academy/shared/i18n/mail/en.ts';
import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { mailRu } from '@academy/shared/i18n/mail/ru.ts';
import { registrationEn } from '@academy/shared/i18n/registration/en.ts';
import { registrationEs } from '@academy/shared/i18n/registration/es.ts';
import { registrationRu } from '@academy/shared/i18n/registration/ru.ts';
import type { Lang } from '@academy/shared/languages.ts';
import { localized } from '@academy/shared/localized.ts';
import { parentLinkUrl } from '@academy/shared/registration.ts';
import { priceLine } from '@academy/shared/registrationAmounts.ts';
import type { Block } from './blocks.ts';
import type { ItemInMail } from './payload.ts';
import { formatDay, shortTime } from './time.ts';

export const MAIL = { en: mailEn, es: mailEs, ru: mailRu };
const LABELS = { en: registrationEn, es: registrationEs, ru: registrationRu };

export type Catalog = (typeof MAIL)[Lang];

/** Where the e-mail's links lead: the site's address. */
export interface RenderOptions {
  siteUrl: string;
}

export function offerTitle(item: ItemInMail, lang: Lang): string {
  return localized(item.offer, 'title', lang);
}

/** The offer's days (and time): '30 June 2027 to 4 July 2027', '2 May 2027, 10:00–11:30'. */
function offerWhen(item: ItemInMail, lang: Lang, t: Catalog): string {
  const { offer } = item;
  if (offer.starts_at && offer.starts_on === offer.ends_on)
    return interpolate(t.dateTime, {
      date: formatDay(offer.starts_on, lang),
      start: shortTime(offer.starts_at),
      end: offer.ends_at ? shortTime(offer.ends_at) : '',
    });
  return interpolate(t.dates, {
    start: formatDay(offer.starts_on, lang),
    end: formatDay(offer.ends_on, lang),
  });
}

function statusLine(item: ItemInMail, lang: Lang): string {
  const labels = LABELS[lang];
  if (item.status === 'waiting' && item.waiting_position !== null)
    return interpolate(labels.waitingPosition, { position: item.waiting_position });
  return labels.status[item.status];
}

/** The place's card; `extra` lines follow the price (what is paid and what remains). */
export function itemBlock(
  item: ItemInMail,
  lang: Lang,
  t: Catalog,
  opts: RenderOptions,
  extra: string[] = [],
): Block {
  return {
    type: 'item',
    title: `${item.child_name}: ${offerTitle(item, lang)}`,
    lines: [
      offerWhen(item, lang, t),
      // The price a place costs this family, discounts named; none for the waiting list.
      ...(item.status === 'waiting' || item.status === 'cancelled' ? [] : [priceLine(item.amounts, lang)]),
      ...extra,
    ],
    status: statusLine(item, lang),
    link: { href: parentLinkUrl(opts.siteUrl, lang, item.manage_token), label: t.manageLink },
  };
}

/** The place is the family's: taken and waiting for its deposit, or confirmed. */
export const holdsPlace = (item: ItemInMail) => item.status === 'new' || item.status === 'confirmed';
