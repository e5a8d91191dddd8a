// The one description of every page's content (table `pages`, one jsonb document per key). It is
// plain data, without zod, so the public site can read content with it on its first load; the
// zod schemas that validate content (pages.ts), the site's lenient reader (pageRead.ts) and the
// back office's page editors are all derived from it. Add a field here and it is validated, read
// and editable everywhere.
import {
  CAMPUS_ROLES,
  CAMPUS_TYPES,
  GALLERY_IMAGE_COUNT,
  PARTNER_LOGO_COUNT,
  type PageKey,
} from './constants.ts';
import { LANGUAGES, type Lang } from './languages.ts';

/** Longest plain one-line text (titles, headers, captions), in characters. */
export const LINE_MAX = 200;
/** Longest plain paragraph. */
export const PARAGRAPH_MAX = 2000;
/** Longest rich text (HTML from the editor). */
export const RICH_TEXT_MAX = 50000;

interface Base<T> {
  /** Phantom: the value's TypeScript type (never set at run time). */
  readonly _type?: T;
  readonly optional: boolean;
}

/** Text: a line, a paragraph or rich text (HTML). Required text has a visible character. */
export interface TextNode<T = string> extends Base<T> {
  readonly kind: 'text';
  readonly format: 'line' | 'paragraph' | 'html';
  readonly max: number;
  /** Optional text may also be null (a missing translation). */
  readonly nullable: boolean;
}
/** An image or video address: an absolute http(s) URL or a /storage/v1/... path. */
export interface MediaNode<T = string> extends Base<T> {
  readonly kind: 'media';
  readonly accept: 'image' | 'video';
}
/** An outbound http(s) link ('' when absent). */
export interface LinkNode<T = string | undefined> extends Base<T> {
  readonly kind: 'link';
}
/** A number within bounds (prices in euro, percentages). */
export interface NumberNode<T = number> extends Base<T> {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly unit: 'euro' | 'percent';
}
/** A calendar date, 'YYYY-MM-DD'. */
export interface DateNode<T = string> extends Base<T> {
  readonly kind: 'date';
}
/** One of a few values. */
export interface ChoiceNode<T = string> extends Base<T> {
  readonly kind: 'choice';
  readonly values: readonly string[];
}
/** A list of items of one shape, with bounds on its length. */
export interface ListNode<T = unknown[]> extends Base<T> {
  readonly kind: 'list';
  readonly item: Node;
  readonly min: number;
  readonly max: number;
  /** A translation of a localized list: absent, null, empty (English shows) or within bounds. */
  readonly translation: boolean;
}
/** Named fields. */
export interface ObjectNode<T = Record<string, unknown>> extends Base<T> {
  readonly kind: 'object';
  readonly shape: Readonly<Record<string, Node>>;
}

/** Any node of a page description. */
export type Node =
  | TextNode<unknown>
  | MediaNode<unknown>
  | LinkNode<unknown>
  | NumberNode<unknown>
  | DateNode<unknown>
  | ChoiceNode<unknown>
  | ListNode<unknown>
  | ObjectNode<unknown>;

