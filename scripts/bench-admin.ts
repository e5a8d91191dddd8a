/// <reference lib="dom" />
// Measures the back office's JavaScript: what the sign-in page loads (the entry and
// its static imports), what /admin adds before its first screen (the lazily loaded AdminApp
// chunk and its imports), each screen's own chunks, and the largest chunk, all gzip-compressed;
// then, in Debian's Chromium against a fresh seeded stack, how long each screen of the side menu
// takes from the click to its data on screen once the admin has loaded (target: within 1 s),
// the median of ROUNDS sign-ins (each round clicks through every screen once: a first open).
//
//   npm run bench:admin                     build the apps, then print the figures
//   npm run bench:admin -- --no-build       use the existing builds
//   npm run bench:admin -- --no-browser     only the JavaScript sizes
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { printTable, withSiteStack } from './siteStack.ts';

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

const browser = !process.argv.includes('--no-browser');
if (!process.argv.includes('--no-build')) {
  // The browser part serves both apps through the site server, so it needs both builds.
  const workspaces = browser ? [] : ['-w', '@academy/admin'];
  execFileSync('npm', ['run', 'build', ...workspaces], { cwd: repoRoot, stdio: 'inherit' });
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

// ---- From the click to the data, in Chromium ----

const ROUNDS = Number(process.env.ADMIN_ROUNDS ?? 3);

/** True once the screen shows its data: no spinner, and rows, switches, a filled field or a text. */
function dataShown(): boolean {
  const main = document.querySelector('#main-content');
  if (!main || main.querySelector('[role="progressbar"]')) return false;
  // A list with nothing in it (Recently deleted on a fresh database) shows its empty state.
  if (main.querySelector('[data-list-state="empty"]')) return true;
  // Rows of a list, or the switches of the languages screen.
  if (main.querySelector('tbody tr, [role="row"] + [role="row"], input[type="checkbox"]')) return true;
  const fields = Array.from(main.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'));
  if (fields.some((field) => field.type !== 'hidden' && field.type !== 'checkbox' && field.value !== ''))
    return true;
  return Array.from(main.querySelectorAll('[contenteditable="true"]')).some(
    (e) => (e.textContent ?? '') !== '',
  );
}

/** Signs in as the demo Admin and unfolds the page editors' menu group. */
async function signIn(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('Admin12345!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Admin Panel' }).waitFor({ timeout: 60_000 });
  const fold = page.locator('[aria-controls="menu-group-pages"][aria-expanded="false"]');
  if (await fold.count()) await fold.first().click();
  // "Once the admin has loaded": the screens' code is fetched while the browser is idle.
  await page.waitForLoadState('networkidle');
}

async function clickToData(siteUrl: string): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>();
  const chrome = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const context = await chrome.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await signIn(page, siteUrl);
      const links = await page
        .locator('a[role="menuitem"][href^="/admin/"]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
      for (const href of links) {
        const start = performance.now();
        await page.locator(`a[role="menuitem"][href="${href}"]`).click();
        await page.waitForURL((url) => url.pathname === href);
        await page
          .waitForFunction(dataShown, undefined, { timeout: 30_000, polling: 'raf' })
          .catch((error: Error) => {
            throw new Error(`${href}: no data on screen after 30 s (${error.message})`);
          });
        const elapsed = performance.now() - start;
        times.set(href, [...(times.get(href) ?? []), elapsed]);
      }
      await context.close();
    }
  } finally {
    await chrome.close();
  }
  return times;
}

if (browser) {
  const times = await withSiteStack((_stack, siteUrl) => clickToData(siteUrl));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`\nFrom a click in the side menu to the data on screen (Chromium, median of ${ROUNDS} rounds)`);
  const rows = [...times].map(([href, values]) => [
    href,
    `${median(values).toFixed(0)} ms`,
    `${Math.max(...values).toFixed(0)} ms`,
    median(values) <= 1000 ? 'yes' : 'NO',
  ]);
  printTable([['screen', 'median', 'slowest', '<= 1 s'], ...rows]);
}
