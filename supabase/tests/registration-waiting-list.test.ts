/**
 * The waiting list and the parents' links, through the API: a place freed by staff or by a
 * parent is offered to the first waiting registration and held for the setting's hours; an offer
 * not taken expires (time given to the expiry function, as its job gives it now()) and passes to
 * the next; capacity rules hold for staff too; a parent's link cancels, accepts and withdraws
 * photo consent, and nothing else.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import type { Client } from './helpers.ts';
import { agedToken, anonFrom, createOffer, newAddress, registrationForm } from './registration-support.ts';

const fx = useFixture('reg-wait', { settings: { online_registration: true, waiting_list_hold_hours: 24 } });
const { tag, db, offers } = fx;
const BLOCK = 23;
let coordinator: Client;

beforeAll(async () => {
  coordinator = (await fx.staff('coord', 'Coordinator')).client;
});

/** Registers one child (named `name`) for the offer; returns its registration id. */
async function register(offer: number, name: string, photos = false): Promise<number> {
  const form = registrationForm(await agedToken(db, 10), [
    { name, offer_ids: [offer], consents: { photos_website: photos, photos_social: photos } },
  ]);
  const { data, error } = await anonFrom(newAddress(BLOCK)).rpc('submit_registration', {
    p_form: form as never,
  });
  expect(error).toBeNull();
  return (data as unknown as RegistrationAnswer).items[0]!.registration_id;
}

async function state(id: number) {
  const { rows } = await db.query(
    `select status, cancel_reason, hold_expires_at, (select private.waiting_position(id)) as position
       from public.registrations where id = $1`,
    [id],
  );
  return rows[0] as {
    status: string;
    cancel_reason: string | null;
    hold_expires_at: Date | null;
    position: number | null;
  };
}

async function mailKinds(id: number): Promise<string[]> {
  const { rows } = await db.query(
    'select kind from public.email_outbox where $1 = any (registration_ids) order by id',
    [id],
  );
  return rows.map((r) => r.kind as string);
}

async function token(id: number): Promise<string> {
  return (await db.query('select private.parent_link_token($1) as t', [id])).rows[0].t;
}

const parent = () => anonFrom(newAddress(BLOCK));

describe('a freed place', () => {
  let offer: number;
  let first: number;
  let second: number;
  let third: number;
  let fourth: number;

  beforeAll(async () => {
    offer = await createOffer(db, { title_en: `${tag} one place`, capacity: 1 });
    offers.push(offer);
    first = await register(offer, 'First');
    second = await register(offer, 'Second');
    third = await register(offer, 'Third');
    fourth = await register(offer, 'Fourth');
  });

  it('cancelled by staff is offered to the first waiting registration and held for the setting’s hours', async () => {
    expect((await state(second)).position).toBe(1);
    const { error } = await coordinator
      .from('registrations')
      .update({ status: 'cancelled', cancel_note: 'The family asked by phone' })
      .eq('id', first);
    expect(error).toBeNull();
    expect(await state(first)).toMatchObject({ status: 'cancelled', cancel_reason: 'staff' });
    const held = await state(second);
    expect(held.status).toBe('offered');
    const hours = (held.hold_expires_at!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await state(third)).toMatchObject({ status: 'waiting', position: 1 });
    expect(await mailKinds(first)).toEqual([
      'registration_received',
      'registration_notice',
      'registration_cancelled',
    ]);
    expect(await mailKinds(second)).toEqual([
      'registration_received',
      'registration_notice',
      'place_offered',
    ]);
  });

  it('is taken with the parent’s link, and an offer not taken expires and passes to the next', async () => {
    const link = await parent().rpc('parent_link', { p_token: await token(second) });
    expect(link.data).toMatchObject({ child_name: 'Second', status: 'offered', can_accept_place: true });
    const accepted = await parent().rpc('parent_link_action', {
      p_token: await token(second),
      p_action: 'accept_place',
    });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ status: 'new', can_accept_place: false });
    expect((await mailKinds(second)).at(-1)).toBe('place_accepted');

    // The parent gives the place up again: the next waiting registration is offered it.
    const cancelled = await parent().rpc('parent_link_action', {
      p_token: await token(second),
      p_action: 'cancel',
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(await state(second)).toMatchObject({ status: 'cancelled', cancel_reason: 'parent' });
    expect((await state(third)).status).toBe('offered');

    // Not a moment before its end, then the hold ends and the place passes on.
    await db.query("select private.expire_holds(now() + interval '23 hours')");
    expect((await state(third)).status).toBe('offered');
    const expired = await db.query("select private.expire_holds(now() + interval '25 hours') as n");
    expect(expired.rows[0].n).toBeGreaterThanOrEqual(1);
    expect(await state(third)).toMatchObject({ status: 'cancelled', cancel_reason: 'hold_expired' });
    expect((await mailKinds(third)).at(-1)).toBe('hold_expired');
    expect((await state(fourth)).status).toBe('offered');
    const late = await parent().rpc('parent_link_action', {
      p_token: await token(third),
      p_action: 'accept_place',
    });
    expect(late.error).toMatchObject({ code: 'PT410', hint: 'place_offer_expired' });
  });
});

