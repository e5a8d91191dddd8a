import { Stack } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  maxValue,
  minValue,
  required,
  useTranslate,
  type Validator,
} from 'react-admin';
import { PAYMENT_SETTING_LIMITS } from '@academy/shared/registrationRules.ts';
import { EditorCard } from '../kit/EditorCard.tsx';
import { enumChoices } from '../kit/enumChoices.ts';

const requiredValue = required('app.validation.required');

/** Whole numbers only: the columns are integers. */
const wholeNumber: Validator = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value)
    ? 'app.registration_settings.whole_number'
    : undefined;

/** The database's range of a number of hours or days, and the message saying it. */
const range = (min: number, max: number, message: string): Validator[] => [
  requiredValue,
  wholeNumber,
  minValue(min, message),
  maxValue(max, message),
];

/** Checkout offers at least one method. */
const someMethod: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'app.registration_settings.methods_required';

/**
 * The number inputs of online payments: column and the catalog keys of its hint and range
 * message; the bounds are the database's (PAYMENT_SETTING_LIMITS, kept equal to its checks).
 */
const NUMBERS = [
  ['deposit_hold_hours', 'deposit_hold_hint', 'deposit_hold_range'],
  ['transfer_days', 'transfer_days_hint', 'transfer_days_range'],
  ['balance_due_days', 'balance_due_hint', 'balance_due_range'],
  ['refund_until_days', 'refund_until_hint', 'refund_until_range'],
] as const;

const key = (name: string) => `app.registration_settings.${name}`;

/**
 * The online payment settings (docs/payments.md): the switch, the methods Checkout offers, how
 * long a place waits for its deposit (or a transfer), when the balance is due and until when a
 * cancellation is refunded. Each is checked as the database checks it, so a save is refused here
 * with the reason rather than by the database.
 */
export function PaymentSettingsInputs() {
  const translate = useTranslate();
  const number = ([column, hint, message]: (typeof NUMBERS)[number]) => (
    <NumberInput
      key={column}
      source={column}
      label={key(column)}
      helperText={key(hint)}
      validate={range(PAYMENT_SETTING_LIMITS[column].min, PAYMENT_SETTING_LIMITS[column].max, key(message))}
      step={1}
    />
  );
  return (
    <EditorCard title="app.registration_settings.online_payments_title">
      <BooleanInput
        source="online_payments"
        label="app.registration_settings.online_payments"
        helperText="app.registration_settings.online_payments_hint"
      />
      <CheckboxGroupInput
        source="online_payment_methods"
        label="app.registration_settings.online_payment_methods"
        helperText="app.registration_settings.methods_hint"
        choices={enumChoices('online_payment_method', translate)}
        validate={someMethod}
      />
      {number(NUMBERS[0])}
      <BooleanInput
        source="transfer_allowed"
        label="app.registration_settings.transfer_allowed"
        helperText="app.registration_settings.transfer_hint"
      />
      {number(NUMBERS[1])}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {number(NUMBERS[2])}
        {number(NUMBERS[3])}
      </Stack>
    </EditorCard>
  );
}
