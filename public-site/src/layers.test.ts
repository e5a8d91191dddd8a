import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/**
 * The folders of public-site/src, lowest first. A module may import its own layer and the layers
 * below it, never one above: pages are made with the page helpers and never reach the shell that
 * lists them. '.' is the files of src itself (the browser's entry).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['assets', 'styles', 'i18n', 'routing'],
  // Small pure helpers: dates, prices, images, the offers' texts.
  ['lib'],
  // The API clients, the page's request, the loader's sources and what cleans their answers.
  ['data'],
  // What every page is rendered with: the site's state and environment, which page an address
  // is, the page's visit and data, its head tags.
  ['page'],
  ['components', 'consent'],
  // The pages; the registration pages and the parts other pages show (places left, the enquiry
  // form) beside them, and the family's account, made with the registration pages' parts.
  ['pages', 'registration', 'account'],
  // The header, footer, loader and status screens around every page.
  ['frame'],
  // The shell: the route table and its loader, the root, the document, the list of pages.
  ['app'],
  // The entries: the browser's, the server build's, the preview's, the plain page's script.
  ['.', 'server', 'preview', 'plain'],
];

const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));

/** 'page' for public-site/src/page/PageHead.tsx; '.' for a file of src itself. */
const folderOf = (file: string) => {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : '.';
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Each module's relative imports (static, dynamic, side-effect only; types too), resolved. */
function imports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.[^']+)'/g);
    graph.set(
      file,
      [...specifiers].map(([, specifier]) => path.resolve(path.dirname(file), specifier!)),
    );
  }
  return graph;
}

/** The import circles among the modules: each as the path around it, back to where it starts. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, trail: string[]) => {
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue; // a stylesheet, an image
      const here = [...trail, file];
      if (state.get(next) === 'open') found.push([...here.slice(here.indexOf(next)), next]);
      else if (!state.has(next)) walk(next, here);
    }
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) walk(file, []);
  return found.map((circle) => circle.map((file) => path.relative(src, file)));
}

describe('the layers of the public site', () => {
  const graph = imports();

  it('gives every folder a layer', () => {
    const folders = readdirSync(src).filter((name) => statSync(path.join(src, name)).isDirectory());
    expect(folders.filter((folder) => layerOf(folder) < 0)).toEqual([]);
  });

  it('never imports a layer above', () => {
    const upward: string[] = [];
    for (const [file, targets] of graph) {
      const from = layerOf(folderOf(file));
      for (const target of targets)
        if (layerOf(folderOf(target)) > from)
          upward.push(`${path.relative(src, file)} -> ${path.relative(src, target)}`);
    }
    expect(upward).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });
});
