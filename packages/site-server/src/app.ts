import { Hono } from 'hono';
import { CONSENT_ENDPOINT, CONSENT_STYLESHEET } from '@academy/shared/consent.ts';
import { IMAGE_VARIANT_WIDTHS } from '@academy/shared/constants.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { addAccountRoutes } from './endpoints/account.ts';
import { addFamilyLinkRoutes } from './endpoints/familyLink.ts';
import { builtAppsEndpoint } from './endpoints/builtApps.ts';
import { consentEndpoint, consentStylesheetEndpoint } from './endpoints/consent.ts';
import { imageEndpoint } from './endpoints/images.ts';
import {
  DEFAULT_SHARED_CACHE,
  emptySegmentRedirect,
  pagesEndpoint,
  type SharedCacheTimes,
} from './endpoints/pages.ts';
import { addRegistrationRoutes } from './endpoints/registrationRoutes.ts';
import { robotsEndpoint } from './endpoints/robots.ts';
import { SITEMAP_PART_PATH, sitemapEndpoint } from './endpoints/sitemap.ts';
import { contentSecurityPolicy, securityHeaders } from './headers.ts';
import { createImageVariants } from './imageVariants.ts';
import { checkoutOrigin, type PaymentsConfig } from './payments/config.ts';
import type { StaticFiles } from './staticFiles.ts';
import type { AccountLimits } from './account/visitorLimits.ts';

/** Where resized images are served. */
export const IMAGE_ENDPOINT = '/_image';

export interface SiteAppOptions {
  /** Base URL of the Supabase API the apps talk to. */
  supabaseUrl: string;
  /** Public anonymous key of that API. */
  anonKey: string;
  /** The site's public origin (canonical URLs, hreflang, sitemap, same-site checks). */
  siteUrl: string;
  /** Folder of the built public site (public-site/dist). */
  publicDist: string;
  /** Folder of the built admin (admin/dist), served under /admin/. */
  adminDist: string;
  /** Folder of the resized-image cache. */
  imageCacheDir: string;
  /** Largest size of that cache, in bytes (default 256 MB). */
  imageCacheMaxBytes?: number;
  /** How long a rendered page is reused, in ms (default 250; 0 turns the cache off). */
  pageCacheMs?: number;
  /** How long shared caches (a CDN, a reverse proxy) may keep a page (default 5 s + 5 s stale). */
  sharedCache?: SharedCacheTimes;
  /** Extra origins allowed in frames (the contacts map), space separated. */
  frameSources?: string;
  /**
   * The database's relay key (REGISTRATION_RELAY_KEY): with it the site server names the
   * visitor's address to the database (forms, the family account) and to the auth service.
   */
  registrationRelayKey?: string;
  /** The family account's sign-in limits per visitor (default ACCOUNT_LIMITS). */
  accountLimits?: AccountLimits;
  /** The payment provider (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL); absent: payments off. */
  payments?: PaymentsConfig | null;
  /** The secret that signs the registration answer cookie (ANSWER_COOKIE_SECRET); absent: derived from the relay key. */
  answerCookieSecret?: string;
}

/** What createSiteApp serves with (startSiteServer makes them; tests pass their own). */
export interface SiteAppParts {
  /** The page renderer, or null when the public site is not built (pages answer 503). */
  renderer: SiteRenderer | null;
  publicFiles: StaticFiles;
  adminFiles: StaticFiles;
}

/**
 * The site server's endpoints, each in its own module under endpoints/. Every answer carries the
 * security headers; an unexpected failure is a JSON 500, any other method a JSON 405.
 */
export function createSiteApp(options: SiteAppOptions, parts: SiteAppParts): Hono {
  const headers = securityHeaders(
    contentSecurityPolicy(
      options.supabaseUrl,
      options.frameSources,
      checkoutOrigin(options.payments ?? null),
    ),
  );
  const cacheMs = options.pageCacheMs ?? 250;
  const images = createImageVariants({
    supabaseUrl: options.supabaseUrl,
    widths: IMAGE_VARIANT_WIDTHS,
    cacheDir: options.imageCacheDir,
    maxCacheBytes: options.imageCacheMaxBytes ?? 256 * 1024 * 1024,
  });

  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.on(['GET', 'HEAD'], '*', emptySegmentRedirect(options.siteUrl));
  app.get('/robots.txt', robotsEndpoint(options.siteUrl));
  const shared = options.sharedCache ?? DEFAULT_SHARED_CACHE;
  const sitemap = sitemapEndpoint(parts.renderer, cacheMs, shared);
  app.get('/sitemap.xml', sitemap);
  app.get(SITEMAP_PART_PATH, sitemap);
  app.get(IMAGE_ENDPOINT, imageEndpoint(images));
  app.post(CONSENT_ENDPOINT, consentEndpoint(options.siteUrl));
  app.get(CONSENT_STYLESHEET, consentStylesheetEndpoint());
  addRegistrationRoutes(app, options, parts.renderer);
  addAccountRoutes(app, options, parts.renderer);
  addFamilyLinkRoutes(app, options);
  app.on(['GET', 'HEAD'], '*', builtAppsEndpoint({ ...options, api: options, ...parts }));
  app.on(['GET', 'HEAD'], '*', pagesEndpoint(parts.renderer, options.siteUrl, cacheMs, shared));
  app.all('*', (c) => c.json({ error: 'Method not allowed' }, 405));
  app.onError((err, c) => {
    console.error('[site-server]', err);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
