import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PALETTE } from '../kit/theme.ts';
import { isScheduled, type Article } from './article.ts';

/** Published (pitch light), Draft (grey), Archived (night outline), plus 'Scheduled' until visitors see it. */
export function StatusChip({ record }: { record: Pick<Article, 'status' | 'is_visible'> }) {
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
