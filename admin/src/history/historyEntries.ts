import { diffWords } from 'diff';
import { LANGUAGES, stripHtml, type Json, type Lang } from '@academy/shared';

/** One recorded change of a record, as the `change_history` view gives it. */
export interface HistoryEntry {
  id: number;
  table_name: string;
  row_id: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  /** UPDATE only: the changed field paths ('bio_en', 'content.page_title_en'). */
  changed_fields: string[];
  old_values: Record<string, Json>;
  new_values: Record<string, Json>;
  /** The whole record as this change left it (as deleted, for a DELETE): the "version". */
  record: Record<string, Json>;
  actor_id: string | null;
  /** The staff member's name at the time; null for plain SQL, the seed and imports. */
  actor_name: string | null;
  changed_at: string;
  restored_from: number | null;
}

const asObject = (value: unknown): Record<string, Json> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, Json>) : {};

/** A row of the `change_history` view (every column nullable in the generated types) as an entry. */
export function toEntry(row: Record<string, unknown>): HistoryEntry {
  const op = row.op === 'INSERT' || row.op === 'DELETE' ? row.op : 'UPDATE';
  return {
    id: Number(row.id),
    table_name: String(row.table_name ?? ''),
    row_id: String(row.row_id ?? ''),
    op,
    changed_fields: Array.isArray(row.changed_fields) ? (row.changed_fields as string[]) : [],
    old_values: asObject(row.old_values),
    new_values: asObject(row.new_values),
    record: asObject(row.record),
    actor_id: typeof row.actor_id === 'string' ? row.actor_id : null,
    actor_name: typeof row.actor_name === 'string' && row.actor_name.trim() ? row.actor_name : null,
    changed_at: String(row.changed_at ?? ''),
    restored_from: row.restored_from == null ? null : Number(row.restored_from),
  };
}

// ---------------------------------------------------------------------------------------------
// Field paths
// ---------------------------------------------------------------------------------------------

/** A field path split for display: 'content.page_title_es' -> { base: 'page_title', lang: 'es' }. */
export interface FieldName {
  path: string;
  /** The field without its jsonb column and language ('page_title', 'bio', 'sort_order'). */
  base: string;
  lang: Lang | null;
}

export function fieldName(path: string): FieldName {
  // Only pages.content is flattened by the editors: its keys are the page's fields.
  const inner = path.startsWith('content.') ? path.slice('content.'.length) : path;
  const match = /^(.*)_(en|es|ru)$/.exec(inner);
  return match ? { path, base: match[1]!, lang: match[2] as Lang } : { path, base: inner, lang: null };
}

/** The path of a field in an editor's form: page content keys sit at the top level there. */
export function formPath(table: string, path: string): string {
  return table === 'pages' && path.startsWith('content.') ? path.slice('content.'.length) : path;
}

// ---------------------------------------------------------------------------------------------
// Values as people read them
// ---------------------------------------------------------------------------------------------

/** A value as the panel shows it. */
export type Shown =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'date'; iso: string }
  | { kind: 'media'; url: string };

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}(:?\d{2})?|Z)?$/;
const HTML_TAG = /<\/?[a-z][^>]*>/i;
// Fields that hold an image (photo_url, image_url, hero_poster_url, logo_url, card_one_img).
const IMAGE_FIELD = /(image|img|photo|logo|poster)/;
const MEDIA_VALUE = /^(https?:\/\/\S+|\/storage\/v1\/\S+)$/i;
const VIDEO_FILE = /\.(mp4|webm|mov|m4v)(\?.*)?$/i;

/** The file name of a stored file's address, which reads better in a list than the whole path. */
const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || url);

/** Text of any JSON value: markup stripped, list items on their own lines, an object's parts joined. */
export function valueText(value: Json | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    if (HTML_TAG.test(value)) return stripHtml(value);
    return MEDIA_VALUE.test(value.trim()) ? fileName(value.trim()) : value.trim();
  }
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) {
    const numbered = value.length > 1;
    return value
      .map((item, index) => [index, valueText(item)] as const)
      .filter(([, line]) => line !== '')
      .map(([index, line]) => (numbered ? `${index + 1}. ${line}` : line))
      .join('\n');
  }
  return Object.values(value)
    .map((part) => valueText(part))
    .filter((part) => part !== '')
    .join(' · ');
}

