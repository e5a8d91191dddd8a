import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiKeyChecker, INVALID_KEY, MISSING_KEY } from './apikey.ts';
import type { Logger } from './context.ts';
import { discardBody, sendJson } from './httpUtil.ts';
import { NOT_UTF8_BODY, readSmallBody, SMALL_REQUEST, tooLarge } from './restRelay.ts';
import { createUpstream } from './restUpstream.ts';

export interface RestProxyOptions {
  /** Base URL of the PostgREST child, e.g. http://127.0.0.1:54323. */
  postgrestUrl: string;
  /** Resolves once PostgREST answers again (it may be restarting). */
  postgrestReady: () => Promise<void>;
  keys: ApiKeyChecker;
  maxBodyBytes: number;
  log: Logger;
}

/** Request headers that describe this hop, not the request (RFC 9110, 7.6.1), plus ours. */
const REQUEST_DROP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  'host',
  // CORS is answered by the gateway, not by PostgREST.
  'origin',
  // Checked here; like Kong's key-auth (hide_credentials) it goes no further.
  'apikey',
  // Set below to the TCP peer, as hosted Supabase's edge (Cloudflare) sets it: a caller cannot
  // choose the client address SQL reads (the registration forms' per-address limit).
  'cf-connecting-ip',
]);

const utf8 = new TextDecoder('utf-8', { fatal: true });
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/;

/** Node reads header bytes as latin1: a value with high bytes must be valid UTF-8 underneath. */
function isUtf8Header(value: string): boolean {
  if (!NON_ASCII.test(value)) return true;
  try {
    utf8.decode(Buffer.from(value, 'latin1'));
    return true;
  } catch {
    return false;
  }
}

/**
 * PostgREST reads a body as text unless it is declared binary: JSON (also when no type is given),
 * form-urlencoded, CSV, plain text. A text body that is not UTF-8 makes it fail with 500.
 */
function isTextBody(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    type === '' ||
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/x-www-form-urlencoded'
  );
}

function isUtf8(buffer: Buffer): boolean {
  try {
    utf8.decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/**
 * The API key (header, or `apikey=` in the query string) and the query string without it: like
 * Kong (hide_credentials), the key does not travel on, and PostgREST would read `apikey=` as a
 * column filter.
 */
function takeApiKey(req: IncomingMessage): { apikey: string | undefined; pathname: string; query: string } {
  const rawUrl = req.url ?? '/';
  const q = rawUrl.indexOf('?');
  let query = q >= 0 ? rawUrl.slice(q) : '';
  const pathname = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
  let apikey = req.headers.apikey;
  if (Array.isArray(apikey)) apikey = apikey[0];
  if (query.includes('apikey=')) {
    const params = new URLSearchParams(query.slice(1));
    apikey ||= params.get('apikey') ?? undefined;
    params.delete('apikey');
    const rest = params.toString();
    query = rest ? `?${rest}` : '';
  }
  return { apikey: apikey || undefined, pathname, query };
}

/**
 * The headers sent to PostgREST, as the raw [name, value, ...] list received (no header object is
 * built twice), or the name of a header that is not UTF-8: PostgREST hands every header to SQL as
 * JSON text and fails (500) on such bytes, which are the client's error.
 */
function upstreamHeaders(req: IncomingMessage, host: string, key: string): string[] | { badHeader: string } {
  const headers: string[] = ['Host', host];
  const raw = req.rawHeaders;
  let authorization = false;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (REQUEST_DROP.has(name)) continue;
    const value = raw[i + 1]!;
    if (!isUtf8Header(value)) return { badHeader: name };
    if (name === 'authorization') authorization = true;
    headers.push(raw[i]!, value);
  }
  // Without Authorization the key is the bearer (ra-supabase signed out; Kong does the same).
  if (!authorization) headers.push('Authorization', `Bearer ${key}`);
  const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '');
  if (peer) headers.push('cf-connecting-ip', peer);
  return headers;
}

/**
 * `/rest/v1/*` straight to PostgREST on Node's own HTTP machinery: the apikey check (cached),
 * Authorization defaulting to the key, text bodies checked to be UTF-8, CORS headers, a streamed
 * size limit, and both bodies piped,
 * never buffered beyond a small request. This path carries nearly all of the site's traffic, so
 * it avoids the per-request Request/Response objects of the web-standard stack the rest of the
 * gateway uses.
 */
export function createRestProxy(opts: RestProxyOptions) {
  const target = new URL(opts.postgrestUrl);
  const forward = createUpstream({
    target,
    postgrestReady: opts.postgrestReady,
    maxBodyBytes: opts.maxBodyBytes,
    log: opts.log,
  });

  return function handleRest(req: IncomingMessage, res: ServerResponse): void {
    const { apikey, pathname, query } = takeApiKey(req);
    if (!apikey) {
      sendJson(res, 401, MISSING_KEY);
      return;
    }
    const declared = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    const hasBody = chunked || (declared !== undefined && declared !== '0');
    if (declared !== undefined && Number(declared) > opts.maxBodyBytes && !chunked) {
      tooLarge(req, res, opts.maxBodyBytes);
      return;
    }
    opts.keys.isValid(apikey).then(
      (ok) => {
        const headers = ok ? upstreamHeaders(req, target.host, apikey) : undefined;
        if (!headers || !Array.isArray(headers)) {
          if (headers)
            sendJson(res, 400, { message: `The ${headers.badHeader} header holds bytes that are not UTF-8` });
          else sendJson(res, 401, INVALID_KEY);
          if (hasBody) discardBody(req);
          return;
        }
        const path = (pathname.slice('/rest/v1'.length) || '/') + query;
        const text = isTextBody(req.headers['content-type']);
        if (!hasBody) {
          forward(req, res, path, headers, undefined);
        } else if (declared !== undefined && !chunked && Number(declared) <= SMALL_REQUEST) {
          // The usual JSON body: read it whole (its size is known and small), send it in one piece.
          readSmallBody(req).then(
            (buffer) => {
              if (text && !isUtf8(buffer)) sendJson(res, 400, NOT_UTF8_BODY);
              else forward(req, res, path, headers, buffer);
            },
            () => res.destroy(),
          );
        } else {
          forward(req, res, path, headers, text ? 'text-stream' : 'stream');
        }
      },
      () => sendJson(res, 500, { message: 'Internal server error' }),
    );
  };
}
