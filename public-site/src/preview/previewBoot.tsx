// The preview of the public site (issue 11): /preview/<public path> shows that page exactly as
// the site does (the same routes, components and styles, rendered here in the browser), with
// what staff may see that visitors may not: a draft, scheduled or archived article, and the
// unsaved changes of the editor it was opened from. Everything is read with the staff member's
// own session (row level security decides); the site server sends an empty, noindex page.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { splitLanguagePath, type Lang } from '@academy/shared/languages.ts';
import { DRAFT_PARAM, isDraftId, PREVIEW_PREFIX, publicPathOfPreview } from '@academy/shared/preview.ts';
import { createSiteRoutes, matchPage, type PageRouteData, type SiteLoaders } from '../app/routes.tsx';
import { SiteRootError } from '../app/SiteRoot.tsx';
import { SiteProviders } from '../app/SiteProviders.tsx';
import { clientRenderedEnv } from '../app/clientEnv.tsx';
import { readConsent } from '../consent/consent.ts';
import { pageRequestFor, pageRequestKey, type PageRequest } from '../data/pageRequest.ts';
import type { PageData, SiteFrame } from '../data/types.ts';
import { StatusScreen } from '../frame/StatusScreen.tsx';
import { loadCatalog, translator } from '../i18n/messages.ts';
import { listenForDraft, type DraftSource } from './draftChannel.ts';
import { createPreviewApi, createPreviewClient, type PreviewApi } from './previewApi.ts';
import { PreviewRefused, visibilityAsked, withDraft, type PreviewArticle } from './previewData.ts';
import { createPreviewRoot } from './PreviewRoot.tsx';
import { PreviewUnavailable } from './PreviewUnavailable.tsx';
import { readStaffToken } from './staffSession.ts';

/** How long the preview waits for the editor's unsaved state before it shows the saved version. */
const EDITOR_ANSWER_MS = 1500;

/** Search engines must not keep a preview address (the site server sends X-Robots-Tag too). */
function markNoindex(): void {
  if (document.querySelector('meta[name="robots"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'robots';
  meta.content = 'noindex, nofollow';
  document.head.append(meta);
}

/**
 * The page loaders of the preview: each page's saved data once (preview_page_data, with the
 * staff member's session), with the editor's unsaved state laid over it each time the router
 * asks (which it does again whenever the editor sends a change).
 */
function previewLoaders(
  frame: SiteFrame,
  api: PreviewApi,
  drafts: DraftSource,
  saved: Map<string, PageData>,
  onRefused: (error: PreviewRefused) => void,
): SiteLoaders {
  return {
    frame: () => frame,
    page: async ({ route }): Promise<PageRouteData> => {
      const request = pageRequestFor(route);
      const key = pageRequestKey(request);
      try {
        let data = saved.get(key);
        if (!data) {
          data = await api.page(request);
          saved.set(key, data);
        }
        if (!request) return { load: { ok: true, data: null } };
        const shown = withDraft(data, request, drafts.current());
        const article = shown.article as PreviewArticle | null | undefined;
        if (article && visibilityAsked(data.article, article)) {
          const isVisible = await api.isVisible(article.status ?? '', article.publish_date);
          const asShown: PreviewArticle = { ...article, is_visible: isVisible };
          return { load: { ok: true, data: { ...shown, article: asShown } } };
        }
        return { load: { ok: true, data: shown } };
      } catch (error) {
        if (error instanceof PreviewRefused) onRefused(error);
        else console.error('[preview] loading the page failed', error);
        return { load: { ok: false } };
      }
    },
  };
}

function PreviewLoading({ lang }: { lang: Lang }) {
  return <StatusScreen message={translator(lang)('previewLoading')} busy />;
}

async function start(root: Root, lang: Lang, publicPath: string): Promise<void> {
  const t = translator(lang);
  const env = clientRenderedEnv(root, t);
  if (!env) return;
  root.render(<PreviewLoading lang={lang} />);

  const token = () => readStaffToken(window.localStorage);
  const api = createPreviewApi(createPreviewClient(env, token), token);
  const draftName = new URLSearchParams(window.location.search).get(DRAFT_PARAM);
  const drafts = listenForDraft(isDraftId(draftName) ? draftName : null);
  const refuse = (error: PreviewRefused) => {
    drafts.close();
    root.render(<PreviewUnavailable lang={lang} reason={error.reason} />);
  };

  // The frame, then the first page: preview_page_data() refuses anyone but active staff, so
  // nothing of the site is drawn for anyone else.
  const saved = new Map<string, PageData>();
  let frame: SiteFrame;
  try {
    frame = await api.frame();
    const probe = createSiteRoutes(
      frame,
      { frame: () => frame, page: () => ({ load: { ok: true, data: null } }) },
      {},
    );
    const first = matchPage(probe, publicPath);
    const request: PageRequest | null = first ? pageRequestFor({ ...first.route, newsPath: null }) : null;
    const [data] = await Promise.all([api.page(request), drafts.ready(EDITOR_ANSWER_MS)]);
    saved.set(pageRequestKey(request), data);
  } catch (error) {
    if (error instanceof PreviewRefused) return refuse(error);
    console.error('[preview] loading the preview failed', error);
    root.render(
      <StatusScreen message={t('loadFailed')} action={{ label: t('reload'), href: window.location.href }} />,
    );
    return;
  }

  const routes = createSiteRoutes(frame, previewLoaders(frame, api, drafts, saved, refuse), {
    Component: createPreviewRoot(drafts),
    ErrorBoundary: SiteRootError,
    HydrateFallback: () => <PreviewLoading lang={lang} />,
  });
  const router = createBrowserRouter(routes, { basename: PREVIEW_PREFIX });
  // Each change in the editor: the page again, with the new state (the saved data is kept). When
  // the editor closes (it may have saved), the saved version is read again.
  drafts.subscribe(() => {
    if (drafts.status() === 'gone') saved.clear();
    void router.revalidate();
  });
  root.render(
    <StrictMode>
      <SiteProviders env={env} consent={readConsent(document.cookie)}>
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>,
  );
}

/** Starts the preview on this document (boot.tsx calls it for a /preview address). */
export async function bootPreview(): Promise<void> {
  markNoindex();
  const publicPath = publicPathOfPreview(window.location.pathname) ?? '/';
  const { lang } = splitLanguagePath(publicPath);
  await loadCatalog(lang).catch((error: unknown) =>
    console.error('[preview] loading the language catalog failed', error),
  );
  const root = createRoot(document.getElementById('root')!);
  await start(root, lang, publicPath);
}