/** How one value of `base` reads in the panel. */
export function shown(base: string, value: Json | undefined): Shown {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'boolean') return { kind: 'bool', value };
  if (typeof value === 'string') {
    if (ISO_TIMESTAMP.test(value)) return { kind: 'date', iso: value };
    const url = value.trim();
    if (IMAGE_FIELD.test(base) && MEDIA_VALUE.test(url) && !VIDEO_FILE.test(url))
      return { kind: 'media', url };
    if (MEDIA_VALUE.test(url)) return { kind: 'text', text: url };
  }
  const text = valueText(value);
  return text === '' ? { kind: 'empty' } : { kind: 'text', text };
}

// ---------------------------------------------------------------------------------------------
// Word differences
// ---------------------------------------------------------------------------------------------

/** A run of words: kept, added or removed. */
export interface DiffPart {
  text: string;
  added?: boolean;
  removed?: boolean;
}

const ELLIPSIS = '…';

/** The words of a text with the spaces between them, as tokens. */
const tokens = (text: string) => text.match(/\s+|\S+/g) ?? [];
const wordCount = (parts: readonly string[]) => parts.filter((t) => /\S/.test(t)).length;

/** The first `n` words of a text (with the spaces between them). */
function firstWords(text: string, n: number): string {
  const all = tokens(text);
  let words = 0;
  let end = 0;
  while (end < all.length && !(words === n && /\S/.test(all[end]!))) {
    if (/\S/.test(all[end]!)) words += 1;
    end += 1;
  }
  return all.slice(0, end).join('').trim();
}

/** The last `n` words of a text. */
function lastWords(text: string, n: number): string {
  const all = tokens(text);
  let words = 0;
  let start = all.length;
  while (start > 0 && !(words === n && /\S/.test(all[start - 1]!))) {
    if (/\S/.test(all[start - 1]!)) words += 1;
    start -= 1;
  }
  return all.slice(start).join('').trim();
}

/**
 * The word-by-word difference of two texts. Long unchanged runs keep `context` words on each side
 * of a change and an ellipsis between, so a one-word fix in a long biography reads in one line.
 */
