// Page contents live in one jsonb column per page key (table `pages`). Their shape is described
// once, in pageShapes.ts; this module derives the zod schemas the back office validates with
// (parsePageContent) and a zod-based lenient reader. The public site reads with the zod-free
// reader of pageRead.ts, derived from the same description. zod/mini keeps bundles small.
import * as z from 'zod/mini';
import type { PageKey } from './constants.ts';
import {
  campusCardNode,
  campusDiscountNode,
  campusExtraNode,
  campusGoalNode,
  fieldsOf,
  galleryImageNode,
  headedTextNode,
  pageShapes,
  partnerNode,
  type Infer,
  type Node,
  type PageContent,
} from './pageShapes.ts';
import { isEmptyHtml } from './text.ts';

export type { PageContent } from './pageShapes.ts';

/** The message of an empty required field. */
export const REQUIRED_MESSAGE = 'This field is required';

/**
 * Why a page value is refused: the code travels with the issue (the back office shows the
 * catalog message of the code, never an English text); `PAGE_ISSUE_MESSAGES` holds the English
 * texts for logs and tests.
 */
export type PageIssueCode =
  | 'required'
  | 'too_long'
  | 'media_url'
  | 'link_url'
  | 'number_range'
  | 'date'
  | 'choice'
  | 'list_exact'
  | 'list_min'
  | 'list_range'
  | 'invalid';

/** English texts of the issue codes; `%{name}` are the issue's params. */
export const PAGE_ISSUE_MESSAGES: Record<PageIssueCode, string> = {
  required: REQUIRED_MESSAGE,
  too_long: 'Enter at most %{max} characters',
  media_url: 'Use an http(s) address or a /storage/v1/... path',
  link_url: 'Use an http(s) address',
  number_range: 'Enter a number from %{min} to %{max}',
  date: 'Enter a date',
  choice: 'Choose one of the options',
  list_exact: 'Enter exactly %{min} items',
  list_min: 'Enter at least %{min} items',
  list_range: 'Enter %{min} to %{max} items',
  invalid: 'Invalid input',
};

/** Media: a relative path ('/storage/v1/object/public/...', as seeded) or an absolute http(s) URL. */
export const MEDIA_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
/** An outbound link: an absolute http(s) URL. */
export const LINK_URL = /^https?:\/\/[^\s]+$/i;
/** A calendar date 'YYYY-MM-DD' that exists. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const issue = (code: PageIssueCode, params?: Record<string, number>) => ({ error: code, params });

function listIssue(min: number, max: number) {
  if (max === min) return issue('list_exact', { min });
  if (max === Infinity) return issue('list_min', { min });
  return issue('list_range', { min, max });
}

/** The zod schema of a node of a page description. */
export function schemaOf(node: Node): z.ZodMiniType {
  let schema: z.ZodMiniType;
  switch (node.kind) {
    case 'text': {
      const max = node.max;
      schema = node.optional
        ? z.nullable(z.string().check(z.refine((v) => v.length <= max, issue('too_long', { max }))))
        : z.string().check(
            z.refine((v) => !isEmptyHtml(v), issue('required')),
            z.refine((v) => v.length <= max, issue('too_long', { max })),
          );
      break;
    }
    case 'media':
      schema = z.string().check(
        z.refine((v) => v.trim() !== '', issue('required')),
        z.refine((v) => v.trim() === '' || MEDIA_URL.test(v), issue('media_url')),
      );
      break;
    case 'link':
      schema = z.string().check(z.refine((v) => v === '' || LINK_URL.test(v), issue('link_url')));
      break;
    case 'number':
      schema = z
        .number()
        .check(
          z.refine(
            (v) => v >= node.min && v <= node.max,
            issue('number_range', { min: node.min, max: node.max }),
          ),
        );
      break;
    case 'date':
      schema = z.string().check(z.refine((v) => isIsoDate(v), issue('date')));
      break;
    case 'choice':
      schema = z.enum(node.values as [string, ...string[]], issue('choice'));
      break;
    case 'list': {
      const { min, max } = node;
      const inBounds = (length: number) => length >= min && length <= max;
      const array = z.array(schemaOf(node.item));
      schema = node.translation
        ? z.nullable(
            array.check(z.refine((list) => list.length === 0 || inBounds(list.length), listIssue(min, max))),
          )
        : array.check(z.refine((list) => inBounds(list.length), listIssue(min, max)));
      break;
    }
    case 'object':
      schema = z.object(Object.fromEntries(Object.entries(node.shape).map(([k, v]) => [k, schemaOf(v)])));
      break;
  }
  return node.optional ? z.optional(schema) : schema;
}

