import { Box, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { formatPrice, type StaffRole } from '@academy/shared';
import { EditorCard } from '../kit/EditorCard.tsx';
import { formatEuro } from '../kit/money.ts';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { isOnline, type PaymentRecord } from '../providers/payments.ts';
import { removePayment, type RegistrationRow } from '../providers/registrations.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { PaymentItem } from './PaymentItem.tsx';
import { ProblemAlert } from './ProblemAlert.tsx';
import { canRefund } from './resource.ts';
import { useLang } from './useLang.ts';
import { useRegistrationAction } from './useRegistrationAction.ts';

/**
 * A registration's deposit and balance: what is paid and by when the deposit is due,
 * each payment (online ones with the provider's id and their refunds), and the form that records
 * a payment received by hand.
 */
export function PaymentsCard({
  registration,
  payments,
}: {
  registration: RegistrationRow;
  payments: PaymentRecord[];
}) {
  const translate = useTranslate();
  const lang = useLang();
  const locale = useDateLocale();
  const { client } = useServices();
  const { permissions } = usePermissions<StaffRole>();
  const action = useRegistrationAction();
  const mayRefund = canRefund(permissions);
  const price = registration.price ?? 0;
  const paid = registration.paid ?? 0;
  const refunded = registration.refunded ?? 0;
  return (
    <EditorCard title="app.payments.title">
      {registration.pay_by && (
        <Typography sx={{ mb: 1, fontWeight: 600 }}>
          {translate('app.registrations.pay_by', {
            date: new Date(registration.pay_by).toLocaleString(locale, DATE_TIME),
          })}
        </Typography>
      )}
      <Typography sx={{ mb: 1 }}>
        {translate('app.payments.summary', {
          paid: formatPrice(paid, lang),
          price: formatPrice(price, lang),
          due: formatPrice(Math.max(price - paid, 0), lang),
        })}
        {refunded > 0 &&
          ` ${translate('app.payments.refunded_total', { amount: formatEuro(refunded, lang) })}`}
      </Typography>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{translate('app.payments.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('app.payments.title')}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}
        >
          {payments.map((payment) => (
            <PaymentItem
              key={payment.id}
              payment={payment}
              mayRefund={mayRefund}
              busy={action.busy}
              onDelete={() =>
                void action.run(() => removePayment(client, payment.id), 'app.payments.deleted')
              }
            />
          ))}
        </Box>
      )}
      {!mayRefund && payments.some(isOnline) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.refunds.admin_only')}
        </Typography>
      )}
      <ProblemAlert problem={action.problem} />
      <PaymentForm registrationId={registration.id!} />
    </EditorCard>
  );
}
