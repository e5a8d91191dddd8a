import { Box, Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Enums } from '@academy/shared';
import { formatEuro } from '../kit/money.ts';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import type { RefundRecord } from '../providers/payments.ts';
import { useLang } from './useLang.ts';

const REFUND_COLOURS: Record<Enums<'refund_status'>, ChipProps['color']> = {
  requested: 'default',
  pending: 'info',
  succeeded: 'success',
  failed: 'error',
};

/** A payment's refunds: status, amount, reason, who asked (or the cancellation policy) and when. */
export function RefundList({ refunds }: { refunds: RefundRecord[] }) {
  const translate = useTranslate();
  const lang = useLang();
  const locale = useDateLocale();
  if (refunds.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={translate('app.refunds.title')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {refunds.map((refund) => (
        <Box component="li" key={refund.id} sx={{ pl: 2, borderLeft: 2, borderColor: 'divider', mb: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              color={REFUND_COLOURS[refund.status]}
              label={translate(`app.refunds.statuses.${refund.status}`)}
            />
            <Typography sx={{ fontWeight: 600 }}>{formatEuro(refund.amount, lang)}</Typography>
          </Stack>
          {refund.reason && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {refund.reason}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {[
              refund.automatic
                ? translate('app.refunds.automatic')
                : refund.requestedByName
                  ? translate('app.refunds.by', { name: refund.requestedByName })
                  : translate('app.refunds.by_staff'),
              new Date(refund.created_at).toLocaleString(locale, DATE_TIME),
            ].join(' · ')}
          </Typography>
          {refund.status === 'failed' && refund.failure && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.refunds.failure', { failure: refund.failure })}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
