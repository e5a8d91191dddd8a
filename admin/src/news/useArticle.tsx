import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useBasename, useGetOne, useRequireAccess } from 'react-admin';
import { LoadFailure } from '../common/LoadFailure.tsx';
import { PageLoader } from '../common/PageLoader.tsx';
import type { News } from '@academy/shared';

/** Loads the article of the URL for the details and edit pages, with their loading and error states. */
export function useArticle(action: 'show' | 'edit') {
  const { id } = useParams<'id'>();
  const basename = useBasename();
  const access = useRequireAccess({ action, resource: 'news' });
  const query = useGetOne<News>(
    'news',
    { id: Number(id) },
    { enabled: !access.isPending && !!id, retry: false },
  );
  let fallback: ReactNode = null;
  if (access.isPending || (query.isPending && !query.error)) {
    fallback = <PageLoader />;
  } else if (query.error || !query.data) {
    fallback = (
      <LoadFailure
        title={action === 'edit' ? 'app.news.edit_title' : 'app.news.title'}
        message="app.news.load_failed"
        listPath={`${basename}/news`}
      />
    );
  }
  return { record: query.data, fallback };
}
