// Measures the public site, prints the figures and exits with 1 when one is over
// its budget:
//
// - JavaScript: what a visitor downloads to hydrate the registration form, the one page the app
//   hydrates (the entry, its static imports and the form's chunks), gzip, against its budget; and
//   what every other page (home, the news list, an article, contacts...: plain pages, sent without
//   the app) runs, against its own budget.
// - The hydration code carries no form-validation library (zod): the frame's code reaches every
//   page, and the schemas belong to the form pages' chunks.
// - API requests a cold load of each kind of page makes before its first content, counted in
//   Chromium: none, since the server puts the page's data into the HTML.
// - Server-rendering throughput: requests per second and p99 latency of the server-rendered home
//   page against the same server's static /favicon.svg, in one run with the same connections
//   (autocannon). Target: the page at least 0.3x the static file's rate.
// - Freshness: how long after a change is saved the served page shows it (target: within 2 s),
//   measured while the page is being requested continuously (its render cache always warm).
//
//   npm run bench:site                  build, then every figure (starts a stack on free ports)
//   npm run bench:site -- --no-build    use the existing builds
//   npm run bench:site -- --bundle      the JavaScript figures only (no stack)
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { APP_ENTRY, PLAIN_ENTRY, staticClosure, type Manifest } from '../public-site/src/server/manifest.ts';
import { printTable, withSiteStack, type Stack } from './siteStack.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repoRoot, 'public-site', 'dist');
/**
 * The budget of the JavaScript of the registration form. The content comes in the HTML, and the
 * JavaScript is what the page needs to become interactive: React DOM (about 65 KB) and
 * React Router's data router (about 31 KB, the server-rendering and hydration API the site is
 * built on) are most of it, then the form's own code with its validation schemas (about 23 KB).
 */
const BUDGET_KB = 140;
/** The budget of the JavaScript of a plain page: its script and what it imports. */
const PLAIN_BUDGET_KB = 40;
const MAX_REQUESTS_BEFORE_CONTENT = 0;
const MIN_THROUGHPUT_RATIO = 0.3;
const MAX_FRESHNESS_MS = 2000;

const args = new Set(process.argv.slice(2));
type Row = [string, string, string, string];

