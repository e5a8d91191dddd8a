// `npm run bench:lighthouse`: Lighthouse 13 on the public site as a phone sees it (Lighthouse's
// default mobile emulation and simulated slow 4G), on every page of the header's menu (home,
// about, the team, programmes and prices, camps, campus, venues, news, contacts), an article,
// the registration form and a signed-in family's account page (not held to the SEO target: it
// is noindex on purpose), in English and Spanish, against a fresh
// stack with the minimum loader time at 0; the median of LIGHTHOUSE_RUNS (3) runs per page.
// Writes the scores and Core Web Vitals to test-results/lighthouse/report.{md,json} (with each
// page's main-thread breakdown and long tasks) and each page's whole report of its median run
// (<page>.lhr.json), prints them, and exits with 1 when a page misses a target.
//
// The figures mean something only on a quiet machine: the load average is printed before and
// after, and above LIGHTHOUSE_MAX_LOAD (2) the run is refused (`--anyway` runs it and marks the
// report as not reportable). `--loader` measures each page again with the site's default
// minimum loader time (1,500 ms), what visitors get. `--only=<words>` measures only the pages
// whose name contains one of them (e.g. `--only=registration` or `--only=team,camps`).
//
// Lighthouse slows the CPU 4x whatever the machine, a factor chosen for a high-end desktop (its
// CPU benchmark, `benchmarkIndex`, 1,500-2,000): on a faster machine the same page scores better.
// Every report prints the machine's benchmark index. `--calibrate` first measures it and slows the
// CPU by 4 x index / 1,750 instead, so the same phone is simulated on any machine and figures
// from different machines can be compared.
//
// Runs offline in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); builds the apps
// first unless --no-build is given.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadAverage } from './lib/proc.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MIN_LOADER_MS } from '@academy/shared/constants.ts';
import { signedInFamily } from './lib/benchAccount.ts';
import { printTable, withSiteStack, type Stack } from './siteStack.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'test-results', 'lighthouse');
const args = new Set(process.argv.slice(2));
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);

/** The scores and timings each page must reach. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  cls: 0.05,
  lcpMs: 2000,
  tbtMs: 150,
};
/** Lighthouse's CPU slowdown, and the benchmark index of the machines it was chosen for. */
const DEFAULT_CPU_SLOWDOWN = 4;
const REFERENCE_BENCHMARK_INDEX = 1750;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageResult {
  page: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  cls: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** Where the main thread's time went (Lighthouse's breakdown, simulated slow phone), ms. */
  mainThread: Record<string, number>;
  /** The long tasks Lighthouse saw: which file started each, and how long it took (ms). */
  longTasks: { url: string; ms: number }[];
  /** The machine's CPU benchmark as Lighthouse measured it in the median run. */
  benchmarkIndex: number;
  failures: string[];
}

interface TableItem {
  [key: string]: unknown;
}

/** An audit's table rows (empty when the audit has none). */
function itemsOf(lhr: { audits: Record<string, { details?: unknown }> }, id: string): TableItem[] {
  const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined;
  return details?.items ?? [];
}

/**
 * A page to measure. `cookie`: sent with every request of the page (a signed-in family's
 * session); `noindex`: a page kept out of search engines on purpose, not held to the SEO target.
 */
interface Page {
  page: string;
  path: string;
  cookie?: string;
  noindex?: boolean;
}

/** The pages to measure, in English and Spanish, and the family account's after its sign-in. */
async function pagesOf(stack: Stack, siteUrl: string): Promise<Page[]> {
  const { rows } = await stack.pool.query<{ id: string }>(
    `select id from public.news where public.news_is_visible(status, publish_date)
      order by publish_date desc, id desc limit 1`,
  );
  const article = `/news/${rows[0]!.id}`;
  const paths = [
    ['home', '/'],
    ['about', '/about'],
    ['team', '/team'],
    ['programmes', '/subscriptions'],
    ['camps', '/camps'],
    ['venues', '/venues'],
    ['news list', '/news'],
    ['article', article],
    ['campus', '/campus'],
    ['contacts', '/contacts'],
    ['registration form', '/registration'],
  ] as const;
  const cookie = await signedInFamily(stack, siteUrl);
  return (['en', 'es'] as const).flatMap((lang): Page[] => [
    ...paths.map(([page, p]) => ({
      page: `${page} (${lang})`,
      path: lang === 'en' ? p : p === '/' ? '/es' : `/es${p}`,
    })),
    {
      page: `family account (${lang})`,
      path: lang === 'en' ? '/account' : '/es/account',
      cookie,
      noindex: true,
    },
  ]);
}

/**
 * Visits every page once and asks for every resized image it names, as earlier visitors would
 * have: the measured loads then find the image copies made (as on a site in use).
 */
