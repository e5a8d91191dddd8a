import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener, RequestError } from '@hono/node-server';
import { JSDOM } from 'jsdom';
import type { SanitizerWindow } from '@academy/shared/sanitize.ts';
import type { SiteRenderer, SiteRendererModule } from '@academy/shared/siteRenderer.ts';
import { createSiteApp, IMAGE_ENDPOINT, type SiteAppOptions } from './app.ts';
import { contentSecurityPolicy, securityHeaders } from './headers.ts';
import { checkoutOrigin, type PaymentsConfig } from './payments/config.ts';
import { listServableFiles, StaticFiles } from './staticFiles.ts';

export { createSiteApp } from './app.ts';
export { paymentsConfig } from './payments/config.ts';

export interface SiteServerOptions extends Omit<SiteAppOptions, 'siteUrl'> {
  host: string;
  port: number;
  /** The site's public origin (canonical URLs, hreflang, sitemap); default http://host:port. */
  siteUrl?: string;
  /** The public site's server build (public-site/dist-server/entry-server.js). */
  publicServerEntry: string;
}

export interface RunningSiteServer {
  url: string;
  close(): Promise<void>;
}

/** Loads the public site's server build, or null when it is not built. */
async function loadRenderer(options: SiteServerOptions, siteUrl: string): Promise<SiteRenderer | null> {
  const manifest = await readFile(path.join(options.publicDist, '.vite', 'manifest.json'), 'utf8').catch(
    () => null,
  );
  const entry = await import(pathToFileURL(options.publicServerEntry).href).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return null;
  });
  if (!manifest || !entry) {
    console.error('[site-server] the public site is not built: run "npm run build"');
    return null;
  }
  // DOMPurify cleans rich text on the server as in the browser; jsdom gives it a DOM.
  const { window } = new JSDOM('');
  return (entry as SiteRendererModule).createSiteRenderer({
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    siteUrl,
    manifest: JSON.parse(manifest),
    readAsset: (file: string) => readFileSync(path.join(options.publicDist, file), 'utf8'),
    imageEndpoint: IMAGE_ENDPOINT,
    window: window as SanitizerWindow,
  });
}

/**
 * What the server answers when the app is never reached: a request Node could parse but no URL
 * can be made of (an absolute-form target naming another scheme, a backslash in the path, a
 * malformed Host) gets a JSON 400, anything else a JSON 500; both with the security headers.
 */
function failedRequest(error: unknown, csp: string): Response {
  const malformed = error instanceof RequestError;
  if (!malformed) console.error('[site-server]', error);
  return new Response(JSON.stringify({ error: malformed ? 'Malformed request.' : 'Internal server error' }), {
    status: malformed ? 400 : 500,
    headers: { 'content-type': 'application/json', ...securityHeaders(csp) },
  });
}

/** The raw HTTP/1.1 answer to a request Node cannot parse, or one without Host: a JSON 400. */
function rawBadRequest(csp: string): string {
  const body = JSON.stringify({ error: 'Malformed request.' });
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...securityHeaders(csp),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 400 Bad Request\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Serves `app` on host:port through Node's HTTP server; resolves once it is listening (port 0
 * takes a free port).
 */
export function listen(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  options: {
    host: string;
    port: number;
    supabaseUrl: string;
    frameSources?: string;
    payments?: PaymentsConfig | null;
  },
): Promise<RunningSiteServer> {
  const csp = contentSecurityPolicy(
    options.supabaseUrl,
    options.frameSources,
    checkoutOrigin(options.payments ?? null),
  );
  const listener = getRequestListener(app.fetch, {
    hostname: options.host,
    errorHandler: async (error) => failedRequest(error, csp),
  });
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    // HTTP/1.1 requires Host (RFC 9112, section 3.2).
    if (request.httpVersion === '1.1' && !request.headers.host) response.socket?.end(rawBadRequest(csp));
    else void listener(request, response);
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end(rawBadRequest(csp));
    else socket.destroy();
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(new Error(`Port ${options.port} is already in use. Set SITE_PORT to use another port.`));
      } else reject(err);
    });
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${options.host}:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Starts the site server; resolves once it is listening. */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  const siteUrl = (options.siteUrl ?? `http://${options.host}:${options.port}`).replace(/\/+$/, '');
  const [renderer, publicList, adminList] = await Promise.all([
    loadRenderer(options, siteUrl),
    // index.html is the shell of a static host: the server renders pages instead.
    listServableFiles(options.publicDist, ['index.html']),
    listServableFiles(options.adminDist, ['index.html']),
  ]);
  const publicFiles = new StaticFiles(options.publicDist, publicList);
  const adminFiles = new StaticFiles(options.adminDist, adminList);
  await Promise.all([publicFiles.warm(), adminFiles.warm()]).catch((err: unknown) =>
    console.error('[site-server] warming failed', err),
  );
  return listen(createSiteApp({ ...options, siteUrl }, { renderer, publicFiles, adminFiles }), options);
}
