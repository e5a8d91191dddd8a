// A zod-free reader of page contents for the public site: zod/mini costs about 7 KB gzip and the
// site only reads content (the back office validates it before saving), so its first load stays
// within budget. The rules are derived from the page descriptions of pageShapes.ts, the same
// source as the zod schemas; pages.test.ts holds this reader to readPageContent's output for
// valid and broken content alike.
import type { PageKey } from './constants.ts';
import { pageShapes, type Node, type PageContent } from './pageShapes.ts';
import { isEmptyHtml } from './text.ts';

/** One field's rule: is a value valid, and what to read from it when it is not. */
export interface Rule {
  /** True when the value passes the matching zod schema. */
  ok(value: unknown): boolean;
  /** The valid value as zod returns it (objects stripped of unknown keys). */
  out(value: unknown): unknown;
  /** The value read leniently (as readPageContent does): '' / [] / undefined for what is invalid. */
  read(value: unknown): unknown;
  /** An object's field names, in order. */
  fields?: string[];
}

const MEDIA_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const LINK = /^https?:\/\/[^\s]+$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const same = (value: unknown) => value;

function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The test of a leaf node's present value (what zod accepts before optional/nullable). */
function leafOk(node: Node): (v: unknown) => boolean {
  switch (node.kind) {
    case 'text':
      return (v) =>
        typeof v === 'string'
          ? v.length <= node.max && (node.optional || !isEmptyHtml(v))
          : node.nullable && v === null;
    case 'media':
      return (v) => typeof v === 'string' && v.trim() !== '' && MEDIA_URL.test(v);
    case 'link':
      return (v) => typeof v === 'string' && (v === '' || LINK.test(v));
    case 'number':
      return (v) => isNumber(v) && v >= node.min && v <= node.max;
    case 'date':
      return isIsoDate;
    case 'choice':
      return (v) => typeof v === 'string' && node.values.includes(v);
    default:
      return () => false;
  }
}

function object(shape: Readonly<Record<string, Node>>, optional: boolean): Rule {
  const entries = Object.entries(shape).map(([key, node]) => [key, ruleOf(node)] as const);
  const present = (value: unknown) => isRecord(value) && entries.every(([key, rule]) => rule.ok(value[key]));
  const out = (value: unknown) => {
    if (value === undefined) return undefined;
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, rule] of entries) if (source[key] !== undefined) result[key] = rule.out(source[key]);
    return result;
  };
  const ok = (value: unknown) => (optional && value === undefined) || present(value);
  return {
    ok,
    out,
    fields: entries.map(([key]) => key),
    read: (value) => {
      if (ok(value)) return out(value);
      if (optional) return undefined;
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

/** The reading rule of a node (exported for the tests). */
export function ruleOf(node: Node): Rule {
  if (node.kind === 'object') return object(node.shape, node.optional);
  if (node.kind === 'list') {
    const item = ruleOf(node.item);
    const { min, max } = node;
    const inBounds = (length: number) => length >= min && length <= max;
    const items = (value: unknown[]) => value.every((v) => item.ok(v));
    const mapOut = (value: unknown) => (Array.isArray(value) ? value.map((v) => item.out(v)) : value);
    if (node.translation) {
      // Absent, null, empty or within the English bounds; read leniently it is kept or dropped whole.
      const ok = (value: unknown) =>
        value === undefined ||
        value === null ||
        (Array.isArray(value) && (value.length === 0 || inBounds(value.length)) && items(value));
      return { ok, out: mapOut, read: (value) => (ok(value) ? mapOut(value) : undefined) };
    }
    const ok = (value: unknown) =>
      (node.optional && value === undefined) ||
      (Array.isArray(value) && inBounds(value.length) && items(value));
    return {
      ok,
      out: mapOut,
      // Read leniently, a list keeps its valid items (bounds only decide validity).
      read: (value) => (Array.isArray(value) ? value.filter((v) => item.ok(v)).map((v) => item.out(v)) : []),
    };
  }
  const valid = leafOk(node);
  const ok = (value: unknown) => (node.optional && value === undefined) || valid(value);
  // zod's lenient reading: an invalid required string reads as '', anything else as absent.
  const stringLike =
    node.kind === 'text' || node.kind === 'media' || node.kind === 'link' || node.kind === 'date';
  const fallback = !node.optional && stringLike ? '' : undefined;
  return { ok, out: same, read: (value) => (ok(value) ? value : fallback) };
}

/** The light rules of each page key, derived from pageShapes. */
export const pageReadRules = Object.fromEntries(
  Object.entries(pageShapes).map(([key, node]) => [key, ruleOf(node)]),
) as Record<PageKey, Rule>;

/**
 * Reads a page's content for display without zod; never throws. The same result as
 * readPageContent: valid content as is (unknown keys dropped), otherwise every readable part
 * kept and the rest '' for text, [] for lists, absent for optional parts.
 */
export function readPageContentLight<K extends PageKey>(key: K, raw: unknown): PageContent<K> {
  return pageReadRules[key].read(raw) as PageContent<K>;
}
