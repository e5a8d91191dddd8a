import { Card, CardContent, Stack } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { LANGUAGES, TEXT_LIMITS } from '@academy/shared';
import { enumChoices } from '../enumChoices.ts';
import { nullIfBlank } from '../editor/richText.ts';
import { CreateScreen, EditScreen } from '../kit/FormScreen.tsx';
import { formTexts } from '../kit/listTexts.ts';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';
import { menuUrlProblem } from './menuRules.ts';

const FIELDS: readonly LocalizedField[] = [
  { name: 'title', label: 'app.fields.title', required: true, max: TEXT_LIMITS.menu_items.title },
];
const requiredValue = required('app.validation.required');

function transform(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values, url: String(values.url ?? '').trim() };
  for (const lang of LANGUAGES) out[`title_${lang}`] = nullIfBlank(values[`title_${lang}`]);
  return out;
}

function MenuInputs() {
  const translate = useTranslate();
  return (
    <>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              source="type"
              label="app.menu_items.type"
              choices={enumChoices('menu_type', translate)}
              validate={requiredValue}
            />
            <SelectInput
              source="component_key"
              label="app.menu_items.page"
              choices={enumChoices('component_key', translate)}
              validate={requiredValue}
            />
          </Stack>
          <TextInput
            source="url"
            label="app.menu_items.url"
            helperText="app.menu_items.url_hint"
            validate={[menuUrlProblem, maxLength(TEXT_LIMITS.menu_items.url, 'app.validation.too_long')]}
            fullWidth
          />
          <BooleanInput source="is_active" label="app.fields.is_active" />
        </CardContent>
      </Card>
      <LocalizedInputs fields={FIELDS} />
    </>
  );
}

const common = { resource: 'menu', backPath: '/menu', redirectTo: '/menu', openWhen: ['title'], transform };

export function MenuCreate() {
  return (
    <CreateScreen
      {...common}
      texts={formTexts('menu_items', false)}
      defaultValues={{ type: 'Header', is_active: true, url: '/', component_key: 'index', sort_order: 0 }}
    >
      <MenuInputs />
    </CreateScreen>
  );
}

export function MenuEdit() {
  return (
    <EditScreen {...common} texts={formTexts('menu_items', true)}>
      <MenuInputs />
    </EditScreen>
  );
}
