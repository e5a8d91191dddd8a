import type { Lang } from '@academy/shared/languages.ts';
import type { RoutePage } from '../routing/siteRoutes.ts';
import { PAGES } from '../app/routes.tsx';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The built files a server-rendered page names: its scripts to preload and its stylesheets. */
export interface PageAssets {
  /** The browser entry (the one script that runs). */
  entry: string;
  /** Modules the page needs at once: the entry's imports, the page's chunk, the language's catalog. */
  modules: string[];
  styles: string[];
}

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * Reads the build manifest once: for each page and language, the files its HTML must name.
 * Fails at start when a page's module is missing from the build (a stale or broken build).
 */
export function createAssetResolver(manifest: Manifest): (page: RoutePage, lang: Lang) => PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The public site build has no entry chunk in its manifest.');
  const find = (suffix: string) =>
    Object.keys(manifest).find((key) => key === suffix || key.endsWith(`/${suffix}`));
  for (const { file } of Object.values(PAGES)) {
    if (!manifest[file]) throw new Error(`The public site build has no chunk for ${file}: rebuild it.`);
  }
  const catalogs: Partial<Record<Lang, string>> = {
    es: find('i18n/site/es.ts'),
    ru: find('i18n/site/ru.ts'),
  };
  const url = (file: string) => `/${file}`;
  const cache = new Map<string, PageAssets>();
  return (page, lang) => {
    const id = `${page}|${lang}`;
    const known = cache.get(id);
    if (known) return known;
    const entry = closure(manifest, [entryKey]);
    const extra = [PAGES[page].file, catalogs[lang]].filter((key): key is string => Boolean(key));
    const keys = closure(manifest, extra, new Set(entry));
    const modules = [...keys].filter((key) => key !== entryKey).map((key) => url(manifest[key]!.file));
    const styles = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))].map(url);
    const assets = { entry: url(manifest[entryKey]!.file), modules, styles };
    cache.set(id, assets);
    return assets;
  };
}
