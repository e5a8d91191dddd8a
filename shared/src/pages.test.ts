import { describe, expect, expectTypeOf, it } from 'vitest';
import { PAGE_KEYS, type PageKey } from './constants.ts';
import { localized, localizedList } from './localized.ts';
import {
  describePage,
  PAGE_HTML_FIELDS,
  pageSchemas,
  parsePageContent,
  pageIssueMessage,
  readPageContent,
  schemaOf,
  type CampusCard,
  type PageContent,
} from './pages.ts';
import { pageReadRules, readPageContentLight, ruleOf } from './pageRead.ts';
import * as z from 'zod/mini';
import { date, fieldsOf, object, optionalDate, tr } from './pageShapes.ts';

// The zod-side lenient reading of pages.ts, for a schema that is no page key.
function readLenientForTest(schema: z.ZodMiniType, raw: unknown): unknown {
  const parsed = z.safeParse(schema, raw);
  if (parsed.success) return parsed.data;
  const shape = (schema as z.ZodMiniObject).shape;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const one = z.safeParse(field as z.ZodMiniType, (raw as Record<string, unknown>)[key]);
    const value = one.success
      ? one.data
      : (field as z.ZodMiniType)._zod.def.type === 'string'
        ? ''
        : undefined;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const img = (name: string) => `/storage/v1/object/public/media/${name}.png`;

// English-only text fields for the given base names.
function en(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [`${name}_en`, `<p>${name} text</p>`]));
}

const headed = (n: number) => ({ header: `Header ${n}`, text: `Text ${n}` });

const valid: Record<PageKey, Record<string, unknown>> = {
  index: {
    ...en(
      'page_title',
      'about_header',
      'bullit_one_header',
      'bullit_one_text',
      'bullit_two_header',
      'bullit_two_text',
      'bullit_three_header',
      'bullit_three_text',
    ),
    page_title_es: 'Academia',
    page_title_ru: null,
    hero_video_url: '/storage/v1/object/public/media/hero.mp4',
    hero_poster_url: img('poster'),
    partners: Array.from({ length: 6 }, (_, i) => ({
      name: `Partner ${i}`,
      logo_url: img(`p${i}`),
      ...(i === 0 ? { url: 'https://partner.example' } : {}),
    })),
    gallery: Array.from({ length: 7 }, (_, i) => ({ image_url: img(`g${i}`), caption_en: `Photo ${i}` })),
  },
  about: {
    ...en('pageTitle', 'about_header', 'about_text'),
    bullets_en: [headed(1), headed(2), headed(3)],
    about_image: img('about'),
    hero_image: 'https://cdn.example.com/hero.jpg',
  },
  coaches: en('title', 'text'),
  venues: {
    ...en('page_title', 'venues_text_one', 'venues_text_two'),
    venues_image: img('v'),
    hero_image: img('h'),
  },
  programmes: {
    ...en(
      'title',
      'text',
      'text_two',
      'subs_title',
      'subs_text',
      'fourCards_title',
      'card_one_text',
      'card_two_text',
      'card_three_text',
      'card_four_text',
    ),
    text_two_image: img('t2'),
    card_one_img: img('c1'),
    card_two_img: img('c2'),
    card_three_img: img('c3'),
    card_four_img: img('c4'),
  },
  news: en('title'),
  contacts: en('title', 'text'),
  camps: {
    ...en('title', 'intro', 'text', 'first_bullets_header', 'services_header', 'text_contacts'),
    ...en(
      ...['one', 'two', 'three', 'four', 'five', 'six', 'seven'].flatMap((n) => [
        `bullit_${n}_header`,
        `bullit_${n}_text`,
      ]),
    ),
    hero_image: img('camps'),
  },
  campus: {
    ...en('title', 'intro', 'text', 'discounts_title'),
    start_date: '2027-06-30',
    campus_image: img('campus'),
    extras_en: [{ text: 'Airport transfer', price: 60 }],
    extras_es: [{ text: 'Traslado al aeropuerto', price: 60 }],
    discounts_en: [{ text: 'Second week', discount: 10 }],
    cards_en: [
      {
        title: 'Full week',
        tags: ['U10-U18'],
        content: ['Two sessions a day'],
        role: 'GOALKEEPER',
        type: 'INTERNAL',
      },
    ],
    goals_en: [
      {
        sectionTitle: 'Technique',
        items: ['Passing'],
        subsections: [{ title: 'Control', items: ['First touch'] }],
      },
    ],
  },
  cookies: en('title', 'text'),
  privacy: en('title', 'text'),
};

