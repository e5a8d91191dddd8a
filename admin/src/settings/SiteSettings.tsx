import { Stack } from '@mui/material';
import { NumberInput, maxValue, minValue, required, type Validator } from 'react-admin';
import { MIN_LOADER_MS_RANGE, TEXT_LIMITS } from '@academy/shared';
import { nullIfBlank } from '../editor/richText.ts';
import { SettingsScreen } from '../history/SettingsScreen.tsx';
import { EditorCard } from '../kit/EditorCard.tsx';
import { LimitedTextInput } from '../kit/LimitedTextInput.tsx';
import { LocalizedInputs } from '../kit/LocalizedInputs.tsx';
import settings from './resource.ts';
import { emailProblem, mapUrlProblem, phoneProblem, urlProblem, whatsappProblem } from './settingsRules.ts';

const L = TEXT_LIMITS.site_settings;

function Field({ source, validate, limit }: { source: keyof typeof L; validate?: Validator; limit: number }) {
  return (
    <LimitedTextInput
      source={source}
      label={`app.settings.${source}`}
      helperText={`app.settings.hints.${source}`}
      validate={validate}
      max={limit}
      fullWidth
    />
  );
}

const TEXT_COLUMNS = [
  'phone_number',
  'whatsapp_link',
  'address_url',
  'contact_email',
  'social_video_url',
  'social_short_video_url',
  'social_photo_url',
  'social_network_url',
  'map_embed_url',
  'company_name',
  'company_tax_id',
  'company_address',
  'company_registry',
  'address_es',
  'address_ru',
] as const;

function transform(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values, address_en: String(values.address_en ?? '').trim() };
  for (const column of TEXT_COLUMNS) out[column] = nullIfBlank(values[column]);
  return out;
}

/** /admin/site-settings: contact details, social links, the loader time and the legal notice. */
export function SiteSettings() {
  return (
    <SettingsScreen
      resource={settings}
      texts={{
        title: 'app.settings.title',
        saved: 'app.settings.saved',
        saveFailed: 'app.settings.save_failed',
        loadFailed: 'app.settings.load_failed',
      }}
      openWhen={['address']}
      transform={transform}
    >
      <LocalizedInputs
        fields={[{ name: 'address', label: 'app.settings.address', required: true, max: L.address }]}
      />
      <EditorCard title="app.settings.contact">
        <Field source="phone_number" validate={phoneProblem} limit={L.phone_number} />
        <Field source="contact_email" validate={emailProblem} limit={L.contact_email} />
        <Field source="whatsapp_link" validate={whatsappProblem} limit={L.whatsapp_link} />
        <Field source="address_url" validate={urlProblem} limit={L.address_url} />
        <Field source="map_embed_url" validate={mapUrlProblem} limit={L.map_embed_url} />
      </EditorCard>
      <EditorCard title="app.settings.social">
        <Field source="social_video_url" validate={urlProblem} limit={L.social_video_url} />
        <Field source="social_short_video_url" validate={urlProblem} limit={L.social_short_video_url} />
        <Field source="social_photo_url" validate={urlProblem} limit={L.social_photo_url} />
        <Field source="social_network_url" validate={urlProblem} limit={L.social_network_url} />
      </EditorCard>
      <EditorCard title="app.settings.legal">
        <Field source="company_name" limit={L.company_name} />
        <Field source="company_tax_id" limit={L.company_tax_id} />
        <Field source="company_address" limit={L.company_address} />
        <Field source="company_registry" limit={L.company_registry} />
      </EditorCard>
      <EditorCard title="app.settings.behaviour">
        <Stack direction="row">
          <NumberInput
            source="min_loader_ms"
            label="app.settings.min_loader_ms"
            helperText="app.settings.hints.min_loader_ms"
            step={100}
            validate={[
              required('app.validation.required'),
              minValue(MIN_LOADER_MS_RANGE.min, 'app.validation.number_range'),
              maxValue(MIN_LOADER_MS_RANGE.max, 'app.validation.number_range'),
            ]}
          />
        </Stack>
      </EditorCard>
    </SettingsScreen>
  );
}
