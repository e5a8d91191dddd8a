import { PAGE_FILES } from '../app/pageFiles.ts';
import type { RoutePage } from '../routing/siteRoutes.ts';
import type { Lang } from '@academy/shared/languages.ts';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's two browser entries, by their source (vite.config.ts). */
export const APP_ENTRY = 'index.html';
export const PLAIN_ENTRY = 'src/plain/main.ts';
/** The app's start, which its entry imports once the page has loaded (src/main.tsx). */
const BOOT_MODULE = 'src/boot.tsx';

/** The built files every server-rendered page names: the script that runs and the stylesheets. */
export interface PageAssets {
  /** The browser entry of the app (the one script that runs on a page it hydrates)... */
  entry: string;
  /** ...and of a plain page (src/plain/main.ts). */
  plainEntry: string;
  /**
   * The other chunks a page runs (URLs), which the page names in its head as module preloads: the
   * browser fetches them beside the entry instead of learning of each only once the chunk that
   * imports it has arrived (a round trip each on a phone's network), and the app's loader finds
   * them there instead of adding a preload for each itself while the page starts.
   * A plain page's: the chunks its script imports.
   */
  plainModules: string[];
  /**
   * A hydrated page's: the app's start (src/boot.tsx), the page's component and its language's
   * catalog, with all they import.
   */
  appModules(page: RoutePage, lang: Lang): string[];
  /** The stylesheets (URLs)... */
  styles: string[];
  /** ...and their text, to put inline. */
  inlineStyles: Record<string, string>;
}

/**
 * Reads the build manifest once: the entry scripts, and every stylesheet of the build. The site
 * has one stylesheet (vite.config.ts: cssCodeSplit off, about 6 KB gzip), so every page carries
 * all of it inline and no page's code ever loads a stylesheet when it hydrates; a build with
 * per-chunk stylesheets would still be complete, just larger. Fails at start when the build lacks
 * an entry (a stale or broken build).
 */
export function createAssetResolver(manifest: Manifest, readAsset: (file: string) => string): PageAssets {
  const entry = manifest[APP_ENTRY];
  const plainEntry = manifest[PLAIN_ENTRY];
  if (!entry?.isEntry || !plainEntry?.isEntry)
    throw new Error('The public site build lacks an entry chunk in its manifest: rebuild it.');
  const url = (file: string) => `/${file}`;
  // The files of `keys`' chunks (when `withThemselves`) and of every chunk they import, but the
  // entries' (each page runs its entry already).
  const modulesOf = (keys: string[], withThemselves: boolean): string[] => {
    const found = new Set<string>([entry.file, plainEntry.file]);
    const add = (key: string) => {
      const file = manifest[key]?.file;
      if (!file || found.has(file)) return;
      found.add(file);
      manifest[key]!.imports?.forEach(add);
    };
    for (const key of keys) {
      if (withThemselves) add(key);
      else manifest[key]?.imports?.forEach(add);
    }
    found.delete(entry.file);
    found.delete(plainEntry.file);
    return [...found].map(url);
  };
  const catalogKey = (lang: Lang) =>
    Object.keys(manifest).find((key) => key.endsWith(`/i18n/site/${lang}.ts`));
  const files = [
    ...new Set([
      ...(manifest['style.css'] ? [manifest['style.css'].file] : []),
      ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
    ]),
  ];
  return {
    entry: url(entry.file),
    plainEntry: url(plainEntry.file),
    plainModules: modulesOf([PLAIN_ENTRY], false),
    appModules: (page, lang) =>
      modulesOf(
        [...(entry.imports ?? []), BOOT_MODULE, `src/${PAGE_FILES[page]}`, catalogKey(lang) ?? ''],
        true,
      ),
    styles: files.map(url),
    inlineStyles: Object.fromEntries(files.map((file) => [url(file), readAsset(file)])),
  };
}
