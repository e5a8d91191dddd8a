import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { ApiKeyChecker, INVALID_KEY, MISSING_KEY } from './apikey.ts';
import { createAuthApp } from './auth/index.ts';
import type { ServiceContext } from './context.ts';
import { isDatabaseUnavailable } from './db.ts';
import {
  ALLOWED_METHODS,
  clientGone,
  CORS_ALLOW_HEADERS,
  CORS_EXPOSE_HEADERS,
  discardBody,
  invalidTarget,
  sendJson,
} from './httpUtil.ts';
import { createRestProxy } from './restProxy.ts';
import { createStorageApp } from './storage/index.ts';

/** What /health reports for each part: `up`, or `down` while it is unavailable. */
type PartStatus = 'up' | 'down';
export interface HealthReport {
  db: PartStatus;
  rest: PartStatus;
  auth: PartStatus;
  storage: PartStatus;
}

export interface GatewayOptions {
  ctx: ServiceContext;
  /** Base URL of the PostgREST child, e.g. http://127.0.0.1:54323. */
  postgrestUrl: string;
  /** Resolves once PostgREST answers again (it may be restarting). */
  postgrestReady: () => Promise<void>;
  /** The state of each part, for GET /health. */
  health: () => Promise<HealthReport>;
}

const ALLOWED = new Set(ALLOWED_METHODS);

/** supabase/auth reads at most 1 MB of a request body; so does this gateway for /auth/v1. */
const AUTH_MAX_BODY_BYTES = 1024 * 1024;

/**
 * Requests that browsers make by URL, without headers (an <img src>, an e-mail link): Kong leaves
 * these routes open on hosted Supabase and the services check what they need themselves.
 */
function isOpenRoute(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return (
    path.startsWith('/storage/v1/object/public/') ||
    path.startsWith('/storage/v1/render/image/public/') ||
    path.startsWith('/storage/v1/object/sign/') ||
    path === '/auth/v1/verify' ||
    path === '/auth/v1/health' ||
    path === '/auth/v1/settings'
  );
}

function jsonError(c: Context, status: number, body: Record<string, unknown>): Response {
  return c.json(body, status as 400);
}

/**
 * Kong's key-auth. For /storage, without Authorization the key becomes the bearer; the header is
 * set on the request in place (never by rebuilding it), so the body stays untouched until a
 * service decides to read it: a refused upload is answered without reading a byte. For /auth it
 * does not: an auth endpoint that needs a user answers a request without a token 401
 * no_authorization, as supabase/auth behind Kong does, rather than reading the key as a user.
 */
function apikeyCheck(keys: ApiKeyChecker, keyAsBearer: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (isOpenRoute(c.req.method, c.req.path)) return next();
    const apikey = c.req.header('apikey') || c.req.query('apikey') || '';
    if (!apikey) return jsonError(c, 401, MISSING_KEY);
    if (!(await keys.isValid(apikey))) return jsonError(c, 401, INVALID_KEY);
    if (keyAsBearer && !c.req.header('authorization'))
      c.req.raw.headers.set('authorization', `Bearer ${apikey}`);
    return next();
  };
}

/** Reads and drops the rest of a body; false when it is too long to wait for. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    bytes += value.byteLength;
    if (bytes > 64 * 1024 * 1024 || Date.now() > deadline) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

/**
 * Size limit of the small JSON bodies of /auth/v1 (declared or counted while reading): over it,
 * 413 JSON after the rest is read and dropped, as nginx's lingering close does, so clients see the
 * 413 instead of a reset. Uploads never pass here: storage streams and limits them itself.
 */
function jsonBodyLimit(maxBytes: number): MiddlewareHandler {
  const tooLarge = (c: Context, drained: boolean) => {
    if (!drained) c.header('Connection', 'close');
    return jsonError(c, 413, {
      code: 'request_too_large',
      message: `The request body is larger than ${maxBytes} bytes`,
    });
  };
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      if (Number(declared) <= maxBytes) return next();
      return tooLarge(c, await discard(c.req.raw.body!.getReader()));
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return tooLarge(c, await discard(reader));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.method,
      headers: c.req.raw.headers,
      body: Buffer.concat(chunks),
    });
    return next();
  };
}

/** True for the errors of a client that went away mid-request: worth one line, not a stack. */
function isClientAbort(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string } | null;
  return (
    e?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    e?.code === 'ABORT_ERR' ||
    e?.name === 'AbortError' ||
    e?.message === 'aborted'
  );
}

