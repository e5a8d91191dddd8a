import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { JSDOM } from 'jsdom';
import { contentSecurityPolicy, securityHeaders } from './headers.ts';
import { createImageVariants, ImageError } from './images.ts';
import { PageCache, type ConsentChoice, type SiteRenderer, type SiteRendererModule } from './pages.ts';
import { robotsTxt } from './robots.ts';
import { listServableFiles, pickEncoding, StaticFiles, type CachedBody } from './staticFiles.ts';

export type { SiteRenderer } from './pages.ts';

/** The widths the image endpoint makes (the public site's srcset widths, shared/constants.ts). */
export { IMAGE_VARIANT_WIDTHS } from '@academy/shared/constants.ts';
import { IMAGE_VARIANT_WIDTHS } from '@academy/shared/constants.ts';
import { PREVIEW_PREFIX } from '@academy/shared/preview.ts';

/** Where resized images are served. */
export const IMAGE_ENDPOINT = '/_image';

export interface SiteServerOptions {
  host: string;
  port: number;
  /** Base URL of the Supabase API the apps talk to. */
  supabaseUrl: string;
  /** Public anonymous key of that API. */
  anonKey: string;
  /** The site's public origin (canonical URLs, hreflang, sitemap); default http://host:port. */
  siteUrl?: string;
  /** Folder of the built public site (public-site/dist). */
  publicDist: string;
  /** The public site's server build (public-site/dist-server/entry-server.js). */
  publicServerEntry: string;
  /** Folder of the built admin (admin/dist), served under /admin/. */
  adminDist: string;
  /** Folder of the resized-image cache. */
  imageCacheDir: string;
  /** Largest size of that cache, in bytes (default 256 MB). */
  imageCacheMaxBytes?: number;
  /** How long a rendered page is reused, in ms (default 250; 0 turns the cache off). */
  pageCacheMs?: number;
  /** Extra origins allowed in frames (the contacts map), space separated. */
  frameSources?: string;
}

export interface RunningSiteServer {
  url: string;
  close(): Promise<void>;
}

/** What createSiteApp serves with, made by startSiteServer (tests pass their own). */
export interface SiteAppParts {
  /** The page renderer, or null when the public site is not built (pages answer 503). */
  renderer: SiteRenderer | null;
  /** The public site's cookie-choice rules (public-site/src/consent/consent.ts). */
  consent: Pick<SiteRendererModule, 'readConsent' | 'isConsentChoice' | 'consentCookie'>;
  publicFiles: StaticFiles;
  adminFiles: StaticFiles;
}

/** Staff previews (issue 11): the page is drawn in the browser, with the staff member's session. */
const PREVIEW_PATHS = new RegExp(`^${PREVIEW_PREFIX}(/|$)`);

