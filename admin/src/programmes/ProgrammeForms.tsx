import { Card, CardContent } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { LANGUAGES, TEXT_LIMITS } from '@academy/shared';
import { cleanRichText, nullIfBlank } from '../editor/richText.ts';
import { EditWithHistory } from '../history/EditWithHistory.tsx';
import { CreateScreen } from '../kit/FormScreen.tsx';
import { ImageInput } from '../kit/ImageInput.tsx';
import { formTexts } from '../kit/listTexts.ts';
import { LimitedTextInput } from '../kit/LimitedTextInput.tsx';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';
import { listPath } from '../model/resourceDefinition.ts';
import programmes from './resource.ts';

const LIMITS = TEXT_LIMITS.programmes;
const FIELDS: readonly LocalizedField[] = [
  { name: 'title', label: 'app.fields.title', required: true, max: LIMITS.title },
  {
    name: 'description',
    label: 'app.fields.description',
    kind: 'html',
    required: true,
    max: LIMITS.description,
  },
  { name: 'schedule', label: 'app.programmes.schedule', max: LIMITS.schedule },
];
const OPEN_WHEN = ['title', 'description'];

function transform(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values, age_group: nullIfBlank(values.age_group) };
  for (const lang of LANGUAGES) {
    out[`title_${lang}`] = nullIfBlank(values[`title_${lang}`]);
    out[`schedule_${lang}`] = nullIfBlank(values[`schedule_${lang}`]);
    const html = values[`description_${lang}`];
    out[`description_${lang}`] = cleanRichText(typeof html === 'string' ? html : '');
  }
  out.image_url = values.image_url ?? null;
  return out;
}

function ProgrammeInputs() {
  const translate = useTranslate();
  return (
    <>
      <LocalizedInputs fields={FIELDS} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <LimitedTextInput
            source="age_group"
            label="app.programmes.age_group"
            max={LIMITS.age_group}
            fullWidth
          />
          <BooleanInput source="is_active" label="app.fields.is_active" />
          <ImageInput
            source="image_url"
            label={translate('app.programmes.image')}
            altSource="title_en"
            previewSize={{ width: 240, height: 160 }}
          />
        </CardContent>
      </Card>
    </>
  );
}

const common = {
  resource: programmes.name,
  backPath: listPath(programmes),
  redirectTo: listPath(programmes),
  openWhen: OPEN_WHEN,
  transform,
};

export function ProgrammeCreate() {
  return (
    <CreateScreen
      {...common}
      texts={formTexts('programmes', false)}
      defaultValues={{ is_active: true, sort_order: 0 }}
    >
      <ProgrammeInputs />
    </CreateScreen>
  );
}

export function ProgrammeEdit() {
  return (
    <EditWithHistory {...common} table={programmes.table} texts={formTexts('programmes', true)}>
      <ProgrammeInputs />
    </EditWithHistory>
  );
}
