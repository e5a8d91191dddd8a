import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { ApiKeyChecker, INVALID_KEY, MISSING_KEY } from './apikey.ts';
import type { Logger } from './context.ts';
import { CORS_EXPOSE_HEADERS_VALUE, discardBody, sendJson } from './httpUtil.ts';

export interface RestProxyOptions {
  /** Base URL of the PostgREST child, e.g. http://127.0.0.1:54323. */
  postgrestUrl: string;
  /** Resolves once PostgREST answers again (it may be restarting). */
  postgrestReady: () => Promise<void>;
  keys: ApiKeyChecker;
  maxBodyBytes: number;
  log: Logger;
}

/** Request headers that describe this hop, not the request (RFC 9110 §7.6.1), plus ours. */
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
const RESPONSE_DROP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection']);
/**
 * PostgREST echoes the request path in Content-Location. After a long filter (id=in.(...)) that
 * header alone can pass what HTTP clients accept (16 KB in Node's fetch): it is informational,
 * so a long one is left out.
 */
const MAX_CONTENT_LOCATION = 2048;

const DOWN = {
  message: 'An invalid response was received from the upstream server',
  hint: 'PostgREST is not answering; it is restarted automatically.',
};

/**
 * `/rest/v1/*` straight to PostgREST on Node's own HTTP machinery: the apikey check (cached),
 * Authorization defaulting to the key, CORS headers, a streamed size limit, and both bodies piped,
 * never buffered. This path carries nearly all of the site's traffic, so it avoids the per-request
 * Request/Response objects of the web-standard stack the rest of the gateway uses.
 */
export function createRestProxy(opts: RestProxyOptions) {
  const target = new URL(opts.postgrestUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256, noDelay: true });
  /** The upstream request of each response (a retry replaces it). */
  const current = new WeakMap<ServerResponse, { request?: http.ClientRequest }>();

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    headers: string[],
    body: Buffer | 'stream' | undefined,
    retried: boolean,
  ): void => {
    let limitHit = false;
    const upstream = current.get(res) ?? {};
    const request = http.request({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers,
      agent,
      // Room for the long Content-Location PostgREST echoes (dropped below).
      maxHeaderSize: 256 * 1024,
    });
    const clientGone = () => !res.writableFinished && (res.destroyed || req.destroyed);
    if (!retried) {
      current.set(res, upstream);
      // One line, no stack: a client that leaves early is ordinary traffic.
      res.once('close', () => {
        if (res.writableFinished) return;
        upstream.request?.destroy();
        opts.log('info', `client closed the connection during ${req.method} /rest/v1${path.split('?')[0]}`);
      });
    }
    upstream.request = request;
    request.on('response', (up) => {
      if (up.statusCode === 503) {
        relayOutage(up, res);
        return;
      }
      const out: string[] = [];
      const raw = up.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        const name = raw[i]!.toLowerCase();
        if (RESPONSE_DROP.has(name) || name.startsWith('access-control-')) continue;
        if (name === 'content-location' && raw[i + 1]!.length > MAX_CONTENT_LOCATION) continue;
        out.push(raw[i]!, raw[i + 1]!);
      }
      out.push(
        'Access-Control-Allow-Origin',
        '*',
        'Access-Control-Expose-Headers',
        CORS_EXPOSE_HEADERS_VALUE,
      );
      relayBody(up, res, up.statusCode ?? 502, out, req.method === 'HEAD');
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (limitHit || clientGone() || res.headersSent) {
        if (!res.writableFinished) res.destroy();
        return;
      }
      // PostgREST may be restarting after a crash: a request whose body is at hand (none, or
      // small and read already) can safely wait once.
      if (body !== 'stream' && !retried && (err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET')) {
        const timeout = new Promise((_, reject) => setTimeout(reject, 10_000).unref());
        Promise.race([opts.postgrestReady(), timeout]).then(
          () => (clientGone() ? undefined : forward(req, res, path, headers, body, true)),
          () => sendJson(res, 503, DOWN),
        );
        return;
      }
      sendJson(res, 503, DOWN);
    });

    if (body !== 'stream') {
      // One write: headers and a small body together.
      request.end(body);
      return;
    }
    // Count the body on its way through: past the limit the upstream request is dropped (nothing
    // reaches the database) and the client gets 413 while the rest of its body is discarded.
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (limitHit) return;
      size += chunk.length;
      if (size > opts.maxBodyBytes) {
        limitHit = true;
        request.destroy();
        req.removeAllListeners('data');
        tooLarge(req, res, opts.maxBodyBytes);
        return;
      }
      if (!request.write(chunk)) {
        req.pause();
        request.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (!limitHit) request.end();
    });
    req.on('error', () => request.destroy());
  };

  return function handleRest(req: IncomingMessage, res: ServerResponse): void {
    const rawUrl = req.url ?? '/';
    const q = rawUrl.indexOf('?');
    let query = q >= 0 ? rawUrl.slice(q) : '';
    const pathname = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
    let apikey = req.headers.apikey;
    if (Array.isArray(apikey)) apikey = apikey[0];
    if (query.includes('apikey=')) {
      // Like Kong (hide_credentials), the key does not travel on in the query string: PostgREST
      // would read `apikey=` as a column filter.
      const params = new URLSearchParams(query.slice(1));
      apikey ||= params.get('apikey') ?? undefined;
      params.delete('apikey');
      const rest = params.toString();
      query = rest ? `?${rest}` : '';
    }
    if (!apikey) {
      sendJson(res, 401, MISSING_KEY);
      return;
    }
    const declared = req.headers['content-length'];
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0');
    if (declared !== undefined && Number(declared) > opts.maxBodyBytes && !req.headers['transfer-encoding']) {
      tooLarge(req, res, opts.maxBodyBytes);
      return;
    }
    const key = apikey;
    opts.keys.isValid(key).then(
      (ok) => {
        if (!ok) {
          sendJson(res, 401, INVALID_KEY);
          if (hasBody) discardBody(req);
          return;
        }
        // The raw [name, value, ...] list, as received: no header object is built twice.
        const headers: string[] = ['Host', target.host];
        const raw = req.rawHeaders;
        let authorization = false;
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i]!.toLowerCase();
          if (REQUEST_DROP.has(name)) continue;
          const value = raw[i + 1]!;
          // PostgREST hands every header to SQL as JSON text and fails (500) on bytes that are
          // not UTF-8: they are the client's error.
          if (NON_ASCII.test(value) && !isUtf8Header(value)) {
            sendJson(res, 400, { message: `The ${name} header holds bytes that are not UTF-8` });
            if (hasBody) discardBody(req);
            return;
          }
          if (name === 'authorization') authorization = true;
          headers.push(raw[i]!, value);
        }
        // Without Authorization the key is the bearer (ra-supabase signed out; Kong does the same).
        if (!authorization) headers.push('Authorization', `Bearer ${key}`);
        const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '');
        if (peer) headers.push('cf-connecting-ip', peer);
        const path = (pathname.slice('/rest/v1'.length) || '/') + query;
        if (!hasBody) {
          forward(req, res, path, headers, undefined, false);
        } else if (
          declared !== undefined &&
          !req.headers['transfer-encoding'] &&
          Number(declared) <= SMALL_REQUEST
        ) {
          // The usual JSON body: read it whole (its size is known and small), send it in one piece.
          readSmallBody(req).then(
            (buffer) => forward(req, res, path, headers, buffer, false),
            () => res.destroy(),
          );
        } else {
          forward(req, res, path, headers, 'stream', false);
        }
      },
      () => sendJson(res, 500, { message: 'Internal server error' }),
    );
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/;

