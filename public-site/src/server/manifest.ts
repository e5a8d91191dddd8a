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

/** The chunks `keys` name and every chunk they import statically (what the browser loads with them). */
export function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The built files every server-rendered page names: the script that runs and the stylesheets. */
export interface PageAssets {
  /** The browser entry of the app (the one script that runs on a page it hydrates)... */
  entry: string;
  /** ...and of a plain page (src/plain/main.ts). */
  plainEntry: string;
  /**
   * The chunks a plain page's script imports, directly or through each other (URLs). The page
   * names them in its head as module preloads, so the browser fetches them beside the script
   * instead of learning of them only once it has arrived (a round trip later on a phone).
   */
  plainModules: string[];
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
  const files = [
    ...new Set([
      ...(manifest['style.css'] ? [manifest['style.css'].file] : []),
      ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
    ]),
  ];
  return {
    entry: url(entry.file),
    plainEntry: url(plainEntry.file),
    plainModules: [...staticClosure(manifest, plainEntry.imports ?? [])].map((key) =>
      url(manifest[key]!.file),
    ),
    styles: files.map(url),
    inlineStyles: Object.fromEntries(files.map((file) => [url(file), readAsset(file)])),
  };
}
