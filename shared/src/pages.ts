// Page contents live in one jsonb column per page key (schema contract: table `pages`). These
// schemas are the contract of each key's content: the admin validates with parsePageContent before
// saving, the public site reads with readPageContent, which never throws. zod/mini keeps the
// public site's first-load bundle small.
import * as z from 'zod/mini';
import {
  CAMPUS_ROLES,
  CAMPUS_TYPES,
  GALLERY_IMAGE_COUNT,
  PARTNER_LOGO_COUNT,
  type PageKey,
} from './constants.ts';
import { isEmptyHtml } from './text.ts';

/** The message of an empty required field (SPEC §5). */
export const REQUIRED_MESSAGE = 'This field is required';

// Required text: at least one visible character; '<p></p>' from the editor counts as empty.
const requiredText = z.string().check(z.refine((value) => !isEmptyHtml(value), { error: REQUIRED_MESSAGE }));
// Translations may be missing, null or '' (then the English text shows).
const optionalText = z.optional(z.nullable(z.string()));

// Media: a relative path ('/storage/v1/object/public/...', as seeded) or an absolute http(s) URL.
const MEDIA_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const mediaUrl = z.string().check(
  z.refine((value) => value.trim() !== '', { error: REQUIRED_MESSAGE }),
  z.refine((value) => value.trim() === '' || MEDIA_URL.test(value), {
    error: 'Use an http(s) address or a /storage/v1/... path',
  }),
);
// An outbound link, optional: '' or an absolute http(s) URL.
const optionalLink = z.optional(
  z.string().check(
    z.refine((value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value), {
      error: 'Use an http(s) address',
    }),
  ),
);
const price = z.number().check(z.nonnegative({ error: 'Use a price of 0 or more' }));
const textList = z.array(requiredText);

type RequiredText = typeof requiredText;
type OptionalText = typeof optionalText;

/** The shape fragment of localized text fields: `${name}_en` required, `_es`/`_ru` optional. */
function tr<const N extends string>(
  ...names: N[]
): { [K in `${N}_en`]: RequiredText } & { [K in `${N}_es` | `${N}_ru`]: OptionalText } {
  const shape: Record<string, RequiredText | OptionalText> = {};
  for (const name of names) {
    shape[`${name}_en`] = requiredText;
    shape[`${name}_es`] = optionalText;
    shape[`${name}_ru`] = optionalText;
  }
  return shape as { [K in `${N}_en`]: RequiredText } & { [K in `${N}_es` | `${N}_ru`]: OptionalText };
}

/** Localized text fields that may be left empty in every language. */
function optionalTr<const N extends string>(
  ...names: N[]
): { [K in `${N}_${'en' | 'es' | 'ru'}`]: OptionalText } {
  const shape: Record<string, OptionalText> = {};
  for (const name of names) {
    for (const lang of ['en', 'es', 'ru']) shape[`${name}_${lang}`] = optionalText;
  }
  return shape as { [K in `${N}_${'en' | 'es' | 'ru'}`]: OptionalText };
}

/**
 * The shape fragment of a localized list (`extras_en`, `extras_es`, ...). English must hold
 * `min`..`max` items; a translation may be missing or empty (then English shows), and otherwise
 * obeys the same bounds.
 */
function trList<const N extends string, T extends z.ZodMiniType>(
  name: N,
  item: T,
  bounds: { min: number; max?: number },
) {
  const { min, max = Infinity } = bounds;
  const inBounds = (length: number) => length >= min && length <= max;
  const message =
    max === min
      ? `Enter exactly ${min} items`
      : max === Infinity
        ? `Enter at least ${min} items`
        : `Enter ${min} to ${max} items`;
  const english = z.array(item).check(z.refine((list) => inBounds(list.length), { error: message }));
  const translation = z.optional(
    z.nullable(
      z.array(item).check(z.refine((list) => list.length === 0 || inBounds(list.length), { error: message })),
    ),
  );
  return { [`${name}_en`]: english, [`${name}_es`]: translation, [`${name}_ru`]: translation } as {
    [K in `${N}_en`]: typeof english;
  } & { [K in `${N}_es` | `${N}_ru`]: typeof translation };
}

const partner = z.object({
  name: requiredText,
  logo_url: mediaUrl,
  url: optionalLink,
});

const galleryImage = z.object({
  image_url: mediaUrl,
  ...tr('caption'),
});

