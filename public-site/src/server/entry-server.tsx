// The server side of the public site, built by Vite into public-site/dist-server and run by the
// site server (packages/site-server): it renders each public route to HTML with React's
// streaming renderer and React Router's data APIs, and writes the sitemap.
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { provideServerWindow } from '../components/sanitizer.ts';
import { InlineStylesContext, type SiteEnv, type SitePayload, serializePayload } from '../app/env.ts';
import { createSiteRoutes, matchPage, type PageTarget, type SiteLoaders } from '../app/routes.tsx';
import { SiteRoot, SiteRootError } from '../app/SiteRoot.tsx';
import { SiteProviders } from '../app/SiteProviders.tsx';
import { buildSitemap } from '../app/sitemap.ts';
import type { ConsentChoice } from '../consent/consent.ts';
import { createSiteApi, normalizeFrame } from '../data/api.ts';
import { createSiteClient } from '../data/client.ts';
import { pageRequestFor, type PageRequest } from '../data/pageRequest.ts';
import type { PageData, SiteFrame } from '../data/types.ts';
import { loadCatalog } from '../i18n/messages.ts';
import { splitLanguagePath } from '@academy/shared/languages.ts';
import type { SanitizerWindow } from '@academy/shared/sanitize.ts';
import { createAssetResolver, type Manifest } from './manifest.ts';
import { ServiceUnavailablePage } from './ServiceUnavailablePage.tsx';

export type { Manifest } from './manifest.ts';
export { consentCookie, isConsentChoice, readConsent } from '../consent/consent.ts';

export interface SiteRendererOptions {
  /** The Supabase API the server reads (and the browser too). */
  supabaseUrl: string;
  anonKey: string;
  /** The site's public origin, for canonical URLs, hreflang, the sitemap and link previews. */
  siteUrl: string;
  /** The public site's build manifest (dist/.vite/manifest.json). */
  manifest: Manifest;
  /** The text of a built file (its path relative to public-site/dist): the stylesheets go inline. */
  readAsset: (file: string) => string;
  /** The site server's image-variant endpoint ('/_image'), or null. */
  imageEndpoint: string | null;
  /** A DOM for DOMPurify (rich text is sanitized on the server too): a jsdom window. */
  window: SanitizerWindow;
  /** fetch for the API calls (tests pass their own). */
  fetch?: typeof fetch;
}

/** A rendered page: its status and its whole HTML. */
export interface RenderedPage {
  /** 200, 404 (no such page or article) or 503 (the API could not be reached). */
  status: 200 | 404 | 503;
  html: string;
}

export interface SiteRenderer {
  render(url: URL, visitor: { consent: ConsentChoice | null }): Promise<RenderedPage>;
  /** /sitemap.xml (no part) or /sitemap-N.xml; null when there is no such part. */
  sitemap(part?: number): Promise<string | null>;
}

const NO_LOADERS: SiteLoaders = {
  frame: () => ({ menu_items: [], languages: [], settings: null }),
  page: () => ({ load: { ok: true, data: null } }),
};

async function html(stream: ReadableStream<Uint8Array> & { allReady: Promise<void> }): Promise<string> {
  // The loaders ran before rendering, so nothing suspends: the whole page is ready at once.
  await stream.allReady;
  return new Response(stream).text();
}

/** A page a URL shows, and what it asks page_data() for. */
type Target = PageTarget & { request: PageRequest | null };

/** The page a URL shows with a given frame (menu and languages decide it). */
function targetOf(frame: SiteFrame, pathname: string): Target {
  const match = matchPage(createSiteRoutes(frame, NO_LOADERS, {}), pathname);
  const target: PageTarget = match
    ? { lang: match.lang, route: { ...match.route, newsPath: null } }
    : { lang: 'en', route: { page: 'not-found', newsPath: null } };
  return { ...target, request: pageRequestFor(target.route) };
}

const sameTarget = (a: PageTarget, b: PageTarget) =>
  a.lang === b.lang && a.route.page === b.route.page && a.route.id === b.route.id;

/** Creates the renderer the site server calls for every public page. */
export function createSiteRenderer(options: SiteRendererOptions): SiteRenderer {
  provideServerWindow(options.window);
  const api = createSiteApi(createSiteClient(options, options.fetch));
  const assetsOf = createAssetResolver(options.manifest, options.readAsset);
  // The last frame seen, to know which page a URL is before asking for it; every answer brings
  // the frame again, so a menu change is seen by the next request.
  let lastFrame: SiteFrame | null = null;

  /** The page's data and a fresh frame: one page_data() call (two on the first request, or right after a menu change). */
  async function load(pathname: string): Promise<{ target: Target; data: PageData; frame: SiteFrame }> {
    const frame = lastFrame ?? normalizeFrame(await api.frame());
    let target = targetOf(frame, pathname);
    let data = await api.pageWithFrame(target.request);
    const fresh = targetOf(data.frame, pathname);
    if (!sameTarget(fresh, target)) {
      target = fresh;
      data = await api.pageWithFrame(target.request);
    }
    lastFrame = data.frame;
    return { target, data, frame: data.frame };
  }

  async function render(url: URL, visitor: { consent: ConsentChoice | null }): Promise<RenderedPage> {
    const { lang: urlLang } = splitLanguagePath(url.pathname);
    await loadCatalog(urlLang);
    let loaded: Awaited<ReturnType<typeof load>>;
    try {
      loaded = await load(url.pathname);
    } catch (error) {
      console.error('[site] the API could not be reached', error instanceof Error ? error.message : error);
      lastFrame = null;
      const assets = assetsOf('not-found');
      const stream = await renderToReadableStream(
        <ServiceUnavailablePage lang={urlLang} path={url.pathname} styles={assets.styles} />,
      );
      return { status: 503, html: await html(stream) };
    }
    const { target, data, frame } = loaded;
    await loadCatalog(target.lang);
    const assets = assetsOf(target.route.page);
    const env: SiteEnv = {
      supabaseUrl: options.supabaseUrl,
      anonKey: options.anonKey,
      siteUrl: options.siteUrl,
      imageEndpoint: options.imageEndpoint,
      styles: assets.styles,
      serverRendered: true,
    };
    // The frame travels once, as the root route's data.
    const { frame: _frame, ...pageOnly } = data;
    const pageData = target.request ? pageOnly : null;
    const loaders: SiteLoaders = { frame: () => frame, page: () => ({ load: { ok: true, data: pageData } }) };
    const handler = createStaticHandler(
      createSiteRoutes(frame, loaders, { Component: SiteRoot, ErrorBoundary: SiteRootError }),
    );
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status} from the routes`);
    const payload: SitePayload = {
      env,
      consent: visitor.consent,
      hydration: { loaderData: context.loaderData, errors: null },
    };
    const payloadText = serializePayload(payload);
    const stream = await renderToReadableStream(
      <SiteProviders env={env} payload={payloadText} consent={visitor.consent}>
        <InlineStylesContext.Provider value={assets.inlineStyles}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </InlineStylesContext.Provider>
      </SiteProviders>,
      {
        bootstrapModules: [assets.entry],
        // Never split the page into parts that an inline script puts together afterwards: the
        // CSP allows no inline script, and the whole page is ready at once anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          console.error('[site] rendering failed', error);
        },
      },
    );
    const missing =
      target.route.page === 'not-found' || (target.route.page === 'news-detail' && !pageData?.article);
    return { status: missing ? 404 : 200, html: await html(stream) };
  }

  return {
    render,
    sitemap: async (part) => buildSitemap(options.siteUrl, await api.sitemap(part), part),
  };
}
