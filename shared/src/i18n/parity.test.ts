/// <reference types="vite/client" />
// Checks every UI catalog under i18n/<catalog>/{en,es,ru}.ts, whichever exist: same keys in every
// language, no empty text, the same {placeholders}. Each file exports `<catalog><Lang>`, e.g.
// `siteEs` in site/es.ts.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { flattenKeys, flattenMessages, placeholders } from './index.ts';
import type { MessageTree } from './types.ts';

const modules = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./*/*.test.ts'], { eager: true });

const byCatalog = new Map<string, Map<string, Record<string, unknown>>>();
for (const [path, module] of Object.entries(modules)) {
  const match = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(path);
  if (!match) continue;
  const [, catalog, file] = match as unknown as [string, string, string];
  if (!byCatalog.has(catalog)) byCatalog.set(catalog, new Map());
  byCatalog.get(catalog)!.set(file, module);
}
const catalogs = [...byCatalog.keys()].sort();

function exportedCatalog(catalog: string, lang: string): MessageTree {
  const name = `${catalog}${lang[0]!.toUpperCase()}${lang.slice(1)}`;
  const value = byCatalog.get(catalog)?.get(lang)?.[name];
  if (typeof value !== 'object' || value === null)
    throw new Error(`i18n/${catalog}/${lang}.ts must export ${name}`);
  return value as MessageTree;
}

describe('UI catalogs', () => {
  it('exist', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  describe.each(catalogs)('%s', (catalog) => {
    it('has a file for every language and nothing else', () => {
      expect([...byCatalog.get(catalog)!.keys()].sort()).toEqual([...LANGUAGES].sort());
    });

    const english = () => exportedCatalog(catalog, 'en');

    it.each(LANGUAGES)('%s has the English keys, no more, no less', (lang) => {
      expect(flattenKeys(exportedCatalog(catalog, lang)).sort()).toEqual(flattenKeys(english()).sort());
    });

    it.each(LANGUAGES)('%s has no empty text', (lang) => {
      const empty = Object.entries(flattenMessages(exportedCatalog(catalog, lang)))
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => key);
      expect(empty).toEqual([]);
    });

    it.each(LANGUAGES)('%s uses the same {placeholders} as English', (lang) => {
      const source = flattenMessages(english());
      const mismatched = Object.entries(flattenMessages(exportedCatalog(catalog, lang)))
        .filter(([key, text]) => placeholders(text).join() !== placeholders(source[key] ?? '').join())
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });
});
