/**
 * Online payments, the family's side up to the provider: a place taken online is held until
 * pay_by; open_checkout computes in SQL what the family owes now for all its places (deposits,
 * balances, the sibling discount, several offers in one total), reuses an open checkout of the
 * same items, names the older sessions to expire, and refuses with its codes; a payment recorded
 * by staff that reaches the deposit confirms the place.
 */
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ITEM_LABELS,
  PAYMENT_SETTING_LIMITS,
  REFUND_REASON_MAX,
} from '@academy/shared/registrationRules.ts';
import { useFixture } from './fixtures.ts';
import { stack, type Client } from './helpers.ts';
import {
  deliver,
  linkToken,
  mailKinds,
  openCheckout,
  paySession,
  registerFamily,
  registration,
  sessionEvent,
  siteServer,
} from './payments-support.ts';
import { changeRegistrationSettings } from './registration-support.ts';

const BLOCK = 61;
const fx = useFixture('pay-checkout', {
  settings: {
    online_registration: true,
    online_payments: true,
    deposit_hold_hours: 2,
    transfer_allowed: false,
    sibling_discount_percent: 10,
  },
});
const { db } = fx;
let coordinator: Client;

beforeAll(async () => {
  coordinator = (await fx.staff('coord', 'Coordinator')).client;
});

describe('pay_by', () => {
  it('holds a place taken online for deposit_hold_hours, and nothing for the waiting list', async () => {
    const offer = await fx.offer({ capacity: 1, price: 300, deposit: 100 });
    const first = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const second = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const held = await registration(db, first.items[0]!.registration_id);
    expect(held.status).toBe('new');
    const hours = (held.pay_by!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);
    expect((await registration(db, second.items[0]!.registration_id)).pay_by).toBeNull();
  });

  it('is transfer_days days while transfers are allowed, and none while online payments are off', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const restore = await changeRegistrationSettings(db, { transfer_allowed: true, transfer_days: 3 });
    try {
      const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
      const days =
        ((await registration(db, answer.items[0]!.registration_id)).pay_by!.getTime() - Date.now()) /
        86_400_000;
      expect(days).toBeGreaterThan(2.99);
      expect(days).toBeLessThanOrEqual(3);
    } finally {
      await restore();
    }
    const held = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const off = await changeRegistrationSettings(db, { online_payments: false });
    try {
      const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
      expect((await registration(db, answer.items[0]!.registration_id)).pay_by).toBeNull();
      // A hold made while they were on waits while they are off: staff decide.
      await db.query("select private.expire_holds(now() + interval '4 days')");
      expect((await registration(db, held.items[0]!.registration_id)).status).toBe('new');
    } finally {
      await off();
    }
  });

  it('is cleared, and the place confirmed, once staff record payments reaching the deposit', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const pay = async (amount: number) => {
      const { error } = await coordinator
        .from('payments')
        .insert({ registration_id: id, kind: 'deposit', amount, method: 'transfer' });
      expect(error).toBeNull();
    };
    await pay(40);
    expect((await registration(db, id)).status).toBe('new');
    expect((await registration(db, id)).pay_by).not.toBeNull();
    await pay(60);
    expect(await registration(db, id)).toMatchObject({ status: 'confirmed', pay_by: null });
    // Staff's confirmation is e-mailed as before.
    expect(await mailKinds(db, id)).toContain('registration_confirmed');
  });
});

