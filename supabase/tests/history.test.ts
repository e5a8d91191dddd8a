/**
 * History and restore: every audited table records insert,
 * update and delete with the actor; anon and Editors cannot write or delete history; an Editor
 * cannot read the history of staff accounts; a change made in plain SQL is recorded with no
 * actor; restore of a version and of a deleted record work and are recorded; a version that no
 * longer fits the schema is refused naming the field and changes nothing; retention pruning.
 * Through HTTP with real tokens; rows are checked with a superuser connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, signIn, type ApiError, type Client } from './helpers.ts';
import type { Json } from '@academy/shared/database.types.ts';

const fx = useFixture('history', { password: 'History-Password-1' });
const { tag, db, email, users: createdUsers, password: PASSWORD } = fx;
let admin: Client;
let editor: Client;
let adminId: string;
let editorId: string;

interface Change {
  id: number;
  table_name: string;
  row_id: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  changed_fields: string[] | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  record: Record<string, unknown>;
  actor_id: string | null;
  actor_name: string | null;
  restored_from: number | null;
}

/** The changes of one record, newest first, as the superuser sees them. */
async function changesOf(table: string, rowId: string | number): Promise<Change[]> {
  const { rows } = await db.query<Change>(
    `select id::int, table_name, row_id, op, changed_fields, old_values, new_values, record, actor_id,
            actor_name, restored_from::int
       from public.change_history where table_name = $1 and row_id = $2 order by id desc`,
    [table, String(rowId)],
  );
  return rows;
}

async function historyCount(): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from history.changes');
  return rows[0]!.n;
}

beforeAll(async () => {
  adminId = await fx.staffAccount('admin', 'Admin', { name: 'Ana' });
  editorId = await fx.staffAccount('editor', 'Editor', { name: 'Eva' });
  admin = await signIn(email('admin'), PASSWORD);
  editor = await signIn(email('editor'), PASSWORD);
});

afterAll(async () => {
  for (const [t, col] of [
    ['news', 'title_en'],
    ['coaches', 'name_en'],
    ['programmes', 'title_en'],
    ['subscriptions', 'title_en'],
    ['menu_items', 'title_en'],
  ] as const) {
    await db.query(`delete from public.${t} where ${col} like $1`, [`${tag}%`]);
  }
});

// ---------------------------------------------------------------------------------------------
// Recording
// ---------------------------------------------------------------------------------------------

/** A valid row of each list table, and the field an update changes. */
const LISTS = {
  news: { row: (t: string) => ({ title_en: t, text_en: '<p>Text</p>' }), field: 'title_en' },
  coaches: { row: (t: string) => ({ name_en: t, role_en: 'Coach', bio_en: '<p>Bio</p>' }), field: 'name_en' },
  programmes: { row: (t: string) => ({ title_en: t, description_en: '<p>D</p>' }), field: 'title_en' },
  subscriptions: {
    row: (t: string) => ({ title_en: t, description_en: 'Plan', price: 10 }),
    field: 'title_en',
  },
  menu_items: {
    row: (t: string) => ({ type: 'Footer', title_en: t, url: '/x', component_key: 'about' }),
    field: 'title_en',
  },
} as const;

describe('every audited table records insert, update and delete with the actor', () => {
  for (const [table, spec] of Object.entries(LISTS)) {
    it(`${table}: through the API`, async () => {
      const client = table === 'menu_items' ? admin : editor;
      const actor = table === 'menu_items' ? adminId : editorId;
      const title = `${tag}-${table}`;
      const ins = await client
        .from(table as 'news')
        .insert(spec.row(title) as never)
        .select('id')
        .single();
      expect(ins.error).toBeNull();
      const id = String(ins.data!.id);
      const upd = await client
        .from(table as 'news')
        .update({ [spec.field]: `${title}-changed` } as never)
        .eq('id', Number(id));
      expect(upd.error).toBeNull();
      const del = await client
        .from(table as 'news')
        .delete()
        .eq('id', Number(id));
      expect(del.error).toBeNull();

      const [d, u, i] = await changesOf(table, id);
      expect([i?.op, u?.op, d?.op]).toEqual(['INSERT', 'UPDATE', 'DELETE']);
      for (const c of [i, u, d]) {
        expect(c?.actor_id).toBe(actor);
        expect(c?.actor_name).toBe(table === 'menu_items' ? 'Ana User' : 'Eva User');
      }
      expect(i?.record[spec.field]).toBe(title);
      // An update records only the changed field (bookkeeping columns are not a change).
      expect(u?.changed_fields).toEqual([spec.field]);
      expect(u?.old_values).toEqual({ [spec.field]: title });
      expect(u?.new_values).toEqual({ [spec.field]: `${title}-changed` });
      expect(d?.record[spec.field]).toBe(`${title}-changed`);
    });
  }

  it('languages: delete, insert and update through the API as an Admin', async () => {
    const { data: before } = await admin.from('languages').select('*').eq('code', 'ru').single();
    expect((await admin.from('languages').delete().eq('code', 'ru')).error).toBeNull();
    expect((await admin.from('languages').insert(before!)).error).toBeNull();
    expect((await admin.from('languages').update({ name: 'Russian' }).eq('code', 'ru')).error).toBeNull();
    expect((await admin.from('languages').update({ name: before!.name }).eq('code', 'ru')).error).toBeNull();
    const [back, renamed, ins, del] = await changesOf('languages', 'ru');
    expect([del?.op, ins?.op, renamed?.op, back?.op]).toEqual(['DELETE', 'INSERT', 'UPDATE', 'UPDATE']);
    expect(new Set([del, ins, renamed, back].map((c) => c?.actor_id))).toEqual(new Set([adminId]));
    expect(renamed?.new_values).toEqual({ name: 'Russian' });
  });
});

