import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Drawer,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Confirm, useInfiniteGetList, useTranslate } from 'react-admin';
import type { Json } from '@academy/shared';
import { historyItems, offersEarlierVersion, toEntry, versionBefore } from './historyEntries.ts';
import { HistoryItemCard, RestoreAction, type VersionProblem } from './HistoryItemCard.tsx';
import { useRestoreVersion } from './useRestoreVersion.ts';

/** Changes per request: the panel opens with one request; older ones come with "Show older changes". */
const PAGE_SIZE = 50;

export interface HistoryPanelProps {
  open: boolean;
  onClose: () => void;
  /** The table and key of the record ('coaches', '5'; 'pages', 'index'). */
  table: string;
  rowId: string;
  /** False for staff accounts: their history is shown, never written back. */
  restorable?: boolean;
  /** Why a version no longer fits the editor's schema (pages), checked before Restore is offered. */
  versionProblem?: (version: Record<string, Json>) => VersionProblem | null;
  /** The form holds changes not saved yet (a restore replaces them). */
  dirty?: boolean;
  /** Called with the restored record (the form opens the sections that now have text). */
  onRestored?: (record: Record<string, unknown>) => void;
}

/**
 * A record's history in a side panel: newest first, who and when, each field's difference (rich
 * text compared as text), and "Restore this version" after a confirmation. A page version the
 * page's schema refuses is not offered, and says which field is wrong.
 */
export default function HistoryPanel(props: HistoryPanelProps) {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="right"
      open={props.open}
      onClose={props.onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 }, bgcolor: 'background.default' } } }}
    >
      <Box component="section" aria-labelledby="history-title" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="history-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {translate('app.history.title')}
          </Typography>
          <IconButton onClick={props.onClose} aria-label={translate('app.history.close')}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.history.subtitle')}
        </Typography>
        {props.open && <HistoryList {...props} />}
      </Box>
    </Drawer>
  );
}

/** The panel while its history loads, when it cannot, or when there is none. */
function HistoryStatus({
  loading,
  failed,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  if (loading)
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{translate('app.history.loading')}</Typography>
      </Stack>
    );
  if (failed)
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.common.try_again')}
          </Button>
        }
      >
        {translate('app.history.load_failed')}
      </Alert>
    );
  return <Typography>{translate('app.history.empty')}</Typography>;
}

/** "Restore this version?", saying too when the form holds changes the restore replaces. */
function RestoreConfirm({
  open,
  busy,
  dirty,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  dirty: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <Confirm
      isOpen={open}
      loading={busy}
      title="app.history.confirm_title"
      content={
        <>
          <Typography>{translate('app.history.confirm_text')}</Typography>
          {dirty && (
            <Typography sx={{ mt: 1, fontWeight: 600 }}>
              {translate('app.history.confirm_unsaved')}
            </Typography>
          )}
        </>
      }
      confirm="app.history.restore"
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

function HistoryList({
  table,
  rowId,
  restorable = true,
  versionProblem,
  dirty,
  onRestored,
  onClose,
}: HistoryPanelProps) {
  const translate = useTranslate();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } =
    useInfiniteGetList(
      'change_history',
      {
        filter: { table_name: table, row_id: rowId },
        sort: { field: 'id', order: 'DESC' },
        pagination: { page: 1, perPage: PAGE_SIZE },
      },
      { retry: false },
    );
  const entries = useMemo(
    () =>
      (data?.pages ?? []).flatMap((page) => page.data.map((row) => toEntry(row as Record<string, unknown>))),
    [data],
  );
  const items = useMemo(() => historyItems(entries), [entries]);
  const [asked, setAsked] = useState<{ changeId: number; before: boolean } | null>(null);
  const { restore, restoring, problem, clearProblem } = useRestoreVersion(table, {
    onRestored: (record) => {
      onRestored?.(record);
      onClose();
    },
  });

  if (isPending || error || items.length === 0)
    return <HistoryStatus loading={isPending} failed={!!error} onRetry={() => void refetch()} />;

  const check = (version: Record<string, Json>) => versionProblem?.(version) ?? null;
  const oldest =
    restorable && offersEarlierVersion(items, !hasNextPage) ? items[items.length - 1]!.oldest : null;
  // The earliest version is rebuilt, not recorded: offered only when the editor could save it
  // (a page's content before the seed filled it is not a page anyone wants back).
  const earlier = oldest && !check(versionBefore(oldest)) ? oldest : null;
  return (
    <>
      {problem && (
        <Alert severity="error" variant="filled" role="alert" onClose={clearProblem} sx={{ mb: 2 }}>
          {translate(problem.message, problem.args)}
        </Alert>
      )}
      {items.map((item, index) => {
        // The newest change left the record as it is now: nothing to restore.
        const current = index === 0 && item.entry.op !== 'DELETE';
        return (
          <HistoryItemCard
            key={item.entry.id}
            item={item}
            table={table}
            current={current}
            action={
              restorable && !current ? (
                <RestoreAction
                  table={table}
                  problem={check(item.entry.record)}
                  busy={restoring}
                  onRestore={() => setAsked({ changeId: item.entry.id, before: false })}
                />
              ) : undefined
            }
          />
        );
      })}
      {hasNextPage && (
        <Button onClick={() => fetchNextPage()} disabled={isFetchingNextPage} sx={{ mb: 2 }}>
          {translate('app.history.show_older')}
        </Button>
      )}
      {earlier && (
        <EarlierVersion
          table={table}
          busy={restoring}
          onRestore={() => setAsked({ changeId: earlier.id, before: true })}
        />
      )}
      <RestoreConfirm
        open={asked !== null}
        busy={restoring}
        dirty={!!dirty}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked) restore(asked.changeId, asked.before);
          setAsked(null);
        }}
      />
    </>
  );
}

/** The record as it was before the oldest change kept: restorable, though no change recorded it. */
function EarlierVersion({ table, busy, onRestore }: { table: string; busy: boolean; onRestore: () => void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="article" aria-labelledby="history-earliest" sx={{ mb: 1.5 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id="history-earliest" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {translate('app.history.earlier_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.history.earlier_text')}
        </Typography>
        <RestoreAction table={table} problem={null} busy={busy} onRestore={onRestore} />
      </CardContent>
    </Card>
  );
}
