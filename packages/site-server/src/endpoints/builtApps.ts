import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'hono';
import { PREVIEW_PREFIX } from '@academy/shared/preview.ts';
import { IMMUTABLE, notBuilt, sendBody } from '../send.ts';
import type { CachedBody, StaticFiles } from '../staticFiles.ts';

/** The first path segments of the back office's addresses (the admin app answers them all). */
export const BACK_OFFICE_PATHS = ['admin', 'login', 'unauthorized', 'forgot-password', 'set-password'];
const BACK_OFFICE = new RegExp(`^/(${BACK_OFFICE_PATHS.join('|')})(/|$)`);

/** Staff previews: the page is drawn in the browser, with the staff member's own session. */
const PREVIEW = new RegExp(`^${PREVIEW_PREFIX}(/|$)`);

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

/** A built app's index.html with the API location (and `extraHead`), or null while it is not built. */
async function shell(dist: string, api: ApiLocation, extraHead = ''): Promise<CachedBody | null> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => null);
  if (html === null) return null;
  const withConfig = injectRuntimeConfig(html, api.supabaseUrl, api.anonKey);
  return {
    body: Buffer.from(withConfig.replace('</head>', `${extraHead}</head>`)),
    type: 'text/html; charset=utf-8',
  };
}

interface ApiLocation {
  supabaseUrl: string;
  anonKey: string;
}

/**
 * GET and HEAD of the built apps' files: the back office (its files under /admin/, its page at
 * every back-office address), the preview's page, and the public site's files (Vite puts
 * content-hashed files under assets/: cached for a year). Any other address goes on to the
 * server-rendered pages.
 */
export function builtAppsEndpoint(options: {
  api: ApiLocation;
  publicDist: string;
  adminDist: string;
  publicFiles: StaticFiles;
  adminFiles: StaticFiles;
}) {
  const { publicFiles, adminFiles } = options;
  const adminShell = shell(options.adminDist, options.api);
  // The preview's page: the public site's static shell (its script and styles), the API's
  // address, noindex, and no data at all: what a preview shows is read by the browser with the
  // staff member's own session, so the server can never hand a draft to anyone.
  const previewShell = shell(
    options.publicDist,
    options.api,
    '<meta name="robots" content="noindex, nofollow">',
  );
  const fileHeaders = (relative: string) => ({
    'cache-control': relative.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600',
  });

  return async (c: Context, next: Next) => {
    const urlPath = c.req.path;
    if (BACK_OFFICE.test(urlPath)) {
      const relative = urlPath.startsWith('/admin/') ? urlPath.slice('/admin'.length) : urlPath;
      const file = adminFiles.get(relative);
      if (file) return sendBody(c, await file, fileHeaders(relative));
      if (relative.startsWith('/assets/')) return c.json({ error: 'Not found' }, 404);
      const page = await adminShell;
      // The shell names the current hashed assets, so it is never cached for long.
      return page ? sendBody(c, page, { 'cache-control': 'no-cache' }) : notBuilt(c, 'admin');
    }
    if (PREVIEW.test(urlPath)) {
      const page = await previewShell;
      if (!page) return notBuilt(c, 'public site');
      return sendBody(c, page, { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' });
    }
    const file = publicFiles.get(urlPath);
    if (file) return sendBody(c, await file, fileHeaders(urlPath));
    if (urlPath.startsWith('/assets/')) return c.json({ error: 'Not found' }, 404);
    await next();
  };
}
