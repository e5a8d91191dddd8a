import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, AlertTitle, Box, CircularProgress, Typography } from '@mui/material';
import { useGetOne, useRequireAccess, useTranslate } from 'react-admin';
import type { News } from '@academy/shared';

/** Loads the article of the URL for the details and edit pages, with their loading and error states. */
export function useArticle(action: 'show' | 'edit') {
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const access = useRequireAccess({ action, resource: 'news' });
  const query = useGetOne<News>(
    'news',
    { id: Number(id) },
    { enabled: !access.isPending && !!id, retry: false },
  );
  let fallback: ReactNode = null;
  if (access.isPending || (query.isPending && !query.error)) {
    fallback = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{translate('app.loading')}</Typography>
      </Box>
    );
  } else if (query.error || !query.data) {
    fallback = (
      <Alert severity="error" variant="filled" role="alert" sx={{ m: 2 }}>
        <AlertTitle>{translate('app.common.error')}</AlertTitle>
        {translate('app.news.load_failed')}
      </Alert>
    );
  }
  return { record: query.data, fallback };
}
