import { Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ScrollRestoration, useLoaderData, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ConsentBanner } from '../consent/ConsentBanner.tsx';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { Footer } from '../frame/Footer.tsx';
import { Header } from '../frame/Header.tsx';
import { PageLoader, loaderLabel } from '../frame/PageLoader.tsx';
import { SiteContext, useSite, type SiteState } from '../page/SiteContext.tsx';
import { StatusScreen } from '../frame/StatusScreen.tsx';
import { translator } from '../i18n/messages.ts';
import { browserStorage, preferredLanguageRedirect, readPreferredLanguage } from '../i18n/preference.ts';
import { buildRoutes, type RoutePage } from '../routing/siteRoutes.ts';
import { MIN_LOADER_MS } from '@academy/shared/constants.ts';
import { splitLanguagePath, withLanguage } from '@academy/shared/languages.ts';
import { withSafeLinks } from '@academy/shared/links.ts';
import { resolveMediaUrl } from '@academy/shared/media.ts';
import { Document } from './Document.tsx';
import { PayloadContext, useSiteEnv } from '../page/env.ts';
import { PageView } from './pages.tsx';
import { siteLanguages } from '../page/pageTarget.ts';
import type { PageVisit } from '../page/pageVisit.ts';

/**
 * The site route's component: the frame around every page (header, page, footer, cookie banner)
 * and, for a server-rendered page, the HTML document itself.
 */
export function SiteRoot() {
  const env = useSiteEnv();
  const payload = useContext(PayloadContext);
  const { frame, target } = useLoaderData() as PageVisit;
  const location = useLocation();
  const navigate = useNavigate();
  const { lang, path } = splitLanguagePath(location.pathname);
  const routes = useMemo(() => buildRoutes(frame.menu_items), [frame]);
  const languages = useMemo(() => siteLanguages(frame), [frame]);

  // The page is React's from here on (stories wait for this mark before they click buttons).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  // A visitor who chose Spanish or Russian before is taken there from an unprefixed URL
  // (the language switcher stores the choice). After hydration: the server cannot know what
  // the browser stored.
  useEffect(() => {
    const to = preferredLanguageRedirect(location.pathname, readPreferredLanguage(browserStorage()));
    if (to && languages.includes(splitLanguagePath(to).lang))
      navigate(`${to}${location.search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, languages, navigate]);

  const state: SiteState = {
    env,
    frame,
    // A settings link that breaks its rule (data:, javascript:, another scheme) is no link.
    settings: withSafeLinks(frame.settings ?? {}),
    lang,
    languages,
    t: translator(lang),
    routes,
    route: target.route,
    path,
    href: (to) => withLanguage(to, lang),
    media: (url) => resolveMediaUrl(url, env.supabaseUrl) ?? '',
  };

  const body = (
    <SiteContext.Provider value={state}>
      <a className="skip-link" href="#main">
        {state.t('skipToContent')}
      </a>
      {/* Early in the page, though it is drawn over the bottom of the screen: a browser that
          paints the page before it has read all of it shows the banner with the first content,
          and keyboard and screen-reader visitors meet the choice before the page. */}
      <ErrorBoundary name="cookie banner">
        <ConsentBanner />
      </ErrorBoundary>
      <ErrorBoundary name="header">
        <Header />
      </ErrorBoundary>
      <main id="main" tabIndex={-1}>
        <PageOutlet page={target.route.page} />
      </main>
      <ErrorBoundary name="footer">
        <Footer />
      </ErrorBoundary>
      <ScrollRestoration />
    </SiteContext.Provider>
  );
  if (!env.serverRendered) return <LanguageAttribute lang={lang}>{body}</LanguageAttribute>;
  return (
    <Document lang={lang} styles={env.styles} payload={payload}>
      {body}
    </Document>
  );
}

/** On a static host React renders inside #root, so the page language is set on <html> here. */
function LanguageAttribute({ lang, children }: { lang: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

/**
 * The current page, with its loader while its data is on its way (client-side navigations),
 * and, on a server-rendered first page, the loader over the content for the site's minimum
 * time (1,500 ms unless the settings say otherwise; 0 turns it off).
 */
function PageOutlet({ page }: { page: RoutePage }) {
  const location = useLocation();
  const { settings, env } = useSite();
  const label = loaderLabel(page);
  const minMs = settings.min_loader_ms ?? MIN_LOADER_MS;
  // React Router gives the first location the key 'default'.
  const firstView = location.key === 'default' && env.serverRendered;
  return (
    <ErrorBoundary name="page" resetKey={location.pathname}>
      {/* A new boundary per visit: the loader shows at once instead of keeping the old page. */}
      <Suspense key={location.key} fallback={<PageLoader label={label} />}>
        <PageView page={page} />
      </Suspense>
      {firstView && minMs > 0 && <FirstViewCover ms={minMs} label={label} />}
    </ErrorBoundary>
  );
}

/**
 * The loader over a server-rendered page for the minimum time. A CSS animation lifts it `ms`
 * after it is painted, even before (or without) the script; once hydrated, React removes it
 * after the same time, so it never shows for less.
 */
function FirstViewCover({ ms, label }: { ms: number; label: Parameters<typeof PageLoader>[0]['label'] }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  if (done) return null;
  return <PageLoader label={label} coverMs={ms} />;
}

/** The root route's error screen: the frame itself could not be shown. */
export function SiteRootError() {
  const error = useRouteError();
  const env = useSiteEnv();
  const payload = useContext(PayloadContext);
  const location = useLocation();
  const { lang } = splitLanguagePath(location.pathname);
  const t = translator(lang);
  useEffect(() => console.error('[site] the site failed to render', error), [error]);
  const screen = (
    <StatusScreen message={t('loadFailed')} action={{ label: t('reload'), href: location.pathname }} />
  );
  if (!env.serverRendered) return screen;
  return (
    <Document lang={lang} styles={env.styles} payload={payload}>
      {screen}
    </Document>
  );
}
