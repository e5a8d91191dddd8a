import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** 'kit' for admin/src/kit/ImageInput.tsx; '.' for a file of admin/src itself. */
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

/** Which folders each folder of admin/src imports (its globs count: `../*\/resource.ts` is every folder with one). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const folders = readdirSync(src).filter((name) => statSync(path.join(src, name)).isDirectory());
  for (const file of sourceFiles(src)) {
    const from = folderOf(file);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    const text = readFileSync(file, 'utf8');
    for (const [, a, b] of text.matchAll(/from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)) {
      const to = folderOf(path.resolve(path.dirname(file), (a ?? b)!));
      if (to !== from) targets.add(to);
    }
    for (const [, name] of text.matchAll(/import\.meta\.glob[^(]*\(\s*'\.\.\/\*\/([\w.]+)'/g)) {
      for (const folder of folders) if (existsSync(path.join(src, folder, name!))) targets.add(folder);
    }
  }
  return graph;
}

describe('the layers of the back office', () => {
  const graph = folderGraph();

  it('keep the UI kit, the data layer and the resource model free of features', () => {
    const allowed: Record<string, string[]> = {
      model: [],
      platform: ['model'],
      providers: ['model', 'platform'],
      editor: [],
      kit: ['editor', 'platform', 'providers'],
      registry: ['model'],
    };
    // The registry also reaches every resource folder, through its globs: that is its job.
    const resourceFolders = readdirSync(src).filter((name) =>
      existsSync(path.join(src, name, 'resource.ts')),
    );
    for (const [layer, may] of Object.entries(allowed)) {
      const uses = [...(graph.get(layer) ?? [])].filter(
        (to) => !(layer === 'registry' && resourceFolders.includes(to)),
      );
      expect(
        uses.filter((to) => !may.includes(to)),
        layer,
      ).toEqual([]);
    }
  });

  it('has no cycle between folders', () => {
    const cycles: string[][] = [];
    const state = new Map<string, 'open' | 'done'>();
    const walk = (folder: string, trail: string[]) => {
      state.set(folder, 'open');
      for (const next of graph.get(folder) ?? []) {
        if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), folder, next]);
        else if (!state.has(next)) walk(next, [...trail, folder]);
      }
      state.set(folder, 'done');
    };
    for (const folder of graph.keys()) if (!state.has(folder)) walk(folder, []);
    expect(cycles).toEqual([]);
  });
});
