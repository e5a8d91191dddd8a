import type { IncomingMessage, ServerResponse } from 'node:http';
import { discardBody, sendJson } from './httpUtil.ts';

/** Request bodies of a declared size up to this are read whole before they are sent on. */
export const SMALL_REQUEST = 64 * 1024;

/** Bodies up to this size are answered in one piece with a Content-Length; larger ones stream. */
const SMALL_BODY = 256 * 1024;

/** How long a client is told to wait before trying again, as the site's other 503s say. */
export const RETRY_AFTER_SECONDS = '1';

export function readSmallBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The answer to a text body that is not UTF-8, in PostgREST's error shape (its code for a bad body). */
export const NOT_UTF8_BODY = {
  code: 'PGRST102',
  details: null,
  hint: 'Send the body encoded as UTF-8.',
  message: 'The request body is not valid UTF-8',
};

export function tooLarge(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  sendJson(res, 413, {
    code: 'request_too_large',
    message: `The request body is larger than ${maxBytes} bytes`,
  });
  discardBody(req);
}

/**
 * PostgREST stopped before it answered (killed, crashed, restarting): 503 with Retry-After, so
 * the client tries again once it is back. A write in flight may or may not have been applied.
 */
export function sendRestartAnswer(res: ServerResponse): void {
  sendJson(
    res,
    503,
    {
      code: 'PGRST_UNAVAILABLE',
      details: null,
      hint: 'PostgREST is restarted automatically.',
      message: 'The REST API is restarting: try again in a moment',
    },
    { 'Retry-After': RETRY_AFTER_SECONDS },
  );
}

/**
 * Relays PostgREST's answer. PostgREST streams (chunked) even small JSON; relayed as is, that is
 * several writes and packets per answer. A small body is gathered and sent in one write with a
 * Content-Length; one that grows past SMALL_BODY streams on from there. An answer cut off before
 * anything was sent to the client becomes the restart answer; one cut off while streaming can
 * only end the connection.
 */
export function relayBody(
  up: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: string[],
  head: boolean,
): void {
  if (up.headers['content-length'] !== undefined || head || status === 204 || status === 304) {
    res.writeHead(status, headers);
    up.pipe(res);
    up.on('error', () => res.destroy());
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
  up.on('error', () => (streaming ? res.destroy() : sendRestartAnswer(res)));
}

/**
 * PostgREST's 503 names the database's host and port (its connection error) in `details`: the
 * caller learns only that the database is unavailable. The original goes to nobody: the stack
 * logs the outage itself.
 */
export function relayOutage(up: IncomingMessage, res: ServerResponse): void {
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
      { 'Retry-After': retryAfter ? String(retryAfter) : RETRY_AFTER_SECONDS },
    );
  });
  up.on('error', () => sendRestartAnswer(res));
}
