import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  Form,
  NumberInput,
  TextInput,
  required,
  useBasename,
  useDataProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { COACH_PHOTO_RECOMMENDED, DEFAULT_SORT_ORDER, type Coach } from '@academy/shared';
import { ErrorBanner } from '../common/ErrorBanner.tsx';
import { FormActions, FormPageHeader } from '../common/FormChrome.tsx';
import { ImagePicker } from '../common/ImagePicker.tsx';
import { LocalizedSection } from '../common/LocalizedSection.tsx';
import { SECTION_ORDER, useSectionVisibility } from '../common/localizedForm.ts';
import { uploadImage } from '../common/uploadImage.ts';
import { RichTextEditor } from '../editor/RichTextEditor.tsx';
import { requiredRichText } from '../editor/richText.ts';
import { useServices } from '../ServicesContext.ts';
import { COACH_OPEN_WHEN, coachPayload } from './coachPayload.ts';

const requiredText = required('app.common.required');
const NEW_COACH = { sort_order: DEFAULT_SORT_ORDER, is_active: true };

/** SPEC §2.6: the coach form shared by create and edit. `record` is the loaded coach when editing. */
export function CoachForm({ record }: { record?: Coach }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { client } = useServices();
  const { visible, toggle, show } = useSectionVisibility(record, COACH_OPEN_WHEN);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const listPath = `${basename}/coaches`;
  const editing = record !== undefined;

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    setSaveError(null);
    try {
      const file = values.photo_file instanceof File ? values.photo_file : null;
      const photoUrl = file
        ? await uploadImage(client, 'coaches', file)
        : ((values.photo_url as string | null) ?? null);
      const data = coachPayload(values, visible, photoUrl);
      if (editing) await dataProvider.update('coaches', { id: record.id, data, previousData: record });
      else await dataProvider.create('coaches', { data });
      await queryClient.invalidateQueries({ queryKey: ['coaches'] });
      navigate(listPath);
    } catch (error) {
      console.error('Saving the coach failed', error);
      setSaveError('app.coaches.save_failed');
      setSaving(false);
    }
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', my: 2 }}>
      <FormPageHeader
        title={editing ? 'app.coaches.edit_title' : 'app.coaches.create_title'}
        listPath={listPath}
      />
      <ErrorBanner message={saveError} onClose={() => setSaveError(null)} persistent />
      <Form record={(record as RaRecord | undefined) ?? NEW_COACH} onSubmit={save} noValidate>
        {SECTION_ORDER.map((lang) => (
          <LocalizedSection key={lang} lang={lang} open={visible[lang]} onToggle={() => toggle(lang)}>
            <TextInput
              source={`name_${lang}`}
              label="resources.coaches.fields.name"
              validate={lang === 'en' ? requiredText : undefined}
              fullWidth
            />
            <TextInput
              source={`role_${lang}`}
              label="resources.coaches.fields.role"
              validate={lang === 'en' ? requiredText : undefined}
              fullWidth
            />
            <RichTextEditor
              source={`bio_${lang}`}
              label="resources.coaches.fields.bio"
              validate={lang === 'en' ? requiredRichText : undefined}
            />
          </LocalizedSection>
        ))}
        <Card variant="outlined" component="section" sx={{ mb: 2 }}>
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
              {translate('app.coaches.additional')}
            </Typography>
            <TextInput source="license" label="resources.coaches.fields.license" fullWidth />
            <NumberInput source="sort_order" label="resources.coaches.fields.sort_order" step={1} />
            <BooleanInput source="is_active" label="resources.coaches.fields.is_active" />
          </CardContent>
        </Card>
        <Card variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <ImagePicker
              source="photo_url"
              fileSource="photo_file"
              label={translate('app.coaches.photo')}
              hint={translate('app.coaches.photo_hint', COACH_PHOTO_RECOMMENDED)}
              altSource="name_en"
              previewSize={{ width: 150, height: 200 }}
            />
          </CardContent>
        </Card>
        <FormActions cancelPath={listPath} saving={saving} onSavePress={() => show('en')} />
      </Form>
    </Box>
  );
}
