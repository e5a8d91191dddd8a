import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import { useController, useWatch } from 'react-hook-form';
import { useTranslate, useWrappedSource } from 'react-admin';
import { ALLOWED_IMAGE_TYPES, ALLOWED_VIDEO_TYPES, HEIC_TYPES, resolveMediaUrl } from '@academy/shared';
import { contentType, fileRefusal } from '../providers/fileType.ts';
import { isHeic, toJpeg } from '../providers/heic.ts';
import { useServices } from '../platform/ServicesContext.ts';

/** What the file picker offers: exactly what the check accepts (HEIC/HEIF photos are converted). */
export const IMAGE_ACCEPT = [...ALLOWED_IMAGE_TYPES, ...HEIC_TYPES, '.heic', '.heif'].join(',');
const VIDEO_ACCEPT = ALLOWED_VIDEO_TYPES.join(',');

/** The words of the picker's buttons, for an image or a video. */
const WORDS = {
  image: { choose: 'app.upload.choose', replace: 'app.upload.replace', remove: 'app.upload.remove' },
  video: {
    choose: 'app.upload.choose_video',
    replace: 'app.upload.replace_video',
    remove: 'app.upload.remove_video',
  },
} as const;

/**
 * The file picked, ready to save, or why it cannot be: its content decides its type, as the
 * storage service will decide (a text file renamed .png is refused now, not at Save), and a
 * phone's HEIC photo becomes a JPEG first.
 */
async function prepare(
  chosen: File,
  accept: 'image' | 'video',
  onConverting: () => void,
): Promise<{ file: File } | { refusal: string }> {
  let file = chosen;
  let type = await contentType(file);
  if (accept === 'image' && isHeic(file, type)) {
    onConverting();
    try {
      file = await toJpeg(file);
    } catch (error) {
      console.error('Converting the HEIC photo failed', error);
      return { refusal: 'app.upload.heic_failed' };
    }
    type = await contentType(file);
  }
  const refusal = await fileRefusal(file, accept, type);
  return refusal ? { refusal } : { file };
}

/** The picture (or video) as it is now, or an icon when there is none. */
function MediaPreview({
  url,
  alt,
  video,
  size,
}: {
  url: string | null;
  alt: string;
  video: boolean;
  size: { width: number; height: number };
}) {
  const Icon = video ? MovieIcon : ImageIcon;
  const cover = { objectFit: 'cover', width: '100%', height: '100%' } as const;
  return (
    <Box
      sx={{
        ...size,
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
      {url && video ? (
        <video src={url} muted playsInline style={cover} />
      ) : url ? (
        <img src={url} alt={alt} width={size.width} height={size.height} style={cover} />
      ) : (
        <Icon sx={{ fontSize: 48, color: 'grey.500' }} aria-hidden="true" />
      )}
    </Box>
  );
}

/**
 * The field's value and what picking a file does: check it (and convert a HEIC photo) first,
 * then take it, or keep the refusal to say it.
 */
function usePickedFile(
  source: string,
  accept: 'image' | 'video',
  validate?: (value: unknown) => string | undefined,
) {
  const { config } = useServices();
  // Inside a list item the name is relative to the item (react-admin's source context).
  const { field, fieldState } = useController({
    name: useWrappedSource(source),
    rules: validate ? { validate: (value: unknown) => validate(value) ?? true } : undefined,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<'checking' | 'converting' | null>(null);
  const value: unknown = field.value;
  const file = value instanceof File ? value : null;
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  const preview = objectUrl ?? resolveMediaUrl(typeof value === 'string' ? value : null, config.supabaseUrl);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setRefusal(null);
    setBusy('checking');
    try {
      const result = await prepare(chosen, accept, () => setBusy('converting'));
      if ('refusal' in result) setRefusal(result.refusal);
      else field.onChange(result.file);
    } finally {
      setBusy(null);
    }
  }
  return {
    preview,
    busy,
    problem: refusal ?? fieldState.error?.message,
    removable: !!preview && !fieldState.invalid,
    pick,
    remove: () => field.onChange(null),
  };
}

/**
 * An image (or video) field: the value is the stored URL, or the File picked now, which the data
 * provider uploads when the form is saved. The preview shows at once; the file is checked as soon
 * as it is picked and a refusal is said beside the picker. Its buttons work with the keyboard.
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
  const input = useRef<HTMLInputElement>(null);
  const { preview, busy, problem, removable, pick, remove } = usePickedFile(source, accept, validate);
  const altValue: unknown = useWatch({ name: useWrappedSource(altSource ?? source) });
  const alt = altSource && typeof altValue === 'string' ? altValue.trim() : '';
  const words = WORDS[accept];
  const defaultHint = translate(accept === 'video' ? 'app.upload.video_hint' : 'app.upload.image_hint');
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MediaPreview url={preview} alt={alt} video={accept === 'video'} size={previewSize} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {hint ? `${hint} ${defaultHint}` : defaultHint}
          </Typography>
          <Stack direction="row" spacing={1}>
            {/* A real button opens the picker: Enter and Space work, as with a click. */}
            <Button
              variant="outlined"
              disabled={busy !== null}
              onClick={() => input.current?.click()}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
            >
              {translate(preview ? words.replace : words.choose)}
            </Button>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={accept === 'video' ? VIDEO_ACCEPT : IMAGE_ACCEPT}
              aria-label={label}
              tabIndex={-1}
              hidden
              onChange={(event) => void pick(event)}
            />
            {removable && (
              <Button color="error" onClick={remove}>
                {translate(words.remove)}
              </Button>
            )}
          </Stack>
          {busy && (
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden="true" />
              <Typography variant="body2">{translate(`app.upload.${busy}`)}</Typography>
            </Stack>
          )}
          {problem && (
            <Alert severity="error" role="alert" id={`${inputId}-problem`}>
              {translate(problem, { _: problem })}
            </Alert>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
