import { LANGUAGES, type Lang } from './languages.ts';
import { isEmptyHtml } from './text.ts';

/**
 * The base names of a record's localized fields: those with an `_en` variant.
 * For a coach row this is 'name' | 'role' | 'bio'.
 */
export type LocalizedField<T> = {
  [K in keyof T & string]: K extends `${infer F}_en` ? F : never;
}[keyof T & string];

/** Localized fields whose English variant holds a list (jsonb arrays such as `extras_en`). */
export type LocalizedListField<T> = {
  [K in keyof T & string]: K extends `${infer F}_en`
    ? NonNullable<T[K]> extends readonly unknown[]
      ? F
      : never
    : never;
}[keyof T & string];

/** The item type of a localized list field. */
export type LocalizedListItem<T, F extends string> = `${F}_en` extends keyof T
  ? NonNullable<T[`${F}_en`]> extends readonly (infer E)[]
    ? E
    : never
  : never;

// Reads a dynamically named property without widening the record to `any`.
function read(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

// A string counts as filled when it has text; '<p></p>' and friends from the editor do not.
function isFilledString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !isEmptyHtml(value);
}

function isFilled(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : isFilledString(value);
}

/**
 * The value of a localized field in a language, falling back to English:
 * `record[field_lang]` when it has text (empty strings, whitespace and empty editor markup such
 * as '<p></p>' do not count), else `record[field_en]`, else ''.
 *
 * @example localized(coach, 'name', 'es') // coach.name_es, or coach.name_en when missing
 */
export function localized<T extends object, F extends LocalizedField<T>>(
  record: T | null | undefined,
  field: F,
  lang: Lang,
): string {
  if (!record) return '';
  const own = read(record, `${field}_${lang}`);
  if (isFilledString(own)) return own;
  const english = read(record, `${field}_en`);
  return typeof english === 'string' ? english : '';
}

/**
 * The value of a localized list field (e.g. `extras_es`) in a language, falling back to the
 * English list when the language's list is missing or empty, else [].
 */
export function localizedList<T extends object, F extends LocalizedListField<T>>(
  record: T | null | undefined,
  field: F,
  lang: Lang,
): LocalizedListItem<T, F>[] {
  if (!record) return [];
  const own = read(record, `${field}_${lang}`);
  if (Array.isArray(own) && own.length > 0) return own as LocalizedListItem<T, F>[];
  const english = read(record, `${field}_en`);
  return Array.isArray(english) ? (english as LocalizedListItem<T, F>[]) : [];
}

/**
 * The languages in which every one of `fields` is filled (text, or a non-empty list), in the
 * order en, es, ru. The admin shows them as EN ES RU chips.
 */
export function filledLanguages<T extends object>(
  record: T | null | undefined,
  fields: readonly LocalizedField<T>[],
): Lang[] {
  if (!record || fields.length === 0) return [];
  return LANGUAGES.filter((lang) => fields.every((field) => isFilled(read(record, `${field}_${lang}`))));
}
