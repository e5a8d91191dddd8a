import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useTranslate } from 'react-admin';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { ValueChange } from './FieldDiffView.tsx';
import type { HistoryEntry, HistoryItem } from './historyEntries.ts';
import { useFieldTitle } from './useFieldTitle.ts';

const FIELDS_SHOWN = 6;

/** Why a version cannot be restored any more (the page's schema refuses it), as a catalog message. */
export interface VersionProblem {
  /** The field path the schema refuses ('gallery.2.image_url'). */
  path: string;
  message: string;
  args: Record<string, string | number>;
}

/** When and by whom: '20 Nov 2026, 10:00 · by Laura Martín'. */
export function ChangeMeta({ entry }: { entry: Pick<HistoryEntry, 'changed_at' | 'actor_name'> }) {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  return (
    <Typography variant="body2" color="text.secondary">
      <time dateTime={entry.changed_at}>
        {new Intl.DateTimeFormat(dateLocale, DATE_TIME).format(new Date(entry.changed_at))}
      </time>
      {' · '}
      {entry.actor_name
        ? translate('app.history.by', { name: entry.actor_name })
        : translate('app.history.by_nobody')}
    </Typography>
  );
}

/** The restore button of a version, or why the version cannot be restored. */
export function RestoreAction({
  table,
  problem,
  busy,
  onRestore,
}: {
  table: string;
  problem: VersionProblem | null;
  busy: boolean;
  onRestore: () => void;
}) {
  const translate = useTranslate();
  const fieldTitle = useFieldTitle();
  if (problem)
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {translate('app.history.invalid_version', {
          field: fieldTitle(table, problem.path),
          reason: translate(problem.message, problem.args),
        })}
      </Alert>
    );
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<RestoreIcon />}
      disabled={busy}
      onClick={onRestore}
      sx={{ mt: 1 }}
    >
      {translate('app.history.restore')}
    </Button>
  );
}

/** One line of a record's history: what happened, when and by whom, and each field's difference. */
export function HistoryItemCard({
  item,
  table,
  current,
  action,
}: {
  item: HistoryItem;
  table: string;
  current: boolean;
  action?: ReactNode;
}) {
  const translate = useTranslate();
  const fieldTitle = useFieldTitle();
  const [all, setAll] = useState(false);
  const titleId = `history-item-${item.entry.id}`;
  // A change of many fields (a page filled at once) shows its first few until asked.
  const fields = all ? item.fields : item.fields.slice(0, FIELDS_SHOWN);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ mb: 1.5 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {translate(`app.history.${item.kind}`, { smart_count: item.count })}
          </Typography>
          {current && <Chip size="small" color="primary" label={translate('app.history.current')} />}
        </Stack>
        <ChangeMeta entry={item.entry} />
        {item.fields.length > 0 && (
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {fields.map((field) => {
              const title = fieldTitle(table, field.path);
              return (
                <Box key={field.path} sx={{ mb: 1 }}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                    {title}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <ValueChange
                      title={title}
                      before={field.before}
                      after={field.after}
                      diff={field.diff}
                      formatOnly={field.formatOnly}
                    />
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
        {fields.length < item.fields.length && (
          <Button size="small" onClick={() => setAll(true)} sx={{ display: 'block', mb: 1 }}>
            {translate('app.history.show_all', { smart_count: item.fields.length })}
          </Button>
        )}
        {action}
      </CardContent>
    </Card>
  );
}
