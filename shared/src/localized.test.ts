import { describe, expect, expectTypeOf, it } from 'vitest';
import { filledLanguages, localized, localizedList, type LocalizedField } from './localized.ts';

interface CoachLike {
  id: number;
  name_en: string;
  name_es: string | null;
  name_ru: string | null;
  bio_en: string;
  bio_es: string | null;
  bio_ru: string | null;
  license: string | null;
}

const coach: CoachLike = {
  id: 1,
  name_en: 'Carlos Pérez',
  name_es: 'Carlos Pérez G.',
  name_ru: null,
  bio_en: '<p>UEFA coach</p>',
  bio_es: '<p><br></p>',
  bio_ru: '<p>Тренер UEFA</p>',
  license: 'UEFA A',
};

describe('localized', () => {
  it("returns the language's value when filled", () => {
    expect(localized(coach, 'name', 'es')).toBe('Carlos Pérez G.');
    expect(localized(coach, 'bio', 'ru')).toBe('<p>Тренер UEFA</p>');
    expect(localized(coach, 'name', 'en')).toBe('Carlos Pérez');
  });

  it('falls back to English for null, empty, whitespace and empty editor markup', () => {
    expect(localized(coach, 'name', 'ru')).toBe('Carlos Pérez');
    expect(localized(coach, 'bio', 'es')).toBe('<p>UEFA coach</p>');
    expect(localized({ ...coach, name_es: '   ' }, 'name', 'es')).toBe('Carlos Pérez');
    expect(localized({ ...coach, name_es: '' }, 'name', 'es')).toBe('Carlos Pérez');
    expect(localized({ ...coach, bio_es: '<p></p>' }, 'bio', 'es')).toBe('<p>UEFA coach</p>');
  });

  it("gives '' when English is missing too, or without a record", () => {
    const partial: { title_en?: string | null; title_es?: string | null } = { title_es: '' };
    expect(localized(partial, 'title', 'es')).toBe('');
    expect(localized(null as CoachLike | null, 'name', 'en')).toBe('');
    expect(localized({ title_en: 5 as unknown as string }, 'title', 'en')).toBe('');
  });

  it('only accepts fields that have an _en variant', () => {
    expectTypeOf<LocalizedField<CoachLike>>().toEqualTypeOf<'name' | 'bio'>();
    // @ts-expect-error 'license' has no _en variant
    localized(coach, 'license', 'es');
    // @ts-expect-error a full column name is not a field name
    localized(coach, 'name_en', 'es');
    // @ts-expect-error only en, es and ru exist
    localized(coach, 'name', 'fr');
  });
});

interface CampusLike {
  title_en: string;
  extras_en: { text: string; price: number }[];
  extras_es?: { text: string; price: number }[] | null;
  extras_ru?: { text: string; price: number }[] | null;
}

describe('localizedList', () => {
  const campus: CampusLike = {
    title_en: 'Campus',
    extras_en: [{ text: 'Airport transfer', price: 60 }],
    extras_es: [{ text: 'Traslado al aeropuerto', price: 60 }],
    extras_ru: [],
  };

  it("returns the language's list or the English one when missing or empty", () => {
    expect(localizedList(campus, 'extras', 'es')).toEqual([{ text: 'Traslado al aeropuerto', price: 60 }]);
    expect(localizedList(campus, 'extras', 'ru')).toEqual([{ text: 'Airport transfer', price: 60 }]);
    expect(localizedList({ ...campus, extras_es: null }, 'extras', 'es')).toEqual(campus.extras_en);
    expect(localizedList(undefined as CampusLike | undefined, 'extras', 'es')).toEqual([]);
  });

  it('is typed by the list items and only accepts list fields', () => {
    expectTypeOf(localizedList(campus, 'extras', 'en')).toEqualTypeOf<{ text: string; price: number }[]>();
    // @ts-expect-error title is a string field, not a list
    localizedList(campus, 'title', 'en');
  });
});

describe('filledLanguages', () => {
  it('lists the languages where every given field has content', () => {
    expect(filledLanguages(coach, ['name'])).toEqual(['en', 'es']);
    expect(filledLanguages(coach, ['bio'])).toEqual(['en', 'ru']);
    expect(filledLanguages(coach, ['name', 'bio'])).toEqual(['en']);
  });

  it('counts non-empty lists as filled', () => {
    const campus: CampusLike = {
      title_en: 'Campus',
      extras_en: [{ text: 'a', price: 1 }],
      extras_es: [],
      extras_ru: [{ text: 'б', price: 1 }],
    };
    expect(filledLanguages(campus, ['title', 'extras'])).toEqual(['en']);
    expect(filledLanguages(campus, ['extras'])).toEqual(['en', 'ru']);
  });

  it('gives nothing for no record or no fields', () => {
    expect(filledLanguages(null as CoachLike | null, ['name'])).toEqual([]);
    expect(filledLanguages(coach, [])).toEqual([]);
  });
});
