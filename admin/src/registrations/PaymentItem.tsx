import { useState } from 'react';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import { formatPrice } from '@academy/shared';
import { formatEuro } from '../kit/money.ts';
import { DATE_ONLY, useDateLocale } from '../kit/useDateLocale.ts';
import { isOnline, refundableLeft, type PaymentRecord } from '../providers/payments.ts';
import { RefundDialog } from './RefundDialog.tsx';
import { RefundList } from './RefundList.tsx';
import { useLang } from './useLang.ts';

/** The payment provider's id of an online payment, in monospace, with a button that copies it. */
function ProviderId({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  async function copy() {
    await navigator.clipboard?.writeText(id).catch(() => undefined);
    notify('app.payments.id_copied', { type: 'info' });
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.payments.provider_id')}:
      </Typography>
      <Typography
        variant="body2"
        component="code"
        data-testid="provider-payment-id"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {id}
      </Typography>
      <Tooltip title={translate('app.payments.copy_id')}>
        <IconButton size="small" aria-label={translate('app.payments.copy_id')} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/**
 * One payment: kind, amount, date, method and note. A payment recorded by hand can be deleted; an
 * online one (the provider's id beside it) cannot be changed or deleted, and an Admin refunds it.
 */
export function PaymentItem({
  payment,
  mayRefund,
  busy,
  onDelete,
}: {
  payment: PaymentRecord;
  mayRefund: boolean;
  busy: boolean;
  onDelete: () => void;
}) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const lang = useLang();
  const [refunding, setRefunding] = useState(false);
  const online = isOnline(payment);
  const title = `${translate(`app.payments.kinds.${payment.kind}`)}: ${formatPrice(payment.amount, lang)}`;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[
              new Date(`${payment.paid_on}T12:00:00`).toLocaleDateString(locale, DATE_ONLY),
              translate(`app.payments.methods.${payment.method}`),
              payment.note,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {payment.provider_payment_id && <ProviderId id={payment.provider_payment_id} />}
          {payment.refunded > 0 && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('app.payments.refunded', { amount: formatEuro(payment.refunded, lang) })}
            </Typography>
          )}
          {online && (
            <Typography variant="caption" color="text.secondary">
              {translate('app.payments.online')}
            </Typography>
          )}
          <RefundList refunds={payment.refunds} />
        </Box>
        {online ? (
          mayRefund &&
          refundableLeft(payment) > 0 && (
            <Button
              variant="outlined"
              size="small"
              aria-label={translate('app.refunds.refund_payment', { payment: title })}
              onClick={() => setRefunding(true)}
            >
              {translate('app.refunds.refund')}
            </Button>
          )
        ) : (
          <IconButton
            edge="end"
            aria-label={translate('app.payments.delete')}
            disabled={busy}
            onClick={onDelete}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </Stack>
      {refunding && <RefundDialog payment={payment} onClose={() => setRefunding(false)} />}
    </Box>
  );
}
