import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { SiteConfig } from '../config.ts';
import type { SiteApi } from '../data/api.ts';
import { useMinimumTime, useQuery } from '../data/useQuery.ts';
import { hasCatalog, loadCatalog, translator } from '../i18n/messages.ts';
import { browserStorage, preferredLanguageRedirect, readPreferredLanguage } from '../i18n/preference.ts';
import { buildRoutes, resolveRoute } from '../routing/siteRoutes.ts';
import { isLang, MIN_LOADER_MS, resolveMediaUrl, splitLanguagePath, withLanguage } from '../shared.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageSwitch } from './PageSwitch.tsx';
import { SiteContext, type SiteState } from './SiteContext.tsx';
import { StatusScreen } from './StatusScreen.tsx';

/** The whole public site: language from the URL, frame from one request, the page by route. */
export function Site({ config, api }: { config: SiteConfig; api: SiteApi }) {
  const location = useLocation();
  const { lang, path } = splitLanguagePath(location.pathname);
  const catalogReady = hasCatalog(lang);
  const [, setCatalogsLoaded] = useState(0);
  const t = translator(lang);
  const frameQuery = useQuery(api.cache, 'frame', api.frame);
  const frame = frameQuery.status === 'success' ? frameQuery.data : null;
  const routes = useMemo(() => buildRoutes(frame?.menu_items ?? []), [frame]);
  const minMs = frame?.settings?.min_loader_ms ?? MIN_LOADER_MS;
  // Every page visit (path and language) starts its own minimum loader time.
  const minTimeElapsed = useMinimumTime(minMs, location.pathname);

  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  // The same page in the other active languages, for search engines (English is the default).
  const languageCodes = (frame?.languages ?? []).map((l) => l.code).join(',');
  useEffect(() => {
    const head = document.head;
    head.querySelectorAll('link[data-site-alternate]').forEach((link) => link.remove());
    const codes = languageCodes.split(',').filter(isLang);
    if (codes.length < 2) return;
    const entries: [string, string][] = codes.map((code) => [code, withLanguage(path, code)]);
    entries.push(['x-default', withLanguage(path, 'en')]);
    for (const [hreflang, to] of entries) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = new URL(to, window.location.origin).href;
      link.dataset.siteAlternate = '';
      head.append(link);
    }
  }, [path, languageCodes]);

  // A new page starts at its top (the browser restores positions itself on back/forward).
  useEffect(() => {
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  // main.tsx loads the first language's catalog before rendering; a switch loads the new one.
  useEffect(() => {
    if (catalogReady) return;
    loadCatalog(lang).then(
      () => setCatalogsLoaded((n) => n + 1),
      (error: unknown) => console.error('[site] loading the language catalog failed', error),
    );
  }, [lang, catalogReady]);

  // After the first content, fetch the other catalogs when idle so a language switch is instant.
  const frameReady = frameQuery.status === 'success';
  useEffect(() => {
    if (!frameReady) return;
    const timer = window.setTimeout(() => {
      for (const code of ['es', 'ru'] as const) void loadCatalog(code).catch(() => undefined);
    }, 2000);
    return () => window.clearTimeout(timer);
  }, [frameReady]);

  const redirect = preferredLanguageRedirect(location.pathname, readPreferredLanguage(browserStorage()));
  if (redirect) return <Navigate replace to={`${redirect}${location.search}${location.hash}`} />;

  if (!catalogReady) return <StatusScreen message={t('loading')} busy />;
  if (frameQuery.status === 'loading') return <StatusScreen message={t('loadingMenu')} busy />;
  if (!frame)
    return (
      <StatusScreen message={t('loadFailed')} action={{ label: t('reload'), href: location.pathname }} />
    );

  const state: SiteState = {
    config,
    api,
    frame,
    settings: frame.settings ?? {},
    lang,
    t,
    routes,
    route: resolveRoute(routes, path),
    path,
    href: (to) => withLanguage(to, lang),
    media: (url) => resolveMediaUrl(url, config.supabaseUrl) ?? '',
    minTimeElapsed,
  };

  return (
    <SiteContext.Provider value={state}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <ErrorBoundary name="header">
        <Header />
      </ErrorBoundary>
      <main id="main" tabIndex={-1}>
        <ErrorBoundary name="page" resetKey={location.pathname}>
          <PageSwitch />
        </ErrorBoundary>
      </main>
      <ErrorBoundary name="footer">
        <Footer />
      </ErrorBoundary>
    </SiteContext.Provider>
  );
}
