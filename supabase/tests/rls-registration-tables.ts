/**
 * The registration tables' part of the RLS matrix (rls-matrix.test.ts): for each table, how to
 * make a row with SQL and how to try to read, insert, update and delete one through the API,
 * each attempt checked against the database's actual state.
 */
import type pg from 'pg';
import { createOffer, deleteOffers } from './registration-support.ts';
import { accountTableOps } from './rls-account-tables.ts';
import { paymentTableOps, type Chain, type OpsSpec } from './rls-payment-tables.ts';
import type { RegistrationTable, TableOps } from './rls-registration-ops.ts';

/**
 * Whose rows the attempts are made on: by default each row hangs from a new family of its own;
 * for a parent's cells, from a new family with the given e-mail (the account's families), erased
 * once made when `erased` is set.
 */
export interface FamilyOptions {
  email: string;
  erased?: boolean;
}

/** One count for every set of ops, so the marks of several sets (staff's, each parent's) never meet. */
let counter = 0;

export function registrationTableOps(
  database: () => pg.Client,
  tag: string,
  owner?: FamilyOptions,
): Record<RegistrationTable, () => TableOps> {
  const marker = (what: string) => `${tag}-${what}-${++counter}`;
  const offers: number[] = [];
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await database().query(sql, params)).rows[0] as T;
  const id = async (sql: string, params: unknown[] = []) =>
    Number((await one<{ id: string }>(sql, params)).id);

  const family = async () => {
    const familyId = await id(
      `insert into public.families (parent_name, email, phone, emergency_name, emergency_phone)
       values ($1, $2, '+34 600 000 000', 'Emergency', '+34 600 000 001') returning id`,
      [marker('parent'), owner?.email ?? `${marker('mail').toLowerCase()}@example.com`],
    );
    if (owner?.erased) {
      await database().query(
        `update public.families set erased_at = now(), parent_name = null, email = null, phone = null,
           emergency_name = null, emergency_phone = null where id = $1`,
        [familyId],
      );
    }
    return familyId;
  };
  const child = (familyId: number) =>
    id(
      `insert into public.children (family_id, name, date_of_birth, position, shirt_size, authorised_collectors)
       values ($1, $2, '2014-01-01', 'any', '140', 'Parents') returning id`,
      [familyId, marker('child')],
    );
  const chain = async (): Promise<Chain> => {
    const offer = await createOffer(database(), { title_en: marker('offer'), capacity: 500 });
    offers.push(offer);
    const f = await family();
    const c = await child(f);
    const registration = await id(
      `insert into public.registrations (child_id, offer_id, family_id, status) values ($1, $2, $3, 'new') returning id`,
      [c, offer, f],
    );
    const outbox = await id(
      `insert into public.email_outbox (kind, family_id, registration_ids, to_address, language, payload)
       values ('registration_received', $1, array[$2::bigint], $3, 'en', '{}') returning id`,
      [f, registration, `${marker('to')}@example.com`],
    );
    return { offer, family: f, child: c, registration, outbox };
  };

  /** Ops of a table keyed by `id` (or `key`). */
  function ops(spec: OpsSpec): () => TableOps {
    const key = spec.key ?? 'id';
    const exists = async (k: number | string) =>
      ((await database().query(`select 1 from public.${spec.table} where ${key} = $1`, [k])).rowCount ??
        0) === 1;
    return () => ({
      async readFixtures() {
        return { visible: await spec.make() };
      },
      async read(client, keys) {
        const { data } = await client
          .from(spec.table)
          .select(key)
          .in(key, keys as never[]);
        return ((data ?? []) as unknown as Record<string, string | number>[]).map((r) => r[key]!);
      },
      async tryInsert(client) {
        const { row, find } = await spec.insertRow(marker('insert'));
        const { error } = await client.from(spec.table).insert(row as never);
        const found = await database().query(
          `select 1 from public.${spec.table} where ${find[0]}::text = $1::text`,
          [find[1]],
        );
        return { effective: found.rowCount === 1, error };
      },
      async tryUpdate(client) {
        const k = await spec.make();
        const before = await one(`select * from public.${spec.table} where ${key} = $1`, [k]);
        const { error } = await client
          .from(spec.table)
          .update(spec.update as never)
          .eq(key, k as never);
        const after = await one(`select * from public.${spec.table} where ${key} = $1`, [k]);
        return { effective: JSON.stringify(after) !== JSON.stringify(before), error };
      },
      async tryDelete(client) {
        const k = await spec.make();
        const { error } = await client
          .from(spec.table)
          .delete()
          .eq(key, k as never);
        return { effective: !(await exists(k)), error };
      },
      async after() {
        await cleanUp();
      },
    });
  }

  async function cleanUp(): Promise<void> {
    if (offers.length === 0) return;
    await deleteOffers(database(), offers.splice(0));
    await database().query(`delete from public.enquiries where name like $1`, [`${tag}%`]);
    await database().query(`delete from public.payment_events where id like $1`, [`${tag}%`]);
    await database().query(`delete from public.consent_texts where wording like $1`, [`${tag}%`]);
    await database().query(`delete from public.registration_submissions where token_nonce like $1`, [
      `${tag}%`,
    ]);
    await database().query(
      'delete from public.families where parent_name like $1 and id not in (select family_id from public.children)',
      [`${tag}%`],
    );
  }

  /** registration_settings: one row (id 1), restored after each write. */
  const settingsOps = (): TableOps => {
    const row = () => one('select * from public.registration_settings where id = 1');
    const restore = async (saved: Record<string, unknown>) => {
      await database().query(
        `insert into public.registration_settings
         select * from jsonb_populate_record(null::public.registration_settings, $1)
         on conflict (id) do update set bank_bic = excluded.bank_bic`,
        [JSON.stringify(saved)],
      );
    };
    return {
      async readFixtures() {
        return { visible: 1 };
      },
      async read(client, keys) {
        const { data } = await client
          .from('registration_settings')
          .select('id')
          .in('id', keys as number[]);
        return (data ?? []).map((r) => r.id);
      },
      async tryInsert(client) {
        const { error } = await client.from('registration_settings').insert({ id: 2 });
        const found = await database().query('select 1 from public.registration_settings where id = 2');
        await database().query('delete from public.registration_settings where id = 2');
        return { effective: found.rowCount === 1, error };
      },
      async tryUpdate(client) {
        const saved = await row();
        const mark = marker('bic').slice(-20);
        try {
          const { error } = await client.from('registration_settings').update({ bank_bic: mark }).eq('id', 1);
          return { effective: (await row()).bank_bic === mark, error };
        } finally {
          await restore(saved);
        }
      },
      async tryDelete(client) {
        const saved = await row();
        try {
          const { error } = await client.from('registration_settings').delete().eq('id', 1);
          const found = await database().query('select 1 from public.registration_settings where id = 1');
          return { effective: found.rowCount === 0, error };
        } finally {
          await restore(saved);
        }
      },
    };
  };

  const marked = (row: Record<string, unknown>, column: string, mark: string) => ({
    row: { ...row, [column]: mark },
    find: [column, mark] as [string, string],
  });

  return {
    ...paymentTableOps({ ops, chain, id, marker, marked, database }),
    ...accountTableOps({ ops, chain, id, marker, marked }),
    registration_settings: settingsOps,
    registration_submissions: ops({
      table: 'registration_submissions',
      make: () =>
        id(
          `insert into public.registration_submissions (idempotency_key, token_nonce, body_sha256)
           values (gen_random_uuid(), $1, 'x') returning id`,
          [marker('nonce')],
        ),
      insertRow: async (mark) =>
        marked({ idempotency_key: crypto.randomUUID(), body_sha256: 'x' }, 'token_nonce', mark),
      update: { body_sha256: 'changed' },
    }),
    offers: ops({
      table: 'offers',
      make: async () => {
        const offer = await createOffer(database(), { title_en: marker('spare'), capacity: 5 });
        offers.push(offer);
        return offer;
      },
      insertRow: async (mark) =>
        marked(
          {
            kind: 'camp',
            starts_on: '2030-07-01',
            ends_on: '2030-07-05',
            capacity: 10,
            birth_year_min: 2015,
            birth_year_max: 2018,
            price: 100,
            registration_closes_at: '2030-06-30T00:00:00Z',
          },
          'title_en',
          mark,
        ),
      update: { capacity: 77 },
    }),
    families: ops({
      table: 'families',
      make: async () => (await chain()).family,
      insertRow: async (mark) =>
        marked(
          {
            email: 'f@example.com',
            phone: '+34 600 000 000',
            emergency_name: 'E',
            emergency_phone: '+34 600 000 001',
          },
          'parent_name',
          mark,
        ),
      update: { phone: '+34 699 999 999' },
    }),
    children: ops({
      table: 'children',
      make: async () => (await chain()).child,
      insertRow: async (mark) =>
        marked(
          {
            family_id: (await chain()).family,
            date_of_birth: '2015-02-02',
            position: 'any',
            shirt_size: '128',
            authorised_collectors: 'Parents',
          },
          'name',
          mark,
        ),
      update: { authorised_collectors: 'Grandparents' },
    }),
    registrations: ops({
      table: 'registrations',
      make: async () => (await chain()).registration,
      insertRow: async () => {
        const c = await chain();
        const other = await child(c.family);
        return {
          row: { child_id: other, offer_id: c.offer, family_id: c.family, status: 'waiting' },
          find: ['child_id', other],
        };
      },
      update: { status: 'confirmed' },
    }),
    payments: ops({
      table: 'payments',
      make: async () =>
        id(
          `insert into public.payments (registration_id, kind, amount, method) values ($1, 'deposit', 50, 'cash') returning id`,
          [(await chain()).registration],
        ),
      insertRow: async (mark) =>
        marked(
          { registration_id: (await chain()).registration, kind: 'deposit', amount: 50, method: 'bizum' },
          'note',
          mark,
        ),
      update: { amount: 75 },
    }),
    registration_notes: ops({
      table: 'registration_notes',
      make: async () =>
        id(`insert into public.registration_notes (registration_id, body) values ($1, 'Note') returning id`, [
          (await chain()).registration,
        ]),
      insertRow: async (mark) => marked({ registration_id: (await chain()).registration }, 'body', mark),
      update: { body: 'Changed note' },
    }),
    enquiries: ops({
      table: 'enquiries',
      make: () =>
        id(
          `insert into public.enquiries (name, email, message, language) values ($1, 'q@example.com', 'Hello', 'en') returning id`,
          [marker('enquiry')],
        ),
      insertRow: async (mark) =>
        marked({ email: 'e@example.com', message: 'Hi', language: 'en' }, 'name', mark),
      update: { status: 'answered' },
    }),
    consents: ops({
      table: 'consents',
      make: async () => {
        const c = await chain();
        return id(
          `insert into public.consents (family_id, child_id, kind, given, text_version, language, source)
           values ($1, $2, 'child_data', true, 1, 'en', 'registration_form') returning id`,
          [c.family, c.child],
        );
      },
      // Found by its child (new for each attempt): a parent's consent is signed with the family's
      // name whatever the row says.
      insertRow: async () => {
        const c = await chain();
        return {
          row: {
            family_id: c.family,
            child_id: c.child,
            kind: 'photos_social',
            given: false,
            text_version: 1,
            language: 'en',
          },
          find: ['child_id', c.child],
        };
      },
      update: { given: false },
    }),
    email_outbox: ops({
      table: 'email_outbox',
      make: async () => (await chain()).outbox,
      insertRow: async (mark) =>
        marked(
          { kind: 'registration_received', family_id: (await chain()).family, language: 'en', payload: {} },
          'to_address',
          mark,
        ),
      update: { last_error: 'changed' },
    }),
    email_deliveries: ops({
      table: 'email_deliveries',
      make: async () =>
        id(
          `insert into public.email_deliveries (outbox_id, attempt, started_at, ok) values ($1, 1, now(), true) returning id`,
          [(await chain()).outbox],
        ),
      insertRow: async (mark) =>
        marked(
          { outbox_id: (await chain()).outbox, attempt: 9, started_at: new Date().toISOString(), ok: false },
          'error',
          mark,
        ),
      update: { error: 'changed' },
    }),
    consent_texts: ops({
      table: 'consent_texts',
      key: 'sha256',
      make: async () =>
        (
          await one<{ sha256: string }>(
            "select sha256 from public.consent_texts where kind = 'guardian' and language = 'en' and version = 1",
          )
        ).sha256,
      insertRow: async (mark) => marked({ kind: 'guardian', version: 99, language: 'en' }, 'wording', mark),
      update: { wording: 'changed' },
    }),
  };
}