const headedText = z.object({ header: requiredText, text: requiredText });

const campusExtra = z.object({ text: requiredText, price });

const campusDiscount = z.object({
  text: requiredText,
  discount: z.number().check(z.gte(0), z.lte(100, { error: 'Use a percentage from 0 to 100' })),
});

const campusCard = z.object({
  title: requiredText,
  price_per_week: price,
  tags: z.array(requiredText),
  content: textList,
  note: optionalText,
  // Which choice of the page's role/type chooser the card belongs to; absent: every choice.
  role: z.optional(z.enum(CAMPUS_ROLES)),
  type: z.optional(z.enum(CAMPUS_TYPES)),
});

const campusGoal = z.object({
  sectionTitle: requiredText,
  items: textList,
  subsections: z.array(z.object({ title: requiredText, items: textList })),
});

/** The zod schema of each page key's content (field names as in SPEC §3). */
export const pageSchemas = {
  index: z.object({
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
    hero_video_url: mediaUrl,
    hero_poster_url: mediaUrl,
    partners: z
      .array(partner)
      .check(z.length(PARTNER_LOGO_COUNT, { error: `Enter exactly ${PARTNER_LOGO_COUNT} partners` })),
    gallery: z
      .array(galleryImage)
      .check(z.length(GALLERY_IMAGE_COUNT, { error: `Enter exactly ${GALLERY_IMAGE_COUNT} images` })),
  }),
  about: z.object({
    ...tr('pageTitle', 'about_header', 'about_text'),
    ...trList('bullets', headedText, { min: 3, max: 3 }),
    about_image: mediaUrl,
    hero_image: mediaUrl,
  }),
  coaches: z.object({
    ...tr('title', 'text'),
  }),
  venues: z.object({
    ...tr('page_title', 'venues_text_one', 'venues_text_two'),
    venues_image: mediaUrl,
    hero_image: mediaUrl,
  }),
  programmes: z.object({
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
    text_two_image: mediaUrl,
    card_one_img: mediaUrl,
    card_two_img: mediaUrl,
    card_three_img: mediaUrl,
    card_four_img: mediaUrl,
  }),
  news: z.object({
    ...tr('title'),
  }),
  contacts: z.object({
    ...tr('title', 'text'),
  }),
  camps: z.object({
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
    hero_image: mediaUrl,
  }),
  campus: z.object({
    ...tr('title', 'intro', 'text', 'start_banner', 'discounts_title'),
    campus_image: mediaUrl,
    hero_image: z.optional(mediaUrl),
    ...trList('extras', campusExtra, { min: 1 }),
    ...trList('discounts', campusDiscount, { min: 1 }),
    ...trList('cards', campusCard, { min: 1 }),
    ...trList('goals', campusGoal, { min: 1 }),
  }),
  cookies: z.object({
    ...tr('title', 'text'),
  }),
  privacy: z.object({
    ...tr('title', 'text'),
  }),
} satisfies Record<PageKey, z.ZodMiniObject>;

/** The content of one page key, as validated by its schema. */
export type PageContent<K extends PageKey> = z.infer<(typeof pageSchemas)[K]>;

/** One logo of the home partner strip. */
export type PartnerLogo = z.infer<typeof partner>;
/** One image of the home gallery, with its localized caption (also its alt text). */
export type GalleryImage = z.infer<typeof galleryImage>;
/** A header and its text (the about page's bullets). */
export type HeadedText = z.infer<typeof headedText>;
/** One line of the campus extras price list. */
export type CampusExtra = z.infer<typeof campusExtra>;
/** One campus discount card (discount in percent). */
export type CampusDiscount = z.infer<typeof campusDiscount>;
/** One campus programme card, priced per week. */
export type CampusCard = z.infer<typeof campusCard>;
/** One section of the campus objectives grid. */
export type CampusGoal = z.infer<typeof campusGoal>;

/**
 * The localized fields of each page that hold rich text (HTML from the editor, rendered through
 * the sanitizer); every other localized text field is plain text.
 */
export const PAGE_HTML_FIELDS = {
  index: [],
  about: ['about_text'],
  coaches: ['text'],
  venues: ['venues_text_one', 'venues_text_two'],
  programmes: ['text', 'text_two', 'subs_text'],
  news: [],
  contacts: ['text'],
  camps: ['intro', 'text', 'text_contacts'],
  campus: ['intro', 'text'],
  cookies: ['text'],
  privacy: ['text'],
} as const satisfies Record<PageKey, readonly string[]>;

