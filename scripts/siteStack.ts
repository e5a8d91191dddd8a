// A local-supabase stack (seeded) and the site server on free ports, for the benchmarks: what
// `npm start` runs, with the site's minimum loader time at 0 (the figures are about the site).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/freePort.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Stack = Awaited<ReturnType<typeof import('../packages/local-supabase/src/index.ts').startStack>>;

/** Runs `run` against a fresh stack and site server, and stops both afterwards. */
export async function withSiteStack<T>(run: (stack: Stack, siteUrl: string) => Promise<T>): Promise<T> {
  const { startStack } = await import('../packages/local-supabase/src/index.ts');
  const { seedMedia } = await import('../packages/demo-content/src/index.ts');
  const { startSiteServer } = await import('../packages/site-server/src/index.ts');
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
  try {
    await stack.pool.query('update public.site_settings set min_loader_ms = 0');
    const site = await startSiteServer({
      host: '127.0.0.1',
      port: sitePort,
      supabaseUrl: stack.url,
      anonKey: stack.config.anonKey,
      publicDist: path.join(repoRoot, 'public-site', 'dist'),
      publicServerEntry: path.join(repoRoot, 'public-site', 'dist-server', 'entry-server.js'),
      adminDist: path.join(repoRoot, 'admin', 'dist'),
      imageCacheDir: path.join(dataDir, 'image-cache'),
    });
    try {
      return await run(stack, site.url);
    } finally {
      await site.close();
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints rows as an aligned table, the first row as its header. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
