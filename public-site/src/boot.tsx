// The browser side of the site, loaded by main.tsx: hydrates a server-rendered page, or renders
// one from the API on a static host.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { browserSource } from './app/browserSource.ts';
import { clientRenderedEnv } from './app/clientEnv.tsx';
import { PAYLOAD_ELEMENT_ID, type SiteEnv, type SitePayload } from './page/env.ts';
import { loadPageComponent } from './app/pages.tsx';
import { siteRoutes, visitOf } from './app/routes.tsx';
import { SiteProviders } from './app/SiteProviders.tsx';
import { sourceContext, type SiteSource } from './data/siteSource.ts';
import { whenReady } from './app/whenReady.ts';
import { pageRequestFor, pageRequestKey } from './data/pageRequest.ts';
import { browserClient } from './data/clientApi.ts';
import type { PageData } from './data/types.ts';
import { StatusScreen } from './frame/StatusScreen.tsx';
import { loadCatalog, translator } from './i18n/messages.ts';
import { registrationCalls, withRegistration } from './data/registrationSource.ts';
import { splitLanguagePath } from '@academy/shared/languages.ts';
import { publicPathOfPreview } from '@academy/shared/preview.ts';

const { lang } = splitLanguagePath(window.location.pathname);

/** The loader's context in the browser: the source, and the offers asked with the public key. */
function browserContext(source: SiteSource, env: SiteEnv) {
  return withRegistration(sourceContext(source), { ...registrationCalls(browserClient(env)), state: null });
}

/** A page the site server rendered: take over its HTML with the data it carries (no API call). */
async function hydrate(payloadText: string): Promise<void> {
  const payload = JSON.parse(payloadText) as SitePayload;
  const visit = visitOf(payload.hydration.loaderData)!;
  // The first page's data, so coming back to it asks for nothing.
  const known = new Map<string, PageData | null>();
  if (!(visit.load instanceof Promise) && visit.load.ok)
    known.set(
      pageRequestKey(pageRequestFor(visit.target.route, new URLSearchParams(window.location.search))),
      visit.load.data,
    );
  const source = browserSource(payload.env, visit.frame, known);
  // The same tree the server rendered: the page's catalog and code are there before hydrating.
  await Promise.all([
    loadCatalog(lang),
    loadCatalog(visit.target.lang),
    loadPageComponent(visit.target.route.page),
  ]);
  const router = createBrowserRouter(siteRoutes, {
    hydrationData: payload.hydration,
    getContext: () => browserContext(source, payload.env),
  });
  // As a transition, hydration works in short slices and yields to the browser between them:
  // the page stays responsive (no long task) while React takes it over.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <SiteProviders env={payload.env} payload={payloadText}>
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

/**
 * A plain static host (no site server): the browser renders the site from the API, saying
 * "Loading menu..." until the first page is found (its data then shows the page's own loader).
 */
async function renderHere(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  await loadCatalog(lang).catch((error: unknown) =>
    console.error('[site] loading the language catalog failed', error),
  );
  const t = translator(lang);
  const env = clientRenderedEnv(root, t);
  if (!env) return;
  root.render(<StatusScreen message={t('loadingMenu')} busy />);
  const source = browserSource(env, null);
  const router = createBrowserRouter(siteRoutes, { getContext: () => browserContext(source, env) });
  await whenReady(router);
  root.render(
    <StrictMode>
      <SiteProviders env={env}>
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>,
  );
}

/** Starts the site on this document. */
export async function boot(): Promise<void> {
  // A staff preview: its own code, loaded only for a /preview address.
  if (publicPathOfPreview(window.location.pathname) !== null) {
    const { bootPreview } = await import('./preview/previewBoot.tsx');
    return bootPreview();
  }
  const payload = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  await (payload ? hydrate(payload) : renderHere());
}