describe('pageSchemas', () => {
  it('has a schema for every page key', () => {
    expect(Object.keys(pageSchemas).sort()).toEqual([...PAGE_KEYS].sort());
  });

  it.each(PAGE_KEYS)('accepts complete English content of %s', (key) => {
    const result = parsePageContent(key, valid[key]);
    expect(result.ok ? 'ok' : result.error).toBe('ok');
  });

  it.each(PAGE_KEYS)('refuses %s content with its English title emptied', (key) => {
    const firstEnglish = Object.keys(valid[key]).find((field) => field.endsWith('_en'))!;
    for (const empty of ['', '   ', '<p></p>', '<p><br></p>']) {
      const result = parsePageContent(key, { ...valid[key], [firstEnglish]: empty });
      expect(result).toMatchObject({
        ok: false,
        issues: [{ path: firstEnglish, message: 'This field is required' }],
      });
    }
  });

  it('refuses missing content, wrong types and bad media addresses', () => {
    expect(parsePageContent('news', {}).ok).toBe(false);
    expect(parsePageContent('news', null).ok).toBe(false);
    expect(parsePageContent('news', { title_en: 5 }).ok).toBe(false);
    expect(parsePageContent('about', { ...valid.about, hero_image: 'javascript:alert(1)' })).toMatchObject({
      ok: false,
      issues: [{ path: 'hero_image' }],
    });
    expect(parsePageContent('about', { ...valid.about, hero_image: '//evil.example/a.png' }).ok).toBe(false);
  });
});

describe('pageSchemas: values', () => {
  it('requires numbers for prices and percentages in range', () => {
    const campus = valid.campus;
    expect(
      parsePageContent('campus', { ...campus, extras_en: [{ text: 'Transfer', price: '60' }] }),
    ).toMatchObject({
      ok: false,
      issues: [{ path: 'extras_en.0.price' }],
    });
    expect(parsePageContent('campus', { ...campus, extras_en: [{ text: 'Transfer', price: -1 }] }).ok).toBe(
      false,
    );
    expect(parsePageContent('campus', { ...campus, discounts_en: [{ text: 'x', discount: 120 }] }).ok).toBe(
      false,
    );
    const card = (campus.cards_en as CampusCard[])[0]!;
    // A card has no price of its own (the campus week offers have it): an old one is dropped.
    const parsed = parsePageContent('campus', { ...campus, cards_en: [{ ...card, price_per_week: 450 }] });
    expect(parsed.ok && (parsed.content.cards_en[0] as Record<string, unknown>).price_per_week).toBe(
      undefined,
    );
    expect(parsePageContent('campus', { ...campus, cards_en: [{ ...card, role: 'STRIKER' }] }).ok).toBe(
      false,
    );
  });

  it('requires the counts of partners, gallery images and about bullets the pages show', () => {
    const index = valid.index as { partners: unknown[]; gallery: unknown[] };
    expect(parsePageContent('index', { ...index, partners: index.partners.slice(1) })).toMatchObject({
      ok: false,
      issues: [
        { path: 'partners', code: 'list_exact', params: { min: 6 }, message: 'Enter exactly 6 items' },
      ],
    });
    expect(parsePageContent('index', { ...index, gallery: [...index.gallery, index.gallery[0]] }).ok).toBe(
      false,
    );
    expect(parsePageContent('about', { ...valid.about, bullets_en: [headed(1)] }).ok).toBe(false);
    // A translation is either absent/empty (English shows) or complete.
    expect(parsePageContent('about', { ...valid.about, bullets_es: [] }).ok).toBe(true);
    expect(parsePageContent('about', { ...valid.about, bullets_es: [headed(1)] }).ok).toBe(false);
  });

  it('requires at least one campus list entry in English', () => {
    expect(parsePageContent('campus', { ...valid.campus, goals_en: [] }).ok).toBe(false);
  });

  it('drops unknown keys', () => {
    const result = parsePageContent('news', { title_en: 'News', extra: 1 });
    expect(result).toEqual({ ok: true, content: { title_en: 'News' } });
  });

  it('reports every issue with its path', () => {
    const result = parsePageContent('contacts', { title_en: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.path)).toEqual(['title_en', 'text_en']);
      expect(result.error).toBe('title_en: This field is required\ntext_en: Invalid input');
    }
  });

  it('lists rich-text fields that exist in their schema', () => {
    for (const key of PAGE_KEYS) {
      for (const field of PAGE_HTML_FIELDS[key])
        expect(Object.keys(pageSchemas[key].shape)).toContain(`${field}_en`);
    }
  });

  it('types each content with the localized helpers', () => {
    const campus = readPageContent('campus', valid.campus);
    expectTypeOf(campus.title_en).toEqualTypeOf<string>();
    expectTypeOf(campus.title_es).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(localizedList(campus, 'extras', 'ru')).toEqualTypeOf<{ text: string; price: number }[]>();
    expectTypeOf<PageContent<'index'>['partners'][number]['url']>().toEqualTypeOf<string | undefined>();
    expect(localized(campus, 'title', 'es')).toBe('<p>title text</p>');
    expect(localizedList(campus, 'extras', 'es')).toEqual([{ text: 'Traslado al aeropuerto', price: 60 }]);
    expect(localizedList(campus, 'extras', 'ru')).toEqual([{ text: 'Airport transfer', price: 60 }]);
  });
});

