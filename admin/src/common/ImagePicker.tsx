import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useController, useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { resolveMediaUrl } from '@academy/shared';
import { useServices } from '../ServicesContext.ts';
import { imageRefusal } from './uploadImage.ts';

/**
 * An image chosen now, uploaded when the form is saved (SPEC §4): `source` holds the stored
 * URL, `fileSource` the chosen File until then. The preview shows at once; a type or size the
 * bucket would refuse is explained before any upload.
 */
export function ImagePicker({
  source,
  fileSource,
  label,
  hint,
  altSource,
  previewSize = { width: 150, height: 200 },
}: {
  source: string;
  fileSource: string;
  label: string;
  hint: string;
  /** The field whose current value describes the image (the coach's English name, the article's title). */
  altSource: string;
  previewSize?: { width: number; height: number };
}) {
  const translate = useTranslate();
  const inputId = useId();
  const { config } = useServices();
  const urlField = useController({ name: source });
  const fileField = useController({ name: fileSource });
  const [refusal, setRefusal] = useState<string | null>(null);
  const altValue: unknown = useWatch({ name: altSource });
  const alt = typeof altValue === 'string' ? altValue.trim() : '';
  const file = fileField.field.value instanceof File ? fileField.field.value : null;

  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const preview = objectUrl ?? resolveMediaUrl(urlField.field.value as string | null, config.supabaseUrl);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = imageRefusal(chosen);
    setRefusal(problem);
    if (!problem) fileField.field.onChange(chosen);
  }

  function remove() {
    setRefusal(null);
    fileField.field.onChange(null);
    urlField.field.onChange(null);
  }

  return (
    <Box component="section">
      <Typography component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{
            ...previewSize,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.200',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {preview ? (
            <img
              src={preview}
              alt={alt}
              width={previewSize.width}
              height={previewSize.height}
              style={{ objectFit: 'cover', width: '100%', height: '100%' }}
            />
          ) : (
            <ImageIcon sx={{ fontSize: 48, color: 'grey.500' }} aria-hidden="true" />
          )}
        </Box>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" component="label" htmlFor={inputId}>
              {translate(preview ? 'app.upload.replace' : 'app.upload.choose')}
              <input
                id={inputId}
                type="file"
                accept="image/*"
                aria-label={label}
                hidden
                onChange={handleChange}
              />
            </Button>
            {preview && (
              <Button color="error" onClick={remove}>
                {translate('app.upload.remove')}
              </Button>
            )}
          </Stack>
          {refusal && (
            <Alert severity="error" role="alert">
              {translate(refusal)}
            </Alert>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
