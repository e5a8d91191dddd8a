// Measures the back office's JavaScript (issue 9): what the sign-in page loads (the entry and
// its static imports), what /admin adds before its first screen (the lazily loaded AdminApp
// chunk and its imports), each screen's own chunks, and the largest chunk, all gzip-compressed.
//
//   npm run bench:admin                  build the admin, then print the figures
//   npm run bench:admin -- --no-build    use the existing admin/dist
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repoRoot, 'admin', 'dist');

interface Chunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = new Map<string, number>();
function gzip(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const total = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].reduce(
    (sum, key) => sum + (manifest[key]?.file.endsWith('.js') ? gzip(manifest[key]!.file) : 0),
    0,
  );

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build', '-w', '@academy/admin'], { cwd: repoRoot, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const entry = closure(manifest, [entryKey]);
const adminKey = Object.keys(manifest).find((key) => key.endsWith('AdminApp.tsx'))!;
const admin = closure(manifest, [adminKey]);
const adminOnly = [...admin].filter((key) => !entry.has(key));

console.log('Back office JavaScript, gzip');
console.log(`  sign-in page (entry + static imports): ${kb(total(manifest, entry))} in ${entry.size} files`);
console.log(
  `  /admin adds (AdminApp + static imports): ${kb(total(manifest, adminOnly))} in ${adminOnly.length} files`,
);

// Each screen's own code: its lazy chunk and what it imports beyond the admin shell.
const loaded = new Set([...entry, ...admin]);
const screens = Object.keys(manifest)
  .filter(
    (key) =>
      manifest[key]!.isDynamicEntry && key !== adminKey && /\/(?!common\/)[^/]+\/[A-Z]\w+\.tsx$/.test(key),
  )
  .map((key) => ({
    key,
    size: total(
      manifest,
      [...closure(manifest, [key])].filter((k) => !loaded.has(k)),
    ),
  }))
  .sort((a, b) => b.size - a.size);
console.log('  screens (their own chunks beyond the shell):');
for (const { key, size } of screens) console.log(`    ${key.replace(/^src\//, '').padEnd(40)} ${kb(size)}`);

const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
const largest = (list: Chunk[]) => list.reduce((a, b) => (gzip(b.file) > gzip(a.file) ? b : a));
const biggest = largest(chunks);
const heic = (chunk: Chunk) => /heic/i.test(chunk.file);
console.log(
  `  largest chunk: ${biggest.file} ${kb(gzip(biggest.file))}${heic(biggest) ? ' (HEIC decoder, loaded only when a HEIC photo is picked)' : ''}`,
);
if (heic(biggest)) {
  const next = largest(chunks.filter((chunk) => !heic(chunk)));
  console.log(`  largest chunk loaded without a HEIC photo: ${next.file} ${kb(gzip(next.file))}`);
}
