import { describe, expect, it } from 'vitest';
import type { Json } from '@academy/shared';
import {
  fieldChanges,
  fieldName,
  formPath,
  historyItems,
  offersEarlierVersion,
  recordLabel,
  shown,
  toEntry,
  valueText,
  versionBefore,
  wordDiff,
  type HistoryEntry,
} from './historyEntries.ts';

let nextId = 100;
function update(
  changed: Record<string, [Json | undefined, Json | undefined]>,
  extra: Partial<HistoryEntry> = {},
): HistoryEntry {
  const old_values: Record<string, Json> = {};
  const new_values: Record<string, Json> = {};
  for (const [path, [before, after]] of Object.entries(changed)) {
    if (before !== undefined) old_values[path] = before;
    if (after !== undefined) new_values[path] = after;
  }
  nextId -= 1;
  return {
    id: nextId,
    table_name: 'coaches',
    row_id: '5',
    op: 'UPDATE',
    changed_fields: Object.keys(changed).sort(),
    old_values,
    new_values,
    record: {},
    actor_id: null,
    actor_name: 'Eva Editor',
    changed_at: '2026-11-20T10:00:00+00:00',
    restored_from: null,
    ...extra,
  };
}

describe('field names', () => {
  it('splits a path into the field and its language, page content keys without their column', () => {
    expect(fieldName('bio_es')).toEqual({ path: 'bio_es', base: 'bio', lang: 'es' });
    expect(fieldName('content.page_title_ru')).toEqual({
      path: 'content.page_title_ru',
      base: 'page_title',
      lang: 'ru',
    });
    expect(fieldName('sort_order')).toEqual({ path: 'sort_order', base: 'sort_order', lang: null });
    expect(formPath('pages', 'content.page_title_es')).toBe('page_title_es');
    expect(formPath('coaches', 'bio_es')).toBe('bio_es');
  });
});

describe('record names', () => {
  it('names a record of any table by its English title or name, else its key', () => {
    expect(recordLabel({ title_en: ' Summer camp ', name: 'x' }, '3')).toBe('Summer camp');
    expect(recordLabel({ name_en: 'Ana López' }, '5')).toBe('Ana López');
    expect(recordLabel({ name: 'Español', code: 'es' }, 'es')).toBe('Español');
    expect(recordLabel({ content: {} }, 'index')).toBe('index');
  });
});

describe('values as people read them', () => {
  it('compares rich text as text, lists item by item, and knows dates, switches and images', () => {
    expect(valueText('<p>Ana &amp; <strong>Leo</strong></p><p>train</p>')).toBe('Ana & Leo train');
    expect(
      valueText([
        { title_en: 'Week 1', price: 480 },
        { title_en: 'Week 2', price: 0 },
      ]),
    ).toBe('1. Week 1 · 480\n2. Week 2 · 0');
    expect(shown('publish_date', '2026-12-01T09:00:00+00:00')).toEqual({
      kind: 'date',
      iso: '2026-12-01T09:00:00+00:00',
    });
    expect(shown('is_active', false)).toEqual({ kind: 'bool', value: false });
    expect(shown('photo_url', '/storage/v1/object/public/coaches/a.png')).toEqual({
      kind: 'media',
      url: '/storage/v1/object/public/coaches/a.png',
    });
    // A video is no image; a list names its files, not their whole addresses.
    expect(shown('hero_video_url', '/storage/v1/object/public/videos/hero.mp4')).toEqual({
      kind: 'text',
      text: '/storage/v1/object/public/videos/hero.mp4',
    });
    expect(
      valueText([{ name: 'AquaMar', logo_url: '/storage/v1/object/public/media/partners/p-1.webp' }]),
    ).toBe('AquaMar · p-1.webp');
    expect(shown('bio', '<p></p>')).toEqual({ kind: 'empty' });
    expect(shown('license', null)).toEqual({ kind: 'empty' });
  });
});

describe('word differences', () => {
  it('marks the words removed and added', () => {
    expect(wordDiff('Trains the under 12 team', 'Trains the under 14 team')).toEqual([
      { text: 'Trains the under ' },
      { text: '12', removed: true },
      { text: '14', added: true },
      { text: ' team' },
    ]);
  });

  it('keeps a few words around a change in a long text, with an ellipsis for the rest', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const after = [...words];
    after[30] = 'CHANGED';
    const parts = wordDiff(words.join(' '), after.join(' '), 3);
    expect(parts.map((p) => p.text).join('|')).toBe('… w27 w28 w29 |w30|CHANGED| w31 w32 w33 …');
    // Between two changes: a few words after the first and before the second.
    const twice = [...after];
    twice[5] = 'EARLY';
    const between = wordDiff(words.join(' '), twice.join(' '), 3)[3];
    expect(between).toEqual({ text: ' w6 w7 w8 … w27 w28 w29 ' });
  });
});

