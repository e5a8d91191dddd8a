// The calendar file (.ics) of the offers an e-mail confirms, made with the `ics` library: a
// campus week or camp is an all-day event over its days; a trial session is timed (UTC).
import { createEvents, type DateArray, type DateTime, type EventAttributes } from 'ics';
import { localized } from '@academy/shared/localized.ts';
import type { Lang } from '@academy/shared/languages.ts';
import type { AcademyInMail, ItemInMail } from './payload.ts';
import { madridInstant } from './time.ts';

function dayArray(day: string, plusDays = 0): DateArray {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

interface When {
  start: DateTime;
  end: DateTime;
  startInputType?: 'utc';
  startOutputType?: 'utc';
  endInputType?: 'utc';
  endOutputType?: 'utc';
}

/** What an event is made of: the booking, its child's name and its offer. */
export type CalendarItem = Pick<ItemInMail, 'registration_id' | 'child_name' | 'offer'>;

function when(item: CalendarItem): When {
  const { offer } = item;
  if (offer.starts_at) {
    const start = madridInstant(offer.starts_on, offer.starts_at).getTime();
    const end = offer.ends_at
      ? madridInstant(offer.ends_on, offer.ends_at).getTime()
      : start + 2 * 3600 * 1000;
    return {
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end,
      endInputType: 'utc',
      endOutputType: 'utc',
    };
  }
  // All-day: the end date is exclusive.
  return { start: dayArray(offer.starts_on), end: dayArray(offer.ends_on, 1) };
}

/**
 * One VCALENDAR with an event per item (the e-mails' attachment, and the account's download of a
 * booking): the child's name and the offer as its title, the kit
 * list as its description, the academy's address and map link. Undefined when there is none.
 */
export function offerCalendar(
  items: CalendarItem[],
  academy: Pick<AcademyInMail, 'address_en' | 'address_es' | 'address_ru' | 'address_url'>,
  lang: Lang,
  kitHeading: (offer: string) => string,
): string | undefined {
  if (items.length === 0) return undefined;
  const events: EventAttributes[] = items.map((item) => {
    const title = localized(item.offer, 'title', lang);
    const kit = localized(item.offer, 'kit_list', lang);
    return {
      ...when(item),
      uid: `registration-${item.registration_id}@academy`,
      title: `${title}: ${item.child_name}`,
      description: kit ? `${kitHeading(title)}:\n${kit}` : undefined,
      location: localized(academy, 'address', lang) || undefined,
      url: academy.address_url ?? undefined,
      status: 'CONFIRMED',
      productId: 'academy/registrations',
    };
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return value;
}
