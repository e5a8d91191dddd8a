// The preview of the public site: /preview/<public path> shows that page exactly as the site
// does (the same route, components and styles, rendered here in the browser), with what staff
// may see that visitors may not: a draft, scheduled or archived article, and the unsaved changes
// of the editor it was opened from. Everything is read with the staff member's own session (row
// level security decides); the site server sends an empty, noindex page.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { clientRenderedEnv } from '../app/clientEnv.tsx';
import { siteRoutes } from '../app/routes.tsx';
import { SiteProviders } from '../app/SiteProviders.tsx';
import { sourceContext, type PageAnswer, type SiteSource } from '../data/siteSource.ts';
import { whenReady } from '../app/whenReady.ts';
import { pageRequestKey } from '../data/pageRequest.ts';
import type { PageData, SiteFrame } from '../data/types.ts';
import { StatusScreen } from '../frame/StatusScreen.tsx';
import { loadCatalog, translator } from '../i18n/messages.ts';
import { splitLanguagePath, type Lang } from '@academy/shared/languages.ts';
import { DRAFT_PARAM, isDraftId, PREVIEW_PREFIX, publicPathOfPreview } from '@academy/shared/preview.ts';
import { listenForDraft, type DraftSource } from './draftChannel.ts';
import { createPreviewApi, createPreviewClient, type PreviewApi } from './previewApi.ts';
import { PreviewRefused, visibilityAsked, withDraft, type PreviewArticle } from './previewData.ts';
import { PreviewRoot } from './PreviewRoot.tsx';
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
 * The preview's source: each page's saved data once (preview_page_data, with the staff member's
 * session), with the editor's unsaved state laid over it each time the router asks (which it
 * does again whenever the editor sends a change). A refusal ends the preview.
 */
function previewSource(
  frame: SiteFrame,
  api: PreviewApi,
  drafts: DraftSource,
  saved: Map<string, PageData>,
  onRefused: (error: PreviewRefused) => void,
): SiteSource {
  return {
    deferred: false,
    frame: async () => frame,
    page: async (request): Promise<PageAnswer> => {
      const key = pageRequestKey(request);
      try {
        let data = saved.get(key);
        if (!data) {
          data = await api.page(request);
          saved.set(key, data);
        }
        if (!request) return { frame, load: { ok: true, data: null } };
        const shown = withDraft(data, request, drafts.current());
        const article = shown.article as PreviewArticle | null | undefined;
        if (article && visibilityAsked(data.article, article)) {
          const isVisible = await api.isVisible(article.status ?? '', article.publish_date);
          const asShown: PreviewArticle = { ...article, is_visible: isVisible };
          return { frame, load: { ok: true, data: { ...shown, article: asShown } } };
        }
        return { frame, load: { ok: true, data: shown } };
      } catch (error) {
        if (error instanceof PreviewRefused) onRefused(error);
        else console.error('[preview] loading the page failed', error);
        return { frame, load: { ok: false } };
      }
    },
  };
}

function PreviewLoading({ lang }: { lang: Lang }) {
  return <StatusScreen message={translator(lang)('previewLoading')} busy />;
}

async function start(root: Root, lang: Lang): Promise<void> {
  const t = translator(lang);
  const env = clientRenderedEnv(root, t);
  if (!env) return;
  root.render(<PreviewLoading lang={lang} />);

  const token = () => readStaffToken(window.localStorage);
  const api = createPreviewApi(createPreviewClient(env, token), token);
  const draftName = new URLSearchParams(window.location.search).get(DRAFT_PARAM);
  const drafts = listenForDraft(isDraftId(draftName) ? draftName : null);
  let refused = false;
  const refuse = (error: PreviewRefused) => {
    refused = true;
    drafts.close();
    root.render(<PreviewUnavailable lang={lang} reason={error.reason} />);
  };

  // The frame first: site_frame() with the staff session, then preview_page_data() refuse
  // anyone but active staff, so nothing of the site is drawn for anyone else.
  let frame: SiteFrame;
  try {
    [frame] = await Promise.all([api.frame(), drafts.ready(EDITOR_ANSWER_MS)]);
  } catch (error) {
    if (error instanceof PreviewRefused) return refuse(error);
    console.error('[preview] loading the preview failed', error);
    root.render(
      <StatusScreen message={t('loadFailed')} action={{ label: t('reload'), href: window.location.href }} />,
    );
    return;
  }

  const saved = new Map<string, PageData>();
  const source = previewSource(frame, api, drafts, saved, refuse);
  const router = createBrowserRouter(siteRoutes, {
    basename: PREVIEW_PREFIX,
    getContext: () => sourceContext(source),
  });
  // Each change in the editor: the page again, with the new state (the saved data is kept). When
  // the editor closes (it may have saved), the saved version is read again.
  drafts.subscribe(() => {
    if (drafts.status() === 'gone') saved.clear();
    void router.revalidate();
  });
  await whenReady(router);
  if (refused) return;
  root.render(
    <StrictMode>
      <SiteProviders env={env}>
        <PreviewRoot router={router} drafts={drafts} />
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
  await start(root, lang);
}
