import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Enums } from '@academy/shared';

type Detail = Enums<'before_camp_detail'>;

export interface Readiness {
  /** What the offer requires before it starts; empty: nothing. */
  required: Detail[] | null;
  /** What the booking still misses. */
  missing: Detail[] | null;
  /** Null for a booking that holds no place. */
  ready: boolean | null;
}

/**
 * Before camp (registration_readiness): "Ready" when the booking has given everything its offer
 * requires, "Not ready" naming what it still misses, nothing when the offer requires nothing or
 * the booking holds no place.
 */
export function ReadinessChip({ required, missing, ready }: Readiness) {
  const translate = useTranslate();
  if (!required?.length || ready === null) return null;
  if (ready)
    return (
      <Chip size="small" color="success" variant="outlined" label={translate('app.before_camp.ready')} />
    );
  const names = (missing ?? []).map((d) => translate(`app.before_camp.detail_names.${d}`)).join(', ');
  return (
    <Box>
      <Chip size="small" color="warning" label={translate('app.before_camp.not_ready')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {names}
      </Typography>
    </Box>
  );
}
