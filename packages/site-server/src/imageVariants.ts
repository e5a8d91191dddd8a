import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { DiskCache } from './diskCache.ts';

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

/**
 * The storage path of a `url` parameter in one canonical spelling, or null when it is not an
 * object of this project's public storage. Each segment is decoded and encoded again, so every
 * spelling of one object ('%6E' or 'n', '%2d' or '-') is one path, one cache entry and one fetch.
 * A segment that is empty, '.' or '..', or decodes to a slash, a backslash or NUL is refused.
 */
function storagePath(raw: string | undefined, supabaseUrl: string): string | null {
  if (!raw || raw.length > 1024) return null;
  let url: URL;
  try {
    url = new URL(raw, supabaseUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(supabaseUrl).origin || url.search || url.hash) return null;
  let segments: string[];
  try {
    segments = url.pathname.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.some((part) => part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part)))
    return null;
  const [storage, version, object, access, bucket, ...name] = segments;
  if (
    `${storage}/${version}/${object}/${access}` !== 'storage/v1/object/public' ||
    !/^[A-Za-z0-9_-]+$/.test(bucket ?? '') ||
    name.length === 0
  )
    return null;
  return `/${segments.map(encodeURIComponent).join('/')}`;
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

/** The bytes of a stored image, fetched from storage; refusals and failures as ImageErrors. */
async function fetchSource(fetchImpl: typeof fetch, url: string, maxBytes: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(15_000), redirect: 'error' });
  } catch {
    throw new ImageError(502, 'The image could not be fetched from storage.');
  }
  if (response.status === 404 || response.status === 400) throw new ImageError(404, 'No such image.');
  if (!response.ok) throw new ImageError(502, `Storage answered ${response.status}.`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!SOURCE_TYPES.has(type))
    throw new ImageError(415, 'Only PNG, JPEG, WebP and AVIF images can be resized.');
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new ImageError(413, 'The image is too large to resize.');
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > maxBytes) throw new ImageError(413, 'The image is too large to resize.');
  return body;
}

/** `original` resized to `width` (never enlarged, turned as its EXIF says) in `format`. */
async function resize(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? pipeline.avif({ quality: 55, effort: 3 })
      : format === 'webp'
        ? pipeline.webp({ quality: 78, effort: 4 })
        : pipeline.jpeg({ quality: 80, mozjpeg: true });
  return encoded.toBuffer().catch(() => {
    throw new ImageError(415, 'The stored file is not an image that can be resized.');
  });
}

/** What a request for a variant asks for, as the endpoint's query gives it. */
export interface VariantRequest {
  url: string | undefined;
  width: string | undefined;
  format: string | undefined;
  accept: string | undefined;
}

/** A valid request's source, width and format; a refusal (400) otherwise. */
function parseRequest(request: VariantRequest, widths: readonly number[], supabaseUrl: string) {
  const width = Number(request.width);
  if (!request.width || !/^\d+$/.test(request.width) || !widths.includes(width))
    throw new ImageError(400, `Use a width of ${widths.join(', ')}.`);
  const source = storagePath(request.url, supabaseUrl);
  if (!source) throw new ImageError(400, "Only images from this site's storage can be resized.");
  if (request.format !== undefined && !(VARIANT_FORMATS as readonly string[]).includes(request.format))
    throw new ImageError(400, `Use a format of ${VARIANT_FORMATS.join(', ')}.`);
  const format = (request.format as VariantFormat | undefined) ?? negotiateFormat(request.accept);
  return { source, width, format, negotiated: request.format === undefined };
}

/**
 * Resized copies of stored images, as well-known image endpoints make them: a width from a fixed
 * list, in AVIF or WebP (as the browser accepts) or JPEG, made with sharp (two at a time: the
 * work is CPU-bound and the machine's cores are shared) and kept on disk. Only this project's
 * public storage is ever fetched; the cache has a size bound; one making serves every request
 * for the same variant that arrives meanwhile.
 */
export function createImageVariants(options: ImageVariantOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const maxSourceBytes = options.maxSourceBytes ?? 20 * 1024 * 1024;
  const api = options.supabaseUrl.replace(/\/+$/, '');
  const run = limiter(2);
  const cache = new DiskCache(options.cacheDir, options.maxCacheBytes);
  const making = new Map<string, Promise<Buffer>>();

  async function make(source: string, width: number, format: VariantFormat, name: string): Promise<Buffer> {
    const original = await fetchSource(fetchImpl, `${api}${source}`, maxSourceBytes);
    const body = await run(() => resize(original, width, format));
    await cache.write(name, body);
    return body;
  }

  /** The variant of `url` at `width`, in `format` (or the one `accept` prefers). */
  async function variant(request: VariantRequest): Promise<ImageVariant> {
    const { source, width, format, negotiated } = parseRequest(request, options.widths, options.supabaseUrl);
    const key = createHash('sha256').update(`${source}|${width}|${format}`).digest('hex').slice(0, 40);
    const name = `${key}.${format}`;
    let body = await cache.read(name);
    if (!body) {
      let pending = making.get(name);
      if (!pending) {
        pending = make(source, width, format, name);
        making.set(name, pending);
        void pending.finally(() => making.delete(name)).catch(() => undefined);
      }
      body = await pending;
    }
    return { body, type: CONTENT_TYPES[format], etag: `"${key}"`, negotiated };
  }

  return { variant, ready: cache.ready };
}