describe('open_checkout', () => {
  it('charges every place of the family at once: deposits, whole prices, the sibling discount', async () => {
    const campus = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const trial = await fx.offer({ capacity: 5, price: 200, deposit: null });
    const answer = await registerFamily(db, BLOCK, [
      { name: 'Lucía', offer_ids: [campus, trial] },
      { name: 'Pablo', offer_ids: [trial] },
    ]);
    const checkout = await openCheckout(db, {
      submission_id: answer.submission_id,
      idempotency_key: answer.idempotency_key,
    });
    const byRegistration = Object.fromEntries(answer.items.map((i) => [`${i.child_name}:${i.offer_id}`, i]));
    expect(checkout.items.map((i) => [i.registration_id, i.kind, i.amount_cents]).sort()).toEqual(
      [
        [byRegistration[`Lucía:${campus}`]!.registration_id, 'deposit', 10000],
        [byRegistration[`Lucía:${trial}`]!.registration_id, 'deposit', 20000],
        // The second child's place: 10 % off its whole price.
        [byRegistration[`Pablo:${trial}`]!.registration_id, 'deposit', 18000],
      ].sort(),
    );
    expect(checkout.amount_cents).toBe(48000);
    expect(checkout).toMatchObject({ currency: 'eur', language: 'es', methods: ['card', 'bizum'] });
    expect(checkout.items.find((i) => i.amount_cents === 18000)!.name).toMatch(/^Señal · Pablo · /);
    // The hold's end, at least 30 minutes away.
    const left = checkout.expires_at - Date.now() / 1000;
    expect(left).toBeGreaterThan(1.9 * 3600);
    expect(left).toBeLessThanOrEqual(2 * 3600);
    // The same from the parents' link of any of its places.
    const viaLink = await openCheckout(db, { token: await linkToken(db, answer.items[2]!.registration_id) });
    expect(viaLink.checkout_id).toBe(checkout.checkout_id);
  });

  it('charges the balance once the deposit is paid, and nothing once all is paid', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const token = await linkToken(db, id);
    const deposit = await paySession(db, { token });
    expect(await deliver(db, sessionEvent('checkout.session.completed', deposit))).toBe('recorded');
    expect(await registration(db, id)).toMatchObject({ status: 'confirmed', pay_by: null });
    const balance = await paySession(db, { token });
    expect(balance.items).toEqual([
      expect.objectContaining({ registration_id: id, kind: 'balance', amount_cents: 20000 }),
    ]);
    // Without a hold, the session lasts as long as the provider allows.
    expect(balance.expires_at - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    expect(await deliver(db, sessionEvent('checkout.session.completed', balance))).toBe('recorded');
    const nothing = await siteServer(db, 'open_checkout', { p_request: { token } });
    expect([nothing.status, nothing.hint]).toEqual([409, 'nothing_to_pay']);
  });

  it('reuses an open checkout of the same items, and names the older sessions to expire', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const token = await linkToken(db, id);
    const first = await openCheckout(db, { token });
    // Not attached yet: the same checkout again, to be made with the same idempotency key.
    const again = await openCheckout(db, { token });
    expect(again).toMatchObject({ checkout_id: first.checkout_id, reuse: null });
    const attached = await paySession(db, { token });
    expect(attached.checkout_id).toBe(first.checkout_id);
    const reused = await openCheckout(db, { token });
    expect(reused.reuse).toEqual({
      session_id: attached.session_id,
      url: `https://checkout.example/${attached.session_id}`,
    });
    // The same session attached again is a no-op; another one is refused.
    expect(
      (
        await siteServer(db, 'attach_checkout', {
          p_checkout_id: first.checkout_id,
          p_session_id: attached.session_id,
          p_url: 'https://elsewhere.example/',
        })
      ).hint,
    ).toBeUndefined();
    expect(
      (
        await siteServer(db, 'attach_checkout', {
          p_checkout_id: first.checkout_id,
          p_session_id: 'cs_other',
          p_url: null,
        })
      ).hint,
    ).toBe('checkout_session_mismatch');
    // Staff record part of the deposit: what is due changes, so a new checkout, and the old
    // session is to be expired.
    await db.query(
      "insert into public.payments (registration_id, kind, amount, method) values ($1, 'deposit', 30, 'cash')",
      [id],
    );
    const changed = await openCheckout(db, { token });
    expect(changed.checkout_id).not.toBe(first.checkout_id);
    expect(changed.amount_cents).toBe(7000);
    expect(changed.expire_session_ids).toEqual([attached.session_id]);
  });

  it('opens one checkout for a double click', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }, { offer_ids: [offer] }]);
    const [first, second] = answer.items.map((i) => i.registration_id);
    const tokens = [await linkToken(db, first!), await linkToken(db, second!)];
    // Both children's links, pressed four times each at once: one checkout, and no deadlock (checking
    // a link locks its registration, so the family's turn is taken first).
    const presses = [...tokens, ...tokens, ...tokens, ...tokens];
    const opened = await Promise.all(presses.map((token) => openCheckout(db, { token })));
    expect(new Set(opened.map((c) => c.checkout_id)).size).toBe(1);
  });

  it('takes the family’s turn before it checks a link, so a second Pay never deadlocks', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const token = await linkToken(db, id);
    // A first Pay of the family, in its checkout's transaction: it has the family's turn.
    const first = new pg.Client({ connectionString: stack().dbUrl });
    await first.connect();
    try {
      await first.query('begin');
      await first.query(
        `select pg_advisory_xact_lock(hashtextextended('family-checkout:' || family_id, 0))
           from public.registrations where id = $1`,
        [id],
      );
      // A second Pay arrives and waits for the turn...
      const second = openCheckout(db, { token });
      await expect
        .poll(async () => {
          const { rows } = await first.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
          );
          return rows[0]!.n;
        })
        .toBe(1);
      // ...holding no lock on the registration the first one writes a checkout line for.
      await first.query('set local lock_timeout = 5000');
      await first.query('select 1 from public.registrations where id = $1 for key share', [id]);
      await first.query('commit');
      expect((await second).checkout_id).toEqual(expect.any(Number));
    } finally {
      await first.end();
    }
  });

  it('refuses with its codes', async () => {
    const offer = await fx.offer({ capacity: 1, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ offer_ids: [offer] }]);
    const id = answer.items[0]!.registration_id;
    const token = await linkToken(db, id);
    const open = (request: Record<string, unknown>, relay?: string | null) =>
      siteServer(db, 'open_checkout', { p_request: request }, relay);

    const noKey = await open({ token }, null);
    expect(noKey.hint).toBe('not_site_server');
    expect((await open({ token }, 'guessed')).hint).toBe('not_site_server');
    expect((await siteServer(db, 'record_payment_event', { p_event: {} }, null)).hint).toBe(
      'not_site_server',
    );
    expect((await siteServer(db, 'checkout_status', { p_session_id: 'cs_x' }, null)).hint).toBe(
      'not_site_server',
    );

    expect((await open({ token: `${token}x` })).hint).toBe('link_invalid');
    const expired = (
      await db.query<{ t: string }>(
        `select b || '.' || private.sign('parent_link', b) as t
           from (select format('p1.%s.%s', $1::bigint, extract(epoch from now())::bigint - 60) as b) x`,
        [id],
      )
    ).rows[0]!.t;
    expect(await open({ token: expired })).toMatchObject({ status: 410, hint: 'link_expired' });
    expect(
      await open({
        submission_id: answer.submission_id,
        idempotency_key: '00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject({ status: 404, hint: 'submission_not_found' });
    expect(await open({ submission_id: answer.submission_id, idempotency_key: 'not a uuid' })).toMatchObject({
      hint: 'submission_not_found',
    });

    const off = await changeRegistrationSettings(db, { online_payments: false });
    try {
      expect(await open({ token })).toMatchObject({ status: 400, hint: 'payments_off' });
    } finally {
      await off();
    }

    // The hold ended: the expiry ran and the place is gone.
    await db.query("select private.expire_holds(now() + interval '3 hours')");
    expect((await registration(db, id)).cancel_reason).toBe('deposit_unpaid');
    expect(await open({ token })).toMatchObject({ status: 410, hint: 'hold_ended' });

    expect(await siteServer(db, 'checkout_status', { p_session_id: 'cs_unknown' })).toMatchObject({
      status: 404,
      hint: 'checkout_not_found',
    });
    expect(
      (await siteServer(db, 'attach_checkout', { p_checkout_id: -1, p_session_id: 'cs_x', p_url: null }))
        .hint,
    ).toBe('checkout_not_found');
  });

  it('tells the return page how the checkout stands, with its lines', async () => {
    const offer = await fx.offer({ capacity: 5, price: 300, deposit: 100 });
    const answer = await registerFamily(db, BLOCK, [{ name: 'Lucía', offer_ids: [offer] }]);
    const session = await paySession(db, { token: await linkToken(db, answer.items[0]!.registration_id) });
    const status = async () =>
      (await siteServer(db, 'checkout_status', { p_session_id: session.session_id })).data;
    expect(await status()).toEqual({
      status: 'open',
      paid: false,
      language: 'es',
      amount_cents: 10000,
      items: [{ name: session.items[0]!.name, amount_cents: 10000 }],
    });
    await deliver(db, sessionEvent('checkout.session.completed', session));
    expect(await status()).toMatchObject({ status: 'complete', paid: true });
  });
});

