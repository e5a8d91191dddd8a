import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import type { Enums } from '@academy/shared';
import { formatEuro } from '../kit/money.ts';
import { PageLoader } from '../kit/PageLoader.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { loadPaymentFigures, type PaymentFiguresData } from '../providers/payments.ts';
import { useLang } from '../registrations/useLang.ts';

function Figure({ value, label, to }: { value: ReactNode; label: string; to?: string }) {
  const inner = (
    <>
      <Typography component="p" variant="h5" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </>
  );
  return to ? (
    <Box component={RouterLink} to={to} sx={{ textDecoration: 'none', color: 'inherit', display: 'block' }}>
      {inner}
    </Box>
  ) : (
    <Box>{inner}</Box>
  );
}

const nothing = (figures: PaymentFiguresData) => Object.values(figures).every((value) => value === 0);

/**
 * The payments card of the dashboard (payments_dashboard()): money collected and refunded this
 * week, what families still owe, and the places awaiting their deposit or late with a payment,
 * each count a link to the inbox filtered so. For Admins and Coordinators.
 */
export function PaymentFigures() {
  const translate = useTranslate();
  const basename = useBasename();
  const lang = useLang();
  const { client } = useServices();
  const { data, error, isPending } = useQuery({
    queryKey: ['dashboard', 'payments'],
    queryFn: () => loadPaymentFigures(client),
  });
  const inbox = (progress: Enums<'payment_progress'>) =>
    `${basename}/registrations?filter=${encodeURIComponent(JSON.stringify({ payment_progress: progress }))}`;
  return (
    <Card component="section" aria-label={translate('app.pay_dashboard.title')} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('app.pay_dashboard.title')}
        </Typography>
        {isPending && <PageLoader />}
        {error && <Alert severity="error">{translate('app.pay_dashboard.load_failed')}</Alert>}
        {data && nothing(data) && (
          <Typography color="text.secondary">{translate('app.pay_dashboard.empty')}</Typography>
        )}
        {data && !nothing(data) && (
          <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <Figure
              value={formatEuro(data.collected_week, lang)}
              label={translate('app.pay_dashboard.collected_week')}
            />
            <Figure
              value={formatEuro(data.refunded_week, lang)}
              label={translate('app.pay_dashboard.refunded_week')}
            />
            <Figure
              value={formatEuro(data.outstanding, lang)}
              label={translate('app.pay_dashboard.outstanding')}
            />
            <Figure
              value={data.awaiting_deposit}
              label={translate('app.pay_dashboard.awaiting_deposit', { smart_count: data.awaiting_deposit })}
              to={inbox('awaiting_deposit')}
            />
            <Figure
              value={data.overdue}
              label={translate('app.pay_dashboard.overdue', { smart_count: data.overdue })}
              to={inbox('overdue')}
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
