import { useParams } from 'react-router-dom';
import { EditScreen } from '../kit/FormScreen.tsx';
import { NEWS_TEXTS } from './NewsCreate.tsx';
import { NEWS_OPEN_WHEN, NewsInputs } from './NewsInputs.tsx';
import { newsTransform } from './newsPayload.ts';

/** /admin/news/{id}/edit; after saving, the article's details page. */
export function NewsEdit() {
  const { id } = useParams<'id'>();
  return (
    <EditScreen
      resource="news"
      texts={{ ...NEWS_TEXTS, title: 'app.news.edit_title' }}
      backPath={`/news/${id}`}
      redirectTo={(record) => `/news/${record.id}`}
      openWhen={NEWS_OPEN_WHEN}
      transform={newsTransform}
    >
      <NewsInputs />
    </EditScreen>
  );
}
