// Helpers shared by every UI message catalog (site: ./site, admin: ./admin). Catalogs follow one
// pattern: English `as const` is the source; es and ru are written `satisfies` its Messages type;
// i18n/parity.test.ts checks that all languages have the same keys, no empty text and the same
// placeholders.
import type { MessageTree, MessageValues } from './types.ts';

export type { MessageKey, Messages, MessageTree, MessageValues } from './types.ts';

function isTree(value: unknown): value is MessageTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The dotted paths of every leaf of a catalog, in declaration order: ['app.title', 'app.login.heading', ...]. */
export function flattenKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isTree(value) ? flattenKeys(value, path) : [path];
  });
}

/** A catalog as one flat record of dotted path → text. */
export function flattenMessages(tree: MessageTree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) Object.assign(out, flattenMessages(value, path));
    else out[path] = value;
  }
  return out;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of a message's `{name}` placeholders, sorted and without duplicates. */
export function placeholders(message: string): string[] {
  return [...new Set(Array.from(message.matchAll(PLACEHOLDER), (match) => match[1]!))].sort();
}

/**
 * Fills a message's `{name}` placeholders: interpolate('Call {phone}', { phone: '+34 600' }).
 * A placeholder without a value is left as written, so a missing value is visible, not blank.
 */
export function interpolate(message: string, values: MessageValues = {}): string {
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
