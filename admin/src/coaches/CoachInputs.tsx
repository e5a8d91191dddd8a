import { Card, CardContent, Typography } from '@mui/material';
import { BooleanInput, NumberInput, useTranslate } from 'react-admin';
import { COACH_PHOTO_RECOMMENDED, TEXT_LIMITS } from '@academy/shared';
import { ImageInput } from '../kit/ImageInput.tsx';
import { LimitedTextInput } from '../kit/LimitedTextInput.tsx';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';

const LIMITS = TEXT_LIMITS.coaches;

const COACH_FIELDS: readonly LocalizedField[] = [
  { name: 'name', label: 'resources.coaches.fields.name', required: true, max: LIMITS.name },
  { name: 'role', label: 'resources.coaches.fields.role', required: true, max: LIMITS.role },
  { name: 'bio', label: 'resources.coaches.fields.bio', kind: 'html', required: true, max: LIMITS.bio },
];
/** A language's section opens by itself when the coach has a name or biography in that language. */
export const COACH_OPEN_WHEN = ['name', 'bio'] as const;

/** The coach form's inputs, shared by create and edit. */
export function CoachInputs() {
  const translate = useTranslate();
  return (
    <>
      <LocalizedInputs fields={COACH_FIELDS} />
      <Card variant="outlined" component="section" sx={{ mb: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
            {translate('app.coaches.additional')}
          </Typography>
          <LimitedTextInput
            source="license"
            label="resources.coaches.fields.license"
            max={LIMITS.license}
            fullWidth
          />
          <NumberInput
            source="sort_order"
            label="resources.coaches.fields.sort_order"
            helperText="app.list.order_hint"
            step={1}
          />
          <BooleanInput source="is_active" label="resources.coaches.fields.is_active" />
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <ImageInput
            source="photo_url"
            label={translate('app.coaches.photo')}
            hint={translate('app.coaches.photo_hint', COACH_PHOTO_RECOMMENDED)}
            altSource="name_en"
            previewSize={{ width: 150, height: 200 }}
          />
        </CardContent>
      </Card>
    </>
  );
}