async function warmUp(siteUrl: string, pages: Page[]): Promise<void> {
  for (const { path: p, cookie } of pages) {
    const html = await (await fetch(`${siteUrl}${p}`, { headers: cookie ? { cookie } : {} })).text();
    const images = new Set([...html.matchAll(/\/_image\?[^"\s,]+/g)].map((m) => m[0].replace(/&amp;/g, '&')));
    for (const image of images) {
      await fetch(`${siteUrl}${image}`, { headers: { accept: 'image/avif,image/webp,*/*' } }).then((r) =>
        r.arrayBuffer(),
      );
    }
  }
}

function check(result: Omit<PageResult, 'failures'>, noindex = false): string[] {
  const failures: string[] = [];
  for (const category of CATEGORIES)
    if (result.scores[category] < TARGETS[category] && !(noindex && category === 'seo'))
      failures.push(`${category} ${result.scores[category]}`);
  if (result.cls >= TARGETS.cls) failures.push(`CLS ${result.cls.toFixed(3)}`);
  if (result.lcpMs >= TARGETS.lcpMs) failures.push(`LCP ${(result.lcpMs / 1000).toFixed(2)} s`);
  if (result.tbtMs > TARGETS.tbtMs) failures.push(`TBT ${result.tbtMs.toFixed(0)} ms`);
  return failures;
}

/**
 * Runs per page: Lighthouse's scores vary from run to run (more so on a shared machine), so each
 * page is measured this many times and the median run (by Performance score) is reported, as
 * Lighthouse's own documentation advises.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * One Lighthouse run. A run whose trace Chromium failed to record (NO_NAVSTART and the like,
 * Lighthouse's "run it again") is run again, twice at most.
 */
async function runLighthouse(url: string, port: number, cpuSlowdown: number, cookie?: string) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, {
      port,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = run;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.error(`${url}: ${lhr.runtimeError.code}, running Lighthouse again`);
  }
}

function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * The CPU slowdown that makes this machine simulate the phone Lighthouse's 4x simulates on the
 * machines it was chosen for: 4 x this machine's benchmark index / 1,750 (the median of three
 * Lighthouse runs of `url`), to a tenth.
 */
async function calibratedSlowdown(url: string): Promise<{ index: number; slowdown: number }> {
  const chrome = await launchChromium();
  try {
    const indexes: number[] = [];
    for (let i = 0; i < 3; i += 1)
      indexes.push((await runLighthouse(url, chrome.port, DEFAULT_CPU_SLOWDOWN)).environment.benchmarkIndex);
    const index = Math.round(indexes.sort((a, b) => a - b)[1]!);
    const slowdown = Math.round((DEFAULT_CPU_SLOWDOWN * index * 10) / REFERENCE_BENCHMARK_INDEX) / 10;
    return { index, slowdown: Math.max(1, slowdown) };
  } finally {
    chrome.kill();
  }
}

async function audit(siteUrl: string, pages: Page[], cpuSlowdown: number): Promise<PageResult[]> {
  const chrome = await launchChromium();
  const results: PageResult[] = [];
  try {
    for (const { page, path: p, cookie, noindex } of pages) {
      const url = `${siteUrl}${p}`;
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(url, chrome.port, cpuSlowdown, cookie));
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      // The whole report of the median run, to open in Lighthouse's viewer or read with jq.
      mkdirSync(outDir, { recursive: true });
      writeFileSync(
        path.join(outDir, `${page.replace(/\W+/g, '-').replace(/-$/, '')}.lhr.json`),
        JSON.stringify(lhr),
      );
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
      ) as PageResult['scores'];
      const result = {
        page,
        url: p,
        scores,
        lcpMs: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        fcpMs: metric('first-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
        mainThread: Object.fromEntries(
          itemsOf(lhr, 'mainthread-work-breakdown').map((item) => [
            String(item.groupLabel ?? item.group),
            Math.round(Number(item.duration)),
          ]),
        ),
        longTasks: itemsOf(lhr, 'long-tasks').map((item) => ({
          url: String(item.url).replace(siteUrl, ''),
          ms: Math.round(Number(item.duration)),
        })),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      };
      const failures = check(result, noindex);
      results.push({ ...result, failures });
      if (failures.length > 0) {
        // What Lighthouse held against the page, for the one reading the report.
        const weak = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
        console.error(`${page}: ${failures.join(', ')}; audits below 0.9: ${weak.join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

function markdown(results: PageResult[], when: string, cpu: string): string {
  const lines = [
    `# Lighthouse ${when}`,
    '',
    'Lighthouse 13, mobile emulation and simulated slow 4G (its defaults), Debian Chromium,',
    `minimum loader time 0; the median of ${RUNS} runs per page (by Performance). ${cpu}. Targets:`,
    'Performance >= 95, Accessibility 100, Best Practices >= 95, SEO 100, CLS < 0.05, LCP < 2.0 s,',
    'TBT <= 150 ms.',
    '',
    '| page | Perf | A11y | BP | SEO | LCP | CLS | FCP | TBT | SI | ok |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ` +
        `${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${(r.fcpMs / 1000).toFixed(2)} s | ${r.tbtMs.toFixed(0)} ms | ` +
        `${(r.speedIndexMs / 1000).toFixed(2)} s | ${r.failures.length === 0 ? 'yes' : r.failures.join(', ')} |`,
    ),
    '',
    'Main-thread time of the median run (ms), and its long tasks (the file that started each):',
    '',
    ...results.map(
      (r) =>
        `- ${r.page}: ${Object.entries(r.mainThread)
          .map(([group, ms]) => `${group} ${ms}`)
          .join(
            ', ',
          )}; long tasks: ${r.longTasks.map((t) => `${t.url || '(page)'} ${t.ms}`).join(', ') || 'none'}`,
    ),
    '',
  ];
  return lines.join('\n');
}

/** The 1-minute load average, and whether it is low enough for the figures to mean something. */
function loadNow(): { load: number; quiet: boolean } {
  const load = loadAverage();
  return { load, quiet: load <= Number(process.env.LIGHTHOUSE_MAX_LOAD ?? 2) };
}

async function main(): Promise<void> {
  const before = loadNow();
  console.log(`load average (1 min) before: ${before.load}`);
  if (!before.quiet && !args.has('--anyway')) {
    console.error(
      'The machine is busy: the figures would not mean anything. Run again when it is quiet, or pass --anyway.',
    );
    process.exit(2);
  }
  if (!args.has('--no-build')) execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  const { results, cpuSlowdown } = await withSiteStack(async (stack, siteUrl) => {
    const pages = (await pagesOf(stack, siteUrl)).filter(
      (p) => !only || only.some((word) => p.page.includes(word)),
    );
    await warmUp(siteUrl, pages);
    let cpuSlowdown = DEFAULT_CPU_SLOWDOWN;
    if (args.has('--calibrate')) {
      const { index, slowdown } = await calibratedSlowdown(`${siteUrl}${pages[0]!.path}`);
      console.log(
        `benchmark index ${index}: CPU slowed ${slowdown}x (${DEFAULT_CPU_SLOWDOWN} x ${index} / ${REFERENCE_BENCHMARK_INDEX})`,
      );
      cpuSlowdown = slowdown;
    }
    const measured = await audit(siteUrl, pages, cpuSlowdown);
    if (!args.has('--loader')) return { results: measured, cpuSlowdown };
    await stack.pool.query(`update public.site_settings set min_loader_ms = ${MIN_LOADER_MS}`);
    const withLoader = await audit(
      siteUrl,
      pages.map((p) => ({ ...p, page: `${p.page}, loader ${MIN_LOADER_MS} ms` })),
      cpuSlowdown,
    );
    return { results: [...measured, ...withLoader], cpuSlowdown };
  });
  const indexes = results.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
  const cpu =
    `CPU slowed ${cpuSlowdown}x${args.has('--calibrate') ? ' (calibrated)' : " (Lighthouse's default)"}, ` +
    `machine's benchmark index ${indexes[0]}-${indexes.at(-1)}`;
  console.log(cpu);
  const after = loadNow();
  console.log(`load average (1 min) after: ${after.load}`);
  const reportable = before.quiet && after.quiet;
  if (!reportable) console.error('NOT REPORTABLE: the machine was busy during the run.');
  mkdirSync(outDir, { recursive: true });
  const when = new Date().toISOString();
  writeFileSync(
    path.join(outDir, 'report.json'),
    JSON.stringify({ when, targets: TARGETS, cpuSlowdown, results }, null, 2),
  );
  writeFileSync(
    path.join(outDir, 'report.md'),
    `${markdown(results, when, cpu)}\nLoad average (1 min): ${before.load} before, ${after.load} after` +
      `${reportable ? '' : ' (NOT REPORTABLE: the machine was busy)'}.\n`,
  );
  printTable([
    ['page', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'CLS', 'TBT', 'ok'],
    ...results.map((r) => [
      r.page,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores['best-practices']),
      String(r.scores.seo),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      r.cls.toFixed(3),
      `${r.tbtMs.toFixed(0)} ms`,
      r.failures.length === 0 ? 'yes' : 'NO',
    ]),
  ]);
  console.log(`\nReport: ${path.relative(repoRoot, path.join(outDir, 'report.md'))}`);
  if (results.some((r) => r.failures.length > 0)) {
    console.error('\nA page misses a target.');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
