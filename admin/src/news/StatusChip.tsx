import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { News } from '@academy/shared';
import { PALETTE } from '../theme.ts';
import { isScheduled } from './newsPayload.ts';

/** Published (pitch light), Draft (grey), Archived (night outline), plus 'Scheduled' for a future date. */
export function StatusChip({ record }: { record: Pick<News, 'status' | 'publish_date'> }) {
  const translate = useTranslate();
  const label = translate(`app.news.status.${record.status}`, { _: record.status });
  const sx =
    record.status === 'Published'
      ? { bgcolor: PALETTE.pitchLight, color: '#FFFFFF' }
      : record.status === 'Archived'
        ? { borderColor: PALETTE.night, color: PALETTE.night }
        : {};
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip
        size="small"
        label={label}
        variant={record.status === 'Archived' ? 'outlined' : 'filled'}
        sx={sx}
      />
      {isScheduled(record) && <Chip size="small" color="secondary" label={translate('app.news.scheduled')} />}
    </Stack>
  );
}