describe('field-by-field changes', () => {
  it('lists each changed field with its words diffed, English first, then Spanish and Russian', () => {
    const entry = update({
      bio_ru: ['<p>Старый</p>', '<p>Новый</p>'],
      bio_en: ['<p>Old text</p>', '<p>New text</p>'],
      license: [null, 'UEFA B'],
    });
    const fields = fieldChanges(entry);
    expect(fields.map((f) => f.path)).toEqual(['bio_en', 'bio_ru', 'license']);
    expect(fields[0]!.diff).toEqual([
      { text: 'Old', removed: true },
      { text: 'New', added: true },
      { text: ' text' },
    ]);
    expect(fields[2]).toMatchObject({ before: { kind: 'empty' }, after: { kind: 'text', text: 'UEFA B' } });
  });

  it('says when rich text changed only in formatting', () => {
    const [field] = fieldChanges(
      update({ bio_en: ['<p>Same words</p>', '<p><strong>Same</strong> words</p>'] }),
    );
    expect(field).toMatchObject({ formatOnly: true });
    expect(field!.diff).toBeUndefined();
  });
});

describe('the panel lines', () => {
  it('folds consecutive reorders into one line, from the first position to the last', () => {
    const entries = [
      update({ sort_order: [20, 10] }),
      update({ sort_order: [30, 20] }),
      update({ sort_order: [40, 30] }),
      update({ bio_en: ['<p>A</p>', '<p>B</p>'] }),
      update({ sort_order: [50, 40] }),
      { ...update({}), op: 'INSERT' as const },
    ];
    const items = historyItems(entries);
    expect(items.map((i) => [i.kind, i.count])).toEqual([
      ['reordered', 3],
      ['changed', 1],
      ['reordered', 1],
      ['created', 1],
    ]);
    expect(items[0]!.entry).toBe(entries[0]);
    expect(items[0]!.oldest).toBe(entries[2]);
    expect(items[0]!.fields[0]).toMatchObject({
      before: { kind: 'text', text: '40' },
      after: { kind: 'text', text: '10' },
    });
  });

  it('tells a restore and a deletion apart from an edit', () => {
    const items = historyItems([
      update({ bio_en: ['<p>B</p>', '<p>A</p>'] }, { restored_from: 3 }),
      { ...update({}), op: 'DELETE' },
    ]);
    expect(items.map((i) => i.kind)).toEqual(['restored', 'deleted']);
  });

  it('offers the version before the oldest kept change only when that change is an update', () => {
    const edited = historyItems([update({ bio_en: ['<p>A</p>', '<p>B</p>'] })]);
    expect(offersEarlierVersion(edited, true)).toBe(true);
    // Older changes not loaded yet: the oldest one is not known.
    expect(offersEarlierVersion(edited, false)).toBe(false);
    expect(offersEarlierVersion(historyItems([{ ...update({}), op: 'INSERT' }]), true)).toBe(false);
    expect(offersEarlierVersion([], true)).toBe(false);
  });
});

describe('versions', () => {
  it('rebuilds the record before an update: old values back, added content keys removed', () => {
    const entry = update(
      {
        license: ['UEFA A', null],
        'content.page_title_en': ['Old title', 'New title'],
        'content.note_en': [undefined, 'Added'],
      },
      {
        table_name: 'pages',
        record: { license: null, content: { page_title_en: 'New title', note_en: 'Added', keep: 1 } },
      },
    );
    expect(versionBefore(entry)).toEqual({
      license: 'UEFA A',
      content: { page_title_en: 'Old title', keep: 1 },
    });
  });

  it('reads rows of the view whose columns are all nullable', () => {
    expect(
      toEntry({
        id: '7',
        table_name: 'news',
        row_id: '3',
        op: 'INSERT',
        changed_fields: null,
        old_values: null,
        new_values: { title_en: 'Hi' },
        record: { title_en: 'Hi' },
        actor_id: null,
        actor_name: ' ',
        changed_at: '2026-11-20T10:00:00+00:00',
        restored_from: null,
      }),
    ).toMatchObject({ id: 7, op: 'INSERT', changed_fields: [], old_values: {}, actor_name: null });
  });
});
