/**
 * `npm test`: every check CI runs, in order, stopping at the first failure:
 * Chromium present, typecheck, lint (eslint, knip) + format, unit tests, integration tests against a real
 * local-supabase, build, end-to-end tests in Chromium. Ends with one "N passed, N failed" line.
 *
 * `npm test -- unit integration` runs only the named steps.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Reads the number of tests from the runner's JSON report, when the step runs tests. */
  counts?: () => Counts;
}

function vitestCounts(file: string): () => Counts {
  return () => {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  };
}

function playwrightCounts(file: string): () => Counts {
  return () => {
    const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  };
}

const unitReport = path.join(results, 'unit.json');
const integrationReport = path.join(results, 'integration.json');
const e2eReport = path.join(results, 'e2e.json');

const steps: Step[] = [
  { name: 'chromium', command: 'bash', args: ['scripts/ensure-chromium.sh'] },
  { name: 'typecheck', command: bin('tsc'), args: ['-b'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  // No unused files, dependencies or exports (knip.jsonc).
  { name: 'knip', command: bin('knip'), args: ['--no-progress'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level=warn'] },
  {
    name: 'unit',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
    counts: vitestCounts(unitReport),
  },
  {
    name: 'integration',
    command: bin('vitest'),
    args: [
      'run',
      '-c',
      'packages/local-supabase/vitest.integration.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${integrationReport}`,
    ],
    counts: vitestCounts(integrationReport),
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    counts: playwrightCounts(e2eReport),
  },
];

const only = new Set(process.argv.slice(2));
const selected = only.size ? steps.filter((s) => only.has(s.name)) : steps;
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];
let failedStep: string | undefined;

for (const step of selected) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name.padEnd(12)} ${seconds.padStart(6)} s  ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (step.counts) {
    const reportFile =
      step.name === 'e2e' ? e2eReport : step.name === 'unit' ? unitReport : integrationReport;
    if (existsSync(reportFile)) {
      const counts = step.counts();
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
  }
  if (result.status !== 0) {
    failedStep = step.name;
    break;
  }
}

console.log('\n=== summary ===');
for (const line of timings) console.log(line);
if (failedStep) {
  console.log(`\nStep "${failedStep}" failed; later steps did not run.`);
}
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
