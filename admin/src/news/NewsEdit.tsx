import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { newDraftId } from '@academy/shared';
import { EditWithHistory } from '../history/EditWithHistory.tsx';
import { showPath } from '../model/resourceDefinition.ts';
import { PreviewDraftSender } from '../preview/PreviewDraftSender.tsx';
import { PreviewLinks } from '../preview/PreviewLinks.tsx';
import { NEWS_TEXTS } from './NewsCreate.tsx';
import { NEWS_OPEN_WHEN, NewsInputs } from './NewsInputs.tsx';
import { articleDraftOf, newsTransform } from './newsPayload.ts';
import news from './resource.ts';
import { useArticleUrls } from './useNewsUrl.ts';

/** "Preview: EN ES RU" of the article with the editor's unsaved changes. */
function ArticlePreview({ id, draft }: { id: string; draft: string }) {
  const [english] = useArticleUrls(id);
  return english ? <PreviewLinks path={english.url} draft={draft} /> : null;
}

/** An article's editor at /admin/news/{id}/edit; back and after saving: its details. */
export function NewsEdit() {
  const { id = '' } = useParams<'id'>();
  // This editor's name for its preview windows (its unsaved changes travel to them by name).
  const [draft] = useState(newDraftId);
  const articleId = Number(id);
  return (
    <EditWithHistory
      resource={news.name}
      table={news.table}
      texts={{ ...NEWS_TEXTS, title: 'app.news.edit_title' }}
      backPath={showPath(news, id)}
      redirectTo={(record) => showPath(news, record.id)}
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
    </EditWithHistory>
  );
}
