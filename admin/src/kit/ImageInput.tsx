import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import { useController, useWatch } from 'react-hook-form';
import { useTranslate, useWrappedSource } from 'react-admin';
import { ALLOWED_IMAGE_TYPES, ALLOWED_VIDEO_TYPES, HEIC_TYPES, resolveMediaUrl } from '@academy/shared';
import { useServices } from '../ServicesContext.ts';
import { fileRefusal } from './uploads.ts';
import { isHeic, toJpeg } from './heic.ts';

/** What the file picker offers: exactly what the check accepts (HEIC/HEIF photos are converted). */
export const IMAGE_ACCEPT = [...ALLOWED_IMAGE_TYPES, ...HEIC_TYPES, '.heic', '.heif'].join(',');
const VIDEO_ACCEPT = ALLOWED_VIDEO_TYPES.join(',');

/**
 * An image (or video) field: the value is the stored URL, or the File picked now, which the data
 * provider uploads when the form is saved (SPEC §4). The preview shows at once; a phone's HEIC
 * photo is converted to JPEG first; a type or size the bucket would refuse is explained before
 * any upload, beside the picker.
 */
export function ImageInput({
  source,
  label,
  hint,
  altSource,
  accept = 'image',
  previewSize = { width: 150, height: 200 },
  validate,
}: {
  source: string;
  label: string;
  hint?: string;
  /** The field whose value describes the image (a coach's English name, an article's title). */
  altSource?: string;
  accept?: 'image' | 'video';
  previewSize?: { width: number; height: number };
  /** Why the value (a stored URL or a picked File) is refused, as a catalog key. */
  validate?: (value: unknown) => string | undefined;
}) {
  const translate = useTranslate();
  const inputId = useId();
  const { config } = useServices();
  // Inside a list item the name is relative to the item (react-admin's source context).
  const name = useWrappedSource(source);
  const altName = useWrappedSource(altSource ?? source);
  const { field, fieldState } = useController({
    name,
    rules: validate ? { validate: (value: unknown) => validate(value) ?? true } : undefined,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const altValue: unknown = useWatch({ name: altName });
  const alt = altSource && typeof altValue === 'string' ? altValue.trim() : '';
  const value: unknown = field.value;
  const file = value instanceof File ? value : null;

  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const preview = objectUrl ?? resolveMediaUrl(typeof value === 'string' ? value : null, config.supabaseUrl);

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    let chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setRefusal(null);
    if (accept === 'image' && isHeic(chosen)) {
      setConverting(true);
      try {
        chosen = await toJpeg(chosen);
      } catch (error) {
        console.error('Converting the HEIC photo failed', error);
        setRefusal('app.upload.heic_failed');
        return;
      } finally {
        setConverting(false);
      }
    }
    const problem = fileRefusal(chosen, accept);
    setRefusal(problem);
    if (!problem) field.onChange(chosen);
  }

  const defaultHint = translate(accept === 'video' ? 'app.upload.video_hint' : 'app.upload.image_hint');
  const Icon = accept === 'video' ? MovieIcon : ImageIcon;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          sx={{
            ...previewSize,
            maxWidth: '100%',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'grey.200',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
          }}
        >
          {preview && accept === 'video' ? (
            <video
              src={preview}
              muted
              playsInline
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : preview ? (
            <img
              src={preview}
              alt={alt}
              width={previewSize.width}
              height={previewSize.height}
              style={{ objectFit: 'cover', width: '100%', height: '100%' }}
            />
          ) : (
            <Icon sx={{ fontSize: 48, color: 'grey.500' }} aria-hidden="true" />
          )}
        </Box>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {hint ? `${hint} ${defaultHint}` : defaultHint}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" component="label" htmlFor={inputId} disabled={converting}>
              {translate(preview ? 'app.upload.replace' : 'app.upload.choose')}
              <input
                id={inputId}
                type="file"
                accept={accept === 'video' ? VIDEO_ACCEPT : IMAGE_ACCEPT}
                aria-label={label}
                hidden
                onChange={(event) => void handleChange(event)}
              />
            </Button>
            {preview && !fieldState.invalid && (
              <Button color="error" onClick={() => field.onChange(null)}>
                {translate('app.upload.remove')}
              </Button>
            )}
          </Stack>
          {converting && (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden="true" />
              <Typography variant="body2">{translate('app.upload.converting')}</Typography>
            </Stack>
          )}
          {(refusal || fieldState.error?.message) && (
            <Alert severity="error" role="alert">
              {translate(refusal ?? fieldState.error?.message ?? '', {
                _: refusal ?? fieldState.error?.message,
              })}
            </Alert>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