describe('describePage', () => {
  it('groups the fields of a page by kind', () => {
    expect(describePage('campus')).toEqual({
      text: ['title', 'intro', 'text', 'discounts_title'],
      html: ['intro', 'text'],
      optionalText: [],
      media: ['campus_image', 'hero_image'],
      optionalMedia: ['hero_image'],
      localizedLists: ['extras', 'discounts', 'cards', 'goals'],
      lists: ['start_date'],
    });
    expect(describePage('index')).toMatchObject({
      media: ['hero_video_url', 'hero_poster_url'],
      lists: ['partners', 'gallery'],
      localizedLists: [],
    });
    expect(describePage('camps').optionalText).toEqual(['dates_title']);
  });

  it('covers every field of every schema', () => {
    for (const key of PAGE_KEYS) {
      const f = describePage(key);
      const names = [
        ...[...f.text, ...f.optionalText, ...f.localizedLists].flatMap((b) => [
          `${b}_en`,
          `${b}_es`,
          `${b}_ru`,
        ]),
        ...f.media,
        ...f.lists,
      ];
      expect(names.sort(), key).toEqual(Object.keys(pageSchemas[key].shape).sort());
    }
  });
});

describe('readPageContent', () => {
  it('returns valid content as parsed', () => {
    expect(readPageContent('about', valid.about)).toEqual(valid.about);
  });

  it('never throws and defaults what is missing', () => {
    expect(readPageContent('news', undefined)).toEqual({ title_en: '' });
    expect(readPageContent('news', 'garbage')).toEqual({ title_en: '' });
    const index = readPageContent('index', {});
    expect(index.partners).toEqual([]);
    expect(index.gallery).toEqual([]);
    expect(index.page_title_en).toBe('');
    expect(index.page_title_es).toBeUndefined();
  });

  it('keeps every readable part of invalid content', () => {
    const about = readPageContent('about', {
      ...valid.about,
      about_text_en: '<p></p>',
      about_text_es: 42,
      bullets_en: [headed(1), { header: 'no text' }, headed(3)],
      bullets_es: [headed(1)],
      hero_image: 'javascript:alert(1)',
    });
    expect(about.about_text_en).toBe('');
    expect(about.about_text_es).toBeUndefined();
    expect(about.bullets_en).toEqual([headed(1), headed(3)]);
    expect(about.bullets_es).toBeUndefined();
    expect(about.pageTitle_en).toBe('<p>pageTitle text</p>');
    // A refused address is not passed on to an <img>.
    expect(about.hero_image).toBe('');
    expect(about.about_image).toBe(valid.about.about_image);
  });

  it('keeps the valid items of a list with bad ones', () => {
    const campus = readPageContent('campus', {
      ...valid.campus,
      extras_en: [{ text: 'Ok', price: 10 }, { text: 'Bad', price: 'ten' }, 'junk'],
      title_en: null,
    });
    expect(campus.extras_en).toEqual([{ text: 'Ok', price: 10 }]);
    expect(campus.title_en).toBe('');
    expect(campus.cards_en).toEqual(valid.campus.cards_en);
  });
});

