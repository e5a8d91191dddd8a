/**
 * The same child in the same offer is one registration. A child is known by the family's e-mail,
 * its name and date of birth as the form gives them (case, spaces and Unicode composition do not
 * matter). A second form for them (the back button, a second tab) is refused with
 * `already_registered` and writes nothing: no second place, no second e-mail. The same form sent
 * again (the same idempotency key) still gets its first answer.
 */
import { describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import { agedToken, anonFrom, createOffer, newAddress, registrationForm } from './registration-support.ts';

const { tag, db, offers } = useFixture('reg-same-child', { settings: { online_registration: true } });
const BLOCK = 33;

const submit = (form: object) =>
  anonFrom(newAddress(BLOCK)).rpc('submit_registration', { p_form: form as never });

async function offerOf(capacity: number): Promise<number> {
  const offer = await createOffer(db, { title_en: `${tag} ${offers.length}`, capacity });
  offers.push(offer);
  return offer;
}

/** The offer's registrations that are not cancelled, and the e-mails to the family's address. */
async function held(offer: number, email: string) {
  const { rows } = await db.query<{ registrations: number; mails: number }>(
    `select (select count(*)::int from public.registrations
              where offer_id = $1 and status <> 'cancelled') as registrations,
            (select count(*)::int from public.email_outbox where to_address = $2) as mails`,
    [offer, email],
  );
  return rows[0]!;
}

describe('a form sent again for a child already registered', () => {
  it('is refused with already_registered, writes nothing, and the first answer still replays', async () => {
    const offer = await offerOf(5);
    const email = `${tag}@example.com`;
    const first = registrationForm(
      await agedToken(db, 10),
      [{ name: 'María José Pérez', date_of_birth: '2014-05-02', offer_ids: [offer] }],
      { email },
    );
    const answer = await submit(first);
    expect(answer.error).toBeNull();
    expect(await held(offer, email)).toEqual({ registrations: 1, mails: 1 });

    // Back, and the page made again: a new token and key, the name typed a little differently.
    const again = registrationForm(
      await agedToken(db, 10),
      [{ name: '  maría   JOSÉ pérez ', date_of_birth: '2014-05-02', offer_ids: [offer] }],
      { email: email.toUpperCase() },
    );
    const refused = await submit(again);
    expect(refused.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'PT409', hint: 'already_registered' });
    expect(JSON.parse(refused.error!.details)).toEqual({ child: 0, offer });
    expect(await held(offer, email)).toEqual({ registrations: 1, mails: 1 });
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.families where email = $1',
      [email],
    );
    expect(rows[0]!.n).toBe(1);

    // The first form sent again is answered as before.
    const replayed = await submit(first);
    expect(replayed.error).toBeNull();
    expect(replayed.data).toEqual({ ...(answer.data as unknown as RegistrationAnswer), replayed: true });
    expect(await held(offer, email)).toEqual({ registrations: 1, mails: 1 });
  });

  it('lets the child book another offer, and a brother or sister the same one', async () => {
    const offer = await offerOf(5);
    const other = await offerOf(5);
    const email = `${tag}-siblings@example.com`;
    const child = { name: 'Leo', date_of_birth: '2013-03-03' };
    expect(
      (await submit(registrationForm(await agedToken(db, 10), [{ ...child, offer_ids: [offer] }], { email })))
        .error,
    ).toBeNull();
    const next = await submit(
      registrationForm(
        await agedToken(db, 10),
        [
          { ...child, offer_ids: [other] },
          { name: 'Leo', date_of_birth: '2015-06-06', offer_ids: [offer] },
          { name: 'Lia', date_of_birth: '2013-03-03', offer_ids: [offer] },
        ],
        { email },
      ),
    );
    expect(next.error).toBeNull();
    expect((await held(offer, email)).registrations).toBe(3);
  });

  it('is allowed again once the first registration is cancelled', async () => {
    const offer = await offerOf(5);
    const email = `${tag}-cancelled@example.com`;
    const form = async () =>
      registrationForm(await agedToken(db, 10), [{ name: 'Ada', offer_ids: [offer] }], { email });
    const first = await submit(await form());
    const id = (first.data as unknown as RegistrationAnswer).items[0]!.registration_id;
    await db.query("update public.registrations set status = 'cancelled' where id = $1", [id]);
    const again = await submit(await form());
    expect(again.error).toBeNull();
    expect((again.data as unknown as RegistrationAnswer).items[0]!.status).toBe('new');
  });

  it('keeps the identity whoever writes, and forgets it when the child is erased', async () => {
    const offer = await offerOf(5);
    const email = `${tag}-kept@example.com`;
    const { data } = await submit(
      registrationForm(await agedToken(db, 10), [{ name: 'Iker', offer_ids: [offer] }], { email }),
    );
    const id = (data as unknown as RegistrationAnswer).items[0]!.registration_id;
    const key = async () =>
      (
        await db.query<{ stored: string | null; identity: string | null }>(
          `select r.child_key as stored, private.child_identity(f.email, c.name, c.date_of_birth) as identity
             from public.registrations r join public.children c on c.id = r.child_id
             join public.families f on f.id = c.family_id where r.id = $1`,
          [id],
        )
      ).rows[0]!;
    await db.query("update public.registrations set child_key = 'forged' where id = $1", [id]);
    const kept = await key();
    expect(kept.stored).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.stored).toBe(kept.identity);
    await db.query(
      `update public.children set name = null, date_of_birth = null, erased_at = now()
        where id = (select child_id from public.registrations where id = $1)`,
      [id],
    );
    expect((await key()).stored).toBeNull();
  });

  it('knows the child by the details staff corrected, not the old ones', async () => {
    const offer = await offerOf(5);
    const email = `${tag}-typo@example.com`;
    const corrected = `${tag}-fixed@example.com`;
    const { data } = await submit(
      registrationForm(
        await agedToken(db, 10),
        [{ name: 'Lucai', date_of_birth: '2014-05-02', offer_ids: [offer] }],
        { email },
      ),
    );
    const id = (data as unknown as RegistrationAnswer).items[0]!.registration_id;
    // Staff correct the child's name and the family's e-mail in the back office.
    await db.query(
      `update public.children set name = 'Lucía' where id = (select child_id from public.registrations where id = $1)`,
      [id],
    );
    await db.query(
      `update public.families set email = $2 where id = (select family_id from public.registrations where id = $1)`,
      [id, corrected],
    );
    const sent = async (name: string, address: string) =>
      submit(
        registrationForm(
          await agedToken(db, 10),
          [{ name, date_of_birth: '2014-05-02', offer_ids: [offer] }],
          { email: address },
        ),
      );
    const withCorrected = await sent('Lucía', corrected);
    expect(withCorrected.error).toMatchObject({ code: 'PT409', hint: 'already_registered' });
    const withOld = await sent('Lucai', email);
    expect(withOld.error).toBeNull();
  });

  it('refuses the same child twice in one form', async () => {
    const offer = await offerOf(5);
    const child = { name: 'Twin', date_of_birth: '2014-01-01', offer_ids: [offer] };
    const { error } = await submit(registrationForm(await agedToken(db, 10), [child, child]));
    expect(error).toMatchObject({ code: 'PT409', hint: 'already_registered' });
    expect(JSON.parse(error!.details)).toEqual({ child: 1, offer });
    expect((await held(offer, '')).registrations).toBe(0);
  });

  it('books once when two forms for the child are sent at the same moment', async () => {
    const offer = await offerOf(5);
    const email = `${tag}-race@example.com`;
    const forms = await Promise.all(
      Array.from({ length: 6 }, async () =>
        registrationForm(await agedToken(db, 10), [{ name: 'Racer', offer_ids: [offer] }], { email }),
      ),
    );
    const results = await Promise.all(forms.map((f) => submit(f)));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    for (const r of results.filter((x) => x.error !== null))
      expect(r.error).toMatchObject({ code: 'PT409', hint: 'already_registered' });
    expect(await held(offer, email)).toEqual({ registrations: 1, mails: 1 });
  });
});
