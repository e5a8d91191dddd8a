import { useSyncExternalStore } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { visitOf } from '../app/routes.tsx';
import { translator } from '../i18n/messages.ts';
import { formatSiteDate } from '../lib/dates.ts';
import type { DraftSource } from './draftChannel.ts';
import { articleState, type PreviewArticle } from './previewData.ts';
import './preview.css';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The site as the router draws it (frame, page, styles), with the preview bar over it: what
 * this is, and whether it shows the editor's unsaved changes.
 */
export function PreviewRoot({ router, drafts }: { router: Router; drafts: DraftSource }) {
  return (
    <>
      <RouterProvider router={router} />
      <PreviewBar router={router} drafts={drafts} />
    </>
  );
}

function PreviewBar({ router, drafts }: { router: Router; drafts: DraftSource }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  const visit = visitOf(state.loaderData);
  const lang = visit?.target.lang ?? 'en';
  const t = translator(lang);
  const status = useSyncExternalStore(drafts.subscribe, drafts.status, drafts.status);
  const load = visit?.load;
  const data = load && !(load instanceof Promise) && load.ok ? load.data : null;
  const article = articleState(data?.article as PreviewArticle | null | undefined);
  const lines: string[] = [];
  if (article?.kind === 'draft') lines.push(t('previewDraft'));
  else if (article?.kind === 'archived') lines.push(t('previewArchived'));
  else if (article?.kind === 'scheduled')
    lines.push(t('previewScheduled', { date: formatSiteDate(article.date, lang) }));
  else if (article?.kind === 'published') lines.push(t('previewPublished'));
  if (status === 'live') lines.push(t('previewUnsaved'));
  else if (status === 'gone') lines.push(t('previewEditorClosed'));
  else if (!article) lines.push(t('previewSaved'));
  return (
    <aside className="preview-bar" aria-label={t('previewBarLabel')}>
      <strong className="preview-bar__badge">{t('previewLabel')}</strong>
      <span className="preview-bar__text" role="status">
        {lines.join(' ')}
      </span>
    </aside>
  );
}
