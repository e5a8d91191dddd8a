// The browser side of the site, loaded by main.tsx: hydrates a server-rendered page, or renders
// one from the API on a static host.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { browserLoaders } from './app/browserLoaders.ts';
import { PAYLOAD_ELEMENT_ID, type SitePayload } from './app/env.ts';
import { createSiteRoutes, matchPage, type PageRouteData } from './app/routes.tsx';
import { SiteHydrateFallback, SiteRoot, SiteRootError } from './app/SiteRoot.tsx';
import { SiteProviders } from './app/SiteProviders.tsx';
import { clientRenderedEnv } from './app/clientEnv.tsx';
import { readConsent } from './consent/consent.ts';
import { clientApi } from './data/clientApi.ts';
import { pageRequestFor, pageRequestKey } from './data/pageRequest.ts';
import type { PageData, SiteFrame } from './data/types.ts';
import { StatusScreen } from './frame/StatusScreen.tsx';
import { loadCatalog, translator } from './i18n/messages.ts';
import { splitLanguagePath } from '@academy/shared/languages.ts';
import { publicPathOfPreview } from '@academy/shared/preview.ts';

const ROOT = { Component: SiteRoot, ErrorBoundary: SiteRootError, HydrateFallback: SiteHydrateFallback };
const { lang } = splitLanguagePath(window.location.pathname);

/** Loads the code of the first page's routes, so hydration finds the same tree the server rendered. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** A page the site server rendered: take over its HTML with the data it carries (no API call). */
async function hydrate(payloadText: string): Promise<void> {
  const payload = JSON.parse(payloadText) as SitePayload;
  const frame = payload.hydration.loaderData.root as SiteFrame;
  // The first page's data, so coming back to it asks for nothing.
  const known = new Map<string, PageData | null>();
  const routes = createSiteRoutes(frame, browserLoaders(payload.env, frame, known), ROOT);
  await Promise.all([loadCatalog(lang), loadMatchedRoutes(routes)]);
  const leaf = matchRoutes(routes, window.location)?.at(-1);
  const first = matchPage(routes, window.location.pathname);
  const load = leaf && (payload.hydration.loaderData[leaf.route.id!] as PageRouteData | undefined)?.load;
  if (first && load && !(load instanceof Promise) && load.ok)
    known.set(pageRequestKey(pageRequestFor({ ...first.route, newsPath: null })), load.data);
  const router = createBrowserRouter(routes, { hydrationData: payload.hydration });
  // As a transition, hydration works in short slices and yields to the browser between them:
  // the page stays responsive (no long task) while React takes it over.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SiteProviders env={payload.env} payload={payloadText} consent={payload.consent}>
          <RouterProvider router={router} />
        </SiteProviders>
      </StrictMode>,
      {
        onRecoverableError: (error) =>
          console.error('[site] hydration: React recovered from an error', error),
      },
    );
  });
}

/** A plain static host (no site server): render in the browser from the API (README). */
async function renderHere(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  await loadCatalog(lang).catch((error: unknown) =>
    console.error('[site] loading the language catalog failed', error),
  );
  const t = translator(lang);
  const env = clientRenderedEnv(root, t);
  if (!env) return;
  root.render(<StatusScreen message={t('loadingMenu')} busy />);
  let frame: SiteFrame;
  try {
    frame = await (await clientApi(env)).frame();
  } catch (error) {
    console.error('[site] loading the menu failed', error);
    root.render(
      <StatusScreen
        message={t('loadFailed')}
        action={{ label: t('reload'), href: window.location.pathname }}
      />,
    );
    return;
  }
  const router = createBrowserRouter(createSiteRoutes(frame, browserLoaders(env, frame), ROOT));
  root.render(
    <StrictMode>
      <SiteProviders env={env} consent={readConsent(document.cookie)}>
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>,
  );
}

/** Starts the site on this document. */
export async function boot(): Promise<void> {
  // A staff preview (issue 11): its own code, loaded only for a /preview address.
  if (publicPathOfPreview(window.location.pathname) !== null) {
    const { bootPreview } = await import('./preview/previewBoot.tsx');
    return bootPreview();
  }
  const payload = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  await (payload ? hydrate(payload) : renderHere());
}