function gzipKb(file: string): number {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
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

function bundleRows(): { rows: Row[]; ok: boolean } {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build.manifest must be on`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = APP_ENTRY;
  if (!manifest[APP_ENTRY]?.isEntry || !manifest[PLAIN_ENTRY]?.isEntry)
    throw new Error(`the manifest lacks ${APP_ENTRY} or ${PLAIN_ENTRY} as an entry`);
  const formKey = Object.keys(manifest).find((key) => key.endsWith('registration/RegistrationPage.tsx'));
  if (!formKey) throw new Error('no registration page chunk in the manifest');
  // The entry, then (after the page has loaded) the code that hydrates it: src/boot.tsx.
  const entry = staticClosure(manifest, [entryKey, 'src/boot.tsx']);
  const form = [...staticClosure(manifest, [formKey])].filter((key) => !entry.has(key));
  const entryFigures = sum(manifest, entry);
  const formFigures = sum(manifest, form);
  // One stylesheet for the whole site (vite.config.ts: cssCodeSplit off), inline in every page.
  const siteCss = manifest['style.css'] ? gzipKb(manifest['style.css'].file) : 0;
  const total = entryFigures.js + formFigures.js;
  // zod names its schema classes in strings ('ZodMiniObject'), which minifying keeps.
  const withZod = [...entry].filter((key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes('ZodMini');
  });
  // A plain page (home, the news list, an article, contacts...) runs its own script only.
  const plain = sum(manifest, staticClosure(manifest, [PLAIN_ENTRY]));
  const formOk = total <= BUDGET_KB;
  const plainOk = plain.js <= PLAIN_BUDGET_KB;
  const ok = formOk && withZod.length === 0 && plainOk;
  return {
    ok,
    rows: [
      [
        `entry + hydration code (${entryFigures.files} files, gzip)`,
        `${entryFigures.js.toFixed(1)} KB`,
        '',
        'info',
      ],
      [
        `registration form chunks (${formFigures.files} files, gzip)`,
        `${formFigures.js.toFixed(1)} KB`,
        '',
        'info',
      ],
      [
        `JS to hydrate the registration form (${entryFigures.files + formFigures.files} files, gzip)`,
        `${total.toFixed(1)} KB`,
        `${BUDGET_KB} KB`,
        formOk ? 'yes' : 'NO',
      ],
      [
        `JS of a plain page: home, news, an article, contacts... (${plain.files} files, gzip)`,
        `${plain.js.toFixed(1)} KB`,
        `${PLAIN_BUDGET_KB} KB`,
        plainOk ? 'yes' : 'NO',
      ],
      [
        'form-validation library (zod) in the hydration code',
        withZod.length === 0 ? 'no' : `yes: ${withZod.join(', ')}`,
        'no',
        withZod.length === 0 ? 'yes' : 'NO',
      ],
      [
        'CSS, inline in every page (gzip)',
        `${(siteCss + entryFigures.css + formFigures.css).toFixed(1)} KB`,
        '',
        'info',
      ],
    ],
  };
}

/** Cold loads in Chromium, counting the calls to the API before the page's first heading. */
async function countRequests(stack: Stack, siteUrl: string): Promise<{ rows: Row[]; ok: boolean }> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const rows: Row[] = [];
  let ok = true;
  try {
    const { rows: items } = await stack.pool.query<{ url: string; component_key: string }>(
      `select distinct on (component_key) url, component_key from public.menu_items where is_active order by component_key, sort_order`,
    );
    const { rows: news } = await stack.pool.query<{ id: string }>(
      `select id from public.news where public.news_is_visible(status, publish_date) order by publish_date desc limit 1`,
    );
    const newsUrl = items.find((r) => r.component_key === 'news')?.url;
    const pages = [
      ...items.map((r) => ({ page: r.component_key, url: r.url || '/' })),
      ...(newsUrl && news[0] ? [{ page: 'news article', url: `${newsUrl}/${news[0].id}` }] : []),
    ];
    for (const { page, url } of pages) {
      // A new context per page: nothing cached, as for a first-time visitor.
      const context = await browser.newContext();
      const tab = await context.newPage();
      // Notes the moment the page's own heading appears. (A string, not a function: tsx's
      // transform would wrap named functions in a helper the page does not have.)
      await tab.addInitScript(`
        const observer = new MutationObserver(() => {
          if (document.querySelector('main h1')) {
            window.__firstContent = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      `);
      await tab.goto(`${siteUrl}${url}`);
      await tab.locator('main h1').first().waitFor({ timeout: 20_000 });
      await tab.waitForLoadState('networkidle');
      const timings = (await tab.evaluate(`({
        firstContent: window.__firstContent ?? 0,
        calls: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/rest/v1/'))
          .map((entry) => entry.startTime),
      })`)) as { firstContent: number; calls: number[] };
      const before = timings.calls.filter((start) => start < timings.firstContent).length;
      const pageOk = before <= MAX_REQUESTS_BEFORE_CONTENT;
      ok &&= pageOk;
      rows.push([
        `API requests before content: ${page}`,
        `${before} (${timings.calls.length} in all)`,
        `${MAX_REQUESTS_BEFORE_CONTENT}`,
        pageOk ? 'yes' : 'NO',
      ]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { rows, ok };
}

/**
 * One load run by autocannon in a process of its own (in this one it would share the event loop
 * with the server it measures, and reading bigger answers would count against the server).
 */
async function load(url: string, connections: number, seconds: number) {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'autocannon');
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      bin,
      ['--json', '-c', String(connections), '-d', String(seconds), '-H', 'accept-encoding=br', url],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
  const result = JSON.parse(output) as {
    non2xx: number;
    errors: number;
    requests: { average: number };
    latency: { p99: number };
  };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** The server-rendered home page against the same server's static file, one after the other. */
async function throughput(siteUrl: string): Promise<{ rows: Row[]; ok: boolean }> {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  // A short warm-up: compression, image variants, the renderer's code paths.
  await load(`${siteUrl}/`, 10, 2);
  const page = await load(`${siteUrl}/`, connections, seconds);
  const file = await load(`${siteUrl}/favicon.svg`, connections, seconds);
  const ratio = page.rps / file.rps;
  const ok = ratio >= MIN_THROUGHPUT_RATIO;
  return {
    ok,
    rows: [
      [
        `server-rendered / (${connections} connections, ${seconds} s)`,
        `${page.rps.toFixed(0)} req/s, p99 ${page.p99} ms`,
        '',
        'info',
      ],
      [`static /favicon.svg (same)`, `${file.rps.toFixed(0)} req/s, p99 ${file.p99} ms`, '', 'info'],
      ['rendered / static', `${ratio.toFixed(2)}x`, `${MIN_THROUGHPUT_RATIO}x`, ok ? 'yes' : 'NO'],
    ],
  };
}

/**
 * Saves a new home title (as the back office would: an update of the `pages` row) while the page
 * is requested without pause, and notes when the served HTML first shows it. Five times.
 */
async function freshness(stack: Stack, siteUrl: string): Promise<{ rows: Row[]; ok: boolean }> {
  const { rows } = await stack.pool.query<{ title: string }>(
    `select content->>'page_title_en' as title from public.pages where key = 'index'`,
  );
  const original = rows[0]!.title;
  const delays: number[] = [];
  try {
    for (let round = 1; round <= 5; round += 1) {
      let stop = false;
      // Visitors keep the page's render cache warm all along.
      const visitors = Array.from({ length: 4 }, async () => {
        while (!stop) await fetch(`${siteUrl}/`).then((r) => r.arrayBuffer());
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const marker = `${original} (${Date.now()}-${round})`;
      await stack.pool.query(
        `update public.pages set content = jsonb_set(content, '{page_title_en}', to_jsonb($1::text)) where key = 'index'`,
        [marker],
      );
      const saved = performance.now();
      for (;;) {
        const html = await (await fetch(`${siteUrl}/`)).text();
        if (html.includes(marker)) break;
        if (performance.now() - saved > 10_000) throw new Error('the change never reached the page');
      }
      delays.push(performance.now() - saved);
      stop = true;
      await Promise.all(visitors);
    }
  } finally {
    await stack.pool.query(
      `update public.pages set content = jsonb_set(content, '{page_title_en}', to_jsonb($1::text)) where key = 'index'`,
      [original],
    );
  }
  const worst = Math.max(...delays);
  const ok = worst <= MAX_FRESHNESS_MS;
  return {
    ok,
    rows: [
      [
        'freshness: change saved -> on the served page (5 saves)',
        `max ${worst.toFixed(0)} ms, median ${[...delays].sort((a, b) => a - b)[2]!.toFixed(0)} ms`,
        `${MAX_FRESHNESS_MS} ms`,
        ok ? 'yes' : 'NO',
      ],
    ],
  };
}

async function main(): Promise<void> {
  if (!args.has('--no-build') || !existsSync(dist)) {
    execFileSync('npm', ['run', 'build', '-w', '@academy/public-site'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const results = [bundleRows()];
  if (!args.has('--bundle')) {
    results.push(
      ...(await withSiteStack(async (stack, siteUrl) => [
        await countRequests(stack, siteUrl),
        await throughput(siteUrl),
        await freshness(stack, siteUrl),
      ])),
    );
  }
  printTable([['figure', 'value', 'budget', 'ok'], ...results.flatMap((r) => r.rows)]);
  if (results.some((r) => !r.ok)) {
    console.error('\nOver budget.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
