import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQueryClient } from '@tanstack/react-query';
import {
  DateTimeInput,
  Form,
  Title,
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
      <Title title={editing ? 'app.news.edit_title' : 'app.news.create_title'} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2, mb: 2 }}
      >
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {translate(editing ? 'app.news.edit_title' : 'app.news.create_title')}
        </Typography>
        <Button
          component={RouterLink}
          to={`${basename}/news`}
          startIcon={<ArrowBackIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.common.back_to_list')}
        </Button>
      </Stack>
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
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={backPath} disabled={saving}>
            {translate('app.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            onClick={() => show('en')}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {translate(saving ? 'app.common.saving' : 'app.common.save')}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}
