import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { newDraftId } from '@academy/shared';
import { EditScreen } from '../kit/FormScreen.tsx';
import { PreviewDraftSender } from '../preview/PreviewDraftSender.tsx';
import { PreviewLinks } from '../preview/PreviewLinks.tsx';
import { NEWS_TEXTS } from './NewsCreate.tsx';
import { NEWS_OPEN_WHEN, NewsInputs } from './NewsInputs.tsx';
import { articleDraftOf, newsTransform } from './newsPayload.ts';
import { useArticleUrls } from './useNewsUrl.ts';

/** "Preview: EN ES RU" of the article with the editor's unsaved changes. */
function ArticlePreview({ id, draft }: { id: string; draft: string }) {
  const [english] = useArticleUrls(id);
  return english ? <PreviewLinks path={english.url} draft={draft} /> : null;
}

/** /admin/news/{id}/edit; after saving, the article's details page. */
export function NewsEdit() {
  const { id } = useParams<'id'>();
  // This editor's name for its preview windows (its unsaved changes travel to them by name).
  const [draft] = useState(newDraftId);
  const articleId = Number(id);
  return (
    <EditScreen
      resource="news"
      texts={{ ...NEWS_TEXTS, title: 'app.news.edit_title' }}
      backPath={`/news/${id}`}
      redirectTo={(record) => `/news/${record.id}`}
      openWhen={NEWS_OPEN_WHEN}
      transform={newsTransform}
      headerExtra={id ? <ArticlePreview id={id} draft={draft} /> : undefined}
    >
      {Number.isSafeInteger(articleId) && (
        <PreviewDraftSender
          draft={draft}
          toState={(values) => ({ kind: 'article', id: articleId, fields: articleDraftOf(values) })}
        />
      )}
      <NewsInputs />
    </EditScreen>
  );
}