/** The Hono app of everything but /rest/v1: /auth/v1, /storage/v1, /health, CORS preflights. */
function createGatewayApp(opts: GatewayOptions): Hono {
  const { ctx } = opts;
  const app = new Hono();
  const keys = new ApiKeyChecker(ctx.config.jwtSecret);

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      return jsonError(c, err.status, { message: err.message || 'Request failed' });
    }
    if (clientGone(c) || isClientAbort(err)) {
      ctx.log('info', `client closed the connection during ${c.req.method} ${c.req.path}`);
      return jsonError(c, 400, { message: 'The request was aborted' });
    }
    if (isDatabaseUnavailable(err)) return jsonError(c, 503, { message: 'database unavailable' });
    // The client gets a generic message; the details (stack included) go to the log only.
    ctx.log('error', `unhandled error on ${c.req.method} ${c.req.path}: ${err.stack ?? String(err)}`);
    return jsonError(c, 500, { message: 'Internal server error' });
  });
  app.notFound((c) => jsonError(c, 404, { message: 'no Route matched with those values' }));

  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: CORS_ALLOW_HEADERS,
      allowMethods: ALLOWED_METHODS,
      exposeHeaders: CORS_EXPOSE_HEADERS,
      maxAge: 3600,
    }),
  );

  app.get('/health', async (c) => {
    const services = await opts.health();
    const healthy = Object.values(services).every((s) => s === 'up');
    return c.json(
      { status: healthy ? 'ok' : 'degraded', name: 'local-supabase', services },
      healthy ? 200 : 503,
    );
  });

  // `/x/*` also matches `/x` itself in Hono.
  for (const prefix of ['/rest/v1', '/storage/v1']) app.use(`${prefix}/*`, apikeyCheck(keys, true));
  app.use('/auth/v1/*', apikeyCheck(keys, false));
  app.use('/auth/v1/*', jsonBodyLimit(Math.min(AUTH_MAX_BODY_BYTES, ctx.config.maxBodyBytes)));

  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/storage/v1', createStorageApp(ctx));
  return app;
}

export interface Gateway {
  /** The Node request handler of the whole API. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  app: Hono;
}

/**
 * The Supabase API on one port. `/rest/v1` (all of the site's reads) goes through a lean Node
 * proxy to PostgREST; the rest through the Hono app. Methods the API does not have (TRACE,
 * CONNECT, ...) are 405 here, before any service sees them.
 */
export function createGateway(opts: GatewayOptions): Gateway {
  const app = createGatewayApp(opts);
  const honoListener = getRequestListener(app.fetch, {
    errorHandler: (err) => {
      opts.ctx.log('warn', `gateway: ${(err as Error).message ?? String(err)}`);
    },
  });
  const rest = createRestProxy({
    postgrestUrl: opts.postgrestUrl,
    postgrestReady: opts.postgrestReady,
    keys: new ApiKeyChecker(opts.ctx.config.jwtSecret),
    maxBodyBytes: opts.ctx.config.maxBodyBytes,
    log: opts.ctx.log,
  });
  return {
    app,
    handle(req, res) {
      const method = req.method ?? 'GET';
      if (!ALLOWED.has(method)) {
        sendJson(
          res,
          405,
          { message: `Method ${method} is not allowed` },
          { Allow: ALLOWED_METHODS.join(', ') },
        );
        discardBody(req);
        return;
      }
      const url = req.url ?? '/';
      const invalid = invalidTarget(url);
      if (invalid) {
        sendJson(res, 400, { message: `Invalid request target: ${invalid}` });
        discardBody(req);
        return;
      }
      if (
        method !== 'OPTIONS' &&
        (url === '/rest/v1' || url.startsWith('/rest/v1/') || url.startsWith('/rest/v1?'))
      ) {
        rest(req, res);
        return;
      }
      void honoListener(req, res);
    },
  };
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  408: 'Request timeout',
  414: 'URI too long',
  431: 'Request headers too large',
};

/**
 * The answer to a request Node's parser refused: headers over the limit are 431, unless it is the
 * request line (the URL) that does not fit, which is 414; a timeout 408; anything else 400.
 */
function clientErrorStatus(err: NodeJS.ErrnoException & { rawPacket?: Buffer }): number {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (err.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const endOfLine = err.rawPacket?.indexOf('\r\n') ?? -1;
  return endOfLine === -1 || endOfLine > 8 * 1024 ? 414 : 431;
}

export interface RunningGateway {
  server: http.Server;
  port: number;
  close(): Promise<void>;
}

/** Serves the gateway on host:port; resolves once listening. */
export function listenGateway(gateway: Gateway, host: string, port: number): Promise<RunningGateway> {
  return new Promise((resolve, reject) => {
    const server = http.createServer({ keepAliveTimeout: 65_000, noDelay: true }, (req, res) =>
      gateway.handle(req, res),
    );
    // A malformed request (bad request line, huge headers) is answered by Node (400/431) and
    // closed; a socket error of one client is not news.
    server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
      if (!socket.writable) return socket.destroy();
      const status = clientErrorStatus(err);
      const body = JSON.stringify({ message: CLIENT_ERROR_MESSAGES[status] ?? 'Bad request' });
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    // CONNECT (a proxy tunnel) never reaches the request handler: answer it the same 405.
    server.on('connect', (_req, socket) => {
      const body = JSON.stringify({ message: 'Method CONNECT is not allowed' });
      socket.on('error', () => {});
      socket.end(
        `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS.join(', ')}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    });
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      let closing: Promise<void> | undefined;
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        close() {
          closing ??= new Promise<void>((res) => {
            server.close(() => res());
            // Keep-alive connections of clients would hold close() open.
            server.closeAllConnections();
          });
          return closing;
        },
      });
    });
  });
}