export function wordDiff(before: string, after: string, context = 8): DiffPart[] {
  const parts: DiffPart[] = diffWords(before, after).map((c) =>
    c.added
      ? { text: c.value, added: true }
      : c.removed
        ? { text: c.value, removed: true }
        : { text: c.value },
  );
  return parts.map((part, index) => {
    if (part.added || part.removed) return part;
    const first = index === 0;
    const last = index === parts.length - 1;
    const sides = (first ? 0 : 1) + (last ? 0 : 1);
    if (sides === 0 || wordCount(tokens(part.text)) <= context * sides + 1) return part;
    // A space kept at the edge next to a change keeps the words apart.
    const lead = /^\s/.test(part.text) ? ' ' : '';
    const trail = /\s$/.test(part.text) ? ' ' : '';
    if (first) return { text: `${ELLIPSIS} ${lastWords(part.text, context)}${trail}` };
    if (last) return { text: `${lead}${firstWords(part.text, context)} ${ELLIPSIS}` };
    return {
      text: `${lead}${firstWords(part.text, context)} ${ELLIPSIS} ${lastWords(part.text, context)}${trail}`,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Field-by-field changes
// ---------------------------------------------------------------------------------------------

/** One field of an update, as the panel shows it. */
export interface FieldChange extends FieldName {
  before: Shown;
  after: Shown;
  /** For texts: the words removed and added. */
  diff?: DiffPart[];
  /** Rich text whose words stayed the same: only formatting, links or images changed. */
  formatOnly?: boolean;
}

const LANG_ORDER = Object.fromEntries(LANGUAGES.map((lang, index) => [lang, index])) as Record<Lang, number>;

/** The fields an update changed, in the record's language order (English, Spanish, Russian). */
export function fieldChanges(
  entry: Pick<HistoryEntry, 'changed_fields' | 'old_values' | 'new_values'>,
): FieldChange[] {
  return entry.changed_fields
    .map((path): FieldChange => {
      const name = fieldName(path);
      const oldValue = entry.old_values[path];
      const newValue = entry.new_values[path];
      const before = shown(name.base, oldValue);
      const after = shown(name.base, newValue);
      const change: FieldChange = { ...name, before, after };
      if (before.kind === 'text' && after.kind === 'text') {
        if (before.text === after.text) change.formatOnly = true;
        else change.diff = wordDiff(before.text, after.text);
      }
      return change;
    })
    .sort((a, b) =>
      a.base === b.base
        ? (a.lang ? LANG_ORDER[a.lang] : -1) - (b.lang ? LANG_ORDER[b.lang] : -1)
        : entry.changed_fields.indexOf(a.path) - entry.changed_fields.indexOf(b.path),
    );
}

// ---------------------------------------------------------------------------------------------
// The panel's items: changes, with the reorders of a list folded into one
// ---------------------------------------------------------------------------------------------

export type ItemKind = 'created' | 'changed' | 'deleted' | 'restored' | 'reordered';

/** One line of the history panel. */
export interface HistoryItem {
  kind: ItemKind;
  /** The newest change it stands for: its version is the one "Restore this version" writes. */
  entry: HistoryEntry;
  /** The oldest change it stands for (itself, unless reorders were folded). */
  oldest: HistoryEntry;
  /** How many changes it stands for (more than one: folded reorders). */
  count: number;
  fields: FieldChange[];
}

const isReorder = (entry: HistoryEntry) =>
  entry.op === 'UPDATE' &&
  entry.restored_from === null &&
  entry.changed_fields.length === 1 &&
  entry.changed_fields[0] === 'sort_order';

function kindOf(entry: HistoryEntry): ItemKind {
  if (entry.restored_from !== null) return 'restored';
  if (entry.op === 'INSERT') return 'created';
  if (entry.op === 'DELETE') return 'deleted';
  return isReorder(entry) ? 'reordered' : 'changed';
}

/**
 * The panel's lines from a record's changes (newest first). A list's drag-and-drop writes the
 * order of every row, so each reorder is a change of `sort_order`; consecutive ones fold into one
 * line ("Moved in the list", from the first position to the last).
 */
export function historyItems(entries: readonly HistoryEntry[]): HistoryItem[] {
  const items: HistoryItem[] = [];
  for (const entry of entries) {
    const previous = items[items.length - 1];
    if (previous?.kind === 'reordered' && isReorder(entry)) {
      previous.oldest = entry;
      previous.count += 1;
      previous.fields = fieldChanges({
        changed_fields: ['sort_order'],
        old_values: { sort_order: entry.old_values.sort_order ?? null },
        new_values: { sort_order: previous.entry.new_values.sort_order ?? null },
      });
      continue;
    }
    const kind = kindOf(entry);
    items.push({
      kind,
      entry,
      oldest: entry,
      count: 1,
      fields: entry.op === 'UPDATE' ? fieldChanges(entry) : [],
    });
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Versions
// ---------------------------------------------------------------------------------------------

/**
 * The record as it was before an update: its version with each changed path's old value (a
 * content key the update added is removed). Mirrors history.version_of() in SQL, so a page's
 * earlier version can be checked against the page's schema before it is offered.
 */
export function versionBefore(entry: HistoryEntry): Record<string, Json> {
  if (entry.op !== 'UPDATE') return entry.record;
  const version: Record<string, Json> = { ...entry.record };
  for (const path of entry.changed_fields) {
    const old = entry.old_values[path];
    const dot = path.indexOf('.');
    if (dot < 0) {
      version[path] = old ?? null;
      continue;
    }
    const column = path.slice(0, dot);
    const key = path.slice(dot + 1);
    const inner = { ...asObject(version[column]) };
    if (old === undefined) delete inner[key];
    else inner[key] = old;
    version[column] = inner;
  }
  return version;
}

/**
 * True when the oldest kept change of a record is an update: the version before it is recorded
 * nowhere else (the record existed before history was kept, or retention pruned the rest), so
 * the panel offers it as "the earliest known version".
 */
export function offersEarlierVersion(items: readonly HistoryItem[], complete: boolean): boolean {
  const last = items[items.length - 1];
  return complete && last !== undefined && last.oldest.op === 'UPDATE';
}

/** How a record is named in lists of records of any table: its English title or name, else its key. */
export function recordLabel(record: Record<string, Json>, rowId: string): string {
  for (const column of ['title_en', 'name_en', 'name']) {
    const value = record[column];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return rowId;
}
