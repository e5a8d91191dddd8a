import { Alert, Box, Button, Divider, List, ListItem, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useTranslate } from 'react-admin';
import type { Json } from '@academy/shared';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { recordLabel } from '../history/historyEntries.ts';
import { useRestoreVersion } from '../history/useRestoreVersion.ts';
import { ListScreen, type ListTexts } from '../kit/ListScreen.tsx';
import recentlyDeleted from './resource.ts';

/** A row of the `recently_deleted` view (its key, change_id, is the record's id). */
interface Deleted {
  id: number;
  change_id: number;
  table_name: string;
  row_id: string;
  record: Record<string, Json>;
  actor_name: string | null;
  deleted_at: string;
}

const TEXTS: ListTexts = {
  title: 'app.recently_deleted.title',
  subtitle: 'app.recently_deleted.subtitle',
  loading: 'app.recently_deleted.loading',
  loadFailed: 'app.recently_deleted.load_failed',
  emptyTitle: 'app.recently_deleted.empty_title',
  emptyText: 'app.recently_deleted.empty_text',
  noMatch: 'app.list.no_match',
};

function DeletedRow({ row }: { row: Deleted }) {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  const name = recordLabel(row.record, row.row_id);
  const { restore, restoring, problem, clearProblem } = useRestoreVersion(row.table_name, {
    notice: { message: 'app.recently_deleted.restored', args: { name } },
  });
  return (
    <ListItem sx={{ display: 'block', py: 1.5 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 2 }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
            {translate(`app.history.tables.${row.table_name}`, { _: row.table_name })}
          </Typography>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.recently_deleted.deleted_at')}{' '}
            <time dateTime={row.deleted_at}>
              {new Intl.DateTimeFormat(dateLocale, DATE_TIME).format(new Date(row.deleted_at))}
            </time>
            {' · '}
            {row.actor_name
              ? translate('app.history.by', { name: row.actor_name })
              : translate('app.history.by_nobody')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<RestoreFromTrashIcon />}
          disabled={restoring}
          onClick={() => restore(row.change_id)}
          aria-label={translate('app.recently_deleted.restore_label', { name })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {translate(restoring ? 'app.history.restoring' : 'app.recently_deleted.restore')}
        </Button>
      </Stack>
      {problem && (
        <Alert severity="error" role="alert" onClose={clearProblem} sx={{ mt: 1 }}>
          {translate(problem.message, problem.args)}
        </Alert>
      )}
    </ListItem>
  );
}

/**
 * /admin/recently-deleted: records whose last change is a deletion, newest first, each with
 * Restore (the record comes back as it was deleted, recorded as a new change). An Admin sees
 * every table, an Editor what they may edit: the database's row level security decides.
 */
export function RecentlyDeleted() {
  return (
    <ListScreen<Deleted>
      resource={recentlyDeleted.name}
      texts={TEXTS}
      sort={{ field: 'change_id', order: 'DESC' }}
      perPage={25}
    >
      {({ rows }) => (
        <List disablePadding>
          {rows.map((row, index) => (
            // A fragment, not a wrapper: the list holds its items directly.
            <Fragment key={row.change_id}>
              {index > 0 && <Divider component="li" aria-hidden="true" />}
              <DeletedRow row={row} />
            </Fragment>
          ))}
        </List>
      )}
    </ListScreen>
  );
}
