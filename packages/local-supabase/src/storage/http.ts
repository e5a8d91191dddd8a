import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { ServiceContext } from '../context.ts';
import { verifyJwt, type SupabaseClaims } from '../jwt.ts';
import { ERRORS } from './errors.ts';
import { openForRead } from './files.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's verified claims. A missing, forged or expired token is refused the way
 * supabase/storage does (HTTP 400, statusCode "403", AccessDenied, the verifier's message).
 */
export async function callerClaims(c: Context, ctx: ServiceContext): Promise<SupabaseClaims> {
  const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
  if (!token) throw ERRORS.accessDenied('jwt must be provided');
  try {
    return await verifyJwt(token, ctx.config.jwtSecret);
  } catch (err) {
    throw ERRORS.accessDenied(err instanceof Error ? err.message : 'invalid JWT');
  }
}

/** `owner` (uuid) and `owner_id` (text) of rows written by this caller. */
export function ownerOf(claims: SupabaseClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}

/** Reads a JSON object body; an empty body is `{}`. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ERRORS.invalidRequest('Body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ERRORS.invalidRequest('body must be object');
  }
  return value as Record<string, unknown>;
}

export function intOption(value: unknown, name: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min) {
    throw ERRORS.invalidRequest(`${name} must be an integer >= ${min}`);
  }
  return Math.min(n, max);
}

/** Object row fields needed to serve its bytes. */
export interface ServedObject {
  name: string;
  metadata: Record<string, unknown> | null;
  version: string | null;
  updated_at: Date | null;
}

type ByteRange = { start: number; end: number };

/**
 * Parses a single `bytes=` range (RFC 9110). Returns undefined to ignore the header (malformed,
 * or several ranges: serving the whole representation is allowed) and 'unsatisfiable' for 416.
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return undefined;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

function contentDisposition(name: string, download: string): string {
  const filename = download !== '' ? download : (name.split('/').pop() ?? name);
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Answers an object's bytes with its stored content type and cache-control, an ETag
 * (If-None-Match → 304), Last-Modified (If-Modified-Since → 304) and single byte ranges
 * (206 with Content-Range; 416 when unsatisfiable). HEAD gets the headers only.
 */
export async function serveObject(
  c: Context,
  ctx: ServiceContext,
  row: ServedObject,
  file: string,
): Promise<Response> {
  const opened = await openForRead(file);
  if (!opened) {
    ctx.log('warn', 'storage: object row without a file on disk', { name: row.name });
    throw ERRORS.noSuchKey();
  }
  const meta = row.metadata ?? {};
  const etag =
    typeof meta.eTag === 'string' && meta.eTag !== ''
      ? meta.eTag
      : `"${row.version ?? opened.mtime.getTime()}"`;
  const lastModified = row.updated_at ?? opened.mtime;
  const headers = new Headers({
    'Content-Type': typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
    'Cache-Control': typeof meta.cacheControl === 'string' ? meta.cacheControl : 'no-cache',
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
    // The stored type is the one sniffed at upload; browsers must not second-guess it.
    'X-Content-Type-Options': 'nosniff',
  });
  // Uploaded markup (SVG, HTML, XML) opened directly must not run scripts on the API's origin.
  if (
    /^(text\/html|image\/svg\+xml|application\/xhtml\+xml|text\/xml|application\/xml)\b/i.test(
      headers.get('Content-Type') ?? '',
    )
  ) {
    headers.set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
  }
  const download = c.req.query('download');
  if (download !== undefined) headers.set('Content-Disposition', contentDisposition(row.name, download));

  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  const notModified =
    ifNoneMatch !== undefined
      ? etagMatches(ifNoneMatch, etag)
      : ifModifiedSince !== undefined &&
        !Number.isNaN(Date.parse(ifModifiedSince)) &&
        Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (notModified) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }

  let range: ByteRange | undefined;
  const rangeHeader = c.req.header('range');
  const ifRange = c.req.header('if-range');
  if (rangeHeader && (ifRange === undefined || ifRange.trim() === etag)) {
    const parsed = parseRange(rangeHeader, opened.size);
    if (parsed === 'unsatisfiable') throw ERRORS.invalidRange(opened.size);
    range = parsed;
  }
  const status = range ? 206 : 200;
  const length = range ? range.end - range.start + 1 : opened.size;
  headers.set('Content-Length', String(length));
  if (range) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${opened.size}`);
  if (c.req.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  const stream = opened.stream(range);
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status, headers });
}
