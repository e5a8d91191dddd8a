import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Card, CardContent, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  DateTimeInput,
  Form,
  SelectInput,
  TextInput,
  required,
  useBasename,
  useDataProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { NEWS_STATUSES, type News } from '@academy/shared';
import { ErrorBanner } from '../common/ErrorBanner.tsx';
import { FormActions, FormPageHeader } from '../common/FormChrome.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedSection } from '../common/LocalizedSection.tsx';
import { SECTION_ORDER, useSectionVisibility } from '../common/localizedForm.ts';
import { uploadImage } from '../common/uploadImage.ts';
import { RichTextEditor } from '../editor/RichTextEditor.tsx';
import { requiredRichText } from '../editor/richText.ts';
import { useServices } from '../ServicesContext.ts';
import { NEWS_OPEN_WHEN, newsPayload } from './newsPayload.ts';

const requiredText = required('app.common.required');

/** Create and edit an article: status and publish date, title and text per language, preview image. */
export function NewsForm({ record }: { record?: News }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { client } = useServices();
  const { visible, toggle, show } = useSectionVisibility(record, NEWS_OPEN_WHEN);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const editing = record !== undefined;
  const backPath = editing ? `${basename}/news/${record.id}` : `${basename}/news`;
  const statuses = NEWS_STATUSES.map((status) => ({
    id: status,
    name: translate(`app.news.status.${status}`),
  }));
  // Computed once per mount: a new article defaults to "now".
  const [defaults] = useState(() => ({ status: 'Draft', publish_date: new Date().toISOString() }));

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    setSaveError(null);
    try {
      const file = values.preview_file instanceof File ? values.preview_file : null;
      const previewUrl = file
        ? await uploadImage(client, 'news', file)
        : ((values.preview_image_url as string | null) ?? null);
      const data = newsPayload(values, visible, previewUrl);
      const saved = editing
        ? await dataProvider.update<News>('news', { id: record.id, data, previousData: record })
        : await dataProvider.create<News>('news', { data: data as never });
      await queryClient.invalidateQueries({ queryKey: ['news'] });
      navigate(`${basename}/news/${saved.data.id}`);
    } catch (error) {
      console.error('Saving the article failed', error);
      setSaveError('app.news.save_failed');
      setSaving(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', my: 2 }}>
      <FormPageHeader
        title={editing ? 'app.news.edit_title' : 'app.news.create_title'}
        listPath={`${basename}/news`}
      />
      <ErrorBanner message={saveError} onClose={() => setSaveError(null)} persistent />
      <Form record={(record as RaRecord | undefined) ?? defaults} onSubmit={save} noValidate>
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectInput
                source="status"
                label="resources.news.fields.status"
                choices={statuses}
                validate={requiredText}
              />
              <DateTimeInput
                source="publish_date"
                label="resources.news.fields.publish_date"
                validate={requiredText}
                helperText="app.news.publish_hint"
              />
            </Stack>
          </CardContent>
        </Card>
        {SECTION_ORDER.map((lang) => (
          <LocalizedSection key={lang} lang={lang} open={visible[lang]} onToggle={() => toggle(lang)}>
            <TextInput
              source={`title_${lang}`}
              label="resources.news.fields.title"
              validate={lang === 'en' ? requiredText : undefined}
              fullWidth
            />
            <RichTextEditor
              source={`text_${lang}`}
              label="resources.news.fields.text"
              validate={lang === 'en' ? requiredRichText : undefined}
            />
          </LocalizedSection>
        ))}
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <ImagePicker
              source="preview_image_url"
              fileSource="preview_file"
              label={translate('app.news.preview_image')}
              hint={translate('app.news.preview_hint')}
              altSource="title_en"
              previewSize={{ width: 240, height: 135 }}
            />
          </CardContent>
        </Card>
        <FormActions cancelPath={backPath} saving={saving} onSavePress={() => show('en')} />
      </Form>
    </Box>
  );
}
