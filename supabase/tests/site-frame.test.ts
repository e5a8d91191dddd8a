/**
 * site_frame(): what every public page needs in one request (active menu items of both types,
 * active languages, the settings row), callable by anon as supabase.rpc('site_frame').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient } from './helpers.ts';

interface Frame {
  menu_items: { id: number; type: string; title_en: string; sort_order: number; is_active: boolean }[];
  languages: { code: string; is_active: boolean; sort_order: number }[];
  settings: Record<string, unknown> | null;
}

const { tag, db } = useFixture('frame');

beforeAll(async () => {
  await db.query(
    `insert into public.menu_items (type, title_en, url, component_key, sort_order, is_active) values
       ('Footer', $1 || ' footer-2', '/a', 'about', 2, true),
       ('Header', $1 || ' header-1', '/b', 'news', 1, true),
       ('Header', $1 || ' hidden', '/c', 'camps', 0, false),
       ('Footer', $1 || ' footer-1', '/d', 'privacy', 1, true)`,
    [tag],
  );
});

afterAll(async () => {
  await db.query('delete from public.menu_items where title_en like $1', [`${tag}%`]);
});

describe('site_frame', () => {
  it('gives anon the active menu items of both types in order, the active languages and the settings', async () => {
    const { data, error } = await anonClient().rpc('site_frame');
    expect(error).toBeNull();
    const frame = data as unknown as Frame;

    const ours = frame.menu_items
      .filter((m) => m.title_en.startsWith(tag))
      .map((m) => m.title_en.slice(tag.length + 1));
    // Ordered by sort_order then id; the inactive item is left out.
    expect(ours).toEqual(['header-1', 'footer-1', 'footer-2']);
    expect(frame.menu_items.every((m) => m.is_active)).toBe(true);
    const orders = frame.menu_items.map((m) => m.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    const { rows: active } = await db.query<{ code: string }>(
      'select code from public.languages where is_active order by sort_order, code',
    );
    expect(frame.languages.map((l) => l.code)).toEqual(active.map((l) => l.code));

    expect(frame.settings).toMatchObject({ id: 1, min_loader_ms: expect.any(Number) });
    // Staff ids are not for visitors.
    expect(JSON.stringify(frame)).not.toContain('updated_by');
  });

  it('leaves out a deactivated language', async () => {
    const { rows } = await db.query('select is_active from public.languages where code = $1', ['ru']);
    await db.query("update public.languages set is_active = false where code = 'ru'");
    try {
      const { data } = await anonClient().rpc('site_frame');
      expect((data as unknown as Frame).languages.map((l) => l.code)).not.toContain('ru');
    } finally {
      await db.query('update public.languages set is_active = $1 where code = $2', [
        rows[0]?.is_active ?? true,
        'ru',
      ]);
    }
  });

  it('names every column of its tables except staff ids (anon never reads a whole row)', async () => {
    const { data } = await anonClient().rpc('site_frame');
    const frame = data as unknown as Frame;
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name in ('menu_items', 'languages', 'site_settings')
          and column_name <> 'updated_by'`,
    );
    const of = (table: string) =>
      rows
        .filter((r) => r.table_name === table)
        .map((r) => r.column_name)
        .sort();
    expect(Object.keys(frame.menu_items[0]!).sort()).toEqual(of('menu_items'));
    expect(Object.keys(frame.languages[0]!).sort()).toEqual(of('languages'));
    expect(Object.keys(frame.settings!).sort()).toEqual(of('site_settings'));
  });
});
