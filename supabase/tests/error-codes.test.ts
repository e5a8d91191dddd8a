/**
 * Errors as codes: each refusal of the database's own rules reaches the apps through
 * real PostgREST and the official supabase-js client with its SQLSTATE and its stable code in
 * `hint`, and the admin shows that code's catalog message in English, Spanish and Russian
 * (shared/src/dbErrors.ts). Every code the migrations raise is known to the apps, and every code
 * the apps know is raised here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERROR_MESSAGES,
  DB_ERROR_MESSAGES,
  PUBLIC_ERROR_MESSAGES,
  dbErrorCode,
  dbErrorMessage,
  type DbErrorCode,
} from '@academy/shared/dbErrors.ts';
import { adminEn } from '@academy/shared/i18n/admin/en.ts';
import { adminEs } from '@academy/shared/i18n/admin/es.ts';
import { adminRu } from '@academy/shared/i18n/admin/ru.ts';
import { flattenMessages } from '@academy/shared/i18n/index.ts';
import { useFixture } from './fixtures.ts';
import { signIn, type Client } from './helpers.ts';
import { createOffer } from './registration-support.ts';

const fx = useFixture('error-codes', { password: 'Error-Codes-Password-1' });
const { tag, db, email, offers, password: PASSWORD } = fx;
const CATALOGS = { en: adminEn, es: adminEs, ru: adminRu };
let admin: Client;
let editor: Client;
let noProfile: Client;
let coordinator: Client;
let adminId: string;
let editorId: string;

/** What supabase-js hands the apps: { error: { code, message, details, hint } } and the status. */
interface Answer {
  status: number;
  error: { code: string; message: string; hint: string | null } | null;
}

beforeAll(async () => {
  adminId = await fx.staffAccount('admin', 'Admin');
  editorId = await fx.staffAccount('editor', 'Editor');
  await fx.staffAccount('coordinator', 'Coordinator');
  await fx.plainAccount('noprofile');
  admin = await signIn(email('admin'), PASSWORD);
  editor = await signIn(email('editor'), PASSWORD);
  noProfile = await signIn(email('noprofile'), PASSWORD);
  coordinator = await signIn(email('coordinator'), PASSWORD);
});

afterAll(async () => {
  await db.query('delete from public.coaches where name_en like $1', [`${tag}%`]);
  await db.query('delete from public.menu_items where title_en like $1', [`${tag}%`]);
});

async function newCoach(): Promise<{ id: number; updated_at: string }> {
  const { data, error } = await admin
    .from('coaches')
    .insert({ name_en: `${tag} coach`, role_en: 'Coach', bio_en: '<p>Bio</p>' })
    .select('id, updated_at')
    .single();
  if (error || !data) throw new Error(`coach insert failed: ${error?.message}`);
  return data;
}

/** An offer (with `taken` places held) and a registration of a new family waiting for it. */
async function fullOffer(): Promise<{ offer: number; waiting: number; child: number; family: number }> {
  const offer = await createOffer(db, { title_en: `${tag} offer`, capacity: 1 });
  offers.push(offer);
  const ids = async (status: string) => {
    const { rows } = await db.query(
      `with f as (insert into public.families (parent_name, email, phone, emergency_name, emergency_phone)
                  values ('P', 'p@example.com', '600000000', 'E', '600000001') returning id),
            c as (insert into public.children (family_id, name, date_of_birth, position, shirt_size, authorised_collectors)
                  select id, 'C ' || $2::text, '2014-01-01', 'any', '140', 'P' from f returning id, family_id)
       insert into public.registrations (child_id, offer_id, family_id, status)
       select id, $1, family_id, $2::text::public.registration_status from c returning id, child_id, family_id`,
      [offer, status],
    );
    return rows[0] as { id: string; child_id: string; family_id: string };
  };
  await ids('new');
  const waiting = await ids('waiting');
  return {
    offer,
    waiting: Number(waiting.id),
    child: Number(waiting.child_id),
    family: Number(waiting.family_id),
  };
}

