import type { LoaderFunctionArgs, RouteObject, RouterContextProvider } from 'react-router-dom';
import { NEWS_AFTER_PARAMETER, pageRequestFor, type PageRequest } from '../data/pageRequest.ts';
import { loadRegistration, withWrittenTexts } from '../data/registrationSource.ts';
import { siteSourceOf, type PageLoad } from '../data/siteSource.ts';
import { loadCatalog } from '../i18n/messages.ts';
import { pageTarget, sameTarget, type PageTarget } from '../page/pageTarget.ts';
import type { PageVisit } from '../page/pageVisit.ts';
import { loadPageComponent } from './pages.tsx';
import { SiteRoot, SiteRootError } from './SiteRoot.tsx';

/**
 * The query parameters a page reads: `enquiry` (the contacts page thanks for a message sent) and
 * `after` (where a page of the news list starts). Campaign tags and click ids change nothing on a
 * page.
 */
const READ_QUERY_PARAMETERS: readonly string[] = ['enquiry', NEWS_AFTER_PARAMETER];

/**
 * The address a page is rendered (and cached) under: its path and the query parameters the site
 * reads, in a fixed order; every other parameter is dropped, so the loader cannot read one by
 * mistake and a cache keeps one copy of the page.
 */
export function pageUrl(url: URL, read: readonly string[] = READ_QUERY_PARAMETERS): URL {
  const page = new URL(url.pathname, url);
  for (const name of [...read].sort())
    for (const value of url.searchParams.getAll(name)) page.searchParams.append(name, value);
  return page;
}

/**
 * The page's data as the pages may render it: its rich text sanitized (cleanPageData). The
 * cleaner and its sanitizer are a chunk of their own, loaded by the first page this loader finds
 * in the browser (a navigation), never by hydration: the first page's data was cleaned on the
 * server before it went into the payload.
 */
async function cleaned(
  load: PageLoad,
  request: PageRequest | null,
  cleaner: Promise<typeof import('../data/cleanPageData.ts')>,
): Promise<PageLoad> {
  if (!load.ok || !load.data) return load;
  const { cleanPageData } = await cleaner;
  return { ok: true, data: cleanPageData(load.data, request) };
}

async function prepare(target: PageTarget): Promise<void> {
  await Promise.all([
    loadCatalog(target.lang).catch((error: unknown) =>
      console.error('[site] loading the language catalog failed', error),
    ),
    loadPageComponent(target.route.page),
  ]);
}

/**
 * The site route's loader: finds the page the address shows with the frame the source knows,
 * loads its catalog and component, and asks the source for its data. When the answer brings a
 * frame whose menu puts another page at this address (a menu changed meanwhile), the page is
 * found again and asked for again.
 */
async function loadPage({ params, context, request: navigation }: LoaderFunctionArgs): Promise<PageVisit> {
  const source = siteSourceOf(context);
  const path = `/${params['*'] ?? ''}`;
  const query = new URL(navigation.url).searchParams;
  const known = await source.frame();
  let target = pageTarget(known, path);
  // Asked beside the page's data: a visit waits for the slower of the two, not for both.
  const registration = loadRegistration(context as RouterContextProvider, target.route.page);
  const cleaner = import('../data/cleanPageData.ts');
  // A failure to load the cleaner is the page's failure, reported where the page's is.
  cleaner.catch(() => undefined);
  await prepare(target);
  if (source.deferred) {
    const request = pageRequestFor(target.route, query);
    const load = source
      .page(request)
      .then((answer) => cleaned(answer.load, request, cleaner))
      .catch((error: unknown): PageLoad => {
        console.error('[site] loading the page failed', error);
        return { ok: false };
      });
    return { frame: known, target, load, registration: withWrittenTexts(await registration, target.lang) };
  }
  let request = pageRequestFor(target.route, query);
  let answer = await source.page(request);
  const fresh = pageTarget(answer.frame, path);
  if (!sameTarget(fresh, target)) {
    target = fresh;
    request = pageRequestFor(target.route, query);
    [answer] = await Promise.all([source.page(request), prepare(target)]);
  }
  return {
    frame: answer.frame,
    target,
    load: await cleaned(answer.load, request, cleaner),
    registration: withWrittenTexts(await registration, target.lang),
  };
}

/**
 * The site's one route table, used by the server (createStaticHandler) and the browser
 * (createBrowserRouter) alike. Every address is a page: its paths come from the menu, which is
 * data, so one route takes every address and its loader finds the page (pageTarget).
 */
export const siteRoutes: RouteObject[] = [
  { id: 'site', path: '*', loader: loadPage, Component: SiteRoot, ErrorBoundary: SiteRootError },
];

/** The data of the site route in a router's loader data. */
export function visitOf(loaderData: Record<string, unknown>): PageVisit | undefined {
  return loaderData.site as PageVisit | undefined;
}

/** True when the page is the 404 page, or an article that does not exist. */
export function isMissing(visit: PageVisit): boolean {
  const { page } = visit.target.route;
  if (page === 'not-found') return true;
  if (
    page === 'registration' ||
    page === 'registration-answer' ||
    page === 'registration-manage' ||
    page === 'registration-paid' ||
    page === 'account'
  ) {
    // Without the site server's state (registration off, an offer that is not open) the form
    // pages say so, as a 404.
    const state = visit.registration.state;
    // A return page about no checkout is missing too.
    return !state || state.kind === 'closed' || (state.kind === 'paid' && !state.checkout);
  }
  if (page !== 'news-detail') return false;
  return !(visit.load instanceof Promise) && visit.load.ok && !visit.load.data?.article;
}
