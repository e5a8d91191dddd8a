// A zod-free reader of page contents for the public site. zod/mini costs about 7 KB gzip, and the
// site only reads content (the admin validates it before saving with parsePageContent), so its
// first load stays under the 100 KB budget (issue 4) by reading with these small checks instead.
// The shapes below mirror pageSchemas in pages.ts field by field; pageRead.test.ts holds them to
// readPageContent's output for valid and broken content alike, so the two cannot drift apart.
import { CAMPUS_ROLES, CAMPUS_TYPES, type PageKey } from './constants.ts';
import type { PageContent } from './pages.ts';
import { isEmptyHtml } from './text.ts';

/** One field's rule: is a value valid, and what to read from it when it is not. */
interface Rule {
  /** True when the value passes the matching zod schema. */
  ok(value: unknown): boolean;
  /** The valid value as zod returns it (objects stripped of unknown keys). */
  out(value: unknown): unknown;
  /** The value read leniently (as readPageContent does): '' / [] / undefined for what is invalid. */
  read(value: unknown): unknown;
  /** An object's field names, in order (pages.test.ts compares them with the zod shapes). */
  fields?: string[];
}

const MEDIA_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const LINK = /^https?:\/\/[^\s]+$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (value: unknown) => value;

/** A rule that is either valid or read as `fallback` (zod's string → '', optional → absent). */
function leaf(ok: (value: unknown) => boolean, fallback: '' | undefined): Rule {
  return { ok, out: same, read: (value) => (ok(value) ? value : fallback) };
}

const text = leaf((v) => typeof v === 'string' && !isEmptyHtml(v), '');
const optionalText = leaf((v) => v === undefined || v === null || typeof v === 'string', undefined);
const isMedia = (v: unknown) => typeof v === 'string' && v.trim() !== '' && MEDIA_URL.test(v);
const media = leaf(isMedia, '');
const optionalMedia = leaf((v) => v === undefined || isMedia(v), undefined);
const optionalLink = leaf(
  (v) => v === undefined || (typeof v === 'string' && (v === '' || LINK.test(v))),
  undefined,
);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const price = leaf((v) => isNumber(v) && v >= 0, undefined);
const percent = leaf((v) => isNumber(v) && v >= 0 && v <= 100, undefined);
const optionalOneOf = (values: readonly string[]) =>
  leaf((v) => v === undefined || (typeof v === 'string' && values.includes(v)), undefined);

function object(shape: Record<string, Rule>): Rule {
  const entries = Object.entries(shape);
  const ok = (value: unknown) => isRecord(value) && entries.every(([key, rule]) => rule.ok(value[key]));
  const out = (value: unknown) => {
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, rule] of entries) if (source[key] !== undefined) result[key] = rule.out(source[key]);
    return result;
  };
  return {
    ok,
    out,
    fields: entries.map(([key]) => key),
    read: (value) => {
      if (ok(value)) return out(value);
      const source = isRecord(value) ? value : {};
      const result: Record<string, unknown> = {};
      for (const [key, rule] of entries) {
        const read = rule.read(source[key]);
        if (read !== undefined) result[key] = read;
      }
      return result;
    },
  };
}

/** A list: read leniently, it keeps its valid items (bounds only decide validity). */
function list(item: Rule, bounds: { min?: number; max?: number } = {}): Rule {
  const { min = 0, max = Infinity } = bounds;
  const ok = (value: unknown) =>
    Array.isArray(value) && value.length >= min && value.length <= max && value.every((v) => item.ok(v));
  const out = (value: unknown) => (value as unknown[]).map((v) => item.out(v));
  return {
    ok,
    out,
    read: (value) => (Array.isArray(value) ? value.filter((v) => item.ok(v)).map((v) => item.out(v)) : []),
  };
}

/** A translation of a localized list: absent, null, empty or within the English bounds. */
function optionalList(item: Rule, bounds: { min: number; max?: number }): Rule {
  const inner = list(item, bounds);
  const ok = (value: unknown) =>
    value === undefined || value === null || (Array.isArray(value) && value.length === 0) || inner.ok(value);
  const out = (value: unknown) => (Array.isArray(value) ? inner.out(value) : value);
  return { ok, out, read: (value) => (ok(value) ? out(value) : undefined) };
}