describe('the rules said in SQL and in TypeScript', () => {
  it('name checkout lines with the same words', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const answer = await registerFamily(db, BLOCK, [{ name: 'Lucía', offer_ids: [offer] }]);
    for (const [language, labels] of Object.entries(CHECKOUT_ITEM_LABELS)) {
      for (const [kind, label] of Object.entries(labels)) {
        const { rows } = await db.query<{ name: string }>(
          'select private.checkout_item_name($1, $2, $3) as name',
          [kind, answer.items[0]!.registration_id, language],
        );
        expect(rows[0]!.name).toMatch(new RegExp(`^${label} · Lucía · `));
      }
    }
  });

  it('bound the payments settings alike, and a refund’s reason', async () => {
    const accepts = async (column: string, value: number) => {
      await db.query('begin');
      try {
        await db.query(`update public.registration_settings set ${column} = $1 where id = 1`, [value]);
        return true;
      } catch {
        return false;
      } finally {
        await db.query('rollback');
      }
    };
    for (const [column, { min, max }] of Object.entries(PAYMENT_SETTING_LIMITS)) {
      expect([await accepts(column, min - 1), await accepts(column, min)], column).toEqual([false, true]);
      expect([await accepts(column, max), await accepts(column, max + 1)], column).toEqual([true, false]);
    }
    const { rows } = await db.query<{ def: string }>(
      "select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'refunds_reason_length'",
    );
    expect(rows[0]!.def).toContain(`${REFUND_REASON_MAX}`);
  });
});
