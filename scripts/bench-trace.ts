// `npm run bench:trace -- [path ...]`: where a phone's main thread spends a page load. Loads each
// public page (default: home, about, venues, the newest article) in a new tab each time (a first visit) in Debian's
// Chromium with the CPU slowed 4x (what Lighthouse simulates for a phone), records a Chromium
// trace of the load and the 6 s after it (hydration included) three times (TRACE_RUNS), and for
// the median run prints the blocking time (each task's time over 50 ms, as Total Blocking Time
// counts it), every task over 50 ms with what ran inside it (script evaluation by file, function
// calls, style and layout, garbage collection), and the total per kind.
// The trace files are kept in test-results/trace/ (open them in Chromium's Performance panel).
//
// `--profile` also samples the JavaScript engine (V8's CPU profiler) and prints, under each long
// task, the functions it spent its time in (self time, by function and file): where in the code a
// task's script time goes. Sampling adds a little work of its own, so the blocking times of a
// profiled run are a little higher than an unprofiled one's.
//
// Against a fresh stack with the minimum loader time at 0; builds the apps first unless
// --no-build is given. Timings depend on the machine: the load average is printed beside them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadAverage } from './lib/proc.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { withSiteStack } from './siteStack.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'test-results', 'trace');
const args = process.argv.slice(2);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const TRACE_AFTER_LOAD_MS = 6000;
/** Loads traced per page; the median (by blocking time) is reported. */
const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const PROFILE = args.includes('--profile');
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'toplevel',
  ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
];
/** Functions printed per long task with --profile. */
const TOP_FUNCTIONS = 5;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      stackTrace?: { url: string }[];
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName?: string; url?: string; lineNumber?: number };
}

/**
 * The JavaScript engine's samples on the page's main thread (with --profile): when each was taken
 * (trace clock, µs) and the function it was in. Each sample stands for the time to the next one.
 */
function samplesOf(events: TraceEvent[], pid: number, tid: number, siteUrl: string) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const names = new Map<number, string>();
  const samples: { ts: number; fn: string }[] = [];
  let ts = profile.args?.data?.startTime ?? 0;
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id,
  )) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) {
      const { functionName, url, lineNumber } = node.callFrame;
      const file = (url ?? '').replace(siteUrl, '').replace(/-[\w-]{8}\.js$/, '.js');
      names.set(
        node.id,
        file
          ? `${functionName || '(anonymous)'} ${file}:${(lineNumber ?? 0) + 1}`
          : functionName || '(native)',
      );
    }
    const ids = chunk.args?.data?.cpuProfile?.samples ?? [];
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    ids.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, fn: names.get(id) ?? '?' });
    });
  }
  return samples.map((sample, i) => ({
    ...sample,
    ms: ((samples[i + 1]?.ts ?? sample.ts) - sample.ts) / 1000,
  }));
}

/** What an event did, in words a reader of the table knows (the file for script work). */
function kindOf(event: TraceEvent, siteUrl: string): string {
  const file = (event.args?.data?.url ?? '').replace(siteUrl, '').replace(/-[\w-]{8}\.js$/, '.js');
  switch (event.name) {
    case 'v8.evaluateModule':
    case 'EvaluateScript':
      return `evaluate ${file || '(inline)'}`;
    case 'v8.compileModule':
    case 'v8.compile':
    case 'v8.parseOnBackground':
      return `compile ${file}`;
    case 'FunctionCall':
      return `call ${file || '(native)'}`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    default:
      return '';
  }
}

