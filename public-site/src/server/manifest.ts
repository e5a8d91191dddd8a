import type { RoutePage } from '../routing/siteRoutes.ts';
import { PAGES } from '../app/routes.tsx';

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

/** The built files a server-rendered page names: its scripts to preload and its stylesheets. */
export interface PageAssets {
  /** The browser entry (the one script that runs). */
  entry: string;
  /** The stylesheets of the entry and the page (URLs)... */
  styles: string[];
  /** ...and their text, to put inline. */
  inlineStyles: Record<string, string>;
}

const BOOT = 'src/boot.tsx';

function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * Reads the build manifest once: for each page, the files its HTML must name.
 * Fails at start when a page's module is missing from the build (a stale or broken build).
 */
export function createAssetResolver(
  manifest: Manifest,
  readAsset: (file: string) => string,
): (page: RoutePage) => PageAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The public site build has no entry chunk in its manifest.');
  // The code that makes the page interactive (main.tsx loads it after the page): its styles
  // (header, footer, banner) are part of every page.
  if (!manifest[BOOT]) throw new Error(`The public site build has no chunk for ${BOOT}: rebuild it.`);
  for (const { file } of Object.values(PAGES)) {
    if (!manifest[file]) throw new Error(`The public site build has no chunk for ${file}: rebuild it.`);
  }
  const url = (file: string) => `/${file}`;
  const texts = new Map<string, string>();
  const cache = new Map<string, PageAssets>();
  return (page) => {
    const known = cache.get(page);
    if (known) return known;
    const keys = closure(manifest, [BOOT, PAGES[page].file], closure(manifest, [entryKey]));
    // One stylesheet for the whole site (vite.config.ts: cssCodeSplit off) is listed as
    // 'style.css'; chunk stylesheets, if the build had them, come with their chunks.
    const files = [
      ...new Set([
        ...(manifest['style.css'] ? [manifest['style.css'].file] : []),
        ...[...keys].flatMap((key) => manifest[key]?.css ?? []),
      ]),
    ];
    const inlineStyles: Record<string, string> = {};
    for (const file of files) {
      if (!texts.has(file)) texts.set(file, readAsset(file));
      inlineStyles[url(file)] = texts.get(file)!;
    }
    const assets = { entry: url(manifest[entryKey]!.file), styles: files.map(url), inlineStyles };
    cache.set(page, assets);
    return assets;
  };
}
