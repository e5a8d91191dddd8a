/**
 * Family accounts, the functions the account pages call and what staff read of an account
 * (docs/family-accounts.md, "Functions"): the overview with its bookings and amounts, cancelling
 * within the policy, what is missing before camp (also for staff), book again, the family's data,
 * and the account's status and sign-in address for staff.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_MESSAGES } from '@academy/shared/dbErrors.ts';
import { registrationEn } from '@academy/shared/i18n/registration/en.ts';
import { registrationEs } from '@academy/shared/i18n/registration/es.ts';
import { registrationRu } from '@academy/shared/i18n/registration/ru.ts';
import { flattenMessages } from '@academy/shared/i18n/index.ts';
import { accountTools, expectRefusal } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import type { Client } from './helpers.ts';

const BLOCK = 135;
const fx = useFixture('family-functions', {
  password: 'Family-Functions-Password-1',
  settings: { online_registration: true },
});
const { db } = fx;
const { register, parent, one } = accountTools(fx, BLOCK);
let coordinator: Client;
let editor: Client;
let admin: Client;

beforeAll(async () => {
  admin = (await fx.staff('admin', 'Admin')).client;
  coordinator = (await fx.staff('coordinator', 'Coordinator')).client;
  editor = (await fx.staff('editor', 'Editor')).client;
});

interface Booking {
  registration_id: number;
  status: string;
  waiting_position: number | null;
  paid: number;
  outstanding: number;
  amount_due_now: number;
  pay_by: string | null;
  can_cancel: boolean;
  link_token: string;
  amounts: { price: number; deposit: number };
  before_camp: { required: string[]; deadline: string | null; missing: string[]; ready: boolean | null };
}
interface Overview {
  email: string;
  is_first_guardian: boolean;
  families: { id: number }[];
  children: { id: number; name: string; collectors: { name: string }[]; bookings: Booking[] }[];
}

async function overview(client: Client): Promise<Overview> {
  const { data, error } = await client.rpc('family_overview');
  expect(error).toBeNull();
  return data as unknown as Overview;
}

describe('the overview', () => {
  it('lists each child with each booking: status, waiting position, amounts paid and owed', async () => {
    const offer = await fx.offer({ capacity: 1, price: 300, deposit: 100 });
    const answer = await register('overview', [
      { offer_ids: [offer], name: 'Ana' },
      { offer_ids: [offer], name: 'Bea' },
    ]);
    const [placed, waiting] = answer.items;
    await db.query(
      `insert into public.payments (registration_id, kind, amount, method) values ($1, 'deposit', 100, 'bizum')`,
      [placed!.registration_id],
    );
    const { client } = await parent('overview');
    const view = await overview(client);
    expect(view.email).toBe(fx.email('overview'));
    expect(view.is_first_guardian).toBe(true);
    const byName = Object.fromEntries(view.children.map((c) => [c.name, c.bookings]));
    expect(byName.Ana).toMatchObject([
      {
        registration_id: placed!.registration_id,
        status: 'new',
        waiting_position: null,
        paid: 100,
        outstanding: 200,
      },
    ]);
    expect(byName.Bea).toMatchObject([
      {
        registration_id: waiting!.registration_id,
        status: 'waiting',
        waiting_position: 1,
        paid: 0,
        outstanding: 0,
      },
    ]);
    expect(byName.Ana![0]!.amounts.price).toBe(300);
    expect(byName.Ana![0]!.link_token).toMatch(/^p1\./);
    // The parents' link's own view of the booking says the same.
    const link = await client.rpc('parent_link', { p_token: byName.Ana![0]!.link_token });
    expect(link.data).toMatchObject({ status: 'new', paid: 100 });
  });
});

describe('cancelling a booking', () => {
  it("cancels the family's own booking before the offer starts, and only its own", async () => {
    const offer = await fx.offer({ capacity: 5 });
    const own = await register('cancel', [{ offer_ids: [offer] }]);
    const other = await register('cancel-other', [{ offer_ids: [offer] }]);
    const { client, id } = await parent('cancel');

    const foreign = await client.rpc('cancel_booking', {
      p_registration_id: other.items[0]!.registration_id,
    });
    expectRefusal(foreign, 'PT404', 'booking_not_found');
    expect(
      (await one('select status from public.registrations where id = $1', [other.items[0]!.registration_id]))
        .status,
    ).toBe('new');

    const done = await client.rpc('cancel_booking', { p_registration_id: own.items[0]!.registration_id });
    expect(done.error).toBeNull();
    expect(done.data).toMatchObject({ status: 'cancelled', cancel_reason: 'parent', can_cancel: false });
    expect(
      await one('select status, cancel_reason from public.registrations where id = $1', [
        own.items[0]!.registration_id,
      ]),
    ).toEqual({ status: 'cancelled', cancel_reason: 'parent' });
    // Again: answered as it is.
    const again = await client.rpc('cancel_booking', { p_registration_id: own.items[0]!.registration_id });
    expect(again.data).toMatchObject({ status: 'cancelled' });
    expect(
      await one(
        `select table_name, fields, changed_by from public.family_changes where family_id = $1 and table_name = 'registrations'`,
        [own.family_id],
      ),
    ).toMatchObject({ table_name: 'registrations', changed_by: id });
    expectRefusal(
      await coordinator.rpc('cancel_booking', { p_registration_id: own.items[0]!.registration_id }),
      '42501',
      'not_a_parent',
    );
  });

  it('refuses once the offer has started (the cancellation policy)', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const own = await register('started', [{ offer_ids: [offer] }]);
    await db.query('update public.offers set starts_on = current_date where id = $1', [offer]);
    const { client } = await parent('started');
    expectRefusal(
      await client.rpc('cancel_booking', { p_registration_id: own.items[0]!.registration_id }),
      'PT409',
      'action_not_available',
    );
    expect(
      (await one('select status from public.registrations where id = $1', [own.items[0]!.registration_id]))
        .status,
    ).toBe('new');
  });
});

describe('before camp', () => {
  it('says what each booking still misses, to the family and to staff, until it is given', async () => {
    const offer = await fx.offer({ capacity: 5 });
    await db.query(
      `update public.offers set before_camp_details = '{medical_form,emergency_contact,collectors,photo_consent}',
         before_camp_deadline = starts_on - 3 where id = $1`,
      [offer],
    );
    const answer = await register('ready', [{ offer_ids: [offer] }]);
    const registrationId = answer.items[0]!.registration_id;
    const { client } = await parent('ready');
    const booking = () => overview(client).then((v) => v.children[0]!.bookings[0]!.before_camp);

    expect(await booking()).toMatchObject({ missing: ['medical_form', 'collectors'], ready: false });
    const staffView = async () =>
      (
        await coordinator
          .from('registration_readiness')
          .select('missing, ready')
          .eq('registration_id', registrationId)
      ).data;
    expect(await staffView()).toEqual([{ missing: ['medical_form', 'collectors'], ready: false }]);
    // Editors read no family's data.
    expect(
      (
        await editor
          .from('registration_readiness')
          .select('registration_id')
          .eq('registration_id', registrationId)
      ).data,
    ).toEqual([]);

    const childId = Number(
      (await one<{ id: string }>('select id from public.children where family_id = $1', [answer.family_id]))
        .id,
    );
    const added = await client
      .from('child_collectors')
      .insert({ child_id: childId, name: 'Tía Rosa', relationship: 'Aunt', phone: '+34 600 123 123' });
    expect(added.error).toBeNull();
    // Confirming the medical information: the time is the database's, whatever is sent.
    const confirmed = await client
      .from('children')
      .update({ medical_confirmed_at: '2000-01-01T00:00:00Z' })
      .eq('id', childId)
      .select('medical_confirmed_at');
    expect(new Date(confirmed.data![0]!.medical_confirmed_at!).getFullYear()).toBeGreaterThan(2000);

    expect(await booking()).toMatchObject({ missing: [], ready: true });
    expect(await staffView()).toEqual([{ missing: [], ready: true }]);
  });
});

describe('book again', () => {
  it('gives the latest family details and each child once', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const later = await fx.offer({ capacity: 5 });
    await register('again', [{ offer_ids: [offer], name: 'Iker', date_of_birth: '2015-03-03' }]);
    await register(
      'again',
      [
        { offer_ids: [later], name: 'Iker', date_of_birth: '2015-03-03' },
        { offer_ids: [later], name: 'Julia', date_of_birth: '2016-04-04' },
      ],
      { phone: '+34 611 222 333' },
    );
    const { client } = await parent('again');
    const { data, error } = await client.rpc('book_again');
    expect(error).toBeNull();
    const prefill = data as {
      family: Record<string, string>;
      children: { name: string; date_of_birth: string }[];
    };
    expect(prefill.family).toMatchObject({
      email: fx.email('again'),
      phone: '+34 611 222 333',
      parent_name: 'Ana García',
    });
    expect(prefill.children.map((c) => [c.name, c.date_of_birth])).toEqual([
      ['Iker', '2015-03-03'],
      ['Julia', '2016-04-04'],
    ]);
  });
});

describe("the family's data", () => {
  it('is downloaded whole, and the download is in the access log', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const answer = await register('data', [{ offer_ids: [offer], name: 'Diego' }]);
    const { client, id } = await parent('data');
    const childId = Number(
      (await one<{ id: string }>('select id from public.children where family_id = $1', [answer.family_id]))
        .id,
    );
    await client
      .from('child_collectors')
      .insert({ child_id: childId, name: 'Tío Juan', relationship: 'Uncle', phone: '+34 600 321 321' });
    const { data, error } = await client.rpc('my_family_data');
    expect(error).toBeNull();
    const exported = data as {
      families: { family: { id: number }; children: { name: string; collectors: { name: string }[] }[] }[];
    };
    expect(exported.families.map((f) => f.family.id)).toEqual([answer.family_id]);
    expect(exported.families[0]!.children[0]).toMatchObject({
      name: 'Diego',
      collectors: [{ name: 'Tío Juan' }],
    });
    expect(
      await one(`select event, actor_id, subject_id from public.access_log where actor_id = $1`, [id]),
    ).toEqual({ event: 'access_request', actor_id: id, subject_id: String(answer.family_id) });
    expectRefusal(await editor.rpc('my_family_data'), '42501', 'not_a_parent');
    // Staff's export still refuses everyone but Admins and Coordinators.
    expectRefusal(
      await client.rpc('export_family', { p_family_id: answer.family_id }),
      '42501',
      'not_registration_staff',
    );
  });
});

describe('staff and the account', () => {
  it('see whether a family has an account and what it last changed, and where to resend a sign-in e-mail', async () => {
    const offer = await fx.offer({ capacity: 5 });
    const withAccount = await register('status', [{ offer_ids: [offer] }]);
    const without = await register('status-none', [{ offer_ids: [offer] }]);
    const { client } = await parent('status');
    await client.from('families').update({ phone: '+34 622 000 000' }).eq('id', withAccount.family_id);

    const { data, error } = await coordinator.rpc('family_account_status', {
      p_family_id: withAccount.family_id,
    });
    expect(error).toBeNull();
    const status = data as {
      has_account: boolean;
      last_changed_at: string | null;
      changes: { table: string; fields: string[]; by: string }[];
    };
    expect(status.has_account).toBe(true);
    expect(status.last_changed_at).not.toBeNull();
    expect(status.changes).toMatchObject([{ table: 'families', fields: ['phone'], by: 'first_guardian' }]);
    const none = await coordinator.rpc('family_account_status', { p_family_id: without.family_id });
    expect(none.data).toMatchObject({ has_account: false, last_changed_at: null, changes: [] });

    expectRefusal(
      await editor.rpc('family_account_status', { p_family_id: withAccount.family_id }),
      '42501',
      'not_registration_staff',
    );
    expectRefusal(
      await client.rpc('family_account_status', { p_family_id: withAccount.family_id }),
      '42501',
      'not_registration_staff',
    );
    expectRefusal(
      await coordinator.rpc('family_account_status', { p_family_id: -1 }),
      'PT404',
      'family_not_found',
    );

    const address = await coordinator.rpc('family_sign_in_email', { p_family_id: withAccount.family_id });
    expect(address).toMatchObject({ error: null, data: fx.email('status') });
    expectRefusal(
      await editor.rpc('family_sign_in_email', { p_family_id: withAccount.family_id }),
      '42501',
      'not_registration_staff',
    );
    expectRefusal(
      await client.rpc('family_sign_in_email', { p_family_id: withAccount.family_id }),
      '42501',
      'not_registration_staff',
    );

    // Erased: no account, and no address to send to.
    expect((await admin.rpc('erase_family', { p_family_id: withAccount.family_id })).error).toBeNull();
    const erased = await coordinator.rpc('family_account_status', { p_family_id: withAccount.family_id });
    expect(erased.data).toMatchObject({ erased: true, has_account: false });
    expectRefusal(
      await coordinator.rpc('family_sign_in_email', { p_family_id: withAccount.family_id }),
      'PT404',
      'family_not_found',
    );
  });
});

describe("the account's refusals", () => {
  it('each has a message in English, Spanish and Russian', () => {
    const catalogs = [registrationEn, registrationEs, registrationRu].map((c) => flattenMessages(c));
    for (const key of Object.values(ACCOUNT_ERROR_MESSAGES)) {
      const texts = catalogs.map((c) => c[key]);
      for (const text of texts) expect(text, key).toMatch(/\S/);
      expect(new Set(texts).size, key).toBe(3);
    }
  });
});
