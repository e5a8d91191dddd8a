import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { Hono, type Context } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { contentSecurityPolicy, securityHeaders } from './headers.ts';

export interface SiteServerOptions {
  host: string;
  port: number;
  /** Base URL of the Supabase API the apps talk to. */
  supabaseUrl: string;
  /** Public anonymous key of that API. */
  anonKey: string;
  /** Folder of the built public site (public-site/dist). */
  publicDist: string;
  /** Folder of the built admin (admin/dist), served under /admin/. */
  adminDist: string;
  /** Extra origins allowed in frames (the contacts map), space separated. */
  frameSources?: string;
}

export interface RunningSiteServer {
  url: string;
  close(): Promise<void>;
}

/** Paths that belong to the admin app (SPEC §2.2, §2.4). */
const ADMIN_PATHS = /^\/(login|unauthorized|forgot-password|set-password|admin)(\/|$)/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/**
 * Brotli quality 11 takes seconds on a 1 MB bundle; 9 is within a few percent of its size at a
 * fraction of the time. Compression runs on libuv's thread pool, never on the event loop.
 */
const BROTLI_QUALITY = 9;

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Puts the API location into the page as meta tags: no inline script, one build for any backend. */
export function injectRuntimeConfig(html: string, supabaseUrl: string, anonKey: string): string {
  const tags =
    `<meta name="supabase-url" content="${escapeAttribute(supabaseUrl)}">` +
    `<meta name="supabase-anon-key" content="${escapeAttribute(anonKey)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : tags + html;
}

function compressed(file: CachedFile, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (/\bbr\b/.test(acceptEncoding) && file.brotli) return { body: file.brotli, encoding: 'br' };
  if (/\bgzip\b/.test(acceptEncoding) && file.gzip) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

/** Creates the Hono app that serves both built apps. Exported for tests. */
export function createSiteApp(options: SiteServerOptions): Hono & { warming: Promise<void> } {
  const cache = new Map<string, Promise<CachedFile | null>>();
  const csp = contentSecurityPolicy(options.supabaseUrl, options.frameSources);

  async function load(file: string, transform?: (text: string) => string): Promise<CachedFile | null> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
    } catch {
      return null;
    }
    const ext = path.extname(file).toLowerCase();
    let body = await readFile(file);
    if (transform) body = Buffer.from(transform(body.toString('utf8')));
    const entry: CachedFile = { body, type: TYPES[ext] ?? 'application/octet-stream' };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      [entry.gzip, entry.brotli] = await Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      ]);
    }
    return entry;
  }

  function cached(file: string, transform?: (text: string) => string): Promise<CachedFile | null> {
    let entry = cache.get(file);
    if (!entry) {
      entry = load(file, transform);
      cache.set(file, entry);
    }
    return entry;
  }

  function send(c: Context, file: CachedFile, cacheControl: string, status: 200 | 404 = 200): Response {
    const { body, encoding } = compressed(file, c.req.header('accept-encoding') ?? '');
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': cacheControl,
      vary: 'Accept-Encoding',
      'content-length': String(body.length),
    };
    if (encoding) headers['content-encoding'] = encoding;
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    return c.body(new Uint8Array(body), status, headers);
  }

  /** Resolves a URL path inside root, refusing anything that escapes it. */
  function inside(root: string, urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
    return full.startsWith(path.resolve(root) + path.sep) ? full : null;
  }

  /** Compresses every built file ahead of its first request, so no visitor waits for it. */
  async function warm(): Promise<void> {
    for (const dist of [options.publicDist, options.adminDist]) {
      const files = await readdir(dist, { recursive: true }).catch(() => [] as string[]);
      for (const name of files) {
        if (COMPRESSIBLE.has(path.extname(name).toLowerCase()) && !name.endsWith('index.html')) {
          await cached(path.join(dist, name));
        }
      }
    }
  }
  const warming = warm().catch((err: unknown) => console.error('[site-server] warming failed', err));

  const injectConfig = (html: string) => injectRuntimeConfig(html, options.supabaseUrl, options.anonKey);

  async function appShell(c: Context, dist: string): Promise<Response> {
    const file = await cached(path.join(dist, 'index.html'), injectConfig);
    if (!file) {
      return c.json({ error: `The app is not built: ${dist} is missing. Run "npm run build".` }, 503);
    }
    // The shell names the current hashed assets, so it is never cached for long.
    return send(c, file, 'no-cache');
  }

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(csp))) c.res.headers.set(name, value);
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const urlPath = c.req.path;
    const isAdmin = ADMIN_PATHS.test(urlPath);
    const dist = isAdmin ? options.adminDist : options.publicDist;
    const relative = isAdmin && urlPath.startsWith('/admin/') ? urlPath.slice('/admin'.length) : urlPath;

    if (path.extname(relative)) {
      const target = inside(dist, relative);
      const file = target ? await cached(target) : null;
      if (file) {
        // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
        const immutable = relative.startsWith('/assets/');
        return send(c, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      }
      if (relative.startsWith('/assets/')) return c.json({ error: 'Not found' }, 404);
    }
    return appShell(c, dist);
  });

  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405));
  app.onError((err, c) => {
    console.error('[site-server]', err);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return Object.assign(app, { warming });
}

/** Starts the site server; resolves once it is listening. */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  const app = createSiteApp(options);
  await app.warming;
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined = undefined;
    server = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, (info) => {
      resolve({
        url: `http://${options.host}:${info.port}`,
        close: () => new Promise<void>((done) => server!.close(() => done())),
      });
    });
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(new Error(`Port ${options.port} is already in use. Set SITE_PORT to use another port.`));
      } else reject(err);
    });
  });
}
