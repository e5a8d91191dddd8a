import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from './context.ts';
import { CORS_EXPOSE_HEADERS_VALUE, discardBody, sendJson } from './httpUtil.ts';
import { NOT_UTF8_BODY, relayBody, relayOutage, sendRestartAnswer, tooLarge } from './restRelay.ts';

/**
 * The request body as the proxy holds it: none, read whole, or still to be streamed (checked to
 * be UTF-8 on its way through when it is text).
 */
export type RestBody = Buffer | 'stream' | 'text-stream' | undefined;

export interface UpstreamOptions {
  target: URL;
  /** Resolves once PostgREST answers again (it may be restarting). */
  postgrestReady: () => Promise<void>;
  maxBodyBytes: number;
  log: Logger;
}

const RESPONSE_DROP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection']);
/**
 * PostgREST echoes the request path in Content-Location. After a long filter (id=in.(...)) that
 * header alone can pass what HTTP clients accept (16 KB in Node's fetch): it is informational,
 * so a long one is left out.
 */
const MAX_CONTENT_LOCATION = 2048;
/** The longest wait for a restarting PostgREST before the request is answered 503. */
const READY_WAIT_MS = 10_000;
/** Methods PostgREST runs read-only: sending one again cannot apply anything twice. */
const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request whose upstream attempt failed may be sent once more, after PostgREST is back.
 * Only when its body is at hand, and either nothing reached PostgREST (connection refused: it is
 * down) or the request only reads (the connection broke while PostgREST worked on it). A write
 * in flight is never sent twice: it may have been applied, so its client is told to try again.
 */
function mayResend(err: NodeJS.ErrnoException, method: string | undefined, body: RestBody): boolean {
  if (body === 'stream' || body === 'text-stream') return false;
  if (err.code === 'ECONNREFUSED') return true;
  return err.code === 'ECONNRESET' && READ_ONLY.has(method ?? '');
}

/** PostgREST's answer headers with ours: hop-by-hop and CORS ones replaced. */
function answerHeaders(up: IncomingMessage): string[] {
  const out: string[] = [];
  const raw = up.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (RESPONSE_DROP.has(name) || name.startsWith('access-control-')) continue;
    if (name === 'content-location' && raw[i + 1]!.length > MAX_CONTENT_LOCATION) continue;
    out.push(raw[i]!, raw[i + 1]!);
  }
  out.push('Access-Control-Allow-Origin', '*', 'Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS_VALUE);
  return out;
}

/**
 * Sends requests to PostgREST over kept-alive connections and relays the answers. While
 * PostgREST restarts, a request that may be sent again waits for it (once, at most
 * READY_WAIT_MS); any other is answered 503 with Retry-After, never with a dropped connection.
 */
export function createUpstream(opts: UpstreamOptions) {
  // Idle connections are dropped after 5 s, well before PostgREST drops them (30 s): a request
  // is never written to a connection that the server is closing.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 256,
    maxFreeSockets: 256,
    noDelay: true,
    timeout: 5_000,
  });

  function streamBody(req: IncomingMessage, res: ServerResponse, request: http.ClientRequest, text: boolean) {
    // Count (and, for text, decode) the body on its way through: past the limit, or at a byte
    // that is not UTF-8, the upstream request is dropped before PostgREST has the whole body
    // (nothing reaches the database) and the client gets 413 or 400 while the rest of its body
    // is discarded.
    let size = 0;
    let limitHit = false;
    const decoder = text ? new TextDecoder('utf-8', { fatal: true }) : undefined;
    const refuse = (answer: () => void) => {
      limitHit = true;
      request.destroy();
      req.removeAllListeners('data');
      answer();
    };
    const validUtf8 = (chunk?: Buffer) => {
      try {
        decoder?.decode(chunk, { stream: chunk !== undefined });
        return true;
      } catch {
        return false;
      }
    };
    const notUtf8 = () => {
      sendJson(res, 400, NOT_UTF8_BODY);
      discardBody(req);
    };
    req.on('data', (chunk: Buffer) => {
      if (limitHit) return;
      size += chunk.length;
      if (size > opts.maxBodyBytes) return refuse(() => tooLarge(req, res, opts.maxBodyBytes));
      if (!validUtf8(chunk)) return refuse(notUtf8);
      if (!request.write(chunk)) {
        req.pause();
        request.once('drain', () => req.resume());
      }
    });
    req.on('end', () => {
      if (limitHit) return;
      if (!validUtf8()) return refuse(notUtf8);
      request.end();
    });
    req.on('error', () => request.destroy());
    return () => limitHit;
  }

  return function forward(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    headers: string[],
    body: RestBody,
  ): void {
    // Set when the client's connection closes before its answer is complete.
    let clientLeft = false;
    let request: http.ClientRequest | undefined;
    res.once('close', () => {
      if (res.writableFinished) return;
      clientLeft = true;
      request?.destroy();
      // One line, no stack: a client that leaves early is ordinary traffic.
      opts.log('info', `client closed the connection during ${req.method} /rest/v1${path.split('?')[0]}`);
    });

    const attempt = (retried: boolean) => {
      request = http.request({
        host: opts.target.hostname,
        port: opts.target.port,
        method: req.method,
        path,
        headers,
        agent,
        // Room for the long Content-Location PostgREST echoes (dropped when relayed).
        maxHeaderSize: 256 * 1024,
      });
      let limitHit = () => false;
      request.on('response', (up) => {
        if (up.statusCode === 503) relayOutage(up, res);
        else relayBody(up, res, up.statusCode ?? 502, answerHeaders(up), req.method === 'HEAD');
      });
      request.on('error', (err: NodeJS.ErrnoException) => {
        if (clientLeft || limitHit() || res.headersSent) {
          if (!res.writableFinished) res.destroy();
          return;
        }
        if (retried || !mayResend(err, req.method, body)) {
          sendRestartAnswer(res);
          return;
        }
        const timeout = new Promise((_, reject) => setTimeout(reject, READY_WAIT_MS).unref());
        Promise.race([opts.postgrestReady(), timeout]).then(
          () => (clientLeft ? undefined : attempt(true)),
          () => sendRestartAnswer(res),
        );
      });
      if (body === 'stream' || body === 'text-stream')
        limitHit = streamBody(req, res, request, body === 'text-stream');
      // One write: headers and a small body together.
      else request.end(body);
    };
    attempt(false);
  };
}