/** A payment of 100 to a registration, made with SQL: online (as the provider's events record it) or by hand. */
async function payment(online: boolean): Promise<number> {
  const { waiting } = await fullOffer();
  const { rows } = await db.query<{ id: string }>(
    `insert into public.payments (registration_id, kind, amount, method, provider_payment_id)
     values ($1, 'deposit', 100, $2::text::public.payment_method, $3) returning id`,
    [waiting, online ? 'card_online' : 'transfer', online ? `pi_${tag}` : null],
  );
  return Number(rows[0]!.id);
}
const refund = (client: Client, payment: number, amount = 10, reason = 'Cancelled') =>
  client.rpc('request_refund', { p_payment_id: payment, p_amount: amount, p_reason: reason });

/** Codes only plain SQL can meet (the API has no privilege to try): checked in SQL below. */
const SQL_ONLY = ['consent_append_only', 'access_log_append_only'] as const satisfies readonly DbErrorCode[];

async function lastChange(table: string, rowId: string | number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'select max(id) as id from history.changes where table_name = $1 and row_id = $2',
    [table, String(rowId)],
  );
  return Number(rows[0]?.id);
}

/** One way through the API to each refusal, as the apps meet it. */
const SCENARIOS: Record<
  Exclude<DbErrorCode, (typeof SQL_ONLY)[number]>,
  { sqlstate: string; run: () => PromiseLike<Answer> }
