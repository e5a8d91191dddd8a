import { Card, CardContent, Stack } from '@mui/material';
import { RadioButtonGroupInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { LANGUAGES, MAX_PRICE, TEXT_LIMITS } from '@academy/shared';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';
import { MoneyInput } from '../kit/MoneyInput.tsx';
import { nullIfBlank } from '../editor/richText.ts';

const SUBSCRIPTION_FIELDS: readonly LocalizedField[] = [
  { name: 'title', label: 'app.fields.title', required: true, max: TEXT_LIMITS.subscriptions.title },
  {
    name: 'description',
    label: 'app.fields.description',
    kind: 'paragraph',
    required: true,
    max: TEXT_LIMITS.subscriptions.description,
  },
];
const price = [minValue(0, 'app.validation.price'), maxValue(MAX_PRICE, 'app.validation.price')];

/** Title and description per language, price and price per session in euro, monthly or hourly. */
export function SubscriptionInputs() {
  const translate = useTranslate();
  return (
    <>
      <LocalizedInputs fields={SUBSCRIPTION_FIELDS} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <MoneyInput
              source="price"
              label="app.subscriptions.price"
              validate={[required('app.validation.required'), ...price]}
            />
            <MoneyInput
              source="price_per_session"
              label="app.subscriptions.price_per_session"
              validate={price}
            />
          </Stack>
          <RadioButtonGroupInput
            source="is_hourly"
            label="app.subscriptions.billing"
            // Billed per month or per hour: exactly one (the database refuses both).
            format={(value: unknown) => (value ? 'hourly' : 'monthly')}
            parse={(value: string) => value === 'hourly'}
            choices={[
              { id: 'monthly', name: translate('app.subscriptions.monthly') },
              { id: 'hourly', name: translate('app.subscriptions.hourly') },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}

/** The row from the form: exactly one of is_monthly / is_hourly. */
export function subscriptionTransform(values: Record<string, unknown>): Record<string, unknown> {
  const hourly = values.is_hourly === true;
  const out: Record<string, unknown> = { ...values, is_monthly: !hourly, is_hourly: hourly };
  for (const lang of LANGUAGES)
    for (const field of ['title', 'description'])
      out[`${field}_${lang}`] = nullIfBlank(values[`${field}_${lang}`]);
  out.price_per_session = values.price_per_session === '' ? null : (values.price_per_session ?? null);
  return out;
}
