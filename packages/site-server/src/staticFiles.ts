import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A response body with its compressed forms (made once, reused for every request). */
export interface CachedBody {
  body: Buffer;
  type: string;
  gzip?: Buffer;
  brotli?: Buffer;
}

/** The MIME type of a file name. */
function typeOf(name: string): string {
  return TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Compresses a body with gzip and brotli when it is worth it. Both run on libuv's thread pool,
 * never on the event loop. `quality` is brotli's: 9 for built files (made once at start), lower
 * for rendered pages (made per page, at most a few times a second).
 */
export async function compress(body: Buffer, type: string, brotliQuality: number): Promise<CachedBody> {
  const entry: CachedBody = { body, type };
  if (body.length <= 512 || !COMPRESSIBLE.has(extensionOfType(type))) return entry;
  [entry.gzip, entry.brotli] = await Promise.all([
    gzipAsync(body, { level: brotliQuality >= 9 ? 9 : 6 }),
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return entry;
}

function extensionOfType(type: string): string {
  const found = Object.entries(TYPES).find(([, value]) => value === type);
  return found ? found[0] : '';
}

/** The body to send for an Accept-Encoding header. */
export function pickEncoding(file: CachedBody, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding) && file.brotli) return { body: file.brotli, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) && file.gzip) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

/**
 * The files of a built app that may be served: everything under `dist` except what only the
 * build and the server use (dot folders such as `.vite/` with its manifest) and the names in
 * `exclude`. Listed once at start, so a request can only ever reach one of these files.
 */
export async function listServableFiles(dist: string, exclude: readonly string[] = []): Promise<Set<string>> {
  const names = await readdir(dist, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = new Set<string>();
  for (const entry of names) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (relative.split('/').some((part) => part.startsWith('.'))) continue;
    if (exclude.includes(relative)) continue;
    files.add(`/${relative}`);
  }
  return files;
}

/** One built app's servable files, read and compressed on first use (or ahead, by warm()). */
export class StaticFiles {
  private readonly cache = new Map<string, Promise<CachedBody>>();

  constructor(
    readonly dist: string,
    readonly files: Set<string>,
  ) {}

  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }

  get(urlPath: string): Promise<CachedBody> | null {
    if (!this.files.has(urlPath)) return null;
    let entry = this.cache.get(urlPath);
    if (!entry) {
      entry = readFile(path.join(this.dist, urlPath)).then((body) => compress(body, typeOf(urlPath), 9));
      this.cache.set(urlPath, entry);
    }
    return entry;
  }

  /** Reads and compresses every file ahead of its first request, so no visitor waits for it. */
  async warm(): Promise<void> {
    for (const file of this.files) {
      if (COMPRESSIBLE.has(path.extname(file).toLowerCase())) await this.get(file);
    }
  }
}
