import type { Context } from 'hono';
import { offerCalendar, type CalendarItem } from '@academy/worker/calendar';
import { bookingHasCalendar, type FamilyOverview } from '@academy/shared/account.ts';
import { interpolate } from '@academy/shared/i18n/index.ts';
import { mailEn } from '@academy/shared/i18n/mail/en.ts';
import { mailEs } from '@academy/shared/i18n/mail/es.ts';
import { mailRu } from '@academy/shared/i18n/mail/ru.ts';
import { clearSession, currentSession, parentClient, tokenRole } from '../account/session.ts';
import { PRIVATE } from './accountInput.ts';
import type { AccountReply } from './accountReply.ts';

const KIT_HEADING = { en: mailEn.kitHeading, es: mailEs.kitHeading, ru: mailRu.kitHeading };

/**
 * A booking's calendar file (`/account/calendar/<registration id>.ics`), the same .ics the
 * e-mails attach for a place taken, in the page's language. Only for the signed-in family's own
 * bookings: the booking is looked up in family_overview(), which the database answers for the
 * caller's family alone, so another family's booking (or one that holds no place) is a 404.
 */
export function accountCalendar(reply: AccountReply) {
  const { pathOf, redirect, liveAddress } = reply;
  const notFound = (c: Context) =>
    c.json({ error: 'This booking has no calendar in your family’s account.' }, 404, PRIVATE);

  return async (c: Context) => {
    const { lang, path } = pathOf(c);
    const registrationId = /^(\d{1,15})\.ics$/.exec(c.req.param('file') ?? '')?.[1];
    if (!registrationId) return notFound(c);
    const session = await currentSession(c, reply);
    if (!session || tokenRole(session.access_token) !== 'parent') return redirect(c, path);
    const db = parentClient(c, reply, session.access_token);
    const { data, error } = await db.rpc('family_overview');
    if (error) {
      // A session that is over is dropped, and the account page then asks to sign in.
      if ((await liveAddress(c, session)) === null) {
        clearSession(c);
        return redirect(c, path);
      }
      if ((error as { hint?: string }).hint === 'not_a_parent') return notFound(c);
      throw new Error(`family_overview: ${error.message}`);
    }
    const overview = data as FamilyOverview;
    const found = overview.children
      .flatMap((child) => child.bookings.map((booking) => ({ child, booking })))
      .find(({ booking }) => String(booking.registration_id) === registrationId);
    if (!found || !bookingHasCalendar(found.booking)) return notFound(c);
    const settings = await db
      .from('site_settings')
      .select('address_en, address_es, address_ru, address_url')
      .eq('id', 1)
      .maybeSingle();
    if (settings.error) throw new Error(`site_settings: ${settings.error.message}`);
    const { child, booking } = found;
    const calendar = offerCalendar(
      [
        {
          registration_id: booking.registration_id,
          child_name: child.name,
          // private.offer_json: the same offer the e-mails' payloads carry.
          offer: booking.offer as unknown as CalendarItem['offer'],
        },
      ],
      settings.data ?? { address_en: null, address_es: null, address_ru: null, address_url: null },
      lang,
      (offer) => interpolate(KIT_HEADING[lang], { offer }),
    );
    return c.body(calendar ?? '', 200, {
      ...PRIVATE,
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="booking-${booking.registration_id}.ics"`,
    });
  };
}
