import { Card, CardContent, Stack } from '@mui/material';
import { SelectInput, required, useTranslate } from 'react-admin';
import { TEXT_LIMITS } from '@academy/shared';
import { enumChoices } from '../kit/enumChoices.ts';
import { DateTimeInput } from '../kit/DateTimeInput.tsx';
import { ImageInput } from '../kit/ImageInput.tsx';
import { LocalizedInputs, type LocalizedField } from '../kit/LocalizedInputs.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { newsImageProblem } from './newsImage.ts';

const requiredValue = required('app.validation.required');

const NEWS_FIELDS: readonly LocalizedField[] = [
  { name: 'title', label: 'resources.news.fields.title', required: true, max: TEXT_LIMITS.news.title },
  {
    name: 'text',
    label: 'resources.news.fields.text',
    kind: 'html',
    required: true,
    max: TEXT_LIMITS.news.text,
  },
];
export const NEWS_OPEN_WHEN = ['title', 'text'] as const;

/** An article: status and publish date, title and text per language, preview image. */
export function NewsInputs() {
  const translate = useTranslate();
  const { config } = useServices();
  const statuses = enumChoices('news_status', translate);
  return (
    <>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectInput
              source="status"
              label="resources.news.fields.status"
              choices={statuses}
              validate={requiredValue}
            />
            <DateTimeInput
              source="publish_date"
              label="resources.news.fields.publish_date"
              validate={requiredValue}
              helperText="app.news.publish_hint"
            />
          </Stack>
        </CardContent>
      </Card>
      <LocalizedInputs fields={NEWS_FIELDS} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <ImageInput
            source="preview_image_url"
            label={translate('app.news.preview_image')}
            hint={translate('app.news.preview_hint')}
            altSource="title_en"
            previewSize={{ width: 240, height: 135 }}
            validate={(value) => newsImageProblem(value, config.supabaseUrl)}
          />
        </CardContent>
      </Card>
    </>
  );
}
