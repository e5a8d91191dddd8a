/**
 * What the back office records beside a status, through the API as a Coordinator: a staff
 * cancellation says why (refused without a reason, the reason shown on the overview, dropped when
 * the registration comes back); confirming a place queues "your place is confirmed" in the
 * family's language once; an enquiry takes a staff note; erasing the family erases both notes.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { connectDb, createStaff, deleteUsers, runTag, signIn, type Client } from './helpers.ts';
import {
  agedToken,
  anonFrom,
  changeRegistrationSettings,
  createOffer,
  deleteOffers,
  newAddress,
  registrationForm,
} from './registration-support.ts';

const tag = runTag('reg-notes');
const BLOCK = 29;
const PASSWORD = 'Staff-Notes-Password-1';
let db: pg.Client;
let coordinator: Client;
const offers: number[] = [];
const users: string[] = [];
const enquiries: number[] = [];
let restoreSettings: (() => Promise<void>) | undefined;

beforeAll(async () => {
  db = await connectDb();
  restoreSettings = await changeRegistrationSettings(db, { online_registration: true });
  users.push(
    await createStaff(db, { email: `${tag}-coord@example.com`, password: PASSWORD, role: 'Coordinator' }),
  );
  coordinator = await signIn(`${tag}-coord@example.com`, PASSWORD);
});

afterAll(async () => {
  await db.query('delete from public.enquiries where id = any($1::bigint[])', [enquiries]);
  await deleteOffers(db, offers);
  await deleteUsers(db, users);
  await restoreSettings?.();
  await db.end();
});

async function register(
  offer: number,
  name: string,
  language: 'en' | 'es' | 'ru' = 'es',
): Promise<RegistrationAnswer> {
  const form = registrationForm(await agedToken(db, 10), [{ name, offer_ids: [offer] }], { language });
  const { data, error } = await anonFrom(newAddress(BLOCK)).rpc('submit_registration', {
    p_form: form as never,
  });
  expect(error).toBeNull();
  return data as unknown as RegistrationAnswer;
}

async function mails(id: number): Promise<{ kind: string; language: string }[]> {
  const { rows } = await db.query(
    'select kind, language from public.email_outbox where $1 = any (registration_ids) order by id',
    [id],
  );
  return rows as { kind: string; language: string }[];
}

describe('a cancellation by staff', () => {
  it('is refused without a reason, keeps the reason on the overview, drops it when undone', async () => {
    const offer = await createOffer(db, { title_en: `${tag} cancel`, capacity: 3 });
    offers.push(offer);
    const id = (await register(offer, 'Cancelled Child')).items[0]!.registration_id;

    for (const note of [undefined, '   ']) {
      const refused = await coordinator
        .from('registrations')
        .update({ status: 'cancelled', cancel_note: note })
        .eq('id', id);
      expect(refused.error).toMatchObject({ code: '23514', hint: 'cancel_note_required' });
    }
    const long = await coordinator
      .from('registrations')
      .update({ status: 'cancelled', cancel_note: 'x'.repeat(501) })
      .eq('id', id);
    expect(long.error).toMatchObject({ code: '23514' });

    const done = await coordinator
      .from('registrations')
      .update({ status: 'cancelled', cancel_note: ' The family moved away ' })
      .eq('id', id);
    expect(done.error).toBeNull();
    const shown = await coordinator
      .from('registration_overview')
      .select('status, cancel_reason, cancel_note, offer_title, offer_title_es')
      .eq('id', id)
      .single();
    expect(shown.data).toEqual({
      status: 'cancelled',
      cancel_reason: 'staff',
      cancel_note: 'The family moved away',
      offer_title: `${tag} cancel`,
      offer_title_es: `${tag} cancel (es)`,
    });

    const undone = await coordinator.from('registrations').update({ status: 'new' }).eq('id', id);
    expect(undone.error).toBeNull();
    const after = await db.query('select cancel_note from public.registrations where id = $1', [id]);
    expect(after.rows[0].cancel_note).toBeNull();
  });
});

describe('the e-mail log of a registration', () => {
  it('lists every e-mail naming that registration and no other, to staff', async () => {
    const offer = await createOffer(db, { title_en: `${tag} log`, capacity: 3 });
    offers.push(offer);
    const form = registrationForm(await agedToken(db, 10), [
      { name: 'Logged One', offer_ids: [offer] },
      { name: 'Logged Two', offer_ids: [offer] },
    ]);
    const { data, error } = await anonFrom(newAddress(BLOCK)).rpc('submit_registration', {
      p_form: form as never,
    });
    expect(error).toBeNull();
    const [one, two] = (data as unknown as RegistrationAnswer).items.map((i) => i.registration_id);
    expect(
      (await coordinator.from('registrations').update({ status: 'confirmed' }).eq('id', one!)).error,
    ).toBeNull();
    const logOf = async (id: number) => {
      const { data: rows, error: failed } = await coordinator
        .from('email_log')
        .select('outbox_id, kind')
        .eq('registration_id', id)
        .order('outbox_id');
      expect(failed).toBeNull();
      return rows;
    };
    const outboxOf = async (id: number) =>
      (
        await db.query<{ outbox_id: number; kind: string }>(
          `select id::int as outbox_id, kind::text from public.email_outbox
            where $1 = any (registration_ids) order by id`,
          [id],
        )
      ).rows;
    // The family's and the academy's e-mails name both children's registrations; the
    // confirmation names only the first.
    expect((await logOf(one!))?.map((r) => r.kind)).toEqual([
      'registration_received',
      'registration_notice',
      'registration_confirmed',
    ]);
    expect(await logOf(one!)).toEqual(await outboxOf(one!));
    expect(await logOf(two!)).toEqual(await outboxOf(two!));
    expect(await logOf(two!)).toHaveLength(2);
  });
});

describe('a confirmation by staff', () => {
  it('queues one "place confirmed" e-mail in the family’s language, none for other changes', async () => {
    const offer = await createOffer(db, { title_en: `${tag} confirm`, capacity: 3 });
    offers.push(offer);
    const id = (await register(offer, 'Confirmed Child', 'ru')).items[0]!.registration_id;
    const before = (await mails(id)).length;

    const confirmed = await coordinator.from('registrations').update({ status: 'confirmed' }).eq('id', id);
    expect(confirmed.error).toBeNull();
    // Saving the same status again sends nothing more.
    await coordinator.from('registrations').update({ status: 'confirmed' }).eq('id', id);
    const sent = (await mails(id)).slice(before);
    expect(sent).toEqual([{ kind: 'registration_confirmed', language: 'ru' }]);

    const attended = await coordinator.from('registrations').update({ status: 'attended' }).eq('id', id);
    expect(attended.error).toBeNull();
    expect((await mails(id)).slice(before)).toHaveLength(1);
  });
});

describe('staff notes and erasure', () => {
  it('an enquiry takes a staff note; erasing the family erases it and the cancellation’s note', async () => {
    const offer = await createOffer(db, { title_en: `${tag} erase`, capacity: 3 });
    offers.push(offer);
    const answer = await register(offer, 'Erased Child');
    const id = answer.items[0]!.registration_id;
    const { rows } = await db.query<{ family_id: string; email: string }>(
      'select f.id as family_id, f.email from public.families f join public.registrations r on r.family_id = f.id where r.id = $1',
      [id],
    );
    const family = rows[0]!;
    const enquiry = await db.query<{ id: string }>(
      `insert into public.enquiries (name, email, message) values ('Parent', $1, 'A question') returning id`,
      [family.email],
    );
    const enquiryId = Number(enquiry.rows[0]!.id);
    enquiries.push(enquiryId);

    const noted = await coordinator
      .from('enquiries')
      .update({ staff_note: 'Called back on Monday' })
      .eq('id', enquiryId)
      .select('staff_note')
      .single();
    expect(noted.error).toBeNull();
    expect(noted.data).toEqual({ staff_note: 'Called back on Monday' });

    await coordinator
      .from('registrations')
      .update({ status: 'cancelled', cancel_note: 'Asked by phone' })
      .eq('id', id);
    const erased = await coordinator.rpc('erase_family', { p_family_id: Number(family.family_id) });
    expect(erased.error).toBeNull();
    const left = await db.query(
      `select (select cancel_note from public.registrations where id = $1) as cancel_note,
              (select staff_note from public.enquiries where id = $2) as staff_note`,
      [id, enquiryId],
    );
    expect(left.rows[0]).toEqual({ cancel_note: null, staff_note: null });
  });
});
