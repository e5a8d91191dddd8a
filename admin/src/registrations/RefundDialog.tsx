import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Form, required, useTranslate, type Validator } from 'react-admin';
import { formatPrice } from '@academy/shared';
import { REFUND_REASON_MAX } from '@academy/shared/registrationRules.ts';
import { LimitedTextInput } from '../kit/LimitedTextInput.tsx';
import { MoneyInput } from '../kit/MoneyInput.tsx';
import { formatEuro } from '../kit/money.ts';
import { DATE_ONLY, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { refundableLeft, requestRefund, type PaymentRecord } from '../providers/payments.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { useLang } from './useLang.ts';
import { useRegistrationAction } from './useRegistrationAction.ts';

interface Draft {
  amount: number | string | null;
  reason: string;
}

/** More than zero and no more than what is left of the payment, compared in whole cents. */
function withinLeft(left: number, lang: string): Validator {
  return (value: unknown) => {
    if (typeof value !== 'number') return undefined;
    if (value <= 0) return 'app.refunds.amount_invalid';
    return Math.round(value * 100) > Math.round(left * 100)
      ? { message: 'app.refunds.amount_too_large', args: { amount: formatEuro(left, lang) } }
      : undefined;
  };
}

const reasonGiven: Validator = (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : 'app.refunds.reason_required';

/**
 * Gives back part or all of an online payment, for an Admin: the amount (what is left of the
 * payment unless changed) and a reason, then a confirmation that says how much goes back where,
 * since a refund cannot be undone. The database decides (request_refund); its refusal is shown
 * with its message and the dialog keeps what was typed.
 */
export function RefundDialog({ payment, onClose }: { payment: PaymentRecord; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const locale = useDateLocale();
  const { client } = useServices();
  const action = useRegistrationAction();
  const left = refundableLeft(payment);
  const [draft, setDraft] = useState<Draft>({ amount: left, reason: '' });
  const [confirming, setConfirming] = useState(false);
  const amount = typeof draft.amount === 'number' ? draft.amount : 0;
  const reason = draft.reason.trim();
  async function refund() {
    if (await action.run(() => requestRefund(client, payment.id, amount, reason), 'app.refunds.requested'))
      onClose();
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">
        {translate(confirming ? 'app.refunds.confirm_title' : 'app.refunds.dialog_title')}
      </DialogTitle>
      {confirming ? (
        <>
          <DialogContent>
            <Typography>
              {translate(
                payment.method === 'bizum_online' ? 'app.refunds.confirm_bizum' : 'app.refunds.confirm_card',
                { amount: formatEuro(amount, lang) },
              )}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            >
              {`${translate('app.refunds.reason')}: ${reason}`}
            </Typography>
            <ProblemAlert problem={action.problem} />
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                action.clear();
                setConfirming(false);
              }}
              disabled={action.busy}
            >
              {translate('app.refunds.back')}
            </Button>
            <Button variant="contained" color="error" onClick={() => void refund()} disabled={action.busy}>
              {translate('app.refunds.confirm', { amount: formatEuro(amount, lang) })}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form
          record={draft}
          noValidate
          disableInvalidFormNotification
          onSubmit={(values: Record<string, unknown>) => {
            setDraft({ amount: values.amount as number, reason: String(values.reason ?? '') });
            setConfirming(true);
          }}
        >
          <DialogContent>
            <Typography>
              {translate('app.refunds.payment_line', {
                kind: translate(`app.payments.kinds.${payment.kind}`),
                amount: formatPrice(payment.amount, lang),
                date: new Date(`${payment.paid_on}T12:00:00`).toLocaleDateString(locale, DATE_ONLY),
                method: translate(`app.payments.methods.${payment.method}`),
              })}
            </Typography>
            <Typography sx={{ mb: 2, fontWeight: 600 }}>
              {translate('app.refunds.left', { amount: formatEuro(left, lang) })}
            </Typography>
            <MoneyInput
              source="amount"
              label="app.refunds.amount"
              validate={[required('app.refunds.amount_invalid'), withinLeft(left, lang)]}
            />
            <LimitedTextInput
              source="reason"
              label="app.refunds.reason"
              helperText="app.refunds.reason_hint"
              max={REFUND_REASON_MAX}
              validate={[required('app.refunds.reason_required'), reasonGiven]}
              multiline
              minRows={2}
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.refunds.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate('app.refunds.next')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