/** Node reads header bytes as latin1: a value with high bytes must be valid UTF-8 underneath. */
function isUtf8Header(value: string | string[]): boolean {
  for (const v of Array.isArray(value) ? value : [value]) {
    if (!NON_ASCII.test(v)) continue;
    try {
      utf8.decode(Buffer.from(v, 'latin1'));
    } catch {
      return false;
    }
  }
  return true;
}

/** Request bodies of a declared size up to this are read whole before they are sent on. */
const SMALL_REQUEST = 64 * 1024;

function readSmallBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Bodies up to this size are sent in one piece with a Content-Length; larger ones stream. */
const SMALL_BODY = 256 * 1024;

/**
 * Relays PostgREST's answer. PostgREST streams (chunked) even small JSON; relayed as is, that is
 * several writes and packets per answer. A small body is gathered and sent in one write with a
 * Content-Length; one that grows past SMALL_BODY streams on from there.
 */
function relayBody(
  up: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: string[],
  head: boolean,
): void {
  if (up.headers['content-length'] !== undefined || head || status === 204 || status === 304) {
    res.writeHead(status, headers);
    up.pipe(res);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let streaming = false;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    chunks.push(chunk);
    if (size <= SMALL_BODY) return;
    streaming = true;
    up.off('data', onData);
    up.off('end', onEnd);
    res.writeHead(status, headers);
    for (const c of chunks.splice(0)) res.write(c);
    up.pipe(res);
  };
  const onEnd = () => {
    if (streaming) return;
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
    headers.push('Content-Length', String(size));
    res.writeHead(status, headers);
    res.end(body);
  };
  up.on('data', onData);
  up.on('end', onEnd);
  up.on('error', () => res.destroy());
}

function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  sendJson(res, 413, {
    code: 'request_too_large',
    message: `The request body is larger than ${maxBytes} bytes`,
  });
  discardBody(req);
}

/**
 * PostgREST's 503 names the database's host and port (its connection error) in `details`: the
 * caller learns only that the database is unavailable. The original goes to nobody: the stack
 * logs the outage itself.
 */
function relayOutage(up: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  let size = 0;
  up.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= 64 * 1024) chunks.push(chunk);
  });
  up.on('end', () => {
    let code: unknown = 'PGRST001';
    try {
      code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: unknown }).code ?? code;
    } catch {
      // not JSON: keep the generic code
    }
    const retryAfter = up.headers['retry-after'];
    sendJson(
      res,
      503,
      { code, details: null, hint: 'Try again in a moment.', message: 'database unavailable' },
      retryAfter ? { 'Retry-After': String(retryAfter) } : {},
    );
  });
  up.on('error', () => res.destroy());
}
