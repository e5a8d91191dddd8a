import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { fileURLToPath } from 'node:url';
import { SEED_ASSETS, SEED_MEDIA_VERSION, type SeedAsset } from './catalog.ts';

/** Repository root (two levels above packages/demo-content/src). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Logger = (level: 'info' | 'warn' | 'error', message: string) => void;

/** What local-supabase's seed hook hands over: the running API and its service key. */
export interface SeedMediaOptions {
  /** Base URL of the Supabase API (the gateway), e.g. http://127.0.0.1:54321. */
  url: string;
  serviceRoleKey: string;
  log: Logger;
}

export interface SeedMediaResult {
  files: number;
  bytes: number;
  generated: number;
  ms: number;
}

/**
 * Generated files are kept between runs: tests reset the database many times and the pictures
 * never change unless SEED_MEDIA_VERSION does. node_modules/.cache is where tools keep such
 * caches, and it survives a wipe of the data folder.
 */
export function seedMediaCacheDir(): string {
  return path.join(repoRoot, 'node_modules', '.cache', 'academy-seed-media');
}

/** Cache file of an asset: named by a hash of its source, so an edited scene is rendered again. */
export function cacheFile(asset: SeedAsset, cacheDir = seedMediaCacheDir()): string {
  const hash = createHash('sha256')
    .update(`v${SEED_MEDIA_VERSION}\n${asset.source()}`)
    .digest('hex')
    .slice(0, 16);
  const ext = path.extname(asset.path);
  return path.join(cacheDir, asset.bucket, `${asset.path.slice(0, -ext.length)}.${hash}${ext}`);
}

async function cachedRender(
  asset: SeedAsset,
  cacheDir: string,
): Promise<{ data: Buffer; generated: boolean }> {
  const file = cacheFile(asset, cacheDir);
  try {
    return { data: await readFile(file), generated: false };
  } catch {
    const data = await asset.render();
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: two stacks seeding at once (parallel test runs) never read half a file.
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
    return { data, generated: true };
  }
}

/** Runs fn over items with at most `limit` in flight: enough to overlap I/O on a 2-core machine. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Generates the demo pictures and the hero clip (SVG scenes rendered by sharp, the clip by
 * ffmpeg; nothing is downloaded) and uploads them through the storage API with the service key,
 * so object metadata and paths are exactly what an upload from the back office produces.
 * supabase/seed.sql refers to these objects by their relative public URLs.
 */
export async function seedMedia({ url, serviceRoleKey, log }: SeedMediaOptions): Promise<SeedMediaResult> {
  const started = performance.now();
  const supabase = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

  const cacheDir = seedMediaCacheDir();
  let generated = 0;
  let bytes = 0;
  // Rendering is CPU-bound (sharp uses its own threads); two at a time keeps the machine usable.
  const files = await mapLimit(SEED_ASSETS, 2, async (asset) => {
    const out = await cachedRender(asset, cacheDir);
    if (out.generated) generated++;
    return { asset, data: out.data };
  });
  const renderedMs = Math.round(performance.now() - started);
  await mapLimit(files, 6, async ({ asset, data }) => {
    const { error } = await supabase.storage.from(asset.bucket).upload(asset.path, data, {
      contentType: asset.contentType,
      cacheControl: '3600',
      upsert: true,
    });
    if (error) throw new Error(`Could not upload ${asset.bucket}/${asset.path}: ${error.message}`);
    bytes += data.length;
  });

  const ms = Math.round(performance.now() - started);
  log(
    'info',
    `seeded ${files.length} demo media files (${Math.round(bytes / 1024)} KB) in ${ms} ms: ${generated} generated ` +
      `and ${files.length - generated} from cache in ${renderedMs} ms, uploaded in ${ms - renderedMs} ms`,
  );
  return { files: files.length, bytes, generated, ms };
}
