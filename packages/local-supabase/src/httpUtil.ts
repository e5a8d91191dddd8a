import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';

/** Request headers the official clients send (supabase-js, ra-supabase), allowed cross-origin. */
export const CORS_ALLOW_HEADERS = [
  'authorization',
  'apikey',
  'x-client-info',
  'content-type',
  'x-supabase-api-version',
  'x-upsert',
  'cache-control',
  'x-metadata',
  'prefer',
  'range',
  'accept-profile',
  'content-profile',
  'accept',
];
/** Response headers browsers may read: Content-Range carries the totals of count=exact. */
export const CORS_EXPOSE_HEADERS = [
  'Content-Range',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'Content-Length',
  'ETag',
  'Content-Type',
];
export const CORS_EXPOSE_HEADERS_VALUE = CORS_EXPOSE_HEADERS.join(',');

/** The methods the API answers; anything else is 405 before it reaches a service. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Writes a JSON answer with the CORS headers every API answer carries. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': CORS_EXPOSE_HEADERS_VALUE,
    ...headers,
  });
  res.end(text);
}

/** How much of an unwanted body is read and dropped after answering, so the client sees the answer. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

/**
 * Reads and drops the rest of a request body we have already answered (a lingering close, as
 * nginx does): a client still sending would otherwise get a reset instead of our answer. A body
 * that goes on past 64 MB or 10 s gets its connection cut.
 */
export function discardBody(req: IncomingMessage): void {
  if (req.readableEnded || req.destroyed) return;
  let bytes = 0;
  const timer = setTimeout(() => req.destroy(), DISCARD_MAX_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > DISCARD_MAX_BYTES) req.destroy();
  });
  req.once('end', () => clearTimeout(timer));
  req.once('close', () => clearTimeout(timer));
  req.on('error', () => {});
  req.resume();
}

/**
 * Why a request target cannot be served, or undefined when it can: raw bytes outside printable
 * ASCII, a malformed percent-escape, percent-escapes that are not UTF-8, or an encoded NUL.
 * PostgreSQL and PostgREST answer such input with 500s; it is the client's error (400).
 */
export function invalidTarget(target: string): string | undefined {
  if (/[^\x21-\x7e]/.test(target)) return 'the URL holds characters that must be percent-encoded';
  if (!target.includes('%')) return undefined;
  const q = target.indexOf('?');
  const parts = [q >= 0 ? target.slice(0, q) : target, ...(q >= 0 ? target.slice(q + 1).split('&') : [])];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return 'the URL holds a malformed percent-escape or bytes that are not UTF-8';
    }
    if (decoded.includes('\u0000')) return 'the URL holds a NUL character';
  }
  return undefined;
}

/**
 * True when the client of this request has gone (its connection closed before the answer): an
 * error then is the client's leaving, worth one log line, not a stack trace or a 5xx.
 */
export function clientGone(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.destroyed === true;
}
