/**
 * Personal data: health data is erased N days after the child's last offer ends (the function
 * takes the time to act at, as its nightly job gives it now()); staff export one family's data
 * as one JSON document and erase it, after which none of its personal data is anywhere in the
 * database, while what must stay (places, payments, consent proofs) stays without it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationAnswer } from '@academy/shared/registration.ts';
import { useFixture } from './fixtures.ts';
import type { Client } from './helpers.ts';
import {
  agedToken,
  anonFrom,
  createOffer,
  deleteFamilies,
  newAddress,
  registrationForm,
} from './registration-support.ts';

const fx = useFixture('reg-rights', {
  settings: { online_registration: true, health_data_retention_days: 30 },
});
const { tag, db, offers } = fx;
let coordinator: Client;
let editor: Client;

beforeAll(async () => {
  coordinator = (await fx.staff('c', 'Coordinator')).client;
  editor = (await fx.staff('e', 'Editor')).client;
});

async function registerFamily(offer: number, marker: string): Promise<RegistrationAnswer> {
  const form = registrationForm(
    await agedToken(db, 10),
    [
      {
        name: `${marker} Child`,
        offer_ids: [offer],
        allergies: `${marker} peanuts`,
        medication: `${marker} inhaler`,
      },
    ],
    {
      parent_name: `${marker} Parent`,
      email: `${marker.toLowerCase()}@example.com`,
      phone: '+34 611 222 333',
    },
  );
  const { data, error } = await anonFrom(newAddress(25)).rpc('submit_registration', {
    p_form: form as never,
  });
  expect(error).toBeNull();
  return data as unknown as RegistrationAnswer;
}

describe('health data', () => {
  it('is kept until the retention days after the child’s last offer ends, then erased', async () => {
    const offer = await createOffer(db, {
      title_en: `${tag} retention`,
      capacity: 5,
      starts_in_days: 10,
      days: 4,
    });
    offers.push(offer);
    const answer = await registerFamily(offer, 'Retention');
    const health = async () =>
      (
        await db.query(
          'select allergies, medication, health_data_erased_at from public.children where family_id = $1',
          [answer.family_id],
        )
      ).rows[0];
    // The offer ends in 14 days, so the data goes 30 days later: still there 29 days after the
    // end, gone 32 days after it (a day's margin each side: the academy's day is Madrid's).
    await db.query("select private.erase_expired_health_data(now() + interval '43 days')");
    expect((await health()).allergies).toBe('Retention peanuts');
    const erased = await db.query(
      "select private.erase_expired_health_data(now() + interval '46 days') as n",
    );
    expect(erased.rows[0].n).toBeGreaterThanOrEqual(1);
    expect(await health()).toMatchObject({ allergies: null, medication: null });
    expect((await health()).health_data_erased_at).not.toBeNull();
  });
});

describe('an access request', () => {
  it('exports the family’s data as one JSON document, for registration staff only', async () => {
    const offer = await createOffer(db, { title_en: `${tag} export`, capacity: 5 });
    offers.push(offer);
    const answer = await registerFamily(offer, 'Export');
    await coordinator.from('payments').insert({
      registration_id: answer.items[0]!.registration_id,
      kind: 'deposit',
      amount: 100,
      method: 'bizum',
    });
    const { data, error } = await coordinator.rpc('export_family', { p_family_id: answer.family_id });
    expect(error).toBeNull();
    const doc = data as {
      family: { parent_name: string };
      children: {
        name: string;
        allergies: string;
        registrations: { payments: unknown[] }[];
        consents: { wording: string }[];
      }[];
      emails: { kind: string }[];
    };
    expect(doc.family.parent_name).toBe('Export Parent');
    expect(doc.children[0]).toMatchObject({ name: 'Export Child', allergies: 'Export peanuts' });
    expect(doc.children[0]!.registrations[0]!.payments).toHaveLength(1);
    expect(doc.children[0]!.consents.map((c) => c.wording.length > 20)).not.toContain(false);
    expect(doc.emails.map((e) => e.kind)).toEqual(['registration_received']);
    const refused = await editor.rpc('export_family', { p_family_id: answer.family_id });
    expect(refused.error).toMatchObject({ code: '42501', hint: 'not_registration_staff' });
    const missing = await coordinator.rpc('export_family', { p_family_id: 2_000_000_000 });
    expect(missing.error).toMatchObject({ code: 'PT404', hint: 'family_not_found' });
  });
});

describe('an erasure request', () => {
  it('leaves none of the family’s personal data in any table, and keeps places, payments and consent proofs', async () => {
    const offer = await createOffer(db, { title_en: `${tag} erase`, capacity: 1 });
    offers.push(offer);
    const marker = `Erase${Date.now().toString(36)}`;
    const answer = await registerFamily(offer, marker);
    const waiting = await registerFamily(offer, `${marker}Next`);
    const registration = answer.items[0]!.registration_id;
    await coordinator.from('payments').insert({
      registration_id: registration,
      kind: 'deposit',
      amount: 100,
      method: 'transfer',
      note: `${marker} paid from the account of ${marker} Parent`,
    });
    await coordinator
      .from('registration_notes')
      .insert({ registration_id: registration, body: `${marker} is shy` });
    const enquiry = await db.query(
      `insert into public.enquiries (name, email, message, language) values ($1, $2, $3, 'en') returning id`,
      [`${marker} Parent`, `${marker.toLowerCase()}@example.com`, `${marker} asks about the camp`],
    );

    const { data, error } = await coordinator.rpc('erase_family', { p_family_id: answer.family_id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ family_id: answer.family_id });

    // The marker is in the names, the e-mail address, the health data, the note and the enquiry:
    // no row of any table of ours holds it any more (the other family's rows hold `${marker}Next`).
    const { rows: tables } = await db.query<{ t: string }>(
      `select format('%I.%I', n.nspname, c.relname) as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'private', 'history')`,
    );
    const found: string[] = [];
    for (const { t } of tables) {
      const { rows } = await db.query(`select count(*)::int as n from ${t} x where x::text ~ $1`, [
        `${marker}(?!Next)|${marker.toLowerCase()}@`,
      ]);
      if (rows[0].n > 0) found.push(`${t}: ${rows[0].n}`);
    }
    expect(found).toEqual([]);

    // What stays: the registration (cancelled, its place passed on), the payment, the consents.
    const kept = await db.query(
      `select r.status, r.cancel_reason, p.amount, p.note,
              (select count(*)::int from public.consents k where k.family_id = r.family_id) as consents,
              (select count(*)::int from public.consents k where k.family_id = r.family_id and k.signed_by is not null) as signed
         from public.registrations r join public.payments p on p.registration_id = r.id where r.id = $1`,
      [registration],
    );
    expect(kept.rows[0]).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'erased',
      amount: '100.00',
      note: null,
      signed: 0,
    });
    expect(kept.rows[0].consents).toBeGreaterThan(0);
    const next = await db.query('select status from public.registrations where id = $1', [
      waiting.items[0]!.registration_id,
    ]);
    expect(next.rows[0].status).toBe('offered');
    const gone = await db.query('select erased_at from public.enquiries where id = $1', [enquiry.rows[0].id]);
    expect(gone.rows[0].erased_at).not.toBeNull();
    await deleteFamilies(db, [answer.family_id]);
    await db.query('delete from public.enquiries where id = $1', [enquiry.rows[0].id]);
  });
});
