// What the public site's server build (public-site/dist-server/entry-server.js) exports and the
// site server (packages/site-server) calls: the site server only routes, caches and sends; which
// page an address is, its data and its HTML come from the public site.
import type { RegistrationPageState } from './registrationForm.ts';
import type { SanitizerWindow } from './sanitize.ts';

/** A rendered page: 200, 404 (no such page or article) or 503 (the API could not be reached). */
export interface RenderedPage {
  status: 200 | 404 | 503;
  html: string;
}

export interface SiteRendererOptions {
  /** The Supabase API the server reads (and the browser too). */
  supabaseUrl: string;
  anonKey: string;
  /** The site's public origin, for canonical URLs, hreflang, the sitemap and link previews. */
  siteUrl: string;
  /** The browser build's manifest (public-site/dist/.vite/manifest.json), parsed. */
  manifest: unknown;
  /** The text of a built file (its path relative to public-site/dist): the stylesheets go inline. */
  readAsset: (file: string) => string;
  /** The site server's image-variant endpoint ('/_image'), or null. */
  imageEndpoint: string | null;
  /** A DOM for DOMPurify (rich text is sanitized on the server too): a jsdom window. */
  window: SanitizerWindow;
  /** fetch for the API calls (tests pass their own). */
  fetch?: typeof fetch;
}

export interface SiteRenderer {
  /**
   * The address a page is rendered and cached under: its path and the query parameters the site
   * reads, in a fixed order. Anything else in a query (campaign tags such as utm_source, click
   * ids such as fbclid or gclid) changes nothing on the page and is dropped.
   */
  pageUrl(url: URL): URL;
  /**
   * The whole HTML of the page at `url` (an address pageUrl made): the same for every visitor
   * (the cookie choice is the browser's to apply), so any shared cache may keep it. A page with a
   * form (registration, parents' link) is rendered for its visitor with the form's state, and
   * never kept.
   */
  render(url: URL, visitor?: { registration?: RegistrationPageState }): Promise<RenderedPage>;
  /** /sitemap.xml (no part) or /sitemap-N.xml; null when there is no such part. */
  sitemap(part?: number): Promise<string | null>;
}

/** The server build's exports. */
export interface SiteRendererModule {
  createSiteRenderer(options: SiteRendererOptions): SiteRenderer;
}