describe('the answer', () => {
  it('tells a family joining the waiting list that it was offered a place when its own registration was', async () => {
    // Two places come free while a registration waits, and nothing has offered them yet (as when
    // a place is freed by a transaction that ends while the queue is joined).
    const offer = await createOffer(db, { title_en: `${tag} freed meanwhile`, capacity: 2 });
    offers.push(offer);
    const holders = [await register(offer, 'Holder one'), await register(offer, 'Holder two')];
    const waiting = await register(offer, 'Waiting');
    await db.query(
      'update public.places set registration_id = null, taken_at = null where registration_id = any ($1)',
      [holders],
    );

    // The next family joins the queue behind it; joining fills the free places in queue order.
    const form = registrationForm(await agedToken(db, 10), [{ name: 'Latecomer', offer_ids: [offer] }]);
    const { data, error } = await anonFrom(newAddress(BLOCK)).rpc('submit_registration', {
      p_form: form as never,
    });
    expect(error).toBeNull();
    const item = (data as unknown as RegistrationAnswer).items[0]!;
    expect((await state(waiting)).status).toBe('offered');
    expect((await state(item.registration_id)).status).toBe('offered');
    expect(item).toMatchObject({ status: 'offered', waiting_position: null, due_now: 0 });
  });
});

describe('capacity, whoever writes', () => {
  it('refuses a place beyond capacity and a capacity below the places taken; more places fill from the queue', async () => {
    const offer = await createOffer(db, { title_en: `${tag} capacity`, capacity: 1 });
    offers.push(offer);
    const placed = await register(offer, 'Placed');
    const waiting = await register(offer, 'Waiting');
    const jump = await coordinator.from('registrations').update({ status: 'confirmed' }).eq('id', waiting);
    expect(jump.error).toMatchObject({ code: 'P0001', hint: 'offer_full' });
    const lower = await coordinator.from('offers').update({ capacity: 0 }).eq('id', offer);
    expect(lower.error).toMatchObject({ code: 'P0001', hint: 'capacity_below_taken' });
    const more = await coordinator.from('offers').update({ capacity: 2 }).eq('id', offer);
    expect(more.error).toBeNull();
    expect((await state(waiting)).status).toBe('offered');
    expect((await state(placed)).status).toBe('new');
    const title = await coordinator.from('offers').update({ title_en: 'Renamed' }).eq('id', offer);
    expect(title.error).toMatchObject({ code: '42501', hint: 'offer_places_only' });
  });
});

describe('a parent’s link', () => {
  it('withdraws photo consent as new consent records, shown on the child for staff', async () => {
    const offer = await createOffer(db, { title_en: `${tag} photos`, capacity: 3 });
    offers.push(offer);
    const id = await register(offer, 'Photogenic', true);
    const before = await parent().rpc('parent_link', { p_token: await token(id) });
    expect(before.data).toMatchObject({
      photos_website: true,
      photos_social: true,
      can_withdraw_photos: true,
    });
    const { data, error } = await parent().rpc('parent_link_action', {
      p_token: await token(id),
      p_action: 'withdraw_photos',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ photos_website: false, photos_social: false, can_withdraw_photos: false });
    const { data: seen } = await coordinator
      .from('registration_overview')
      .select('photos_website, photos_social, photo_consent_withdrawn_at')
      .eq('id', id)
      .single();
    expect(seen).toMatchObject({ photos_website: false, photos_social: false });
    expect(seen?.photo_consent_withdrawn_at).not.toBeNull();
    const { rows } = await db.query(
      `select kind, given, source from public.consents k join public.registrations r on r.child_id = k.child_id
        where r.id = $1 and kind in ('photos_website', 'photos_social') order by k.id`,
      [id],
    );
    expect(rows).toEqual([
      { kind: 'photos_website', given: true, source: 'registration_form' },
      { kind: 'photos_social', given: true, source: 'registration_form' },
      { kind: 'photos_website', given: false, source: 'parent_link' },
      { kind: 'photos_social', given: false, source: 'parent_link' },
    ]);
  });

  it('is refused when changed, expired, or asked for what no longer applies', async () => {
    const offer = await createOffer(db, { title_en: `${tag} links`, capacity: 3 });
    offers.push(offer);
    const id = await register(offer, 'Linked');
    const good = await token(id);
    const other = good.replace(/^p1\.\d+\./, `p1.${id + 1}.`);
    expect((await parent().rpc('parent_link', { p_token: other })).error).toMatchObject({
      hint: 'link_invalid',
    });
    expect((await parent().rpc('parent_link', { p_token: 'nonsense' })).error).toMatchObject({
      hint: 'link_invalid',
    });
    const past = Math.floor(Date.now() / 1000) - 60;
    const { rows } = await db.query("select $1 || '.' || private.sign('parent_link', $1) as t", [
      `p1.${id}.${past}`,
    ]);
    const expired = await parent().rpc('parent_link', { p_token: rows[0].t });
    expect(expired.error).toMatchObject({ code: 'PT410', hint: 'link_expired' });
    expect(expired.status).toBe(410);
    await db.query("update public.registrations set status = 'attended' where id = $1", [id]);
    const cancel = await parent().rpc('parent_link_action', { p_token: good, p_action: 'cancel' });
    expect(cancel.error).toMatchObject({ code: 'PT409', hint: 'action_not_available' });
    const accept = await parent().rpc('parent_link_action', { p_token: good, p_action: 'accept_place' });
    expect(accept.error).toMatchObject({ hint: 'action_not_available' });
  });
});
