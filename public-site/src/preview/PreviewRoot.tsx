import { useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { splitLanguagePath } from '@academy/shared/languages.ts';
import { SiteRoot } from '../app/SiteRoot.tsx';
import type { PageRouteData } from '../app/routes.tsx';
import { translator } from '../i18n/messages.ts';
import { formatSiteDate } from '../lib/dates.ts';
import type { DraftSource } from './draftChannel.ts';
import { articleState, type PreviewArticle } from './previewData.ts';
import './preview.css';

/**
 * The site's own root (frame, page, styles) with the preview bar over it: what this is, and
 * whether it shows the editor's unsaved changes.
 */
export function createPreviewRoot(drafts: DraftSource) {
  return function PreviewRoot() {
    return (
      <>
        <SiteRoot />
        <PreviewBar drafts={drafts} />
      </>
    );
  };
}

function PreviewBar({ drafts }: { drafts: DraftSource }) {
  const { lang } = splitLanguagePath(useLocation().pathname);
  const t = translator(lang);
  const status = useSyncExternalStore(drafts.subscribe, drafts.status, drafts.status);
  const leaf = useMatches().at(-1);
  const load = (leaf?.data as PageRouteData | undefined)?.load;
  const data = load && !(load instanceof Promise) && load.ok ? load.data : null;
  const state = articleState(data?.article as PreviewArticle | null | undefined);
  const lines: string[] = [];
  if (state?.kind === 'draft') lines.push(t('previewDraft'));
  else if (state?.kind === 'archived') lines.push(t('previewArchived'));
  else if (state?.kind === 'scheduled')
    lines.push(t('previewScheduled', { date: formatSiteDate(state.date, lang) }));
  else if (state?.kind === 'published') lines.push(t('previewPublished'));
  if (status === 'live') lines.push(t('previewUnsaved'));
  else if (status === 'gone') lines.push(t('previewEditorClosed'));
  else if (!state) lines.push(t('previewSaved'));
  return (
    <aside className="preview-bar" aria-label={t('previewBarLabel')}>
      <strong className="preview-bar__badge">{t('previewLabel')}</strong>
      <span className="preview-bar__text" role="status">
        {lines.join(' ')}
      </span>
    </aside>
  );
}