/** The TypeScript type of a node's value. */
export type Infer<N> = N extends Base<infer T> ? T : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<S> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type RequiredKeys<S> = Exclude<keyof S, OptionalKeys<S>>;
type ObjectOf<S> = Simplify<
  { [K in RequiredKeys<S>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;
type Opt<N> = N & { readonly optional: true };

const text = (format: TextNode['format'], max: number): TextNode<string> & { optional: false } => ({
  kind: 'text',
  format,
  max,
  optional: false,
  nullable: false,
});

/** A required image (or video) address. */
export function media(accept: MediaNode['accept'] = 'image'): MediaNode<string> & { optional: false } {
  return { kind: 'media', accept, optional: false };
}
/** An optional image address. */
export function optionalMedia(accept: MediaNode['accept'] = 'image'): Opt<MediaNode<string>> {
  return { kind: 'media', accept, optional: true };
}
/** An optional outbound http(s) link. */
export function link(): Opt<LinkNode<string>> {
  return { kind: 'link', optional: true };
}
/** A price in euro, 0 or more. */
export function euro(): NumberNode<number> & { optional: false } {
  return { kind: 'number', min: 0, max: 100000, unit: 'euro', optional: false };
}
/** A percentage from 0 to 100. */
export function percent(): NumberNode<number> & { optional: false } {
  return { kind: 'number', min: 0, max: 100, unit: 'percent', optional: false };
}
/** A required calendar date. */
export function date(): DateNode<string> & { optional: false } {
  return { kind: 'date', optional: false };
}
/** An optional calendar date. */
export function optionalDate(): Opt<DateNode<string>> {
  return { kind: 'date', optional: true };
}
/** An optional choice among `values`. */
export function optionalChoice<const V extends readonly string[]>(values: V): Opt<ChoiceNode<V[number]>> {
  return { kind: 'choice', values, optional: true };
}
/** A required line of text (not localized: names inside lists). */
export const line = (max = LINE_MAX) => text('line', max);
/** A required paragraph of plain text. */
export const paragraph = (max = PARAGRAPH_MAX) => text('paragraph', max);
/** A list of `item`s, `min`..`max` long. */
export function list<I extends Node>(
  item: I,
  bounds: { min?: number; max?: number } = {},
): ListNode<Infer<I>[]> & { optional: false } {
  return {
    kind: 'list',
    item,
    min: bounds.min ?? 0,
    max: bounds.max ?? Infinity,
    translation: false,
    optional: false,
  };
}
/** Named fields. */
export function object<const S extends Record<string, Node>>(
  shape: S,
): ObjectNode<ObjectOf<S>> & { optional: false } {
  return { kind: 'object', shape, optional: false };
}
/** An optional note: a paragraph that may be missing or null. */
export function optionalParagraph(max = PARAGRAPH_MAX): Opt<TextNode<string | null>> {
  return { ...text('paragraph', max), optional: true, nullable: true };
}

type Localized<N extends string, T extends Node> = { [K in `${N}_en`]: T } & {
  [K in `${N}_es` | `${N}_ru`]: Opt<TextNode<string | null>>;
};

/**
 * Localized text fields `${name}_en` (required), `${name}_es` and `${name}_ru` (optional: a
 * missing translation shows the English text).
 */
export function tr<const N extends string>(
  format: TextNode['format'],
  ...names: N[]
): Localized<N, TextNode<string> & { optional: false }> {
  const max = format === 'html' ? RICH_TEXT_MAX : format === 'paragraph' ? PARAGRAPH_MAX : LINE_MAX;
  const shape: Record<string, Node> = {};
  for (const name of names) {
    shape[`${name}_en`] = text(format, max);
    shape[`${name}_es`] = { ...text(format, max), optional: true, nullable: true };
    shape[`${name}_ru`] = { ...text(format, max), optional: true, nullable: true };
  }
  return shape as Localized<N, TextNode<string> & { optional: false }>;
}

/** Localized text that may be left empty in every language. */
export function optionalTr<const N extends string>(
  format: TextNode['format'],
  ...names: N[]
): { [K in `${N}_${Lang}`]: Opt<TextNode<string | null>> } {
  const max = format === 'html' ? RICH_TEXT_MAX : format === 'paragraph' ? PARAGRAPH_MAX : LINE_MAX;
  const shape: Record<string, Node> = {};
  for (const name of names) {
    for (const lang of LANGUAGES)
      shape[`${name}_${lang}`] = { ...text(format, max), optional: true, nullable: true };
  }
  return shape as { [K in `${N}_${Lang}`]: Opt<TextNode<string | null>> };
}

/**
 * A localized list (`extras_en`, `extras_es`, ...): English holds `min`..`max` items; a
 * translation may be missing or empty (then English shows), and otherwise obeys the same bounds.
 */
export function trList<const N extends string, I extends Node>(
  name: N,
  item: I,
  bounds: { min: number; max?: number },
): { [K in `${N}_en`]: ListNode<Infer<I>[]> & { optional: false } } & {
  [K in `${N}_es` | `${N}_ru`]: Opt<ListNode<Infer<I>[] | null>>;
} {
  const english = list(item, bounds);
  const translation = { ...english, translation: true, optional: true };
  return { [`${name}_en`]: english, [`${name}_es`]: translation, [`${name}_ru`]: translation } as never;
}

// A line of plain text inside a list (tags, content lines, goal items).
const textLine = line();

/** One logo of the home partner strip. */
export const partnerNode = object({ name: line(), logo_url: media(), url: link() });
/** One image of the home gallery, with its localized caption (also its alt text). */
export const galleryImageNode = object({ image_url: media(), ...tr('line', 'caption') });
/** A header and its text (the about page's bullets). */
export const headedTextNode = object({ header: line(), text: paragraph() });
/** One line of the campus extras price list. */
export const campusExtraNode = object({ text: line(), price: euro() });
/** One campus discount card (discount in percent). */
export const campusDiscountNode = object({ text: line(), discount: percent() });
/**
 * One campus programme card for one choice of the role/type chooser (or all). Its weekly price is
 * the campus week offers' (page_data('campus')), never a field of its own.
 */
export const campusCardNode = object({
  title: line(),
  tags: list(textLine),
  content: list(paragraph()),
  note: optionalParagraph(),
  // Which choice of the page's role/type chooser the card belongs to; absent: every choice.
  role: optionalChoice(CAMPUS_ROLES),
  type: optionalChoice(CAMPUS_TYPES),
});
/** One section of the campus objectives grid. */
export const campusGoalNode = object({
  sectionTitle: line(),
  items: list(paragraph()),
  subsections: list(object({ title: line(), items: list(paragraph()) })),
});

/** The content of each page key, by field name (the names the original site's content used). */
export const pageShapes = {
  index: object({
    ...tr('line', 'page_title', 'about_header'),
    ...tr('line', 'bullit_one_header'),
    ...tr('paragraph', 'bullit_one_text'),
    ...tr('line', 'bullit_two_header'),
    ...tr('paragraph', 'bullit_two_text'),
    ...tr('line', 'bullit_three_header'),
    ...tr('paragraph', 'bullit_three_text'),
    hero_video_url: media('video'),
    hero_poster_url: media(),
    partners: list(partnerNode, { min: PARTNER_LOGO_COUNT, max: PARTNER_LOGO_COUNT }),
    gallery: list(galleryImageNode, { min: GALLERY_IMAGE_COUNT, max: GALLERY_IMAGE_COUNT }),
  }),
  about: object({
    ...tr('line', 'pageTitle', 'about_header'),
    ...tr('html', 'about_text'),
    ...trList('bullets', headedTextNode, { min: 3, max: 3 }),
    about_image: media(),
    hero_image: media(),
  }),
  coaches: object({ ...tr('line', 'title'), ...tr('html', 'text') }),
  venues: object({
    ...tr('line', 'page_title'),
    ...tr('html', 'venues_text_one', 'venues_text_two'),
    venues_image: media(),
    hero_image: media(),
  }),
  programmes: object({
    ...tr('line', 'title'),
    ...tr('html', 'text', 'text_two'),
    ...tr('line', 'subs_title'),
    ...tr('html', 'subs_text'),
    ...tr('line', 'fourCards_title'),
    ...tr('paragraph', 'card_one_text', 'card_two_text', 'card_three_text', 'card_four_text'),
    text_two_image: media(),
    card_one_img: media(),
    card_two_img: media(),
    card_three_img: media(),
    card_four_img: media(),
  }),
  news: object({ ...tr('line', 'title') }),
  contacts: object({ ...tr('line', 'title'), ...tr('html', 'text') }),
  camps: object({
    ...tr('line', 'title'),
    ...tr('html', 'intro', 'text'),
    ...tr('line', 'first_bullets_header'),
    ...tr('line', 'bullit_one_header'),
    ...tr('paragraph', 'bullit_one_text'),
    ...tr('line', 'bullit_two_header'),
    ...tr('paragraph', 'bullit_two_text'),
    ...tr('line', 'bullit_three_header'),
    ...tr('paragraph', 'bullit_three_text'),
    ...tr('line', 'bullit_four_header'),
    ...tr('paragraph', 'bullit_four_text'),
    ...tr('line', 'bullit_five_header'),
    ...tr('paragraph', 'bullit_five_text'),
    ...tr('line', 'bullit_six_header'),
    ...tr('paragraph', 'bullit_six_text'),
    ...tr('line', 'bullit_seven_header'),
    ...tr('paragraph', 'bullit_seven_text'),
    ...tr('line', 'services_header'),
    ...tr('html', 'text_contacts'),
    ...optionalTr('line', 'dates_title'),
    hero_image: media(),
  }),
  campus: object({
    ...tr('line', 'title'),
    ...tr('html', 'intro', 'text'),
    ...tr('line', 'discounts_title'),
    // The first day of the next campus: the banner 'The next campus starts on June 30'.
    start_date: date(),
    campus_image: media(),
    hero_image: optionalMedia(),
    ...trList('extras', campusExtraNode, { min: 1 }),
    ...trList('discounts', campusDiscountNode, { min: 1 }),
    ...trList('cards', campusCardNode, { min: 1 }),
    ...trList('goals', campusGoalNode, { min: 1 }),
  }),
  cookies: object({ ...tr('line', 'title'), ...tr('html', 'text') }),
  privacy: object({ ...tr('line', 'title'), ...tr('html', 'text') }),
} satisfies Record<PageKey, ObjectNode<unknown>>;

/** The content of one page key. */
export type PageContent<K extends PageKey> = Infer<(typeof pageShapes)[K]>;

/** A field name split into its base and language: 'title_es' -> { base: 'title', lang: 'es' }. */
export function splitLocalizedName(name: string): { base: string; lang: Lang } | null {
  const match = /^(.*)_(en|es|ru)$/.exec(name);
  return match ? { base: match[1]!, lang: match[2] as Lang } : null;
}

/** One entry of a page's fields in form order: a localized field (three languages) or a plain one. */
export type PageField =
  | { kind: 'localized'; base: string; node: Node; required: boolean }
  | { kind: 'plain'; name: string; node: Node };

/**
 * The fields of an object shape in order, with each `_en`/`_es`/`_ru` triple folded into one
 * localized field (the English node describes it). Forms and checks walk this.
 */
export function fieldsOf(shape: Readonly<Record<string, Node>>): PageField[] {
  const out: PageField[] = [];
  for (const [name, node] of Object.entries(shape)) {
    const split = splitLocalizedName(name);
    const isTriple =
      split !== null &&
      LANGUAGES.every((lang) => `${split.base}_${lang}` in shape) &&
      (node.kind === 'text' || node.kind === 'list');
    if (isTriple && split) {
      if (split.lang === 'en')
        out.push({ kind: 'localized', base: split.base, node, required: !node.optional });
      continue;
    }
    out.push({ kind: 'plain', name, node });
  }
  return out;
}