/** The fields of a page's content, grouped for building its form (see {@link describePage}). */
export interface PageFields {
  /** Localized text (base names): `_en` required, `_es`/`_ru` optional. Includes `html`. */
  text: string[];
  /** The subset of `text` that is rich text (HTML). */
  html: string[];
  /** Localized text that may be empty in every language. */
  optionalText: string[];
  /** Image or video addresses (not localized). */
  media: string[];
  /** The subset of `media` that may be left empty. */
  optionalMedia: string[];
  /** Localized lists (base names, e.g. 'extras' for extras_en/_es/_ru). */
  localizedLists: string[];
  /** Lists that are the same in every language (e.g. 'partners', 'gallery'). */
  lists: string[];
}

/** Groups a page key's content fields by kind, in schema order, so forms can be built from the schema. */
export function describePage(key: PageKey): PageFields {
  const fields: PageFields = {
    text: [],
    html: [],
    optionalText: [],
    media: [],
    optionalMedia: [],
    localizedLists: [],
    lists: [],
  };
  const htmlFields: readonly string[] = PAGE_HTML_FIELDS[key];
  for (const [name, schema] of Object.entries(pageSchemas[key].shape) as [string, z.ZodMiniType][]) {
    const base = name.replace(/_(en|es|ru)$/, '');
    const isEnglish = name.endsWith('_en');
    if (schema === mediaUrl) fields.media.push(name);
    else if (
      schema._zod.def.type === 'optional' &&
      (schema as z.ZodMiniOptional).def.innerType === mediaUrl
    ) {
      fields.media.push(name);
      fields.optionalMedia.push(name);
    } else if (!isEnglish && base !== name) continue;
    else if (schema === requiredText) {
      fields.text.push(base);
      if (htmlFields.includes(base)) fields.html.push(base);
    } else if (schema === optionalText) fields.optionalText.push(base);
    else if (isEnglish) fields.localizedLists.push(base);
    else fields.lists.push(name);
  }
  return fields;
}

/** One problem found by {@link parsePageContent}. */
export interface PageContentIssue {
  /** Dotted path of the field, e.g. 'partners.0.logo_url' ('' for the whole content). */
  path: string;
  message: string;
}

/** The result of {@link parsePageContent}. */
export type PageContentResult<K extends PageKey> =
  { ok: true; content: PageContent<K> } | { ok: false; error: string; issues: PageContentIssue[] };

/**
 * Validates a page's content against its schema (for the admin before saving, and for tests of
 * the seed). Unknown keys are dropped from `content`. `error` lists every issue on its own line.
 */
export function parsePageContent<K extends PageKey>(key: K, raw: unknown): PageContentResult<K> {
  const result = z.safeParse(pageSchemas[key], raw);
  if (result.success) return { ok: true, content: result.data as PageContent<K> };
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return {
    ok: false,
    issues,
    error: issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('\n'),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Reads what can be read of content that failed validation: each valid part is kept, a list keeps
// its valid items, and anything else falls back to '' / [] / absent. An invalid string becomes ''
// (for text that only means it was empty; a refused media address must not reach an <img>).
// Walks zod's definitions, so it follows the schemas above.
function readLenient(schema: z.ZodMiniType, value: unknown): unknown {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      const source = isRecord(value) ? value : {};
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries((schema as z.ZodMiniObject).shape)) {
        const read = readLenient(field as z.ZodMiniType, source[key]);
        if (read !== undefined) out[key] = read;
      }
      return out;
    }
    case 'array': {
      const element = (schema as z.ZodMiniArray).def.element as z.ZodMiniType;
      if (!Array.isArray(value)) return [];
      return value.flatMap((item) => {
        const itemResult = z.safeParse(element, item);
        return itemResult.success ? [itemResult.data] : [];
      });
    }
    case 'string':
      return '';
    default:
      // Optional parts (translations, optional media) that are invalid are treated as absent.
      return undefined;
  }
}

/**
 * Reads a page's content for display; never throws. Valid content is returned as parsed;
 * otherwise every readable part is kept and the rest defaults to empty ('' for text, [] for
 * lists, absent for optional parts), so one bad field never blanks a page.
 */
export function readPageContent<K extends PageKey>(key: K, raw: unknown): PageContent<K> {
  return readLenient(pageSchemas[key], raw) as PageContent<K>;
}
