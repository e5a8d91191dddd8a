/**
 * What a family owes is computed by the database: the offer's early-bird price for a registration
 * made on or before its day, the sibling discount for the second and every further child of one
 * form; the answer, the parents' link and the back office's overview all say the same amounts.
 */
import { describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import { agedToken, anonFrom, createOffer, newAddress, registrationForm } from './registration-support.ts';

const { tag, db, offers, families } = useFixture('reg-amounts', {
  settings: { online_registration: true, sibling_discount_percent: 10 },
});

/** An offer at 300 € (deposit 100) whose early-bird price of 250 € ends `untilDays` from today. */
async function earlyBirdOffer(name: string, untilDays: number): Promise<number> {
  const id = await createOffer(db, { title_en: `${tag} ${name}`, capacity: 10, price: 300, deposit: 100 });
  offers.push(id);
  await db.query(
    `update public.offers set early_bird_price = 250,
       early_bird_until = (now() at time zone 'Europe/Madrid')::date + $2::int where id = $1`,
    [id, untilDays],
  );
  return id;
}

async function register(children: { name: string; offer_ids: number[] }[]): Promise<RegistrationAnswer> {
  const form = registrationForm(await agedToken(db, 10), children);
  const { data, error } = await anonFrom(newAddress(28)).rpc('submit_registration', {
    p_form: form as never,
  });
  expect(error).toBeNull();
  const answer = data as unknown as RegistrationAnswer;
  families.push(answer.family_id);
  return answer;
}

describe('the campus page', () => {
  it('takes a week’s price from the offers, and the sibling discount from the settings', async () => {
    const week = await createOffer(db, {
      title_en: `${tag} campus week`,
      kind: 'campus_week',
      capacity: 10,
      price: 810,
      starts_in_days: 0,
    });
    offers.push(week);
    const { data, error } = await anonFrom(newAddress(28)).rpc('page_data', { p_key: 'campus' });
    expect(error).toBeNull();
    const answer = data as unknown as {
      page: Record<string, unknown> | null;
      campus: { weeks: { role: string; type: string; price: number }[]; sibling_discount_percent: number };
    };
    expect(answer.campus.weeks).toContainEqual(
      expect.objectContaining({ role: 'PLAYER', type: 'INTERNAL', price: 810 }),
    );
    expect(Number(answer.campus.sibling_discount_percent)).toBe(10);
    // The cards hold no price of their own.
    for (const lang of ['en', 'es', 'ru'])
      for (const card of (answer.page?.[`cards_${lang}`] as Record<string, unknown>[] | undefined) ?? [])
        expect(card).not.toHaveProperty('price_per_week');
  });
});

describe('the amounts due', () => {
  it('take the early bird before its deadline, and 10 % off the second child, everywhere', async () => {
    const early = await earlyBirdOffer('early bird still on', 0);
    const late = await earlyBirdOffer('early bird over', -1);
    const answer = await register([
      { name: 'Marta', offer_ids: [early, late] },
      { name: 'Jorge', offer_ids: [early, late] },
    ]);
    const amounts = answer.items.map((i) => ({
      child: i.child_name,
      offer: i.offer_id,
      list_price: Number(i.list_price),
      early_bird: i.early_bird,
      sibling: Number(i.sibling_discount_percent),
      price: Number(i.price),
      due_now: Number(i.due_now),
    }));
    expect(amounts).toEqual([
      {
        child: 'Marta',
        offer: early,
        list_price: 300,
        early_bird: true,
        sibling: 0,
        price: 250,
        due_now: 100,
      },
      {
        child: 'Marta',
        offer: late,
        list_price: 300,
        early_bird: false,
        sibling: 0,
        price: 300,
        due_now: 100,
      },
      {
        child: 'Jorge',
        offer: early,
        list_price: 300,
        early_bird: true,
        sibling: 10,
        price: 225,
        due_now: 100,
      },
      {
        child: 'Jorge',
        offer: late,
        list_price: 300,
        early_bird: false,
        sibling: 10,
        price: 270,
        due_now: 100,
      },
    ]);
    expect(Number(answer.payment.total)).toBe(250 + 300 + 225 + 270);
    expect(Number(answer.payment.due_now)).toBe(400);

    // The back office measures what was paid against the same price.
    const jorgeEarly = answer.items[2]!.registration_id;
    await db.query(
      "insert into public.payments (registration_id, kind, amount, method) values ($1, 'deposit', 225, 'cash')",
      [jorgeEarly],
    );
    const { rows } = await db.query(
      `select price::float, list_price::float, sibling_discount_percent::float as sibling, payment_state
         from public.registration_overview where id = $1`,
      [jorgeEarly],
    );
    expect(rows[0]).toEqual({ price: 225, list_price: 300, sibling: 10, payment_state: 'paid' });

    // The parents' link says the same.
    const token = (await db.query('select private.parent_link_token($1) as t', [jorgeEarly])).rows[0]
      .t as string;
    const { data, error } = await anonFrom(newAddress(28)).rpc('parent_link', { p_token: token });
    expect(error).toBeNull();
    expect((data as { amounts: { price: number; early_bird: boolean } }).amounts).toMatchObject({
      price: 225,
      early_bird: true,
    });
  });

  it('keeps the early bird for a registration made on its last day, not after', async () => {
    const offer = await earlyBirdOffer('early bird boundary', 0);
    const answer = await register([{ name: 'Leo', offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const priceIfMadeAt = async (madridTime: string) => {
      await db.query('begin');
      await db.query('alter table public.registrations disable trigger registrations_set_timestamps');
      await db.query(
        `update public.registrations set created_at =
           ((now() at time zone 'Europe/Madrid')::date + $2::time) at time zone 'Europe/Madrid' where id = $1`,
        [id, madridTime],
      );
      await db.query('alter table public.registrations enable trigger registrations_set_timestamps');
      await db.query('commit');
      return Number(
        (await db.query('select price from public.registration_amounts($1)', [id])).rows[0].price,
      );
    };
    expect(await priceIfMadeAt('23:59')).toBe(250);
    await db.query('update public.offers set early_bird_until = early_bird_until - 1 where id = $1', [offer]);
    expect(await priceIfMadeAt('00:01')).toBe(300);
  });

  it('refuses an early-bird price without its day, or not below the price', async () => {
    const offer = await earlyBirdOffer('early bird checks', 3);
    await expect(
      db.query('update public.offers set early_bird_until = null where id = $1', [offer]),
    ).rejects.toThrow(/offers_early_bird_check/);
    await expect(
      db.query('update public.offers set early_bird_price = 300 where id = $1', [offer]),
    ).rejects.toThrow(/offers_early_bird_check/);
    await expect(
      db.query('update public.registration_settings set sibling_discount_percent = 120 where id = 1'),
    ).rejects.toThrow(/sibling_discount_check/);
  });
});