/** The zod schema of each page key's content. */
export const pageSchemas = Object.fromEntries(
  Object.entries(pageShapes).map(([key, node]) => [key, schemaOf(node) as z.ZodMiniObject]),
) as Record<PageKey, z.ZodMiniObject>;

/** One logo of the home partner strip. */
export type PartnerLogo = Infer<typeof partnerNode>;
/** One image of the home gallery, with its localized caption (also its alt text). */
export type GalleryImage = Infer<typeof galleryImageNode>;
/** A header and its text (the about page's bullets). */
export type HeadedText = Infer<typeof headedTextNode>;
/** One line of the campus extras price list. */
export type CampusExtra = Infer<typeof campusExtraNode>;
/** One campus discount card (discount in percent). */
export type CampusDiscount = Infer<typeof campusDiscountNode>;
/** One campus programme card, priced per week. */
export type CampusCard = Infer<typeof campusCardNode>;
/** One section of the campus objectives grid. */
export type CampusGoal = Infer<typeof campusGoalNode>;

/** The localized fields of each page that hold rich text (HTML rendered through the sanitizer). */
export const PAGE_HTML_FIELDS = Object.fromEntries(
  Object.entries(pageShapes).map(([key, node]) => [
    key,
    fieldsOf(node.shape).flatMap((f) =>
      f.kind === 'localized' && f.node.kind === 'text' && f.node.format === 'html' ? [f.base] : [],
    ),
  ]),
) as unknown as Record<PageKey, readonly string[]>;

/** The fields of a page's content, grouped by kind (see {@link describePage}). */
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
  /** Other fields that are the same in every language (lists such as 'partners', dates). */
  lists: string[];
}

/** Groups a page key's content fields by kind, in description order. */
export function describePage(key: PageKey): PageFields {
  const out: PageFields = {
    text: [],
    html: [],
    optionalText: [],
    media: [],
    optionalMedia: [],
    localizedLists: [],
    lists: [],
  };
  for (const field of fieldsOf(pageShapes[key].shape)) {
    if (field.kind === 'localized') {
      if (field.node.kind === 'list') out.localizedLists.push(field.base);
      else if (!field.required) out.optionalText.push(field.base);
      else {
        out.text.push(field.base);
        if (field.node.kind === 'text' && field.node.format === 'html') out.html.push(field.base);
      }
    } else if (field.node.kind === 'media') {
      out.media.push(field.name);
      if (field.node.optional) out.optionalMedia.push(field.name);
    } else out.lists.push(field.name);
  }
  return out;
}

/** One problem found by {@link parsePageContent}. */
export interface PageContentIssue {
  /** Dotted path of the field, e.g. 'partners.0.logo_url' ('' for the whole content). */
  path: string;
  /** Why, as a code the apps translate. */
  code: PageIssueCode;
  /** Values for the message (e.g. { max: 200 }). */
  params: Record<string, number>;
  /** The English message. */
  message: string;
}

/** The result of {@link parsePageContent}. */
export type PageContentResult<K extends PageKey> =
  { ok: true; content: PageContent<K> } | { ok: false; error: string; issues: PageContentIssue[] };

const CODES = new Set(Object.keys(PAGE_ISSUE_MESSAGES));

/** Fills `%{name}` placeholders of an issue message. */
export function pageIssueMessage(code: PageIssueCode, params: Record<string, number> = {}): string {
  return PAGE_ISSUE_MESSAGES[code].replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Validates a page's content against its schema (the back office before saving; tests of the
 * seed). Unknown keys are dropped from `content`. `error` lists every issue on its own line.
 */
export function parsePageContent<K extends PageKey>(key: K, raw: unknown): PageContentResult<K> {
  const result = z.safeParse(pageSchemas[key], raw);
  if (result.success) return { ok: true, content: result.data as PageContent<K> };
  const issues = result.error.issues.map((found): PageContentIssue => {
    const code = (CODES.has(found.message) ? found.message : 'invalid') as PageIssueCode;
    const params = ((found as { params?: Record<string, number> }).params ?? {}) as Record<string, number>;
    return { path: found.path.join('.'), code, params, message: pageIssueMessage(code, params) };
  });
  return {
    ok: false,
    issues,
    error: issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('\n'),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Reads what can be read of content that failed validation: each valid part is kept, a list keeps
// its valid items, and anything else falls back to '' / [] / absent. Walks zod's definitions; the
// public site's reader (pageRead.ts) walks the page description and must agree (pages.test.ts).
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
