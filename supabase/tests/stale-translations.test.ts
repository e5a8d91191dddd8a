/**
 * Stale translations: when an English field changes after its Spanish or Russian
 * version was last edited, that translation is marked stale, per field and language, by the
 * history trigger; saving the translation or "still correct" clears only that mark; the
 * dashboard's list shows stale fields beside missing ones. Through HTTP with real tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, type Client } from './helpers.ts';

const fx = useFixture('stale');
const { tag, db } = fx;
let admin: Client;
let editor: Client;
let indexContent: Record<string, unknown>;
let settingsAddress: Record<string, string | null>;

interface Mark {
  field: string;
  lang: string;
  source_field: string;
  en_old: unknown;
  en_new: unknown;
}

async function marks(client: Client, table: string, rowId: string | number): Promise<Mark[]> {
  const { data, error } = await client
    .from('stale_translations')
    .select('field, lang, source_field, en_old, en_new')
    .eq('table_name', table)
    .eq('row_id', String(rowId))
    .order('field');
  if (error) throw new Error(error.message);
  return data as Mark[];
}

beforeAll(async () => {
  admin = (await fx.staff('admin', 'Admin')).client;
  editor = (await fx.staff('editor', 'Editor')).client;
  indexContent = (await db.query("select content from public.pages where key = 'index'")).rows[0].content;
  settingsAddress = (await db.query('select address_en, address_es, address_ru from public.site_settings'))
    .rows[0];
});

afterAll(async () => {
  await db.query("update public.pages set content = $1 where key = 'index'", [indexContent]);
  await db.query('update public.site_settings set address_en = $1, address_es = $2, address_ru = $3', [
    settingsAddress.address_en,
    settingsAddress.address_es,
    settingsAddress.address_ru,
  ]);
  await db.query(
    "delete from history.stale_translations where (table_name, row_id) in (('pages', 'index'), ('site_settings', '1'))",
  );
  await db.query('delete from public.coaches where name_en like $1', [`${tag}%`]);
});

async function newCoach(values: Record<string, string | null> = {}): Promise<number> {
  const { data, error } = await editor
    .from('coaches')
    .insert({
      name_en: `${tag}-coach`,
      role_en: 'Coach',
      role_es: 'Entrenador',
      bio_en: '<p>Old English</p>',
      bio_es: '<p>Español</p>',
      bio_ru: '<p>Русский</p>',
      ...values,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

describe('stale translations', () => {
  it('an English change marks each translation with text, per field and language, with the change', async () => {
    const id = await newCoach();
    expect(await marks(editor, 'coaches', id)).toEqual([]);
    await editor.from('coaches').update({ bio_en: '<p>New English</p>' }).eq('id', id);
    expect(await marks(editor, 'coaches', id)).toEqual([
      {
        field: 'bio_es',
        lang: 'es',
        source_field: 'bio_en',
        en_old: '<p>Old English</p>',
        en_new: '<p>New English</p>',
      },
      {
        field: 'bio_ru',
        lang: 'ru',
        source_field: 'bio_en',
        en_old: '<p>Old English</p>',
        en_new: '<p>New English</p>',
      },
    ]);
    // role_en did not change, so role_es is not stale; role_ru is missing, never stale.
    await editor.from('coaches').update({ role_en: 'Head coach' }).eq('id', id);
    expect((await marks(editor, 'coaches', id)).map((m) => m.field)).toEqual(['bio_es', 'bio_ru', 'role_es']);
  });

  it('saving the Spanish clears only the Spanish; "still correct" clears the Russian', async () => {
    const id = await newCoach();
    await editor.from('coaches').update({ bio_en: '<p>Second</p>' }).eq('id', id);
    await editor.from('coaches').update({ bio_es: '<p>Segundo</p>' }).eq('id', id);
    expect((await marks(editor, 'coaches', id)).map((m) => m.field)).toEqual(['bio_ru']);

    // A further English change keeps the English the Russian was written against.
    await editor.from('coaches').update({ bio_en: '<p>Third</p>' }).eq('id', id);
    const ru = (await marks(editor, 'coaches', id)).find((m) => m.field === 'bio_ru');
    expect(ru).toMatchObject({ en_old: '<p>Old English</p>', en_new: '<p>Third</p>' });

    const cleared = await editor.rpc('translation_still_correct', {
      p_table_name: 'coaches',
      p_row_id: String(id),
      p_field: 'bio_ru',
    });
    expect(cleared).toMatchObject({ error: null, data: true });
    expect((await marks(editor, 'coaches', id)).map((m) => m.field)).toEqual(['bio_es']);
    const again = await editor.rpc('translation_still_correct', {
      p_table_name: 'coaches',
      p_row_id: String(id),
      p_field: 'bio_ru',
    });
    expect(again.data).toBe(false);
  });

  it('English and Spanish saved together: only the Russian goes stale; English changed back clears it', async () => {
    const id = await newCoach();
    await editor.from('coaches').update({ bio_en: '<p>Both</p>', bio_es: '<p>Ambos</p>' }).eq('id', id);
    expect((await marks(editor, 'coaches', id)).map((m) => m.field)).toEqual(['bio_ru']);
    await editor.from('coaches').update({ bio_en: '<p>Old English</p>' }).eq('id', id);
    // bio_es now lags behind (it was written for '<p>Both</p>'); bio_ru is in step again.
    expect(await marks(editor, 'coaches', id)).toEqual([
      {
        field: 'bio_es',
        lang: 'es',
        source_field: 'bio_en',
        en_old: '<p>Both</p>',
        en_new: '<p>Old English</p>',
      },
    ]);
  });
});

describe('stale translations of pages, on the dashboard, and who sees them', () => {
  it('a page title rewritten in English marks Spanish and Russian; saving the Spanish clears only Spanish', async () => {
    const rewritten = { ...indexContent, page_title_en: `${tag} Football all year` };
    expect((await editor.from('pages').update({ content: rewritten }).eq('key', 'index')).error).toBeNull();
    expect(await marks(editor, 'pages', 'index')).toEqual([
      {
        field: 'content.page_title_es',
        lang: 'es',
        source_field: 'content.page_title_en',
        en_old: indexContent.page_title_en,
        en_new: `${tag} Football all year`,
      },
      {
        field: 'content.page_title_ru',
        lang: 'ru',
        source_field: 'content.page_title_en',
        en_old: indexContent.page_title_en,
        en_new: `${tag} Football all year`,
      },
    ]);
    const spanish = { ...rewritten, page_title_es: `${tag} Fútbol todo el año` };
    expect((await editor.from('pages').update({ content: spanish }).eq('key', 'index')).error).toBeNull();
    expect((await marks(editor, 'pages', 'index')).map((m) => m.field)).toEqual(['content.page_title_ru']);
  });

  it('the dashboard list shows stale fields beside missing ones', async () => {
    // Empty markup is no translation: missing, never stale.
    const id = await newCoach({ bio_ru: '<p> </p>' });
    await editor.from('coaches').update({ bio_en: '<p>Changed</p>' }).eq('id', id);
    const { data, error } = await editor.rpc('translation_status');
    expect(error).toBeNull();
    const rows = (data as { table_name: string; row_id: string; field: string; status: string }[])
      .filter((r) => r.table_name === 'coaches' && r.row_id === String(id))
      .map((r) => `${r.field}:${r.status}`)
      .sort();
    expect(rows).toEqual([
      'bio_es:stale',
      'bio_ru:missing',
      'name_es:missing',
      'name_ru:missing',
      'role_ru:missing',
    ]);
  });

  it('Editors neither see nor clear marks of what they may not edit; anon sees none', async () => {
    await admin
      .from('site_settings')
      .update({ address_en: `${tag} Calle Nueva 1` })
      .eq('id', 1);
    expect((await marks(admin, 'site_settings', 1)).map((m) => m.field)).toEqual([
      'address_es',
      'address_ru',
    ]);
    expect(await marks(editor, 'site_settings', 1)).toEqual([]);
    const refused = await editor.rpc('translation_still_correct', {
      p_table_name: 'site_settings',
      p_row_id: '1',
      p_field: 'address_es',
    });
    expect(refused.error?.code).toBe('42501');
    expect((await marks(admin, 'site_settings', 1)).length).toBe(2);
    const anon = await anonClient().from('stale_translations').select('field').limit(1);
    expect(anon.data ?? []).toEqual([]);
    expect(
      (
        await anonClient().rpc('translation_still_correct', {
          p_table_name: 'coaches',
          p_row_id: '1',
          p_field: 'bio_es',
        })
      ).error,
    ).not.toBeNull();
  });
});
