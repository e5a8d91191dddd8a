// Measures the public site against its budget (issue 4): the JavaScript a visitor downloads
// before the home page shows (the entry, its static imports and the home page's own lazy chunks),
// gzip-compressed, at most 100 KB; and, with --requests, how many API requests a cold load of
// each kind of page makes before its first content, at most 2 (site_frame + page_data or the
// page's own query).
//
//   npm run bench:site                  build, then print the bundle figures
//   npm run bench:site -- --no-build    use the existing public-site/dist
//   npm run bench:site -- --requests    also start local-supabase + the site server on free
//                                       ports and count API requests in Chromium
//
// Exits with 1 when a figure is over its budget.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repoRoot, 'public-site', 'dist');
const BUDGET_KB = 100;
// The frame, then the page's own data (page_data: its `pages` row and its list in one call; an
// article: the article). Counted as requests, not round trips, so parallel calls are not hidden.
const MAX_REQUESTS_BEFORE_CONTENT = 2;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const args = new Set(process.argv.slice(2));

function gzipKb(file: string): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
}

/** The chunk and every chunk it imports statically (what the browser must load with it). */
function staticClosure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function sum(manifest: Manifest, keys: Iterable<string>): { js: number; css: number; files: number } {
  let js = 0;
  let css = 0;
  let files = 0;
  const cssSeen = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) {
      js += gzipKb(chunk.file);
      files += 1;
    }
    for (const file of chunk.css ?? []) {
      if (cssSeen.has(file)) continue;
      cssSeen.add(file);
      css += gzipKb(file);
    }
  }
  return { js, css, files };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

interface RequestFigure {
  page: string;
  beforeContent: number;
  roundTrips: number;
  total: number;
}

/** Cold loads in Chromium, counting the calls to the API before the page's first heading. */
async function countRequests(): Promise<RequestFigure[]> {
  const { startStack } = await import('../packages/local-supabase/src/index.ts');
  const { seedMedia } = await import('../packages/demo-content/src/index.ts');
  const { startSiteServer } = await import('../packages/site-server/src/index.ts');
  const { chromium } = await import('@playwright/test');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
  const [apiPort, dbPort, postgrestPort, sitePort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const stack = await startStack(
    { apiPort, dbPort, postgrestPort, dataDir },
    { log: () => undefined, seed: seedMedia, seedErrors: 'warn' },
  );
  const site = await startSiteServer({
    host: '127.0.0.1',
    port: sitePort,
    supabaseUrl: stack.url,
    anonKey: stack.config.anonKey,
    publicDist: dist,
    adminDist: path.join(repoRoot, 'admin', 'dist'),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const { rows } = await stack.pool.query<{ url: string; component_key: string }>(
      `select distinct on (component_key) url, component_key from public.menu_items where is_active order by component_key, sort_order`,
    );
    const { rows: news } = await stack.pool.query<{ id: string }>(
      `select id from public.news where status = 'Published' and publish_date <= now() order by publish_date desc limit 1`,
    );
    const newsUrl = rows.find((r) => r.component_key === 'news')?.url;
    const pages = [
      ...rows.map((r) => ({ page: r.component_key, url: r.url || '/' })),
      ...(newsUrl && news[0] ? [{ page: 'news article', url: `${newsUrl}/${news[0].id}` }] : []),
    ];
    const figures: RequestFigure[] = [];
    for (const { page, url } of pages) {
      // A new context per page: nothing cached, as for a first-time visitor.
      const context = await browser.newContext();
      const tab = await context.newPage();
      // Notes the moment the page's own heading appears (the loader has none).
      // (A string, not a function: tsx's transform would wrap named functions in a helper the
      // page does not have.)
      await tab.addInitScript(`
        const observer = new MutationObserver(() => {
          if (document.querySelector('main h1')) {
            window.__firstContent = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      `);
      await tab.goto(`${site.url}${url}`);
      await tab.locator('main h1').first().waitFor({ timeout: 20_000 });
      await tab.waitForLoadState('networkidle');
      const timings = (await tab.evaluate(`({
        firstContent: window.__firstContent,
        calls: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(${JSON.stringify(stack.url)}) && entry.name.includes('/rest/v1/'))
          .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
      })`)) as { firstContent: number; calls: { start: number; end: number }[] };
      const before = timings.calls
        .filter((call) => call.start < timings.firstContent)
        .sort((a, b) => a.start - b.start);
      // Requests that start while an earlier one is still on its way travel together: one round trip.
      let roundTrips = 0;
      let waveEnd = -Infinity;
      for (const call of before) {
        if (call.start >= waveEnd) {
          roundTrips += 1;
          waveEnd = call.end;
        } else waveEnd = Math.max(waveEnd, call.end);
      }
      figures.push({ page, beforeContent: before.length, roundTrips, total: timings.calls.length });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
    await site.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (!args.has('--no-build') || !existsSync(dist)) {
    execFileSync('npm', ['run', 'build', '-w', '@academy/public-site'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build.manifest must be on`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('pages/HomePage.tsx'));
  if (!homeKey) throw new Error('no home page chunk in the manifest');

  const entry = staticClosure(manifest, [entryKey]);
  // The home page's own chunks: its closure minus what the entry already brought.
  const home = [...staticClosure(manifest, [homeKey])].filter((key) => !entry.has(key));
  const entryFigures = sum(manifest, entry);
  const homeFigures = sum(manifest, home);

  // The budget counts everything the browser must run before home content appears: the entry
  // with its static imports, and the home page's lazy chunks with theirs.
  const firstLoadJs = entryFigures.js + homeFigures.js;
  const jsOk = firstLoadJs <= BUDGET_KB;
  const rows: [string, string, string, string][] = [
    ['figure', 'value', 'budget', 'ok'],
    [
      `entry + static imports (${entryFigures.files} files, gzip)`,
      `${entryFigures.js.toFixed(1)} KB`,
      '',
      'info',
    ],
    [`home page chunks (${homeFigures.files} files, gzip)`, `${homeFigures.js.toFixed(1)} KB`, '', 'info'],
    [
      `first-load JS of /: all JS before home content (${entryFigures.files + homeFigures.files} files, gzip)`,
      `${firstLoadJs.toFixed(1)} KB`,
      `${BUDGET_KB} KB`,
      jsOk ? 'yes' : 'NO',
    ],
    ['CSS of / (gzip)', `${(entryFigures.css + homeFigures.css).toFixed(1)} KB`, '', 'info'],
  ];

  let requestsOk = true;
  if (args.has('--requests')) {
    for (const figure of await countRequests()) {
      const ok = figure.beforeContent <= MAX_REQUESTS_BEFORE_CONTENT;
      requestsOk &&= ok;
      rows.push([
        `API requests before content: ${figure.page}`,
        `${figure.beforeContent} in ${figure.roundTrips} round trips (${figure.total} in all)`,
        `${MAX_REQUESTS_BEFORE_CONTENT} requests`,
        ok ? 'yes' : 'NO',
      ]);
    }
  }

  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  if (!jsOk || !requestsOk) {
    console.error('\nOver budget.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
