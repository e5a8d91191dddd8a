import {
  LANGUAGES,
  fieldsOf,
  pageShapes,
  parsePageContent,
  type Node,
  type PageKey,
  type PageField,
} from '@academy/shared';
import type { RaRecord } from 'react-admin';
import { nullHiddenLanguages, type SectionsRef } from '../kit/sections.tsx';

/** What the editor renders for a page: its localized texts, localized lists, and other fields. */
export interface PageLayout {
  texts: Extract<PageField, { kind: 'localized' }>[];
  lists: Extract<PageField, { kind: 'localized' }>[];
  plain: Extract<PageField, { kind: 'plain' }>[];
}

/** Splits a page's description into the editor's three parts, in description order. */
export function pageLayout(key: PageKey): PageLayout {
  const layout: PageLayout = { texts: [], lists: [], plain: [] };
  for (const field of fieldsOf(pageShapes[key].shape)) {
    if (field.kind === 'plain') layout.plain.push(field);
    else if (field.node.kind === 'list') layout.lists.push(field);
    else layout.texts.push(field);
  }
  return layout;
}

/** Every input name the editor of `key` renders at the top level (for the completeness test). */
export function topLevelNames(key: PageKey): string[] {
  const layout = pageLayout(key);
  return [
    ...[...layout.texts, ...layout.lists].flatMap((f) => LANGUAGES.map((lang) => `${f.base}_${lang}`)),
    ...layout.plain.map((f) => f.name),
  ];
}

/** The form edits a page row's content fields at the top level, beside its bookkeeping. */
export function pageRecordToForm(record: RaRecord): RaRecord {
  const { content, ...row } = record as RaRecord & { content?: Record<string, unknown> };
  return { ...(content ?? {}), ...row };
}

/**
 * A form value as the content stores it: optional parts left empty ('' or null from an input)
 * are absent (a missing translation stays null), lists and their items are cleaned the same way,
 * and a list nobody filled is an empty list.
 */
function contentValue(node: Node, value: unknown): unknown {
  const empty = value === '' || value === null || value === undefined;
  if (node.kind === 'list') {
    if (!Array.isArray(value)) return node.optional ? (value === null ? null : undefined) : [];
    return value.map((item) => contentValue(node.item, item));
  }
  if (node.kind === 'object') {
    const source = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [name, child] of Object.entries(node.shape)) {
      const cleaned = contentValue(child, source[name]);
      if (cleaned !== undefined) out[name] = cleaned;
    }
    return out;
  }
  if (!empty) return value;
  if (!node.optional) return '';
  return node.kind === 'text' && value === null ? null : undefined;
}

/** The row a page save sends: the content (only the description's fields), nothing else. */
export function pageFormToRow(key: PageKey) {
  const shape = pageShapes[key].shape as Record<string, Node>;
  return (values: Record<string, unknown>) => {
    const content: Record<string, unknown> = {};
    for (const [name, node] of Object.entries(shape)) {
      const value = contentValue(node, values[name]);
      if (value !== undefined) content[name] = value;
    }
    return { content };
  };
}

type Tree = { [key: string]: Tree | Tree[] | { message: string; args: Record<string, unknown> } };

// A picked file stands for the URL it will have once uploaded: validation sees a valid address.
function withPendingUploads(value: unknown): unknown {
  if (typeof File !== 'undefined' && value instanceof File) return 'https://upload.pending/file';
  if (Array.isArray(value)) return value.map(withPendingUploads);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPendingUploads(v)]));
  }
  return value;
}

/**
 * The page's zod schema as react-admin form validation: each issue at its field's path, as a
 * catalog key (app.validation.<code>) with its values, so the message is in the admin's language.
 * Hidden sections are checked as they will be saved (null).
 */
export function pageValidator(key: PageKey, sections?: SectionsRef) {
  return (values: Record<string, unknown>) => {
    const visible = sections ? nullHiddenLanguages(values, sections.visible, sections.fields) : values;
    const { content } = pageFormToRow(key)(withPendingUploads(visible) as Record<string, unknown>);
    const result = parsePageContent(key, content);
    if (result.ok) return {};
    const errors: Tree = {};
    for (const issue of result.issues) {
      const parts = issue.path ? issue.path.split('.') : [];
      if (parts.length === 0) continue;
      let node: Record<string, unknown> = errors;
      parts.forEach((part, index) => {
        const last = index === parts.length - 1;
        const next = parts[index + 1];
        if (last) {
          const error = { message: `app.validation.${issue.code}`, args: issue.params };
          // A list's own error (its length) sits beside its items' errors.
          node[part] =
            Array.isArray(node[part]) || typeof node[part] === 'object'
              ? Object.assign(node[part] as object, { root: error })
              : error;
          return;
        }
        node[part] ??= next !== undefined && /^\d+$/.test(next) ? [] : {};
        node = node[part] as Record<string, unknown>;
      });
    }
    return errors;
  };
}
