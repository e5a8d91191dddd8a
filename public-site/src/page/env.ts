import { createContext, useContext } from 'react';

/** Where the site runs: what the site server (or, on a static host, the build) tells the app. */
export interface SiteEnv {
  /** The Supabase project URL (API and stored images). */
  supabaseUrl: string;
  /** Its public (anon) key. */
  anonKey: string;
  /** The site's public origin ('https://example.org'), for canonical URLs and link previews. */
  siteUrl: string;
  /** The site server's image-variant endpoint ('/_image'); null on a static host. */
  imageEndpoint: string | null;
  /** Stylesheets a server-rendered document links (the entry's and the first page's). */
  styles: string[];
  /** True when the page came rendered from the site server (and was hydrated). */
  serverRendered: boolean;
}

/** What a server-rendered page carries for the browser, as JSON in `<script id="site-data">`. */
export interface SitePayload {
  env: SiteEnv;
  /** React Router's hydration data: every matched route's loader data. */
  hydration: { loaderData: Record<string, unknown>; errors: null };
}

export { PAYLOAD_ELEMENT_ID } from './payloadId.ts';

/**
 * The payload as JSON safe inside a `<script>` element: '<' is escaped, so no string in the data
 * (an article title, a query string) can close the element or open markup.
 */
export function serializePayload(payload: SitePayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const SiteEnvContext = createContext<SiteEnv | null>(null);

/** The environment of the running site. */
export function useSiteEnv(): SiteEnv {
  const env = useContext(SiteEnvContext);
  if (!env) throw new Error('useSiteEnv() outside the site');
  return env;
}

/**
 * The serialized payload of a server-rendered page: the server renders it into the document and
 * the browser renders the very same string when it hydrates (read back from the element).
 */
export const PayloadContext = createContext('');

/**
 * The text of the stylesheets, on the server only: the document carries them inline (no
 * render-blocking request before the first paint). In the browser React finds those <style>
 * elements by their href and keeps them, so it needs only the names.
 */
export const InlineStylesContext = createContext<Readonly<Record<string, string>>>({});
