import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { proxy } from 'hono/proxy';
import { createAuthApp } from './auth/index.ts';
import type { ServiceContext } from './context.ts';
import { verifyJwt } from './jwt.ts';
import { createStorageApp } from './storage/index.ts';

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

export interface GatewayOptions {
  ctx: ServiceContext;
  /** Base URL of the PostgREST child, e.g. http://127.0.0.1:54323. */
  postgrestUrl: string;
  /** Resolves once PostgREST answers again (it may be restarting). */
  postgrestReady: () => Promise<void>;
}

const API_ROLES = new Set(['anon', 'service_role']);

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

/** Kong's key-auth as the Supabase CLI configures it: a valid anon or service_role key is required. */
function apikeyCheck(ctx: ServiceContext): MiddlewareHandler {
  return async (c, next) => {
    if (isOpenRoute(c.req.method, c.req.path)) return next();
    const url = new URL(c.req.url);
    const apikey = c.req.header('apikey') || url.searchParams.get('apikey') || '';
    if (!apikey) {
      return jsonError(c, 401, {
        message: 'No API key found in request',
        hint: 'Send the anon or service_role key in the apikey header.',
      });
    }
    let role: unknown;
    try {
      role = (await verifyJwt(apikey, ctx.config.jwtSecret)).role;
    } catch {
      role = undefined;
    }
    if (typeof role !== 'string' || !API_ROLES.has(role)) {
      return jsonError(c, 401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    }
    // Like Kong (hide_credentials), the key does not travel on in the query string: PostgREST
    // would read `apikey=` as a column filter. Without Authorization the key is the bearer.
    const headers = new Headers(c.req.raw.headers);
    let changed = false;
    if (url.searchParams.has('apikey')) {
      url.searchParams.delete('apikey');
      changed = true;
    }
    if (!headers.get('authorization')) {
      headers.set('authorization', `Bearer ${apikey}`);
      changed = true;
    }
    if (changed) {
      const init: RequestInit & { duplex?: 'half' } = {
        method: c.req.raw.method,
        headers,
        body: c.req.raw.body,
        signal: c.req.raw.signal,
      };
      if (c.req.raw.body) init.duplex = 'half';
      c.req.raw = new Request(url, init);
    }
    return next();
  };
}

/** `/rest/v1/<path>` forwarded to PostgREST, streaming both ways, status and headers preserved. */
function restProxy(opts: GatewayOptions) {
  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const rest = url.pathname.replace(/^\/rest\/v1/, '') || '/';
    const target = `${opts.postgrestUrl}${rest}${url.search}`;
    const headers = new Headers(c.req.raw.headers);
    headers.delete('host');
    headers.delete('origin'); // CORS is answered here, not by PostgREST
    const send = () =>
      proxy(target, {
        method: c.req.method,
        headers,
        body: c.req.raw.body,
        duplex: c.req.raw.body ? 'half' : undefined,
        signal: c.req.raw.signal,
      } as RequestInit);
    let res: Response;
    try {
      res = await send();
    } catch (err) {
      if (c.req.raw.signal.aborted) throw err;
      // PostgREST may be restarting after a crash: a request without a body can safely wait once.
      if (c.req.raw.body) return postgrestDown(c);
      try {
        await Promise.race([opts.postgrestReady(), new Promise((_, rej) => setTimeout(rej, 10_000))]);
        res = await send();
      } catch {
        return postgrestDown(c);
      }
    }
    for (const name of [...res.headers.keys()]) {
      if (name.startsWith('access-control-')) res.headers.delete(name);
    }
    return res;
  };
}

function postgrestDown(c: Context): Response {
  return jsonError(c, 503, {
    message: 'An invalid response was received from the upstream server',
    hint: 'PostgREST is not answering; it is restarted automatically.',
  });
}

/** How much of a refused body we read and discard so the client can finish sending and read the 413. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** Reads and drops the rest of a body; false when it is too long to wait for. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    bytes += value.byteLength;
    if (bytes > DRAIN_MAX_BYTES || Date.now() > deadline) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

function tooLarge(c: Context, maxBytes: number, drained: boolean): Response {
  // Not drained: the client is still sending; it must not reuse this connection.
  if (!drained) c.header('Connection', 'close');
  return c.req.path.startsWith('/storage/v1/')
    ? jsonError(c, 413, {
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      })
    : jsonError(c, 413, {
        code: 'request_too_large',
        message: `The request body is larger than ${maxBytes} bytes`,
      });
}

/**
 * Request-size limit (declared Content-Length or counted while streaming) answering 413 JSON.
 * Unlike hono/body-limit it reads the refused rest before answering, as nginx's lingering close
 * does: answering early and closing makes clients fail with EPIPE instead of seeing the 413.
 */
function bodyLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      if (Number(declared) <= maxBytes) return next();
      return tooLarge(c, maxBytes, await discard(body.getReader()));
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return tooLarge(c, maxBytes, await discard(reader));
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}

/** The Supabase API on one port: /rest/v1 (PostgREST), /auth/v1, /storage/v1, /health. */
export function createGatewayApp(opts: GatewayOptions): Hono {
  const { ctx } = opts;
  const app = new Hono();

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      return jsonError(c, err.status, { message: err.message || 'Request failed' });
    }
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
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
      exposeHeaders: CORS_EXPOSE_HEADERS,
      maxAge: 3600,
    }),
  );

  app.get('/health', (c) =>
    c.json({ status: 'ok', name: 'local-supabase', services: ['rest', 'auth', 'storage'] }),
  );

  // `/x/*` also matches `/x` itself in Hono.
  const checkKey = apikeyCheck(ctx);
  for (const prefix of ['/rest/v1', '/auth/v1', '/storage/v1']) app.use(`${prefix}/*`, checkKey);

  app.use('*', bodyLimit(ctx.config.maxBodyBytes));

  const rest = restProxy(opts);
  app.all('/rest/v1/*', rest);
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/storage/v1', createStorageApp(ctx));
  return app;
}

export interface RunningGateway {
  server: ServerType;
  port: number;
  close(): Promise<void>;
}

/** Serves the gateway app on host:port; resolves once listening. */
export function listenGateway(app: Hono, host: string, port: number): Promise<RunningGateway> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
      server.off('error', reject);
      let closing: Promise<void> | undefined;
      resolve({
        server,
        port: info.port,
        close() {
          closing ??= new Promise<void>((res) => {
            server.close(() => res());
            // Keep-alive connections of clients would hold close() open.
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          });
          return closing;
        },
      });
    });
    server.once('error', reject);
  });
}
