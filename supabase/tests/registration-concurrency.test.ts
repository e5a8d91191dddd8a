/**
 * Places under concurrency, through the API as browsers call it: many families racing for the
 * last places never overbook, the waiting list keeps their arrival order, and a form sent many
 * times at once (double clicks, retries) books once.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import { agedToken, anonFrom, createOffer, newAddress, registrationForm } from './registration-support.ts';

const { tag, db, offers } = useFixture('reg-race', { settings: { online_registration: true } });
const BLOCK = 22;

describe('50 families at once for 3 places', () => {
  it('confirms exactly 3 and puts 47 on the waiting list in the order they arrived', async () => {
    const offer = await createOffer(db, { title_en: `${tag} last places`, capacity: 3 });
    offers.push(offer);
    const forms = [];
    for (let i = 0; i < 50; i++)
      forms.push(registrationForm(await agedToken(db, 10), [{ name: `Racer ${i}`, offer_ids: [offer] }]));
    const answers = await Promise.all(
      forms.map(async (form) => {
        const { data, error } = await anonFrom(newAddress(BLOCK)).rpc('submit_registration', {
          p_form: form as never,
        });
        expect(error).toBeNull();
        return data as unknown as RegistrationAnswer;
      }),
    );
    const items = answers.map((a) => a.items[0]!);
    expect(items.filter((i) => i.status === 'new')).toHaveLength(3);
    expect(items.filter((i) => i.status === 'waiting')).toHaveLength(47);
    // Each family was told a different position, 1 to 47.
    const positions = items.flatMap((i) => (i.status === 'waiting' ? [i.waiting_position] : []));
    expect([...positions].sort((a, b) => a! - b!)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));

    // Arrival order: the order in which families got the offer's lock, which status_changed_at
    // (the wall clock when the status was set, under the lock) and queue_seq record.
    const { rows } = await db.query<{ id: string; status: string; queue_seq: string | null }>(
      'select id, status, queue_seq from public.registrations where offer_id = $1 order by status_changed_at, id',
      [offer],
    );
    expect(rows.map((r) => r.status)).toEqual([...Array(3).fill('new'), ...Array(47).fill('waiting')]);
    const waiting = rows.slice(3);
    const seqs = waiting.map((r) => Number(r.queue_seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // What each family was told is what the database holds.
    const told = new Map(items.map((i) => [String(i.registration_id), i]));
    waiting.forEach((row, index) => expect(told.get(row.id)?.waiting_position).toBe(index + 1));
    // No registration without its e-mail.
    const { rows: mails } = await db.query(
      `select count(*)::int as n from public.registrations r
        where r.offer_id = $1 and not exists (
          select 1 from public.email_outbox o where o.kind = 'registration_received' and r.id = any (o.registration_ids))`,
      [offer],
    );
    expect(mails[0].n).toBe(0);
  });
});

describe('more families at once than the waiting-list numbers made ahead', () => {
  it('keeps every family in the order it came, and tells each the position it holds', async () => {
    const offer = await createOffer(db, { title_en: `${tag} long list`, capacity: 2 });
    offers.push(offer);
    const { rows: made } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.waiting_tickets where offer_id = $1',
      [offer],
    );
    const families = made[0]!.n + 30;
    const forms = await Promise.all(
      Array.from({ length: families }, async (_, i) =>
        registrationForm(await agedToken(db, 10), [{ name: `Queuer ${i}`, offer_ids: [offer] }]),
      ),
    );
    const answers = await Promise.all(
      forms.map(async (form) => {
        const { data, error } = await anonFrom(newAddress(BLOCK)).rpc('submit_registration', {
          p_form: form as never,
        });
        expect(error).toBeNull();
        return (data as unknown as RegistrationAnswer).items[0]!;
      }),
    );
    expect(answers.filter((i) => i.status === 'new')).toHaveLength(2);
    const { rows } = await db.query<{
      id: string;
      status: string;
      queue_seq: string | null;
      position: number;
    }>(
      `select id, status, queue_seq, private.waiting_position(id) as position
         from public.registrations where offer_id = $1 order by status_changed_at, id`,
      [offer],
    );
    expect(rows.map((r) => r.status)).toEqual([
      ...Array(2).fill('new'),
      ...Array(families - 2).fill('waiting'),
    ]);
    const waiting = rows.slice(2);
    const seqs = waiting.map((r) => Number(r.queue_seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(waiting.map((r) => r.position)).toEqual(waiting.map((_, i) => i + 1));
    const told = new Map(answers.map((i) => [String(i.registration_id), i.waiting_position]));
    expect(waiting.map((r) => told.get(r.id))).toEqual(waiting.map((_, i) => i + 1));
  }, 60_000);
});

describe('one form sent many times at once', () => {
  it('books once and gives every request the same answer', async () => {
    const offer = await createOffer(db, { title_en: `${tag} double click`, capacity: 5 });
    offers.push(offer);
    const form = registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { data, error } = await anonFrom(newAddress(BLOCK)).rpc('submit_registration', {
          p_form: form as never,
        });
        expect(error).toBeNull();
        return data as unknown as RegistrationAnswer;
      }),
    );
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const first = answers.find((a) => !a.replayed)!;
    for (const a of answers) expect({ ...a, replayed: false }).toEqual(first);
    const { rows } = await db.query(
      'select count(*)::int as n from public.registrations where offer_id = $1',
      [offer],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('families racing for places of two offers, in either order', () => {
  it('neither deadlocks nor overbooks', async () => {
    const a = await createOffer(db, { title_en: `${tag} A`, capacity: 4 });
    const b = await createOffer(db, { title_en: `${tag} B`, capacity: 4 });
    offers.push(a, b);
    const forms = [];
    for (let i = 0; i < 20; i++)
      forms.push(registrationForm(await agedToken(db, 10), [{ offer_ids: i % 2 === 0 ? [a, b] : [b, a] }]));
    const results = await Promise.all(
      forms.map((form) => anonFrom(newAddress(BLOCK)).rpc('submit_registration', { p_form: form as never })),
    );
    expect(results.map((r) => r.error)).toEqual(results.map(() => null));
    const { rows } = await db.query(
      `select offer_id, count(*) filter (where status = 'new')::int as placed,
              count(*) filter (where status = 'waiting')::int as waiting
         from public.registrations where offer_id = any($1::bigint[]) group by offer_id order by offer_id`,
      [[a, b]],
    );
    expect(rows).toEqual([
      { offer_id: String(a), placed: 4, waiting: 16 },
      { offer_id: String(b), placed: 4, waiting: 16 },
    ]);
  });
});

describe('a family joining the waiting list while another takes the last place', () => {
  it('is answered without waiting for the offer, and a place its taker leaves free is offered by the sweep', async () => {
    const offer = await createOffer(db, { title_en: `${tag} last place taken`, capacity: 1 });
    offers.push(offer);
    // Another family's transaction is taking the offer's one place right now (its row locked, not
    // yet written) and holds the offer's lock, as a submission filling places does.
    const other = new pg.Client({ connectionString: stack().dbUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select 1 from public.offers where id = $1 for no key update', [offer]);
      await other.query(
        'select 1 from public.places where offer_id = $1 and registration_id is null for update',
        [offer],
      );
      const form = registrationForm(await agedToken(db, 10), [{ name: 'Late comer', offer_ids: [offer] }]);
      const submitted = anonFrom(newAddress(BLOCK)).rpc('submit_registration', { p_form: form as never });
      let timer: NodeJS.Timeout | undefined;
      const blocked = new Promise<'blocked'>(
        (resolve) => (timer = setTimeout(() => resolve('blocked'), 5_000)),
      );
      const first = await Promise.race([submitted, blocked]);
      clearTimeout(timer);
      expect(first).not.toBe('blocked');
      const { data, error } = await submitted;
      expect(error).toBeNull();
      const item = (data as unknown as RegistrationAnswer).items[0]!;
      expect(item).toMatchObject({ status: 'waiting', waiting_position: 1 });

      // The other family's transaction fails: its place is free while this family waits, until the
      // expiry job's sweep offers it.
      await other.query('rollback');
      await db.query('select private.expire_holds(now())');
      const { rows } = await db.query<{ status: string }>(
        'select status from public.registrations where id = $1',
        [item.registration_id],
      );
      expect(rows[0]!.status).toBe('offered');
    } finally {
      await other.end();
    }
  });
});