function tr(...names: string[]): Record<string, Rule> {
  return Object.fromEntries(
    names.flatMap((name) => [
      [`${name}_en`, text],
      [`${name}_es`, optionalText],
      [`${name}_ru`, optionalText],
    ]),
  );
}

function optionalTr(...names: string[]): Record<string, Rule> {
  return Object.fromEntries(
    names.flatMap((name) => ['en', 'es', 'ru'].map((lang) => [`${name}_${lang}`, optionalText])),
  );
}

function trList(name: string, item: Rule, bounds: { min: number; max?: number }): Record<string, Rule> {
  const translation = optionalList(item, bounds);
  return { [`${name}_en`]: list(item, bounds), [`${name}_es`]: translation, [`${name}_ru`]: translation };
}

const textList = list(text);
const headedText = object({ header: text, text });

/** The light rules of each page key, in the order and with the names of pageSchemas. */
export const pageReadRules = {
  index: object({
    ...tr(
      'page_title',
      'about_header',
      'bullit_one_header',
      'bullit_one_text',
      'bullit_two_header',
      'bullit_two_text',
      'bullit_three_header',
      'bullit_three_text',
    ),
    hero_video_url: media,
    hero_poster_url: media,
    // Their exact counts only matter when validating; reading keeps the valid items.
    partners: list(object({ name: text, logo_url: media, url: optionalLink })),
    gallery: list(object({ image_url: media, ...tr('caption') })),
  }),
  about: object({
    ...tr('pageTitle', 'about_header', 'about_text'),
    ...trList('bullets', headedText, { min: 3, max: 3 }),
    about_image: media,
    hero_image: media,
  }),
  coaches: object(tr('title', 'text')),
  venues: object({
    ...tr('page_title', 'venues_text_one', 'venues_text_two'),
    venues_image: media,
    hero_image: media,
  }),
  programmes: object({
    ...tr(
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
    text_two_image: media,
    card_one_img: media,
    card_two_img: media,
    card_three_img: media,
    card_four_img: media,
  }),
  news: object(tr('title')),
  contacts: object(tr('title', 'text')),
  camps: object({
    ...tr(
      'title',
      'intro',
      'text',
      'first_bullets_header',
      'bullit_one_header',
      'bullit_one_text',
      'bullit_two_header',
      'bullit_two_text',
      'bullit_three_header',
      'bullit_three_text',
      'bullit_four_header',
      'bullit_four_text',
      'bullit_five_header',
      'bullit_five_text',
      'bullit_six_header',
      'bullit_six_text',
      'bullit_seven_header',
      'bullit_seven_text',
      'services_header',
      'text_contacts',
    ),
    ...optionalTr('dates_title'),
    hero_image: media,
  }),
  campus: object({
    ...tr('title', 'intro', 'text', 'start_banner', 'discounts_title'),
    campus_image: media,
    hero_image: optionalMedia,
    ...trList('extras', object({ text, price }), { min: 1 }),
    ...trList('discounts', object({ text, discount: percent }), { min: 1 }),
    ...trList(
      'cards',
      object({
        title: text,
        price_per_week: price,
        tags: textList,
        content: textList,
        note: optionalText,
        role: optionalOneOf(CAMPUS_ROLES),
        type: optionalOneOf(CAMPUS_TYPES),
      }),
      { min: 1 },
    ),
    ...trList(
      'goals',
      object({
        sectionTitle: text,
        items: textList,
        subsections: list(object({ title: text, items: textList })),
      }),
      { min: 1 },
    ),
  }),
  cookies: object(tr('title', 'text')),
  privacy: object(tr('title', 'text')),
} satisfies Record<PageKey, Rule>;

/**
 * Reads a page's content for display without zod; never throws. The same result as
 * readPageContent: valid content as is (unknown keys dropped), otherwise every readable part
 * kept and the rest '' for text, [] for lists, absent for optional parts.
 */
export function readPageContentLight<K extends PageKey>(key: K, raw: unknown): PageContent<K> {
  return pageReadRules[key].read(raw) as PageContent<K>;
}
