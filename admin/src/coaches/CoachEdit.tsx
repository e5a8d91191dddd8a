import { useParams } from 'react-router-dom';
import { Alert, AlertTitle, Box, CircularProgress, Typography } from '@mui/material';
import { useGetOne, useRequireAccess, useTranslate } from 'react-admin';
import type { Coach } from '@academy/shared';
import { CoachForm } from './CoachForm.tsx';

/** /admin/coaches/edit/{id}: 'Loading...' while the coach loads, a red banner if it cannot. */
export function CoachEdit() {
  const { id } = useParams<'id'>();
  const translate = useTranslate();
  const access = useRequireAccess({ action: 'edit', resource: 'coaches' });
  const { data, isPending, error } = useGetOne<Coach>(
    'coaches',
    { id: Number(id) },
    { enabled: !access.isPending && !!id, retry: false },
  );
  if (access.isPending || (isPending && !error)) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{translate('app.loading')}</Typography>
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Alert severity="error" variant="filled" role="alert" sx={{ m: 2 }}>
        <AlertTitle>{translate('app.common.error')}</AlertTitle>
        {translate('app.coaches.load_failed_one')}
      </Alert>
    );
  }
  // Keyed by id so the section visibility is computed from this coach.
  return <CoachForm key={data.id} record={data} />;
}