describe('the fixed rows record their changes too', () => {
  it('site_settings and pages: updates through the API with the actor, insert and delete in SQL', async () => {
    const settings = (
      await db.query<{ phone_number: string | null }>('select phone_number from public.site_settings')
    ).rows[0]!;
    expect(
      (await admin.from('site_settings').update({ phone_number: '+34 600 000 000' }).eq('id', 1)).error,
    ).toBeNull();
    expect(
      (await admin.from('site_settings').update({ phone_number: settings.phone_number }).eq('id', 1)).error,
    ).toBeNull();
    const [restored, changed] = await changesOf('site_settings', 1);
    expect(changed?.new_values).toEqual({ phone_number: '+34 600 000 000' });
    expect(changed?.actor_id).toBe(adminId);
    expect(restored?.new_values).toEqual({ phone_number: settings.phone_number });

    const { data: page } = await editor.from('pages').select('content').eq('key', 'about').single();
    const content = page!.content as { [key: string]: Json | undefined };
    const upd = await editor
      .from('pages')
      .update({ content: { ...content, about_header_en: `${tag} About` } })
      .eq('key', 'about');
    expect(upd.error).toBeNull();
    expect((await editor.from('pages').update({ content }).eq('key', 'about')).error).toBeNull();
    const [back, pageChange] = await changesOf('pages', 'about');
    // jsonb content is compared per content field, not as one blob.
    expect(pageChange?.changed_fields).toEqual(['content.about_header_en']);
    expect(pageChange?.old_values).toEqual({ 'content.about_header_en': content.about_header_en });
    expect(pageChange?.new_values).toEqual({ 'content.about_header_en': `${tag} About` });
    expect(pageChange?.actor_id).toBe(editorId);
    expect(back?.new_values).toEqual({ 'content.about_header_en': content.about_header_en });

    // Page and settings rows are fixed (no insert/delete through the API): in SQL, in a
    // transaction that is rolled back, both are recorded without an actor.
    await db.query('begin');
    try {
      await db.query("delete from public.pages where key = 'cookies'");
      await db.query("insert into public.pages (key, content) values ('cookies', '{}')");
      await db.query('delete from public.site_settings');
      await db.query('insert into public.site_settings (id) values (1)');
      const { rows } = await db.query<{ table_name: string; op: string; actor_id: string | null }>(
        `select table_name, op, actor_id from history.changes
          where (table_name, row_id) in (('pages', 'cookies'), ('site_settings', '1'))
            and op <> 'UPDATE' order by id desc limit 4`,
      );
      expect(rows).toEqual([
        { table_name: 'site_settings', op: 'INSERT', actor_id: null },
        { table_name: 'site_settings', op: 'DELETE', actor_id: null },
        { table_name: 'pages', op: 'INSERT', actor_id: null },
        { table_name: 'pages', op: 'DELETE', actor_id: null },
      ]);
    } finally {
      await db.query('rollback');
    }
  });
});

