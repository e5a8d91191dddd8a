import { lazy, Suspense, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse, Skeleton, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { SaveError } from '../providers/saveErrors.ts';
import { useStaleMark } from './staleMarks.tsx';

// The word difference (and its library) loads only when someone asks to see the English change.
const EnglishChange = lazy(() => import('./EnglishChange.tsx'));

/**
 * "May be out of date" beside a translation whose English changed after it was last saved: when,
 * the English change itself (words removed and added), and "Still correct" to clear the mark.
 * Saving a changed translation clears it too (the database does).
 */
export function StaleMark({ path }: { path: string }) {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const mark = useStaleMark(path);
  const [open, setOpen] = useState(false);
  const clear = useMutation({
    mutationFn: () => dataProvider.stillCorrect(mark!.table, mark!.rowId, mark!.field),
    onSuccess: () => {
      mark?.dismiss();
      // Lists of marks elsewhere (the dashboard) change too.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      notify('app.stale.cleared', { type: 'success' });
    },
    onError: (error) =>
      notify(error instanceof SaveError ? error.message : 'app.stale.failed', {
        type: 'error',
        messageArgs: error instanceof SaveError ? error.args : undefined,
      }),
  });
  if (!mark) return null;
  const changeId = `stale-change-${path}`;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="note"
      sx={{ mt: 0.5, mb: 1.5, '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>{translate('app.stale.mark')}</AlertTitle>
      {translate('app.stale.explain', {
        date: new Intl.DateTimeFormat(dateLocale, DATE_TIME).format(new Date(mark.marked_at)),
      })}{' '}
      {translate('app.stale.hint')}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={changeId}>
          {translate(open ? 'app.stale.hide_change' : 'app.stale.show_change')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="warning"
          disabled={clear.isPending}
          onClick={() => clear.mutate()}
        >
          {translate('app.stale.still_correct')}
        </Button>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box id={changeId} sx={{ mt: 1, p: 1, bgcolor: 'background.paper', borderRadius: 1 }}>
          <Suspense fallback={<Skeleton variant="text" />}>
            <EnglishChange source={mark.source_field} before={mark.en_old} after={mark.en_new} />
          </Suspense>
        </Box>
      </Collapse>
    </Alert>
  );
}
