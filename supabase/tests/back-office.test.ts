/**
 * What the back office's forms and lists rely on in the database, through the official client
 * with real sign-ins: the atomic reorder, the concurrent-edit check, the length limits the
 * forms share with the database, English that cannot be switched off, and the dashboard.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@academy/shared/limits.ts';
import { useFixture } from './fixtures.ts';
import { anonClient, type Client } from './helpers.ts';

const fx = useFixture('kit');
const { tag, db } = fx;
let editor: Client;
let admin: Client;

async function orderOf(table: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`select id from public.${table} order by sort_order, id`);
  return rows.map((row) => Number(row.id));
}

beforeAll(async () => {
  editor = (await fx.staff('editor', 'Editor')).client;
  admin = (await fx.staff('admin', 'Admin')).client;
});

afterAll(async () => {
  await db.query(`delete from public.coaches where name_en like $1`, [`${tag}%`]);
});

describe('reorder(table, ids)', () => {
  it('rewrites the whole order in one call, as the caller may', async () => {
    const before = await orderOf('subscriptions');
    const reversed = [...before].reverse();
    try {
      const { error } = await editor.rpc('reorder', { p_table: 'subscriptions', p_ids: reversed });
      expect(error).toBeNull();
      expect(await orderOf('subscriptions')).toEqual(reversed);
    } finally {
      await editor.rpc('reorder', { p_table: 'subscriptions', p_ids: before });
    }
    expect(await orderOf('subscriptions')).toEqual(before);
  });

  it('changes nothing when one id is unknown', async () => {
    const before = await orderOf('coaches');
    const { error } = await editor.rpc('reorder', {
      p_table: 'coaches',
      p_ids: [...before].reverse().concat(999999),
    });
    expect(error).toMatchObject({ code: '42501', hint: 'reorder_refused' });
    expect(await orderOf('coaches')).toEqual(before);
  });

  it('is refused for anon, for tables that are no list, and to an Editor for the menu', async () => {
    const ids = await orderOf('menu_items');
    const asAnon = await anonClient().rpc('reorder', { p_table: 'menu_items', p_ids: ids });
    expect(asAnon.error).not.toBeNull();
    const users = await admin.rpc('reorder', { p_table: 'users', p_ids: [1] });
    expect(users.error).toMatchObject({ code: '22023', hint: 'bad_table' });
    // RLS hides inactive menu items from Editors and refuses their writes: nothing moves.
    const asEditor = await editor.rpc('reorder', { p_table: 'menu_items', p_ids: [...ids].reverse() });
    expect(asEditor.error).toMatchObject({ code: '42501' });
    expect(await orderOf('menu_items')).toEqual(ids);
  });

  it('puts a new row at the end of its list', async () => {
    const { data, error } = await editor
      .from('coaches')
      .insert({ name_en: `${tag} New`, role_en: 'Coach', bio_en: '<p>Bio</p>', sort_order: 0 })
      .select('id, sort_order')
      .single();
    expect(error).toBeNull();
    const { rows } = await db.query<{ max: number }>('select max(sort_order) as max from public.coaches');
    expect(data!.sort_order).toBe(rows[0]!.max);
    expect((await orderOf('coaches')).at(-1)).toBe(Number(data!.id));
  });
});

describe('the concurrent-edit check', () => {
  it('refuses a save made from an older version, and accepts one from the current version', async () => {
    const { data: page } = await editor
      .from('pages')
      .select('content, updated_at')
      .eq('key', 'news')
      .single();
    // Someone else saves first.
    const other = await admin
      .from('pages')
      .update({
        content: { ...(page!.content as object), title_es: 'Noticias (B)' },
        updated_at: page!.updated_at,
      })
      .eq('key', 'news')
      .select('updated_at')
      .single();
    expect(other.error).toBeNull();
    // The first editor still has the old version open.
    const stale = await editor
      .from('pages')
      .update({
        content: { ...(page!.content as object), title_es: 'Noticias (A)' },
        updated_at: page!.updated_at,
      })
      .eq('key', 'news')
      .select()
      .single();
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'stale_record' });
    const { rows } = await db.query(
      `select content->>'title_es' as title from public.pages where key = 'news'`,
    );
    expect(rows[0].title).toBe('Noticias (B)');
    // From the current version the save goes through; without a version it is not checked.
    const fresh = await editor
      .from('pages')
      .update({ content: page!.content, updated_at: other.data!.updated_at })
      .eq('key', 'news')
      .select('updated_at')
      .single();
    expect(fresh.error).toBeNull();
  });
});

describe('length limits', () => {
  const cases: [string, string, string, number, Record<string, unknown>][] = [
    ['coaches', 'name_es', 'name', TEXT_LIMITS.coaches.name, { name_en: 'x', role_en: 'x', bio_en: 'x' }],
    [
      'coaches',
      'license',
      'license',
      TEXT_LIMITS.coaches.license,
      { name_en: 'x', role_en: 'x', bio_en: 'x' },
    ],
    ['news', 'title_en', 'title', TEXT_LIMITS.news.title, { text_en: 'x' }],
    [
      'subscriptions',
      'title_ru',
      'title',
      TEXT_LIMITS.subscriptions.title,
      { title_en: 'x', description_en: 'x', price: 1, is_monthly: true },
    ],
    [
      'subscriptions',
      'description_en',
      'description',
      TEXT_LIMITS.subscriptions.description,
      { title_en: 'x', price: 1, is_monthly: true },
    ],
    ['programmes', 'title_en', 'title', TEXT_LIMITS.programmes.title, { description_en: 'x' }],
    [
      'menu_items',
      'title_en',
      'title',
      TEXT_LIMITS.menu_items.title,
      { type: 'Footer', component_key: 'about', url: `/${tag}` },
    ],
  ];

  it.each(cases)(
    "%s.%s takes %s up to the forms' limit and refuses one more",
    async (table, column, _base, limit, rest) => {
      await db.query('begin');
      try {
        const insert = async (value: string) => {
          const row = { ...rest, [column]: value };
          const keys = Object.keys(row);
          await db.query(
            `insert into public.${table} (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
            Object.values(row),
          );
        };
        await db.query('savepoint ok');
        await insert('x'.repeat(limit));
        await db.query('savepoint over');
        await expect(insert('y'.repeat(limit + 1))).rejects.toMatchObject({ code: '23514' });
      } finally {
        await db.query('rollback');
      }
    },
  );

  it('refuses a menu url without a leading slash, and an address that would lead to two pages', async () => {
    const bad = await admin
      .from('menu_items')
      .insert({ type: 'Footer', title_en: tag, url: 'camps', component_key: 'camps' });
    expect(bad.error).toMatchObject({ code: '22023', hint: 'menu_url_invalid' });
    // The seed's /about shows the About page: as the Camps page's address it is refused, in
    // either menu and whatever its trailing slash.
    for (const type of ['Header', 'Footer'] as const) {
      const other = await admin
        .from('menu_items')
        .insert({ type, title_en: tag, url: '/about/', component_key: 'camps' });
      expect(other.error).toMatchObject({ code: '23505', hint: 'menu_url_other_page' });
    }
    const moved = await admin.from('menu_items').update({ component_key: 'camps' }).eq('url', '/about');
    expect(moved.error).toMatchObject({ code: '23505', hint: 'menu_url_other_page' });
  });

  it('lets a page be linked at its address from both menus, twice in one menu too', async () => {
    try {
      for (const type of ['Header', 'Footer'] as const) {
        const again = await admin
          .from('menu_items')
          .insert({ type, title_en: tag, url: '/camps/', component_key: 'camps' });
        expect(again.error).toBeNull();
      }
      const { rows } = await db.query(
        `select count(*)::int as n from public.menu_items where rtrim(url, '/') = '/camps'`,
      );
      expect(rows[0].n).toBeGreaterThanOrEqual(4);
    } finally {
      await db.query('delete from public.menu_items where title_en = $1', [tag]);
    }
  });
});

describe('languages', () => {
  it('keeps English on, for Admins too', async () => {
    const off = await admin.from('languages').update({ is_active: false }).eq('code', 'en');
    expect(off.error).toMatchObject({ code: '23514' });
    const gone = await admin.from('languages').delete().eq('code', 'en');
    expect(gone.error).toMatchObject({ hint: 'english_required' });
    const { rows } = await db.query(`select is_active from public.languages where code = 'en'`);
    expect(rows[0].is_active).toBe(true);
  });
});

describe('admin_dashboard()', () => {
  it('answers staff in one call, with a page whose Russian text was removed', async () => {
    const { rows: saved } = await db.query(`select content from public.pages where key = 'contacts'`);
    await db.query(`update public.pages set content = content - 'title_ru' where key = 'contacts'`);
    try {
      const { data, error } = await editor.rpc('admin_dashboard');
      expect(error).toBeNull();
      const dashboard = data as {
        news: Record<string, number>;
        missing_pages: { key: string; lang: string; fields: string[] }[];
        missing_records: { resource: string }[];
      };
      const { rows } = await db.query(`select count(*)::int as n from public.news where status = 'Draft'`);
      expect(dashboard.news.draft).toBe(rows[0].n);
      expect(dashboard.missing_pages).toContainEqual({ key: 'contacts', lang: 'ru', fields: ['title'] });
      // Menu items are Admin-only: an Editor is not sent to fix them.
      expect(dashboard.missing_records.filter((r) => r.resource === 'menu')).toEqual([]);
    } finally {
      await db.query(`update public.pages set content = $1 where key = 'contacts'`, [saved[0].content]);
    }
  });

  it('is refused for anon', async () => {
    const { error } = await anonClient().rpc('admin_dashboard');
    expect(error).not.toBeNull();
  });
});
