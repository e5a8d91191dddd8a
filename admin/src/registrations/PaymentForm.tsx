import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Enums } from '@academy/shared';
import { isoDay } from '../kit/DateTimeInput.tsx';
import { EnumSelect } from '../kit/EnumSelect.tsx';
import { MoneyField } from '../kit/MoneyField.tsx';
import { formatMoney, parseMoney } from '../kit/money.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { recordPayment } from '../providers/registrations.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { useLang } from './useLang.ts';
import { useRegistrationAction } from './useRegistrationAction.ts';

/** Methods only the payment provider records (a payment made through Checkout). */
const ONLINE_METHODS: readonly Enums<'payment_method'>[] = ['card_online', 'bizum_online'];

interface Draft {
  kind: Enums<'payment_kind'>;
  amount: string;
  paid_on: string;
  method: Enums<'payment_method'>;
  note: string;
}

const emptyDraft = (): Draft => ({
  kind: 'deposit',
  amount: '',
  paid_on: isoDay(new Date()),
  method: 'transfer',
  note: '',
});

/**
 * A payment's amount as the staff member's language writes it (kit/money.ts): above zero and
 * below a million euro; or the catalog key of why not.
 */
export function readAmount(text: string, lang: string): { amount: number } | { problem: string } {
  const reading = parseMoney(text, lang);
  if ('error' in reading) return { problem: `app.validation.money_${reading.error}` };
  if (reading.value === null || reading.value <= 0 || reading.value >= 1_000_000)
    return { problem: 'app.payments.amount_invalid' };
  return { amount: reading.value };
}

/** Records a payment received by hand (transfer, Bizum to the academy, card at the office, cash). */
export function PaymentForm({ registrationId }: { registrationId: number }) {
  const translate = useTranslate();
  const { client } = useServices();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const lang = useLang();
  const action = useRegistrationAction();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readAmount(draft.amount, lang);
    setAmountProblem('problem' in read ? read.problem : null);
    if ('problem' in read || !draft.paid_on) return;
    const payment = {
      ...draft,
      amount: read.amount,
      registration_id: registrationId,
      note: draft.note.trim() || null,
    };
    if (await action.run(() => recordPayment(client, payment), 'app.payments.saved')) setDraft(emptyDraft());
  }
  return (
    <form onSubmit={submit} noValidate aria-label={translate('app.payments.add')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <EnumSelect
          name="payment_kind"
          label="app.payments.kind"
          value={draft.kind}
          onChange={(kind) => setDraft({ ...draft, kind })}
        />
        <MoneyField
          size="small"
          label={translate('app.payments.amount')}
          text={draft.amount}
          onText={(amount) => setDraft({ ...draft, amount })}
          error={amountProblem !== null}
          helperText={amountProblem ? translate(amountProblem, { example: formatMoney(1234.5, lang) }) : ' '}
          required
        />
        <TextField
          size="small"
          type="date"
          label={translate('app.payments.paid_on')}
          value={draft.paid_on}
          onChange={set('paid_on')}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <EnumSelect
          name="payment_method"
          label="app.payments.method"
          value={draft.method}
          onChange={(method) => setDraft({ ...draft, method })}
          omit={ONLINE_METHODS}
        />
        <TextField
          size="small"
          label={translate('app.payments.note')}
          value={draft.note}
          onChange={set('note')}
        />
      </Stack>
      <ProblemAlert problem={action.problem} />
      <Button type="submit" variant="contained" disabled={action.busy} sx={{ mt: 1 }}>
        {translate('app.payments.add')}
      </Button>
    </form>
  );
}