/** Paths that belong to the admin app (SPEC §2.2, §2.4). */
const ADMIN_PATHS = /^\/(login|unauthorized|forgot-password|set-password|admin)(\/|$)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Puts the API location into a page as meta tags: no inline script, one build for any backend. */
export function injectRuntimeConfig(html: string, supabaseUrl: string, anonKey: string): string {
  const tags =
    `<meta name="supabase-url" content="${escapeAttribute(supabaseUrl)}">` +
    `<meta name="supabase-anon-key" content="${escapeAttribute(anonKey)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : tags + html;
}

/** Creates the Hono app of the site server. Exported for tests. */
export function createSiteApp(options: SiteServerOptions, parts: SiteAppParts): Hono {
  const csp = contentSecurityPolicy(options.supabaseUrl, options.frameSources);
  const siteUrl = (options.siteUrl ?? `http://${options.host}:${options.port}`).replace(/\/+$/, '');
  const pages = new PageCache(options.pageCacheMs ?? 250);
  const sitemapCache = new PageCache(options.pageCacheMs ?? 250, 2);
  const images = createImageVariants({
    supabaseUrl: options.supabaseUrl,
    widths: IMAGE_VARIANT_WIDTHS,
    cacheDir: options.imageCacheDir,
    maxCacheBytes: options.imageCacheMaxBytes ?? 256 * 1024 * 1024,
  });
  // The preview's page: the public site's static shell (its script and styles), the API's
  // address, noindex, and no data at all: what a preview shows is read by the browser with the
  // staff member's own session, so the server can never hand a draft to anyone.
  const previewShell = (async () => {
    const html = await readFile(path.join(options.publicDist, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return null;
    const noindex = '<meta name="robots" content="noindex, nofollow">';
    const withConfig = injectRuntimeConfig(html, options.supabaseUrl, options.anonKey);
    return {
      body: Buffer.from(withConfig.replace('</head>', `${noindex}</head>`)),
      type: 'text/html; charset=utf-8',
    };
  })();
  const adminShell = (async () => {
    const html = await readFile(path.join(options.adminDist, 'index.html'), 'utf8').catch(() => null);
    return html === null
      ? null
      : {
          body: Buffer.from(injectRuntimeConfig(html, options.supabaseUrl, options.anonKey)),
          type: 'text/html; charset=utf-8',
        };
  })();

  function send(
    c: Context,
    file: CachedBody,
    headers: Record<string, string>,
    status: 200 | 404 | 503 = 200,
  ): Response {
    const { body, encoding } = pickEncoding(file, c.req.header('accept-encoding') ?? '');
    const all: Record<string, string> = {
      'content-type': file.type,
      vary: 'Accept-Encoding',
      'content-length': String(body.length),
      ...headers,
    };
    if (encoding) all['content-encoding'] = encoding;
    if (c.req.method === 'HEAD') return c.body(null, status, all);
    return c.body(new Uint8Array(body), status, all);
  }

  const notBuilt = (c: Context, what: string) =>
    c.json({ error: `The ${what} is not built. Run "npm run build".` }, 503);

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(csp))) c.res.headers.set(name, value);
  });

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(siteUrl), 200, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    }),
  );

  // /sitemap.xml, and its parts /sitemap-N.xml when it is an index (more than 5,000 articles).
  const sitemap = async (c: Context, part: number | undefined) => {
    if (!parts.renderer) return notBuilt(c, 'public site');
    const renderer = parts.renderer;
    try {
      const entry = await sitemapCache.get(`sitemap:${part ?? 'index'}`, async () => {
        const xml = await renderer.sitemap(part);
        return xml === null
          ? { status: 404 as const, html: 'No such sitemap.' }
          : { status: 200 as const, html: xml };
      });
      if (entry.status === 404) return c.text('No such sitemap.', 404);
      return send(c, { ...entry, type: 'application/xml; charset=utf-8' }, { 'cache-control': 'no-cache' });
    } catch (error) {
      console.error(
        '[site-server] the sitemap could not be made',
        error instanceof Error ? error.message : error,
      );
      return c.text('The sitemap is unavailable for a moment: the database cannot be reached.', 503, {
        'retry-after': '5',
      });
    }
  };
  app.get('/sitemap.xml', (c) => sitemap(c, undefined));
  app.get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', (c) =>
    sitemap(c, Number(c.req.param('file').slice(8, -4))),
  );

  app.get(IMAGE_ENDPOINT, async (c) => {
    try {
      const variant = await images.variant({
        url: c.req.query('url'),
        width: c.req.query('w'),
        format: c.req.query('format'),
        accept: c.req.header('accept'),
      });
      const headers: Record<string, string> = {
        'content-type': variant.type,
        'content-length': String(variant.body.length),
        // Stored images are never overwritten (new uploads get new names), so a copy never changes.
        'cache-control': IMMUTABLE,
        etag: variant.etag,
      };
      if (variant.negotiated) headers.vary = 'Accept';
      if (c.req.header('if-none-match') === variant.etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(variant.body), 200, headers);
    } catch (error) {
      if (error instanceof ImageError) return c.json({ error: error.message }, error.status);
      throw error;
    }
  });

  // The cookie banner's form, for a visitor whose browser runs no script (yet): stores the
  // choice and sends them back to the page. Only from this site's own pages (a form on another
  // site must not choose for the visitor).
  app.post('/_consent', async (c) => {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    if (
      (site && site !== 'same-origin') ||
      (origin && origin !== new URL(siteUrl).origin && origin !== new URL(c.req.url).origin)
    )
      return c.json({ error: 'The cookie choice can only be made on this site.' }, 403);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const choice = form.choice;
    if (!parts.consent.isConsentChoice(choice))
      return c.json({ error: 'Choose "accepted" or "rejected".' }, 400);
    const back = typeof form.return === 'string' && /^\/(?![/\\])/.test(form.return) ? form.return : '/';
    return c.body(null, 303, {
      location: back,
      'set-cookie': parts.consent.consentCookie(choice, siteUrl.startsWith('https:')),
      'cache-control': 'no-store',
    });
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const urlPath = c.req.path;
    if (ADMIN_PATHS.test(urlPath)) {
      const relative = urlPath.startsWith('/admin/') ? urlPath.slice('/admin'.length) : urlPath;
      const file = parts.adminFiles.get(relative);
      if (file)
        return send(c, await file, {
          'cache-control': relative.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600',
        });
      if (relative.startsWith('/assets/')) return c.json({ error: 'Not found' }, 404);
      const shell = await adminShell;
      // The shell names the current hashed assets, so it is never cached for long.
      return shell ? send(c, shell, { 'cache-control': 'no-cache' }) : notBuilt(c, 'admin');
    }

    if (PREVIEW_PATHS.test(urlPath)) {
      const shell = await previewShell;
      if (!shell) return notBuilt(c, 'public site');
      return send(c, shell, {
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      });
    }

    const file = parts.publicFiles.get(urlPath);
    if (file) {
      // Vite puts content-hashed files under assets/: they never change, so cache them for a year.
      return send(c, await file, {
        'cache-control': urlPath.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600',
      });
    }
    if (urlPath.startsWith('/assets/')) return c.json({ error: 'Not found' }, 404);
    if (!parts.renderer) return notBuilt(c, 'public site');

    // Every other path is a page: rendered on the server (its 404 page when there is no such page).
    const renderer = parts.renderer;
    const url = new URL(c.req.url);
    const consent = parts.consent.readConsent(c.req.header('cookie'));
    const key = url.search ? null : `${consent ?? '-'}|${url.pathname}`;
    const page = await pages.get(key, () =>
      renderer.render(new URL(url.pathname + url.search, siteUrl), { consent }),
    );
    const headers: Record<string, string> = {
      // Always asked again (freshness), answered with 304 when nothing changed.
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding, Cookie',
      etag: page.etag,
    };
    if (page.status === 503) headers['retry-after'] = '5';
    if (page.status === 200 && c.req.header('if-none-match') === page.etag) return c.body(null, 304, headers);
    return send(c, page, headers, page.status);
  });

  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405));
  app.onError((err, c) => {
    console.error('[site-server]', err);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}

/** Loads the public site's server build, or null when it is not built. */
async function loadRenderer(options: SiteServerOptions, siteUrl: string) {
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
  const module = entry as SiteRendererModule;
  // DOMPurify cleans rich text on the server as in the browser; jsdom gives it a DOM.
  const { window } = new JSDOM('');
  return {
    renderer: module.createSiteRenderer({
      supabaseUrl: options.supabaseUrl,
      anonKey: options.anonKey,
      siteUrl,
      manifest: JSON.parse(manifest),
      readAsset: (file: string) => readFileSync(path.join(options.publicDist, file), 'utf8'),
      imageEndpoint: IMAGE_ENDPOINT,
      window,
    }),
    consent: module,
  };
}

/** While the public site is not built: no choice is read, and none can be stored. */
const NO_CONSENT_RULES: SiteAppParts['consent'] = {
  readConsent: () => null,
  isConsentChoice: (_value: unknown): _value is ConsentChoice => false,
  consentCookie: () => '',
};

/** Starts the site server; resolves once it is listening. */
export async function startSiteServer(options: SiteServerOptions): Promise<RunningSiteServer> {
  const siteUrl = (options.siteUrl ?? `http://${options.host}:${options.port}`).replace(/\/+$/, '');
  const [loaded, publicList, adminList] = await Promise.all([
    loadRenderer(options, siteUrl),
    // index.html is the shell of a static host: the server renders pages instead.
    listServableFiles(options.publicDist, ['index.html']),
    listServableFiles(options.adminDist, ['index.html']),
  ]);
  const parts: SiteAppParts = {
    renderer: loaded?.renderer ?? null,
    consent: loaded?.consent ?? NO_CONSENT_RULES,
    publicFiles: new StaticFiles(options.publicDist, publicList),
    adminFiles: new StaticFiles(options.adminDist, adminList),
  };
  await Promise.all([parts.publicFiles.warm(), parts.adminFiles.warm()]).catch((err: unknown) =>
    console.error('[site-server] warming failed', err),
  );
  const app = createSiteApp({ ...options, siteUrl }, parts);
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
