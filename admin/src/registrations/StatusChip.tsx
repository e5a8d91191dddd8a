import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Enums } from '@academy/shared';

const STATUS_COLOURS: Record<Enums<'registration_status'>, ChipProps['color']> = {
  new: 'info',
  confirmed: 'success',
  waiting: 'warning',
  offered: 'secondary',
  cancelled: 'default',
  attended: 'primary',
};

const PAYMENT_COLOURS: Record<Enums<'payment_state'>, ChipProps['color']> = {
  unpaid: 'error',
  part_paid: 'warning',
  paid: 'success',
};

/** Late money in red, money awaited in amber, settled in green, given back in grey. */
const PROGRESS_COLOURS: Record<Enums<'payment_progress'>, ChipProps['color']> = {
  awaiting_deposit: 'warning',
  deposit_paid: 'info',
  paid: 'success',
  overdue: 'error',
  refunded: 'default',
};

/** A registration's status as a coloured chip, in the staff member's language. */
export function StatusChip({ status }: { status: Enums<'registration_status'> | null }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      label={translate(`app.registrations.statuses.${status}`)}
    />
  );
}

/** Unpaid, part paid or paid. */
export function PaymentChip({ state }: { state: Enums<'payment_state'> | null }) {
  const translate = useTranslate();
  if (!state) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PAYMENT_COLOURS[state]}
      label={translate(`app.registrations.payment_states.${state}`)}
    />
  );
}

/**
 * Where a registration's money stands (registration_overview.payment_progress): awaiting the
 * deposit, deposit paid, paid, overdue or refunded. Nothing for a registration that holds no
 * place and paid nothing.
 */
export function PaymentProgressChip({ progress }: { progress: Enums<'payment_progress'> | null }) {
  const translate = useTranslate();
  if (!progress) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PROGRESS_COLOURS[progress]}
      label={translate(`app.registrations.payment_progress.${progress}`)}
    />
  );
}
