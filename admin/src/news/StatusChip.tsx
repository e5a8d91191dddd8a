import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PALETTE } from '../kit/theme.ts';
import { isScheduled, type Article } from './article.ts';

/**
 * Published (pitch green), Draft (grey), Archived (night outline), plus 'Scheduled' until visitors
 * see it. White on the lighter pitch green is 4.3:1, under WCAG's 4.5:1 for the chip's small text:
 * Published takes the theme's primary pitch green (over 7:1).
 */
export function StatusChip({ record }: { record: Pick<Article, 'status' | 'is_visible'> }) {
  const translate = useTranslate();
  const label = translate(`app.news.status.${record.status}`, { _: record.status });
  // MUI's default chip is a translucent grey that axe measures under 4.5:1 in the list's rows: an
  // opaque grey with night text.
  const sx =
    record.status === 'Archived'
      ? { borderColor: PALETTE.night, color: PALETTE.night }
      : record.status === 'Published'
        ? {}
        : { bgcolor: 'grey.300', color: PALETTE.night };
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip
        size="small"
        label={label}
        variant={record.status === 'Archived' ? 'outlined' : 'filled'}
        color={record.status === 'Published' ? 'primary' : 'default'}
        sx={sx}
      />
      {isScheduled(record) && <Chip size="small" color="secondary" label={translate('app.news.scheduled')} />}
    </Stack>
  );
}
