import { useState } from 'react';
import { CreateScreen } from '../kit/FormScreen.tsx';
import type { FormTexts } from '../kit/saveProblem.ts';
import { listPath, showPath } from '../model/resourceDefinition.ts';
import { NEWS_OPEN_WHEN, NewsInputs } from './NewsInputs.tsx';
import { newsTransform } from './newsPayload.ts';
import news from './resource.ts';

export const NEWS_TEXTS: FormTexts = {
  title: 'app.news.create_title',
  saved: 'app.news.saved',
  saveFailed: 'app.news.save_failed',
  loadFailed: 'app.news.load_failed',
};

/** A new article, at /admin/news/create; after saving, the article's details. */
export function NewsCreate() {
  // Computed once per visit: a new article defaults to "now".
  const [defaults] = useState(() => ({ status: 'Draft', publish_date: new Date().toISOString() }));
  return (
    <CreateScreen
      resource={news.name}
      texts={NEWS_TEXTS}
      backPath={listPath(news)}
      redirectTo={(record) => showPath(news, record.id)}
      openWhen={NEWS_OPEN_WHEN}
      transform={newsTransform}
      defaultValues={defaults}
    >
      <NewsInputs />
    </CreateScreen>
  );
}