/** The tasks over 50 ms on the page's main thread, each with its time per kind of work. */
function longTasks(events: TraceEvent[], siteUrl: string) {
  // The page's renderer: the empty tab it came from may have had a process of its own, so the
  // busiest renderer main thread of the trace is the page's.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const work = (main: TraceEvent) =>
    events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => work(b) - work(a))[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const start = onMain[0]?.ts ?? 0;
  const totals = new Map<string, number>();
  const samples = PROFILE ? samplesOf(events, main.pid, main.tid, siteUrl) : [];
  const long: { atMs: number; ms: number; parts: [string, number][]; functions: [string, number][] }[] = [];
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    // Time per kind, counting only the outermost event of a kind (no double counting of nesting).
    const openUntil = new Map<string, number>();
    for (const event of onMain) {
      if (event.ts < task.ts || event.ts >= end || event === task) continue;
      const kind = kindOf(event, siteUrl);
      if (!kind || (openUntil.get(kind) ?? 0) > event.ts) continue;
      openUntil.set(kind, event.ts + event.dur!);
      parts.set(kind, (parts.get(kind) ?? 0) + event.dur! / 1000);
    }
    for (const [kind, ms] of parts) totals.set(kind, (totals.get(kind) ?? 0) + ms);
    if (task.dur! / 1000 < LONG_TASK_MS) continue;
    // Self time per function within the task (the engine's own bookkeeping left out).
    const functions = new Map<string, number>();
    for (const sample of samples)
      if (sample.ts >= task.ts && sample.ts < end && !/^\((idle|program|root)\)$/.test(sample.fn))
        functions.set(sample.fn, (functions.get(sample.fn) ?? 0) + sample.ms);
    long.push({
      atMs: (task.ts - start) / 1000,
      ms: task.dur! / 1000,
      parts: [...parts].filter(([, ms]) => ms >= 2).sort((a, b) => b[1] - a[1]),
      functions: [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP_FUNCTIONS),
    });
  }
  const busyMs = tasks.reduce((sum, task) => sum + task.dur! / 1000, 0);
  // As Total Blocking Time counts it: each task's time over 50 ms (here over the whole trace).
  const blockingMs = long.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0);
  return { long, totals: [...totals].sort((a, b) => b[1] - a[1]), busyMs, blockingMs };
}

async function main(): Promise<void> {
  const paths = args.filter((a) => !a.startsWith('--'));
  if (!args.includes('--no-build'))
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  console.log(`load average (1 min) before: ${loadAverage()}`);
  await withSiteStack(async (stack, siteUrl) => {
    if (paths.length === 0) {
      const { rows } = await stack.pool.query<{ id: string }>(
        `select id from public.news where public.news_is_visible(status, publish_date)
          order by publish_date desc, id desc limit 1`,
      );
      paths.push('/', '/about', '/venues', `/news/${rows[0]!.id}`);
    }
    mkdirSync(outDir, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
      ],
    });
    try {
      for (const p of paths) {
        const newPage = async () => {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
          return { context, page: await context.newPage() };
        };
        // A first load warms the site server's cache and image variants; the next ones are traced.
        const warm = await newPage();
        await warm.page.goto(`${siteUrl}${p}`, { waitUntil: 'load' });
        await warm.page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
        await warm.context.close();
        const runs: (ReturnType<typeof longTasks> & { buffer: Buffer })[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          // Each traced load in a tab of its own, as a visitor's first visit: a tab that has shown
          // the site before may keep its renderer, whose JavaScript engine has already loaded
          // what a first visit pays for (the locale data of the first date format, for one).
          const { context, page } = await newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await browser.startTracing(page, { categories: TRACE_CATEGORIES });
          await page.goto(`${siteUrl}${p}`, { waitUntil: 'load' });
          // A fixed window after the load event, hydration and its effects included: nothing of
          // Playwright's may run in the page while it is traced (its scripts would be counted).
          await new Promise((resolve) => setTimeout(resolve, TRACE_AFTER_LOAD_MS));
          const buffer = await browser.stopTracing();
          const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
          runs.push({ ...longTasks(traceEvents, siteUrl), buffer });
          await context.close();
        }
        // The median run by blocking time is the one printed and kept.
        runs.sort((a, b) => a.blockingMs - b.blockingMs);
        const { long, totals, busyMs, blockingMs, buffer } = runs[Math.floor(runs.length / 2)]!;
        const file = path.join(outDir, `${p.replace(/^\W+|\W+$/g, '').replace(/\W+/g, '_') || 'home'}.json`);
        writeFileSync(file, buffer);
        console.log(
          `\n${p} (CPU ${CPU_SLOWDOWN}x slower, median of ${RUNS}): main thread busy ${busyMs.toFixed(0)} ms, ` +
            `blocking ${blockingMs.toFixed(0)} ms in ${long.length} long tasks ` +
            `(runs: ${runs.map((r) => r.blockingMs.toFixed(0)).join(', ')}); trace ${path.relative(repoRoot, file)}`,
        );
        for (const task of long) {
          console.log(
            `  task at ${task.atMs.toFixed(0)} ms, ${task.ms.toFixed(0)} ms: ` +
              task.parts.map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', '),
          );
          for (const [fn, ms] of task.functions) console.log(`    ${ms.toFixed(1)} ms in ${fn}`);
        }
        console.log(
          `  all tasks: ${totals
            .filter(([, ms]) => ms >= 5)
            .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
            .join(', ')}`,
        );
      }
    } finally {
      await browser.close();
    }
  });
  console.log(`\nload average (1 min) after: ${loadAverage()}`);
}

await main();
