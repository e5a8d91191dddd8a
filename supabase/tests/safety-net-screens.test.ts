/**
 * What the back office's safety-net screens need from the database (migration
 * 20261123131000_safety_net_screens.sql): restoring the version before a change (for a record
 * whose earlier versions were never recorded or were pruned), and the dashboard's stale
 * translations beside the missing ones, in one call, limited to what the caller may edit.
 * Through HTTP with real tokens; rows arranged and checked with a superuser connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, type Client } from './helpers.ts';

const fx = useFixture('screens');
const { tag, db } = fx;
let admin: Client;
let editor: Client;
let coordinator: Client;
let adminId: string;
let aboutContent: Record<string, unknown>;

interface Change {
  id: number;
  op: string;
  actor_id: string | null;
  restored_from: number | null;
}

async function changesOf(table: string, rowId: string | number): Promise<Change[]> {
  const { rows } = await db.query<Change>(
    `select id::int, op, actor_id, restored_from::int from public.change_history
      where table_name = $1 and row_id = $2 order by id desc`,
    [table, String(rowId)],
  );
  return rows;
}

beforeAll(async () => {
  ({ id: adminId, client: admin } = await fx.staff('admin', 'Admin'));
  editor = (await fx.staff('editor', 'Editor')).client;
  coordinator = (await fx.staff('coord', 'Coordinator')).client;
  aboutContent = (await db.query("select content from public.pages where key = 'about'")).rows[0].content;
});

afterAll(async () => {
  await db.query("update public.pages set content = $1 where key = 'about'", [aboutContent]);
  await db.query("delete from history.stale_translations where table_name = 'pages' and row_id = 'about'");
  await db.query('delete from public.coaches where name_en like $1', [`${tag}%`]);
  await db.query('delete from public.menu_items where title_en like $1', [`${tag}%`]);
  await db.query('delete from public.offers where title_en like $1', [`${tag}%`]);
});

describe('restore_previous_version', () => {
  it('puts back the record as it was before a change whose earlier versions are gone', async () => {
    // A coach that existed before history was recorded (or whose insert was pruned): plain SQL
    // with the trigger's recording removed afterwards.
    const { rows } = await db.query<{ id: number }>(
      `insert into public.coaches (name_en, role_en, bio_en, license)
       values ($1, 'Coach', '<p>Original biography</p>', 'UEFA A') returning id::int`,
      [`${tag}-old`],
    );
    const id = rows[0]!.id;
    await db.query(`delete from history.changes where table_name = 'coaches' and row_id = $1`, [String(id)]);
    await editor.from('coaches').update({ bio_en: '<p>A wrong save</p>', license: null }).eq('id', id);
    const [wrong] = await changesOf('coaches', id);

    const { data, error } = await admin.rpc('restore_previous_version', { p_change_id: wrong!.id });
    expect(error).toBeNull();
    expect((data as { record: Record<string, unknown> }).record).toMatchObject({
      bio_en: '<p>Original biography</p>',
      license: 'UEFA A',
    });
    const [restore] = await changesOf('coaches', id);
    expect(restore).toMatchObject({ op: 'UPDATE', restored_from: wrong!.id, actor_id: adminId });
  });

  it('puts back page content keys by key: a changed key its old text, an added key removed', async () => {
    await editor
      .from('pages')
      .update({ content: { ...aboutContent, pageTitle_en: `${tag} new title`, extra_note: 'added' } })
      .eq('key', 'about');
    const [change] = await changesOf('pages', 'about');
    const { error } = await editor.rpc('restore_previous_version', { p_change_id: change!.id });
    expect(error).toBeNull();
    const { rows } = await db.query("select content from public.pages where key = 'about'");
    expect(rows[0].content).toEqual(aboutContent);
  });

  it('refuses an insert (nothing came before it) with a code, and a misfit naming the field', async () => {
    const { data: coach } = await editor
      .from('coaches')
      .insert({ name_en: `${tag}-new`, role_en: 'Coach', bio_en: '<p>B</p>' })
      .select('id')
      .single();
    const [inserted] = await changesOf('coaches', coach!.id);
    const none = await editor.rpc('restore_previous_version', { p_change_id: inserted!.id });
    expect((none.error as { hint?: string } | null)?.hint).toBe('no_previous_version');

    // Two menu items: the first's url is taken meanwhile by the second, which leads to another
    // page (an address leads to one page).
    const { data: first } = await admin
      .from('menu_items')
      .insert({ type: 'Footer', title_en: `${tag}-a`, url: `/${tag}-a`, component_key: 'about' })
      .select('id')
      .single();
    await admin
      .from('menu_items')
      .update({ url: `/${tag}-moved` })
      .eq('id', first!.id);
    const [moved] = await changesOf('menu_items', first!.id);
    await admin
      .from('menu_items')
      .insert({ type: 'Footer', title_en: `${tag}-b`, url: `/${tag}-a`, component_key: 'camps' });
    const before = await changesOf('menu_items', first!.id);
    const refused = await admin.rpc('restore_previous_version', { p_change_id: moved!.id });
    expect(refused.error).toMatchObject({ code: '22023', hint: 'version_invalid' });
    expect(await changesOf('menu_items', first!.id)).toEqual(before);
  });

  it('restore_version keeps its contract (the version a change left)', async () => {
    const { data: coach } = await editor
      .from('coaches')
      .insert({ name_en: `${tag}-v`, role_en: 'Coach', bio_en: '<p>One</p>' })
      .select('id')
      .single();
    await editor.from('coaches').update({ bio_en: '<p>Two</p>' }).eq('id', coach!.id);
    await editor.from('coaches').update({ bio_en: '<p>Three</p>' }).eq('id', coach!.id);
    const [, two] = await changesOf('coaches', coach!.id);
    const { data } = await editor.rpc('restore_version', { p_change_id: two!.id });
    expect((data as { record: { bio_en: string } }).record.bio_en).toBe('<p>Two</p>');
  });
});

describe('admin_dashboard(): stale translations beside missing ones', () => {
  interface Dashboard {
    stale_records: { resource: string; id: string; label: string; lang: string; fields: string[] }[];
    stale_pages: { key: string; lang: string; fields: string[] }[];
  }

  it('lists stale fields by record, page and language, in one call', async () => {
    const { data: coach } = await editor
      .from('coaches')
      .insert({
        name_en: `${tag}-stale`,
        role_en: 'Coach',
        bio_en: '<p>English</p>',
        bio_es: '<p>Español</p>',
        bio_ru: '<p>Русский</p>',
      })
      .select('id')
      .single();
    await editor.from('coaches').update({ bio_en: '<p>New English</p>' }).eq('id', coach!.id);
    await editor
      .from('pages')
      .update({ content: { ...aboutContent, pageTitle_en: `${tag} about us` } })
      .eq('key', 'about');

    const { data, error } = await editor.rpc('admin_dashboard');
    expect(error).toBeNull();
    const dashboard = data as unknown as Dashboard;
    const mine = dashboard.stale_records.filter((r) => r.id === String(coach!.id));
    expect(mine).toEqual([
      { resource: 'coaches', id: String(coach!.id), label: `${tag}-stale`, lang: 'es', fields: ['bio'] },
      { resource: 'coaches', id: String(coach!.id), label: `${tag}-stale`, lang: 'ru', fields: ['bio'] },
    ]);
    expect(dashboard.stale_pages).toContainEqual({ key: 'about', lang: 'es', fields: ['pageTitle'] });

    // "Still correct" for Spanish: only Russian stays listed.
    await editor.rpc('translation_still_correct', {
      p_table_name: 'coaches',
      p_row_id: String(coach!.id),
      p_field: 'bio_es',
    });
    const { data: after } = await editor.rpc('admin_dashboard');
    expect((after as unknown as Dashboard).stale_records.filter((r) => r.id === String(coach!.id))).toEqual([
      { resource: 'coaches', id: String(coach!.id), label: `${tag}-stale`, lang: 'ru', fields: ['bio'] },
    ]);
  });

  it('leaves out languages that are switched off, and tables the caller may not edit', async () => {
    const { data: item } = await admin
      .from('menu_items')
      .insert({
        type: 'Footer',
        title_en: `${tag}-menu`,
        title_es: 'Menú',
        url: `/${tag}-menu`,
        component_key: 'about',
      })
      .select('id')
      .single();
    await admin
      .from('menu_items')
      .update({ title_en: `${tag}-menu renamed` })
      .eq('id', item!.id);
    const menuRow = (d: Dashboard) => d.stale_records.filter((r) => r.id === String(item!.id));
    expect(menuRow((await admin.rpc('admin_dashboard')).data as unknown as Dashboard)).toEqual([
      { resource: 'menu', id: String(item!.id), label: `${tag}-menu renamed`, lang: 'es', fields: ['title'] },
    ]);
    expect(menuRow((await editor.rpc('admin_dashboard')).data as unknown as Dashboard)).toEqual([]);

    // The office address of the settings: Admins only, named by the screen alone.
    const { rows: settings } = await db.query('select address_en from public.site_settings');
    await admin
      .from('site_settings')
      .update({ address_en: `${settings[0].address_en} (${tag})` })
      .eq('id', 1);
    try {
      const settingsRows = (d: Dashboard) => d.stale_records.filter((r) => r.resource === 'site-settings');
      expect(settingsRows((await admin.rpc('admin_dashboard')).data as unknown as Dashboard)).toEqual([
        { resource: 'site-settings', id: '1', label: '', lang: 'es', fields: ['address'] },
        { resource: 'site-settings', id: '1', label: '', lang: 'ru', fields: ['address'] },
      ]);
      expect(settingsRows((await editor.rpc('admin_dashboard')).data as unknown as Dashboard)).toEqual([]);
    } finally {
      await db.query('update public.site_settings set address_en = $1', [settings[0].address_en]);
      await db.query("delete from history.stale_translations where table_name = 'site_settings'");
    }

    await db.query("update public.languages set is_active = false where code = 'es'");
    try {
      const { data } = await admin.rpc('admin_dashboard');
      expect((data as unknown as Dashboard).stale_records.filter((r) => r.lang === 'es')).toEqual([]);
      expect((data as unknown as Dashboard).stale_pages.filter((r) => r.lang === 'es')).toEqual([]);
    } finally {
      await db.query("update public.languages set is_active = true where code = 'es'");
    }
  });
});

describe('admin_dashboard(): offers’ translations', () => {
  interface Gap {
    resource: string;
    id: string;
    label: string;
    lang: string;
    fields: string[];
  }
  interface Dashboard {
    missing_records: Gap[];
    stale_records: Gap[];
  }
  const offersOf = (dashboard: unknown, list: keyof Dashboard, ids: number[]) =>
    (dashboard as Dashboard)[list].filter((g) => g.resource === 'offers' && ids.includes(Number(g.id)));

  it('lists, for Admins, the missing and stale translations of offers that are not over yet', async () => {
    const offer = async (title: string, startsIn: number) => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.offers (kind, title_en, title_es, description_en, starts_on, ends_on, capacity,
           birth_year_min, birth_year_max, price, registration_closes_at, online_registration)
         values ('camp', $1, 'Campamento', 'Five mornings of football', current_date + $2::int,
           current_date + $2::int + 3, 10, 2010, 2018, 100, now() + interval '30 days', false) returning id`,
        [title, startsIn],
      );
      return Number(rows[0]!.id);
    };
    const coming = await offer(`${tag}-coming`, 20);
    const over = await offer(`${tag}-over`, -10);

    const { data, error } = await admin.rpc('admin_dashboard');
    expect(error).toBeNull();
    expect(offersOf(data, 'missing_records', [coming, over])).toEqual([
      { resource: 'offers', id: String(coming), label: `${tag}-coming`, lang: 'es', fields: ['description'] },
      {
        resource: 'offers',
        id: String(coming),
        label: `${tag}-coming`,
        lang: 'ru',
        fields: ['description', 'title'],
      },
    ]);

    await admin
      .from('offers')
      .update({ title_en: `${tag}-coming renamed` })
      .eq('id', coming);
    await admin
      .from('offers')
      .update({ title_en: `${tag}-over renamed` })
      .eq('id', over);
    const { data: after } = await admin.rpc('admin_dashboard');
    expect(offersOf(after, 'stale_records', [coming, over])).toEqual([
      {
        resource: 'offers',
        id: String(coming),
        label: `${tag}-coming renamed`,
        lang: 'es',
        fields: ['title'],
      },
    ]);
    // Offers are the Admins' screen: an Editor's dashboard has none of them.
    const { data: editors } = await editor.rpc('admin_dashboard');
    expect(offersOf(editors, 'missing_records', [coming, over])).toEqual([]);
    expect(offersOf(editors, 'stale_records', [coming, over])).toEqual([]);
  });
});

describe('stale_marks(<row>): a record read with its stale marks (one request)', () => {
  interface WithMarks {
    stale_marks: { field: string; lang: string; source_field: string; en_new: unknown }[];
  }
  const fieldsOf = (row: unknown) =>
    (row as WithMarks).stale_marks.map((m) => `${m.field}<-${m.source_field}`).sort();

  it('embeds the marks of the record, as row level security lets the caller see them', async () => {
    const { data: coach } = await editor
      .from('coaches')
      .insert({ name_en: `${tag}-embed`, role_en: 'Coach', bio_en: '<p>One</p>', bio_es: '<p>Uno</p>' })
      .select('id')
      .single();
    await editor.from('coaches').update({ bio_en: '<p>Two</p>' }).eq('id', coach!.id);

    const { data, error } = await editor
      .from('coaches')
      .select('*, stale_marks(*)')
      .eq('id', coach!.id)
      .single();
    expect(error).toBeNull();
    expect(fieldsOf(data)).toEqual(['bio_es<-bio_en']);
    expect((data as unknown as WithMarks).stale_marks[0]!.en_new).toBe('<p>Two</p>');

    // Pages: marks keyed by the page key, at their content path.
    await editor
      .from('pages')
      .update({ content: { ...aboutContent, pageTitle_en: `${tag} about us again` } })
      .eq('key', 'about');
    const { data: page, error: pageError } = await editor
      .from('pages')
      .select('key, stale_marks(*)')
      .eq('key', 'about')
      .single();
    expect(pageError).toBeNull();
    expect(fieldsOf(page)).toEqual(expect.arrayContaining(['content.pageTitle_es<-content.pageTitle_en']));
  });

  it('shows an Editor no marks of tables only Admins edit, and refuses visitors', async () => {
    const { data: item } = await admin
      .from('menu_items')
      .insert({
        type: 'Footer',
        title_en: `${tag}-embed`,
        title_es: 'Menú',
        url: `/${tag}-embed`,
        component_key: 'about',
      })
      .select('id')
      .single();
    await admin
      .from('menu_items')
      .update({ title_en: `${tag}-embed renamed` })
      .eq('id', item!.id);
    const read = (client: Client) =>
      client.from('menu_items').select('id, stale_marks(*)').eq('id', item!.id).single();

    expect(fieldsOf((await read(admin)).data)).toEqual(['title_es<-title_en']);
    expect(fieldsOf((await read(editor)).data)).toEqual([]);
    const visitor = await read(anonClient());
    expect(visitor.data).toBeNull();
    expect(visitor.error?.code).toBe('42501');
  });

  it('embeds the marks of offers and the registration settings for Admins, whose history they are', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.offers (kind, title_en, title_es, starts_on, ends_on, capacity, birth_year_min,
         birth_year_max, price, registration_closes_at, online_registration)
       values ('camp', $1, 'Campamento', current_date + 60, current_date + 63, 10, 2010, 2018, 100,
         now() + interval '30 days', false) returning id`,
      [`${tag}-offer`],
    );
    const id = Number(rows[0]!.id);
    const renamed = await admin
      .from('offers')
      .update({ title_en: `${tag}-offer renamed` })
      .eq('id', id);
    expect(renamed.error).toBeNull();
    const read = (client: Client) => client.from('offers').select('id, stale_marks(*)').eq('id', id).single();
    expect(fieldsOf((await read(admin)).data)).toEqual(['title_es<-title_en']);
    // A Coordinator reads the offer, and none of its history.
    const byCoordinator = await read(coordinator);
    expect(byCoordinator.error).toBeNull();
    expect(fieldsOf(byCoordinator.data)).toEqual([]);

    const settings = await admin
      .from('registration_settings')
      .select('id, stale_marks(*)')
      .eq('id', 1)
      .single();
    expect(settings.error).toBeNull();
    expect(Array.isArray((settings.data as unknown as WithMarks).stale_marks)).toBe(true);
  });
});
