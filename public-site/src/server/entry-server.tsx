// The server side of the public site, built by Vite into public-site/dist-server and run by the
// site server (packages/site-server): it renders each public page to HTML with React's
// streaming renderer and React Router's data APIs, and writes the sitemap.
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { InlineStylesContext, type SiteEnv, type SitePayload, serializePayload } from '../page/env.ts';
import { PLAIN_PAGES } from '../app/pages.tsx';
import { isMissing, pageUrl, siteRoutes, visitOf } from '../app/routes.tsx';
import { SiteProviders } from '../app/SiteProviders.tsx';
import { sourceContext } from '../data/siteSource.ts';
import { buildSitemap } from '../app/sitemap.ts';
import { provideServerWindow } from '../data/sanitizer.ts';
import { createSiteApi } from '../data/api.ts';
import { createSiteClient } from '../data/client.ts';
import { loadCatalog } from '../i18n/messages.ts';
import { registrationCalls, reusedFor, withRegistration } from '../data/registrationSource.ts';
import { splitLanguagePath } from '@academy/shared/languages.ts';
import type { RenderedPage, SiteRenderer, SiteRendererOptions } from '@academy/shared/siteRenderer.ts';
import { createAssetResolver, type Manifest } from './manifest.ts';
import { serverSource } from './serverSource.ts';
import { ServiceUnavailablePage } from './ServiceUnavailablePage.tsx';

async function html(stream: ReadableStream<Uint8Array> & { allReady: Promise<void> }): Promise<string> {
  // The loader ran before rendering, so nothing suspends: the whole page is ready at once.
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Names `hrefs` in the head as module preloads of low priority: fetched after what the first
 * paint needs (the page's text, its largest picture), before the page has finished loading.
 */
function ModulePreloads({ hrefs }: { hrefs: readonly string[] }) {
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}

/** Creates the renderer the site server calls for every public page. */
export function createSiteRenderer(options: SiteRendererOptions): SiteRenderer {
  provideServerWindow(options.window);
  const client = createSiteClient(options, options.fetch);
  const api = createSiteApi(client);
  // The places left are shown within 2 s of a change: offers asked at most once a second, pages
  // cached for 250 ms.
  const calls = registrationCalls(client);
  const offers = reusedFor(1000, calls.offers);
  const source = serverSource(api);
  const assets = createAssetResolver(options.manifest as Manifest, options.readAsset);
  const handler = createStaticHandler(siteRoutes);
  const env: SiteEnv = {
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    siteUrl: options.siteUrl,
    imageEndpoint: options.imageEndpoint,
    styles: assets.styles,
    serverRendered: true,
  };

  /** The site's own error page (503) while the API cannot be reached. */
  async function unavailable(url: URL, error: unknown): Promise<RenderedPage> {
    console.error('[site] the API could not be reached', error instanceof Error ? error.message : error);
    const stream = await renderToReadableStream(
      <InlineStylesContext.Provider value={assets.inlineStyles}>
        <ServiceUnavailablePage
          lang={splitLanguagePath(url.pathname).lang}
          path={url.pathname}
          styles={assets.styles}
        />
      </InlineStylesContext.Provider>,
    );
    return { status: 503, html: await html(stream) };
  }

  const render: SiteRenderer['render'] = async (url, visitor) => {
    await loadCatalog(splitLanguagePath(url.pathname).lang);
    const requestContext = withRegistration(sourceContext(source), {
      offers,
      formToken: calls.formToken,
      state: visitor?.registration ?? null,
    });
    const context = await handler.query(new Request(url), { requestContext });
    if (context instanceof Response) throw new Error(`unexpected response ${context.status} from the routes`);
    if (context.errors) return unavailable(url, Object.values(context.errors)[0]);
    const visit = visitOf(context.loaderData)!;
    // A plain page carries its script only; any other, the app and the data it hydrates from.
    const plain = PLAIN_PAGES.has(visit.target.route.page);
    const payload: SitePayload = {
      env,
      hydration: { loaderData: context.loaderData, errors: null },
    };
    const payloadText = plain ? '' : serializePayload(payload);
    const stream = await renderToReadableStream(
      <SiteProviders env={env} payload={payloadText}>
        <InlineStylesContext.Provider value={assets.inlineStyles}>
          {plain && <ModulePreloads hrefs={assets.plainModules} />}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </InlineStylesContext.Provider>
      </SiteProviders>,
      {
        bootstrapModules: [plain ? assets.plainEntry : assets.entry],
        // Never split the page into parts that an inline script puts together afterwards: the
        // CSP allows no inline script, and the whole page is ready at once anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          console.error('[site] rendering failed', error);
        },
      },
    );
    return { status: isMissing(visit) ? 404 : 200, html: await html(stream) };
  };

  return {
    pageUrl: (url) => pageUrl(url),
    render,
    sitemap: async (part) => buildSitemap(options.siteUrl, await api.sitemap(part), part),
  };
}