> = {
  admins_only: {
    sqlstate: '42501',
    run: () =>
      editor.rpc('admin_create_user', {
        p_email: email('by-editor'),
        p_password: PASSWORD,
        p_name: 'Nobody',
      }),
  },
  invalid_email: {
    sqlstate: '22023',
    run: () => admin.rpc('admin_create_user', { p_email: 'no-at-sign', p_password: PASSWORD, p_name: 'N' }),
  },
  password_too_short: {
    sqlstate: '22023',
    run: () => admin.rpc('admin_set_password', { p_id: adminId, p_password: 'short' }),
  },
  password_too_long: {
    sqlstate: '22023',
    run: () => admin.rpc('admin_set_password', { p_id: adminId, p_password: 'x'.repeat(73) }),
  },
  password_common: {
    sqlstate: '22023',
    run: () => admin.rpc('admin_set_password', { p_id: adminId, p_password: 'Password1' }),
  },
  password_weak: {
    sqlstate: '22023',
    run: () => admin.rpc('admin_set_password', { p_id: adminId, p_password: 'academy2026' }),
  },
  unknown_role: {
    sqlstate: '22023',
    run: () => admin.rpc('admin_update_user', { p_id: adminId, p_role: 'Owner' }),
  },
  name_required: {
    sqlstate: '22023',
    run: () => admin.rpc('admin_update_user', { p_id: adminId, p_name: '   ' }),
  },
  email_taken: {
    sqlstate: '23505',
    run: () =>
      admin.rpc('admin_create_user', { p_email: email('editor'), p_password: PASSWORD, p_name: 'Twin' }),
  },
  last_admin: {
    sqlstate: 'P0001',
    run: async () => {
      // Our Admin alone for a moment: the others are inactive while it tries to demote itself.
      const { rows } = await db.query<{ id: string }>(
        "update public.users set is_active = false where role = 'Admin' and is_active and id <> $1 returning id",
        [adminId],
      );
      try {
        return await admin.rpc('admin_update_user', { p_id: adminId, p_role: 'Editor' });
      } finally {
        await db.query('update public.users set is_active = true where id = any($1::uuid[])', [
          rows.map((r) => r.id),
        ]);
      }
    },
  },
  self_deactivate: {
    sqlstate: 'P0001',
    run: () => admin.rpc('admin_update_user', { p_id: adminId, p_is_active: false }),
  },
  self_delete: { sqlstate: 'P0001', run: () => admin.rpc('admin_delete_user', { p_id: adminId }) },
  user_not_found: { sqlstate: 'PT404', run: () => admin.rpc('admin_delete_user', { p_id: randomUUID() }) },
  stale_record: {
    sqlstate: 'PT409',
    run: async () => {
      const coach = await newCoach();
      await admin.from('coaches').update({ license: 'UEFA A' }).eq('id', coach.id);
      return admin
        .from('coaches')
        .update({ license: 'UEFA B', updated_at: coach.updated_at })
        .eq('id', coach.id)
        .select();
    },
  },
  english_required: {
    sqlstate: 'P0001',
    run: () => admin.from('languages').delete().eq('code', 'en'),
  },
  bad_table: { sqlstate: '22023', run: () => admin.rpc('reorder', { p_table: 'users', p_ids: [1] }) },
  duplicate_id: {
    sqlstate: '22023',
    run: async () => {
      const coach = await newCoach();
      return admin.rpc('reorder', { p_table: 'coaches', p_ids: [coach.id, coach.id] });
    },
  },
  reorder_refused: {
    sqlstate: '42501',
    run: () => admin.rpc('reorder', { p_table: 'coaches', p_ids: [2_000_000_000] }),
  },
  not_staff: { sqlstate: '42501', run: () => noProfile.rpc('admin_dashboard') },
  version_not_found: {
    sqlstate: 'PT404',
    run: () => admin.rpc('restore_version', { p_change_id: 2_000_000_000 }),
  },
  not_restorable: {
    sqlstate: 'P0001',
    run: async () => admin.rpc('restore_version', { p_change_id: await lastChange('users', adminId) }),
  },
  version_invalid: {
    sqlstate: '22023',
    run: async () => {
      // A menu item's old url, taken meanwhile by an item that leads to another page.
      const item = (url: string, page: 'about' | 'camps') => ({
        type: 'Footer' as const,
        title_en: `${tag} item`,
        url,
        component_key: page,
      });
      const first = await admin
        .from('menu_items')
        .insert(item(`/${tag}-a`, 'about'))
        .select('id')
        .single();
      const oldVersion = await lastChange('menu_items', first.data?.id ?? 0);
      await admin
        .from('menu_items')
        .update({ url: `/${tag}-b` })
        .eq('id', first.data?.id ?? 0);
      await admin.from('menu_items').insert(item(`/${tag}-a`, 'camps'));
      return admin.rpc('restore_version', { p_change_id: oldVersion });
    },
  },
  not_allowed: {
    sqlstate: '42501',
    run: () =>
      editor.rpc('translation_still_correct', { p_table_name: 'users', p_row_id: adminId, p_field: 'name' }),
  },
  record_exists: {
    sqlstate: 'P0001',
    run: async () => {
      const coach = await newCoach();
      await admin.from('coaches').delete().eq('id', coach.id);
      await admin
        .from('coaches')
        .insert({ id: coach.id, name_en: `${tag} again`, role_en: 'Coach', bio_en: '<p>Bio</p>' });
      return admin.rpc('restore_deleted', { p_table_name: 'coaches', p_row_id: String(coach.id) });
    },
  },
  deletion_not_found: {
    sqlstate: 'PT404',
    run: () => admin.rpc('restore_deleted', { p_table_name: 'coaches', p_row_id: '2000000000' }),
  },
  no_previous_version: {
    sqlstate: 'P0001',
    run: async () => {
      // The change that created a record has no version before it.
      const coach = await newCoach();
      return admin.rpc('restore_previous_version', { p_change_id: await lastChange('coaches', coach.id) });
    },
  },
  menu_url_other_page: {
    sqlstate: '23505',
    // The seed's /about shows the About page.
    run: () =>
      admin
        .from('menu_items')
        .insert({ type: 'Footer', title_en: `${tag} camps`, url: '/about', component_key: 'camps' }),
  },
  preview_not_allowed: {
    sqlstate: '42501',
    run: () => noProfile.rpc('preview_page_data', { p_key: 'about' }),
  },
  aal2_required: {
    sqlstate: '42501',
    run: async () => {
      // An Admin with a verified factor of their own, in a session that has not given its code.
      const id = await fx.staffAccount('admin-mfa', 'Admin');
      await db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values (gen_random_uuid(), $1, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')`,
        [id],
      );
      const aal1 = await signIn(email('admin-mfa'), PASSWORD);
      return aal1.rpc('admin_remove_mfa_factor', { p_user_id: editorId, p_factor_id: randomUUID() });
    },
  },
  own_mfa_factor: {
    sqlstate: 'P0001',
    run: () => admin.rpc('admin_remove_mfa_factor', { p_user_id: adminId, p_factor_id: randomUUID() }),
  },
  mfa_factor_not_found: {
    sqlstate: 'PT404',
    run: () => admin.rpc('admin_remove_mfa_factor', { p_user_id: editorId, p_factor_id: randomUUID() }),
  },
  menu_url_invalid: {
    sqlstate: '22023',
    run: () =>
      admin.from('menu_items').insert({
        type: 'Footer',
        title_en: `${tag} off-site`,
        url: '//evil.example/x',
        component_key: 'about',
      }),
  },
  link_invalid: {
    sqlstate: '22023',
    run: () => admin.from('site_settings').update({ address_url: 'data:text/html,<b>x</b>' }).eq('id', 1),
  },
  whatsapp_link_invalid: {
    sqlstate: '22023',
    run: () =>
      admin.from('site_settings').update({ whatsapp_link: 'https://wa.me@evil.example/1' }).eq('id', 1),
  },
  map_url_invalid: {
    sqlstate: '22023',
    run: () => admin.from('site_settings').update({ map_embed_url: 'http://maps.example/embed' }).eq('id', 1),
  },
  news_image_invalid: {
    sqlstate: '22023',
    run: () =>
      admin.from('news').insert({
        title_en: `${tag} news`,
        text_en: '<p>Text</p>',
        preview_image_url: 'https://evil.example/a.png',
      }),
  },
  not_registration_staff: { sqlstate: '42501', run: () => editor.rpc('export_family', { p_family_id: 1 }) },
  offer_places_only: {
    sqlstate: '42501',
    run: async () =>
      coordinator
        .from('offers')
        .update({ title_en: 'Renamed' })
        .eq('id', (await fullOffer()).offer),
  },
  offer_full: {
    sqlstate: 'P0001',
    run: async () =>
      coordinator
        .from('registrations')
        .update({ status: 'confirmed' })
        .eq('id', (await fullOffer()).waiting),
  },
  cancel_note_required: {
    sqlstate: '23514',
    run: async () =>
      coordinator
        .from('registrations')
        .update({ status: 'cancelled' })
        .eq('id', (await fullOffer()).waiting),
  },
  capacity_below_taken: {
    sqlstate: 'P0001',
    run: async () =>
      admin
        .from('offers')
        .update({ capacity: 0 })
        .eq('id', (await fullOffer()).offer),
  },
  mfa_enrolment_required: {
    sqlstate: '42501',
    run: async () => {
      // The setting requires a factor of Admins; this Admin has none. Reset right after.
      await db.query(
        'update public.registration_settings set staff_second_factor_required = true where id = 1',
      );
      try {
        return await admin.rpc('admin_mfa_factors', {});
      } finally {
        await db.query(
          'update public.registration_settings set staff_second_factor_required = false where id = 1',
        );
      }
    },
  },
  staff_only: {
    sqlstate: '42501',
    run: () => noProfile.rpc('log_access', { p_event: 'sign_in' }),
  },
  access_event_server_only: {
    sqlstate: '22023',
    run: () =>
      editor.rpc('log_access', { p_event: 'family_erased', p_subject_type: 'family', p_subject_id: '1' }),
  },
  access_subject_invalid: {
    sqlstate: '22023',
    run: () => editor.rpc('log_access', { p_event: 'csv_export', p_subject_type: 'Not a type' }),
  },
  not_admin: { sqlstate: '42501', run: async () => refund(coordinator, await payment(true)) },
  refund_not_online: { sqlstate: 'P0001', run: async () => refund(admin, await payment(false)) },
  refund_too_large: { sqlstate: 'P0001', run: async () => refund(admin, await payment(true), 100.01) },
  refund_reason_required: { sqlstate: '22023', run: async () => refund(admin, await payment(true), 10, ' ') },
  payment_not_found: { sqlstate: 'PT404', run: () => refund(admin, 2_000_000_000) },
  online_payment_locked: {
    sqlstate: '42501',
    run: async () =>
      admin
        .from('payments')
        .update({ amount: 1 })
        .eq('id', await payment(true)),
  },
  family_not_found: {
    sqlstate: 'PT404',
    run: () => admin.rpc('erase_family', { p_family_id: 2_000_000_000 }),
  },
  consent_version_unknown: {
    sqlstate: '22023',
    run: async () => {
      const { child, family } = await fullOffer();
      return coordinator.from('consents').insert({
        family_id: family,
        child_id: child,
        kind: 'photos_website',
        given: false,
        text_version: 99,
        language: 'en',
      });
    },
  },
};

