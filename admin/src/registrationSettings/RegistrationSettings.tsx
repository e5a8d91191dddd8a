import { Stack } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  maxValue,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { LANGUAGES } from '@academy/shared';
import { EditorCard } from '../kit/EditorCard.tsx';
import { SettingsScreen } from '../history/SettingsScreen.tsx';
import { LimitedTextInput } from '../kit/LimitedTextInput.tsx';
import { LocalizedInputs } from '../kit/LocalizedInputs.tsx';
import { enumChoices } from '../kit/enumChoices.ts';
import { PaymentSettingsInputs } from './PaymentSettingsInputs.tsx';
import settings from './resource.ts';

const BANK = [
  ['bank_account_holder', 200],
  ['bank_iban', 40],
  ['bank_bic', 20],
  ['bizum_phone', 40],
] as const;

const requiredValue = required('app.validation.required');

/** Blank texts are saved as none (the e-mails then leave that line out). */
export function settingsTransform(values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  const columns = [
    ...BANK.map(([column]) => column),
    ...LANGUAGES.map((lang) => `payment_instructions_${lang}`),
  ];
  for (const column of columns) {
    const value = values[column];
    out[column] = typeof value === 'string' && value.trim() ? value.trim() : null;
  }
  return out;
}

/**
 * /admin/registration-settings: online registration, online payments, how families pay by
 * transfer, holds and retention, with the settings' history beside them.
 */
export function RegistrationSettings() {
  const translate = useTranslate();
  return (
    <SettingsScreen
      resource={settings}
      texts={{
        title: 'app.registration_settings.title',
        saved: 'app.registration_settings.saved',
        saveFailed: 'app.save.failed_generic',
        loadFailed: 'app.save.load_failed',
      }}
      openWhen={['payment_instructions']}
      transform={settingsTransform}
    >
      <EditorCard title="app.registration_settings.online_title">
        <BooleanInput
          source="online_registration"
          label="app.registration_settings.online_registration"
          helperText="app.registration_settings.online_hint"
        />
      </EditorCard>
      <PaymentSettingsInputs />
      <EditorCard title="app.registration_settings.payment_title">
        {BANK.map(([column, max]) => (
          <LimitedTextInput
            key={column}
            source={column}
            label={`app.registration_settings.${column}`}
            max={max}
            fullWidth
          />
        ))}
      </EditorCard>
      <LocalizedInputs
        fields={[
          {
            name: 'payment_instructions',
            label: 'app.registration_settings.payment_instructions',
            kind: 'paragraph',
            max: 2000,
          },
        ]}
      />
      <EditorCard title="app.registration_settings.rules_title">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberInput
            source="waiting_list_hold_hours"
            label="app.registration_settings.waiting_list_hold_hours"
            helperText="app.registration_settings.hold_hint"
            validate={[
              requiredValue,
              minValue(1, 'app.registration_settings.hold_range'),
              maxValue(168, 'app.registration_settings.hold_range'),
            ]}
            step={1}
          />
          <NumberInput
            source="sibling_discount_percent"
            label="app.registration_settings.sibling_discount_percent"
            helperText="app.registration_settings.sibling_hint"
            validate={[
              requiredValue,
              minValue(0, 'app.registration_settings.sibling_range'),
              maxValue(100, 'app.registration_settings.sibling_range'),
            ]}
            step={1}
          />
          <NumberInput
            source="health_data_retention_days"
            label="app.registration_settings.health_data_retention_days"
            helperText="app.registration_settings.retention_hint"
            validate={[
              requiredValue,
              minValue(0, 'app.registration_settings.retention_range'),
              maxValue(365, 'app.registration_settings.retention_range'),
            ]}
            step={1}
          />
        </Stack>
        <SelectInput
          source="notification_language"
          label="app.registration_settings.notification_language"
          choices={enumChoices('language_code', translate)}
          validate={requiredValue}
        />
      </EditorCard>
    </SettingsScreen>
  );
}
