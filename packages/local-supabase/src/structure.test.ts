import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The backend package holds only what serves the API: the demo media generator
// lives in packages/demo-content, and its modules import one another without cycles (the auth
// service's endpoint families on top of the shared pieces).

const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s(?:type\s)?[^'"]*from\s'([^']+)';$/gm)].map((m) => m[1]!);
}

describe('local-supabase holds only the backend', () => {
  it('depends on no image or video tooling and imports no demo content', () => {
    const pkg = JSON.parse(readFileSync(path.join(src, '../package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(pkg.dependencies)).not.toContain('sharp');
    expect(Object.keys(pkg.dependencies)).not.toContain('@ffmpeg-installer/ffmpeg');
    const offending = sourceFiles(src).flatMap((file) =>
      importsOf(file)
        .filter((spec) =>
          /^(sharp|@ffmpeg-installer\/|@academy\/demo-content)|demo-content|\/seed\//.test(spec),
        )
        .map((spec) => `${path.relative(src, file)} imports ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('its modules import one another without cycles', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles(src)) {
      const deps = importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => path.resolve(path.dirname(file), spec));
      graph.set(file, deps);
    }
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push(
          [...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(src, f)).join(' -> '),
        );
        return;
      }
      state.set(file, 'visiting');
      for (const dep of graph.get(file) ?? []) visit(dep, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
    // Each endpoint family of the auth service is its own module.
    for (const family of ['token.ts', 'user.ts', 'verify.ts', 'admin.ts'])
      expect(graph.has(path.join(src, 'auth', family))).toBe(true);
  });
});
