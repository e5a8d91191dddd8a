/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * A booking's calendar file from the account (the site server against the real stack): the same
 * .ics the e-mails attach, in the page's language, only for the signed-in family's own bookings
 * that hold a place; another family's booking is a 404, and nobody signed in is sent to sign in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSite, expectPrivate } from './account-site-support.ts';
import { accountTools } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';

const BLOCK = 149;
const fx = useFixture('account-calendar', {
  password: 'Account-Calendar-Password-1',
  settings: { online_registration: true },
});
const { db } = fx;
const { register } = accountTools(fx, BLOCK);
const { Browser, signIn } = accountSite(fx);
let offer: number;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 20 });
  await db.query(`update public.offers set title_es = 'Semana de calendario' where id = $1`, [offer]);
});

async function registrationOf(family: number): Promise<number> {
  const row = (
    await db.query<{ id: string }>('select id from public.registrations where family_id = $1', [family])
  ).rows[0]!;
  return Number(row.id);
}

describe("a booking's calendar file", () => {
  it("downloads the family's own booking as .ics, never another family's", async () => {
    const mine = await registrationOf(
      (await register('cal', [{ offer_ids: [offer], name: 'Iker' }])).family_id,
    );
    const theirs = await registrationOf(
      (await register('cal-other', [{ offer_ids: [offer], name: 'Zoe' }])).family_id,
    );
    const browser = await signIn('cal', '/es/account');

    const res = await browser.request(`/es/account/calendar/${mine}.ics`);
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="booking-${mine}.ics"`);
    const ics = await res.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:registration-${mine}@academy`);
    expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:Semana de calendario: Iker');

    const other = await browser.request(`/es/account/calendar/${theirs}.ics`);
    expect(other.status).toBe(404);
    expectPrivate(other);
    expect(await other.json()).toHaveProperty('error');
    expect((await browser.request('/es/account/calendar/x.ics')).status).toBe(404);

    const anonymous = await new Browser().request(`/es/account/calendar/${mine}.ics`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/es/account');

    // A cancelled booking holds no place: no calendar any more.
    const cancelled = await browser.post('/es/account', {
      action: 'cancel',
      registration_id: String(mine),
      confirm_cancel: '1',
    });
    expect(cancelled.status).toBe(303);
    expect((await browser.request(`/es/account/calendar/${mine}.ics`)).status).toBe(404);
  });
});
