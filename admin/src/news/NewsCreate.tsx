import { useState } from 'react';
import { CreateScreen } from '../kit/FormScreen.tsx';
import { NEWS_OPEN_WHEN, NewsInputs } from './NewsInputs.tsx';
import { newsTransform } from './newsPayload.ts';

export const NEWS_TEXTS = {
  title: 'app.news.create_title',
  saved: 'app.news.saved',
  saveFailed: 'app.news.save_failed',
  loadFailed: 'app.news.load_failed',
};

/** /admin/news/create; after saving, the article's details page. */
export function NewsCreate() {
  // Computed once per visit: a new article defaults to "now".
  const [defaults] = useState(() => ({ status: 'Draft', publish_date: new Date().toISOString() }));
  return (
    <CreateScreen
      resource="news"
      texts={NEWS_TEXTS}
      backPath="/news"
      redirectTo={(record) => `/news/${record.id}`}
      openWhen={NEWS_OPEN_WHEN}
      transform={newsTransform}
      defaultValues={defaults}
    >
      <NewsInputs />
    </CreateScreen>
  );
}