describe('staff accounts, plain SQL and saves that change nothing', () => {
  it('users: account created, role and active changes and deletion, with the Admin as actor', async () => {
    const created = await admin.rpc('admin_create_user', {
      p_email: `${tag}-staff@example.com`,
      p_password: PASSWORD,
      p_name: 'Staff',
      p_last_name: 'Member',
      p_role: 'Editor',
    });
    expect(created.error).toBeNull();
    const id = created.data as string;
    createdUsers.push(id);
    // A name change is not recorded (only role and active flag are), a role change is.
    expect((await admin.rpc('admin_update_user', { p_id: id, p_name: 'Renamed' })).error).toBeNull();
    expect((await admin.rpc('admin_update_user', { p_id: id, p_role: 'Admin' })).error).toBeNull();
    expect((await admin.rpc('admin_update_user', { p_id: id, p_is_active: false })).error).toBeNull();
    expect((await admin.rpc('admin_delete_user', { p_id: id })).error).toBeNull();
    const changes = await changesOf('users', id);
    expect(changes.map((c) => c.op)).toEqual(['DELETE', 'UPDATE', 'UPDATE', 'INSERT']);
    expect(changes.map((c) => c.changed_fields)).toEqual([null, ['is_active'], ['role'], null]);
    expect(changes.every((c) => c.actor_id === adminId)).toBe(true);
    expect(changes[3]?.record).toMatchObject({ email: `${tag}-staff@example.com`, role: 'Editor' });
  });

  it('a change made in plain SQL is recorded with no actor', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.coaches (name_en, role_en, bio_en) values ($1, 'Coach', '<p>Bio</p>') returning id`,
      [`${tag}-sql`],
    );
    const id = rows[0]!.id;
    await db.query('update public.coaches set license = $1 where id = $2', ['UEFA A', id]);
    const [u, i] = await changesOf('coaches', id);
    expect([i?.op, u?.op]).toEqual(['INSERT', 'UPDATE']);
    expect([i?.actor_id, u?.actor_id, u?.actor_name]).toEqual([null, null, null]);
    expect(u?.new_values).toEqual({ license: 'UEFA A' });
  });

  it('a save that changes nothing but bookkeeping is not recorded', async () => {
    const { data } = await editor
      .from('news')
      .insert({ title_en: `${tag}-noop`, text_en: '<p>T</p>' })
      .select('id, title_en')
      .single();
    const before = (await changesOf('news', data!.id)).length;
    expect(
      (await editor.from('news').update({ title_en: data!.title_en }).eq('id', data!.id)).error,
    ).toBeNull();
    expect((await changesOf('news', data!.id)).length).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Who reads and writes history
// ---------------------------------------------------------------------------------------------
describe('access to history', () => {
  it('one request loads a record history, newest first, with the actor name', async () => {
    const { data: row } = await editor
      .from('coaches')
      .insert({ name_en: `${tag}-panel`, role_en: 'Coach', bio_en: '<p>One</p>' })
      .select('id')
      .single();
    await editor.from('coaches').update({ bio_en: '<p>Two</p>' }).eq('id', row!.id);
    const { data, error } = await admin
      .from('change_history')
      .select('id, op, actor_name, old_values, new_values')
      .eq('table_name', 'coaches')
      .eq('row_id', String(row!.id))
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((c) => [c.op, c.actor_name])).toEqual([
      ['UPDATE', 'Eva User'],
      ['INSERT', 'Eva User'],
    ]);
    expect(data?.[0]?.old_values).toEqual({ bio_en: '<p>One</p>' });
    expect((data?.[1]?.new_values as Record<string, unknown>).bio_en).toBe('<p>One</p>');
  });

  it('an Editor reads the history of what they edit, never of users, menu items or settings', async () => {
    for (const table of ['users', 'menu_items', 'site_settings', 'languages']) {
      const { data, error } = await editor
        .from('change_history')
        .select('id')
        .eq('table_name', table)
        .limit(5);
      expect(error).toBeNull();
      expect(data, table).toEqual([]);
      const { data: asAdmin } = await admin
        .from('change_history')
        .select('id')
        .eq('table_name', table)
        .limit(1);
      expect(asAdmin?.length, table).toBe(1);
    }
    const { data } = await editor.from('change_history').select('id').eq('table_name', 'pages').limit(1);
    expect(data?.length).toBe(1);
  });

  it('anon reads nothing', async () => {
    const { data, error } = await anonClient().from('change_history').select('id').limit(1);
    expect(data ?? []).toEqual([]);
    expect((error as ApiError | null)?.code).toBe('42501');
  });

  it('anon and Editors cannot write, change or delete history', async () => {
    const before = await historyCount();
    const { rows } = await db.query<{ id: string }>(
      "select id from history.changes where table_name = 'coaches' order by id desc limit 1",
    );
    const id = Number(rows[0]!.id);
    for (const client of [anonClient(), editor, admin]) {
      const fake = { table_name: 'coaches', row_id: '1', op: 'INSERT', record: {} };
      expect((await client.from('change_history').insert(fake as never)).error).not.toBeNull();
      await client
        .from('change_history')
        .update({ actor_name: 'forged' } as never)
        .eq('id', id);
      await client.from('change_history').delete().eq('id', id);
      await client.from('recently_deleted').delete().eq('change_id', id);
      await client.from('stale_translations').delete().neq('field', '');
      // The history schema itself is not exposed by PostgREST.
      const direct = await client
        .schema('history' as 'public')
        .from('changes' as 'news')
        .delete()
        .eq('id', id);
      expect(direct.error).not.toBeNull();
      // Pruning is for the service role and SQL only.
      expect((await client.rpc('prune_history')).error).not.toBeNull();
    }
    expect(await historyCount()).toBe(before);
    const { rows: after } = await db.query('select actor_name from history.changes where id = $1', [id]);
    expect(after[0]?.actor_name).not.toBe('forged');
  });
});

// ---------------------------------------------------------------------------------------------
// Restore
// ---------------------------------------------------------------------------------------------
/** A coach written by the Editor, for the restore tests. */
async function makeCoach(bio: string): Promise<number> {
  const { data, error } = await editor
    .from('coaches')
    .insert({ name_en: `${tag}-restore`, role_en: 'Coach', bio_en: bio, bio_es: '<p>ES</p>' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

describe('restore', () => {
  it('restore_version writes a version back as a new change, recorded with the actor', async () => {
    const id = await makeCoach('<p>First</p>');
    await editor.from('coaches').update({ bio_en: '<p>Second</p>', license: 'B' }).eq('id', id);
    const [, inserted] = await changesOf('coaches', id);
    const { data, error } = await admin.rpc('restore_version', { p_change_id: inserted!.id });
    expect(error).toBeNull();
    const result = data as { change_id: number; record: { bio_en: string; license: string | null } };
    expect(result.record.bio_en).toBe('<p>First</p>');
    expect(result.record.license).toBeNull();
    const { rows } = await db.query('select bio_en, license, updated_by from public.coaches where id = $1', [
      id,
    ]);
    expect(rows[0]).toEqual({ bio_en: '<p>First</p>', license: null, updated_by: adminId });
    const [restore] = await changesOf('coaches', id);
    expect(restore).toMatchObject({
      id: result.change_id,
      op: 'UPDATE',
      actor_id: adminId,
      restored_from: inserted!.id,
      new_values: { bio_en: '<p>First</p>', license: null },
    });
  });

  it('a deleted record is listed in recently_deleted and restored by restore_deleted', async () => {
    const id = await makeCoach('<p>Deleted</p>');
    await editor.from('coaches').update({ license: 'UEFA B' }).eq('id', id);
    expect((await editor.from('coaches').delete().eq('id', id)).error).toBeNull();
    const { data: listed } = await editor
      .from('recently_deleted')
      .select('change_id, table_name, row_id, actor_name, record')
      .eq('table_name', 'coaches')
      .order('change_id', { ascending: false });
    const entry = listed?.find((d) => d.row_id === String(id));
    expect(entry).toMatchObject({ actor_name: 'Eva User', record: { license: 'UEFA B' } });

    const { error } = await editor.rpc('restore_deleted', { p_table_name: 'coaches', p_row_id: String(id) });
    expect(error).toBeNull();
    const { rows } = await db.query('select id::int, bio_en, license from public.coaches where id = $1', [
      id,
    ]);
    expect(rows).toEqual([{ id, bio_en: '<p>Deleted</p>', license: 'UEFA B' }]);
    const [recreated] = await changesOf('coaches', id);
    expect(recreated).toMatchObject({ op: 'INSERT', actor_id: editorId, restored_from: entry!.change_id });
    // No longer deleted: gone from the list; restoring it again is refused with a code.
    const { data: again } = await editor
      .from('recently_deleted')
      .select('row_id')
      .eq('table_name', 'coaches');
    expect(again?.map((d) => d.row_id)).not.toContain(String(id));
    const twice = await editor.rpc('restore_deleted', { p_table_name: 'coaches', p_row_id: String(id) });
    expect((twice.error as { hint?: string } | null)?.hint).toBe('record_exists');
  });

  it('an Editor cannot restore what they cannot read, and staff accounts are not restorable', async () => {
    const { rows } = await db.query<{ id: string }>(
      "select id from history.changes where table_name = 'menu_items' order by id desc limit 1",
    );
    const menu = await editor.rpc('restore_version', { p_change_id: Number(rows[0]!.id) });
    expect(menu.error?.code).toBe('PT404');
    const { rows: users } = await db.query<{ id: string }>(
      "select id from history.changes where table_name = 'users' order by id desc limit 1",
    );
    const user = await admin.rpc('restore_version', { p_change_id: Number(users[0]!.id) });
    expect((user.error as { hint?: string } | null)?.hint).toBe('not_restorable');
  });
});

/** Restoring `changeId` must fail naming `field` and leave the row and the history as they were. */
async function expectRefused(changeId: number, coachId: number, field: string) {
  const rowBefore = (await db.query('select * from public.coaches where id = $1', [coachId])).rows;
  const countBefore = await historyCount();
  const { error } = await editor.rpc('restore_version', { p_change_id: changeId });
  const e = error as (ApiError & { details?: string; hint?: string }) | null;
  expect(e?.code).toBe('22023');
  expect(e?.hint).toBe('version_invalid');
  expect(e?.details).toBe(field);
  expect(e?.message).toContain(`"${field}"`);
  expect((await db.query('select * from public.coaches where id = $1', [coachId])).rows).toEqual(rowBefore);
  expect(await historyCount()).toBe(countBefore);
}

describe('restore into a changed schema', () => {
  it('a version that no longer fits the schema is refused naming the field, and nothing changes', async () => {
    const id = await makeCoach('<p>Fits</p>');
    await editor
      .from('coaches')
      .update({ name_en: `${tag}-restore-a-much-longer-name` })
      .eq('id', id);
    await editor
      .from('coaches')
      .update({ name_en: `${tag}-short` })
      .eq('id', id);
    const [, long] = await changesOf('coaches', id);

    // A length limit added later (as a migration may add one): the long name breaks it.
    await db.query(
      `alter table public.coaches add constraint coaches_name_en_history_test
         check (char_length(name_en) <= ${`${tag}-short`.length + 5}) not valid`,
    );
    try {
      await expectRefused(long!.id, id, 'name_en');
    } finally {
      await db.query('alter table public.coaches drop constraint coaches_name_en_history_test');
    }

    // A value of the wrong type, and a required value missing (versions edited behind our back
    // stand in for columns whose type or nullability changed since).
    await db.query(`update history.changes set record = record || '{"sort_order": "first"}' where id = $1`, [
      long!.id,
    ]);
    await expectRefused(long!.id, id, 'sort_order');
    await db.query(
      `update history.changes set record = record || '{"sort_order": 0, "role_en": null}' where id = $1`,
      [long!.id],
    );
    await expectRefused(long!.id, id, 'role_en');
  });

  it('fields the table no longer has are left out and reported', async () => {
    const id = await makeCoach('<p>Old field</p>');
    const [inserted] = await changesOf('coaches', id);
    await db.query(`update history.changes set record = record || '{"nickname": "Kiko"}' where id = $1`, [
      inserted!.id,
    ]);
    const { data, error } = await editor.rpc('restore_version', { p_change_id: inserted!.id });
    expect(error).toBeNull();
    expect((data as { ignored_fields: string[] }).ignored_fields).toEqual(['nickname']);
  });
});

// ---------------------------------------------------------------------------------------------
// Retention
// ---------------------------------------------------------------------------------------------
describe('retention', () => {
  it('history.prune() removes changes older than the configured retention (365 days by default)', async () => {
    const { rows: settings } = await db.query('select retention_days from history.settings');
    expect(settings).toEqual([{ retention_days: 365 }]);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.coaches (name_en, role_en, bio_en) values ($1, 'Coach', '<p>Old</p>') returning id`,
      [`${tag}-old`],
    );
    const id = rows[0]!.id;
    await db.query('update public.coaches set license = $1 where id = $2', ['C', id]);
    // Backdate the insert 400 days, the update 100 days.
    await db.query(
      `update history.changes set changed_at = now() - case op when 'INSERT' then interval '400 days'
         else interval '100 days' end where table_name = 'coaches' and row_id = $1`,
      [id],
    );
    await db.query('begin');
    try {
      await db.query('select history.prune()');
      expect((await changesOf('coaches', id)).map((c) => c.op)).toEqual(['UPDATE']);
      await db.query('update history.settings set retention_days = 30');
      await db.query('select history.prune()');
      expect(await changesOf('coaches', id)).toEqual([]);
    } finally {
      await db.query('rollback');
    }
  });
});