describe('each refusal reaches the apps as a code and is told in three languages', () => {
  it.each(Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[])('%s', async (code) => {
    const scenario = SCENARIOS[code];
    const { error, status } = await scenario.run();
    expect(status, code).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(error?.code).toBe(scenario.sqlstate);
    expect(error?.hint).toBe(code);
    expect(dbErrorCode(error)).toBe(code);
    const key = dbErrorMessage(error);
    expect(key).toBe(DB_ERROR_MESSAGES[code]);
    const texts = Object.entries(CATALOGS).map(([lang, catalog]) => {
      const text = flattenMessages(catalog)[key ?? ''];
      expect(text, `${lang}: ${key}`).toMatch(/\S/);
      return text;
    });
    // Each language has its own text, not a copy of the English one.
    expect(new Set(texts).size).toBe(3);
  });

  const sqlRefusals: Record<(typeof SQL_ONLY)[number], () => Promise<unknown>> = {
    consent_append_only: async () => {
      const { family } = await fullOffer();
      await db.query(
        `insert into public.consents (family_id, child_id, kind, given, text_version, language, source)
         select $1, id, 'guardian', true, 1, 'en', 'staff' from public.children where family_id = $1`,
        [family],
      );
      return db.query('delete from public.consents where family_id = $1', [family]);
    },
    access_log_append_only: async () => {
      const { rows } = await db.query<{ id: string }>(
        "insert into public.access_log (event, subject_type, subject_id) values ('csv_export', 'offer', $1) returning id",
        [tag],
      );
      return db.query('delete from public.access_log where id = $1', [rows[0]!.id]);
    },
  };

  it.each(SQL_ONLY)('%s (plain SQL only: the API may not even try)', async (code) => {
    const error = await sqlRefusals[code]().then(
      () => null,
      (err: unknown) => err,
    );
    expect(dbErrorCode(error)).toBe(code);
    for (const catalog of Object.values(CATALOGS)) {
      expect(flattenMessages(catalog)[DB_ERROR_MESSAGES[code]]).toMatch(/\S/);
    }
  });

  it('tells a value outside an enum by its SQLSTATE (22P02)', async () => {
    const { error, status } = await admin
      .from('news')
      .insert({ title_en: `${tag} news`, text_en: '<p>Text</p>', status: 'Live' as never });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
    expect(dbErrorMessage(error)).toBe('app.errors.invalid_value');
    for (const catalog of Object.values(CATALOGS)) {
      expect(flattenMessages(catalog)['app.errors.invalid_value']).toMatch(/\S/);
    }
  });
});

describe('the codes of the database and of the apps are the same list', () => {
  it('every hint the functions of the schema raise is a code the apps translate (back office, public or family account)', async () => {
    const { rows } = await db.query<{ src: string }>(
      `select p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private', 'history') and p.prosrc like '%hint%'`,
    );
    const raised = new Set<string>();
    for (const { src } of rows) {
      for (const match of src.matchAll(/hint\s*=\s*'([a-z0-9_]+)'/g)) raised.add(match[1] as string);
    }
    const known = new Set([
      ...Object.keys(DB_ERROR_MESSAGES),
      ...Object.keys(PUBLIC_ERROR_MESSAGES),
      ...Object.keys(ACCOUNT_ERROR_MESSAGES),
    ]);
    expect([...raised].sort()).toEqual([...known].sort());
  });
});
