import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** The formats a variant is made in; `jpeg` is for link previews (og:image), which want JPEG. */
const VARIANT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};
// Raster types a variant may be made from (what the storage buckets accept, minus GIF animations).
const SOURCE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif']);
const PUBLIC_OBJECT = /^\/storage\/v1\/object\/public\/[A-Za-z0-9_-]+\/[^?#\\]+$/;

export interface ImageVariantOptions {
  /** The Supabase API whose storage images come from (the only origin ever fetched). */
  supabaseUrl: string;
  /** Widths a variant may have (the site's srcset widths); any other is refused. */
  widths: readonly number[];
  /** Folder of the disk cache. */
  cacheDir: string;
  /** Largest total size of the disk cache; the least recently used variants go first. */
  maxCacheBytes: number;
  /** Largest source image fetched. */
  maxSourceBytes?: number;
  fetch?: typeof fetch;
}

/** A variant ready to send. */
export interface ImageVariant {
  body: Buffer;
  type: string;
  etag: string;
  /** True when the format was chosen from the Accept header (the response varies by it). */
  negotiated: boolean;
}

/** A refusal or failure, with the HTTP status and a message for the JSON answer. */
export class ImageError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415 | 502,
    message: string,
  ) {
    super(message);
  }
}

/** The storage path of a `url` parameter, or null when it is not this project's public storage. */
function storagePath(raw: string | undefined, supabaseUrl: string): string | null {
  if (!raw || raw.length > 1024) return null;
  let url: URL;
  try {
    url = new URL(raw, supabaseUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(supabaseUrl).origin || url.search || url.hash) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.split('/').some((part) => part === '..' || part === '.') || decoded.includes('\0')) return null;
  return PUBLIC_OBJECT.test(url.pathname) ? url.pathname : null;
}

/** The best format a browser accepts: AVIF, else WebP, else JPEG. */
function negotiateFormat(accept: string | undefined): VariantFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/** At most `limit` tasks at once (sharp work is CPU-bound: the machine's cores are shared). */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Resized copies of stored images, as well-known image endpoints make them: a width from a fixed
 * list, in AVIF or WebP (as the browser accepts) or JPEG, made with sharp and kept on disk. Only
 * this project's public storage is ever fetched; the cache has a size bound.
 */
export function createImageVariants(options: ImageVariantOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const maxSourceBytes = options.maxSourceBytes ?? 20 * 1024 * 1024;
  const run = limiter(2);
  const making = new Map<string, Promise<ImageVariant>>();
  // What the disk cache holds: name -> size and last use, to evict the least recently used.
  const entries = new Map<string, { size: number; used: number }>();
  let total = 0;
  const ready = (async () => {
    await mkdir(options.cacheDir, { recursive: true });
    for (const name of await readdir(options.cacheDir)) {
      if (name.endsWith('.tmp')) {
        await unlink(path.join(options.cacheDir, name)).catch(() => undefined);
        continue;
      }
      const info = await stat(path.join(options.cacheDir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      entries.set(name, { size: info.size, used: info.mtimeMs });
      total += info.size;
    }
    await evict();
  })();

  async function evict(): Promise<void> {
    if (total <= options.maxCacheBytes) return;
    const oldest = [...entries].sort((a, b) => a[1].used - b[1].used);
    for (const [name, entry] of oldest) {
      if (total <= options.maxCacheBytes * 0.9) break;
      entries.delete(name);
      total -= entry.size;
      await unlink(path.join(options.cacheDir, name)).catch(() => undefined);
    }
  }

  async function fetchSource(source: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetchImpl(`${options.supabaseUrl.replace(/\/+$/, '')}${source}`, {
        signal: AbortSignal.timeout(15_000),
        redirect: 'error',
      });
    } catch {
      throw new ImageError(502, 'The image could not be fetched from storage.');
    }
    if (response.status === 404 || response.status === 400) throw new ImageError(404, 'No such image.');
    if (!response.ok) throw new ImageError(502, `Storage answered ${response.status}.`);
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!SOURCE_TYPES.has(type))
      throw new ImageError(415, 'Only PNG, JPEG, WebP and AVIF images can be resized.');
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > maxSourceBytes) throw new ImageError(413, 'The image is too large to resize.');
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxSourceBytes) throw new ImageError(413, 'The image is too large to resize.');
    return body;
  }

  async function make(source: string, width: number, format: VariantFormat, name: string): Promise<Buffer> {
    const original = await fetchSource(source);
    const pipeline = sharp(original, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    try {
      const body = await run(() =>
        (format === 'avif'
          ? pipeline.avif({ quality: 55, effort: 3 })
          : format === 'webp'
            ? pipeline.webp({ quality: 78, effort: 4 })
            : pipeline.jpeg({ quality: 80, mozjpeg: true })
        ).toBuffer(),
      );
      // Written whole, then renamed: a crash never leaves half a file under the real name.
      const file = path.join(options.cacheDir, name);
      await writeFile(`${file}.tmp`, body);
      await rename(`${file}.tmp`, file);
      entries.set(name, { size: body.length, used: Date.now() });
      total += body.length;
      await evict();
      return body;
    } catch (error) {
      if (error instanceof ImageError) throw error;
      throw new ImageError(415, 'The stored file is not an image that can be resized.');
    }
  }

  /** The variant of `url` at `width`, in `format` (or the one `accept` prefers). */
  async function variant(request: {
    url: string | undefined;
    width: string | undefined;
    format: string | undefined;
    accept: string | undefined;
  }): Promise<ImageVariant> {
    const width = Number(request.width);
    if (!request.width || !/^\d+$/.test(request.width) || !options.widths.includes(width))
      throw new ImageError(400, `Use a width of ${options.widths.join(', ')}.`);
    const source = storagePath(request.url, options.supabaseUrl);
    if (!source) throw new ImageError(400, "Only images from this site's storage can be resized.");
    if (request.format !== undefined && !(VARIANT_FORMATS as readonly string[]).includes(request.format))
      throw new ImageError(400, `Use a format of ${VARIANT_FORMATS.join(', ')}.`);
    const negotiated = request.format === undefined;
    const format = (request.format as VariantFormat | undefined) ?? negotiateFormat(request.accept);
    const key = createHash('sha256').update(`${source}|${width}|${format}`).digest('hex').slice(0, 40);
    const name = `${key}.${format}`;
    const etag = `"${key}"`;
    await ready;

    const known = entries.get(name);
    if (known) {
      const body = await readFile(path.join(options.cacheDir, name)).catch(() => null);
      if (body) {
        known.used = Date.now();
        void utimes(path.join(options.cacheDir, name), new Date(), new Date()).catch(() => undefined);
        return { body, type: CONTENT_TYPES[format], etag, negotiated };
      }
      entries.delete(name);
      total -= known.size;
    }
    // One making per variant, however many visitors ask for it at once.
    let pending = making.get(name);
    if (!pending) {
      pending = make(source, width, format, name).then((body) => ({
        body,
        type: CONTENT_TYPES[format],
        etag,
        negotiated,
      }));
      making.set(name, pending);
      void pending.finally(() => making.delete(name)).catch(() => undefined);
    }
    const made = await pending;
    return { ...made, negotiated };
  }

  return { variant, ready };
}