// The public site reads content with the zod-free reader (its first-load budget); it must read
// exactly what readPageContent reads, for valid content and for every way a field can be broken.
describe('readPageContentLight', () => {
  const breakages: unknown[] = [
    undefined,
    null,
    42,
    -1,
    101,
    'ten',
    '',
    '<p></p>',
    'not a link',
    'javascript:alert(1)',
    [],
    [{}],
    {},
    true,
  ];

  it('has a rule for every field of every schema, in schema order', () => {
    for (const key of PAGE_KEYS) {
      expect(pageReadRules[key].fields).toEqual(Object.keys(pageSchemas[key].shape));
    }
  });

  it('reads valid content, with unknown keys dropped, as readPageContent does', () => {
    for (const key of PAGE_KEYS) {
      const raw = { ...valid[key], unknown_field: 'x' };
      expect(readPageContentLight(key, raw)).toEqual(readPageContent(key, raw));
      expect(readPageContentLight(key, raw)).not.toHaveProperty('unknown_field');
    }
  });

  it('reads every broken field, and broken list items, as readPageContent does', () => {
    for (const key of PAGE_KEYS) {
      for (const raw of [undefined, 'garbage', [], {}]) {
        expect(readPageContentLight(key, raw)).toEqual(readPageContent(key, raw));
      }
      for (const field of Object.keys(pageSchemas[key].shape)) {
        for (const broken of breakages) {
          const raw = { ...valid[key], [field]: broken };
          expect(readPageContentLight(key, raw), `${key}.${field} = ${JSON.stringify(broken)}`).toEqual(
            readPageContent(key, raw),
          );
        }
        const value = valid[key][field];
        if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object') {
          // Each property of a list item broken in turn, beside an intact item.
          for (const prop of Object.keys(value[0] as object)) {
            for (const broken of breakages) {
              const item = { ...(value[0] as object), [prop]: broken };
              const raw = { ...valid[key], [field]: [item, value[0]] };
              expect(readPageContentLight(key, raw), `${key}.${field}[].${prop}`).toEqual(
                readPageContent(key, raw),
              );
            }
          }
        }
      }
    }
  });
});

describe('one description, three readers', () => {
  // A field added to a page description (say a campus start date) is validated by the schema,
  // read by the site's reader and given to the editor without other changes.
  const shape = object({ ...tr('line', 'title'), starts_on: date(), ends_on: optionalDate() });

  it('validates dates and long texts with codes the apps translate', () => {
    const schema = schemaOf(shape);
    expect(z.safeParse(schema, { title_en: 'Campus', starts_on: '2027-06-30' }).success).toBe(true);
    const bad = z.safeParse(schema, { title_en: 'x'.repeat(201), starts_on: '2027-02-30' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title_en', 'too_long'],
      ['starts_on', 'date'],
    ]);
    expect(pageIssueMessage('too_long', { max: 200 })).toBe('Enter at most 200 characters');
  });

  it('reads a date as the zod-based reader does', () => {
    const rule = ruleOf(shape);
    for (const starts_on of ['2027-06-30', 'soon', undefined, 5]) {
      const raw = { title_en: 'Campus', starts_on, ends_on: starts_on };
      expect(rule.read(raw)).toEqual(
        // readLenient over the derived schema (the same walk readPageContent does).
        readLenientForTest(schemaOf(shape), raw),
      );
    }
  });

  it('folds the three languages of a field into one localized field', () => {
    expect(fieldsOf(shape.shape).map((f) => (f.kind === 'localized' ? `~${f.base}` : f.name))).toEqual([
      '~title',
      'starts_on',
      'ends_on',
    ]);
  });
});
