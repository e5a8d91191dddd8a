import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { resolveMediaUrl } from '@academy/shared';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { VISUALLY_HIDDEN } from '../kit/visuallyHidden.ts';
import type { DiffPart, Shown } from './historyEntries.ts';

/** Words removed (struck, red) and added (underlined, green) inside the unchanged text. */
export function WordDiff({ parts }: { parts: readonly DiffPart[] }) {
  const translate = useTranslate();
  return (
    <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
      {parts.map((part, index) =>
        part.removed ? (
          <Box
            key={index}
            component="del"
            sx={{
              bgcolor: '#FDE2E1',
              color: '#8A1C1C',
              textDecorationThickness: 1,
              borderRadius: 0.5,
              px: 0.25,
              mr: 0.25,
            }}
          >
            {/* Read out before each changed run, since <del>/<ins> alone are often silent. */}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {`${translate('app.history.removed')}: `}
            </Box>
            {part.text}
          </Box>
        ) : part.added ? (
          <Box
            key={index}
            component="ins"
            sx={{
              bgcolor: '#DDF3E6',
              color: '#0E5A3A',
              textDecoration: 'underline',
              borderRadius: 0.5,
              px: 0.25,
            }}
          >
            {/* Read out before each changed run, since <del>/<ins> alone are often silent. */}
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {`${translate('app.history.added')}: `}
            </Box>
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/** One value as the history shows it: text, yes/no, a date in the admin's language, an image. */
export function ShownValue({ value, alt }: { value: Shown; alt: string }) {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  const { config } = useServices();
  switch (value.kind) {
    case 'empty':
      return (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('app.history.empty_value')}
        </Typography>
      );
    case 'bool':
      return (
        <Typography variant="body2">{translate(value.value ? 'app.common.yes' : 'app.common.no')}</Typography>
      );
    case 'date':
      return (
        <Typography variant="body2">
          <time dateTime={value.iso}>
            {new Intl.DateTimeFormat(dateLocale, DATE_TIME).format(new Date(value.iso))}
          </time>
        </Typography>
      );
    case 'media': {
      const src = resolveMediaUrl(value.url, config.supabaseUrl);
      return src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          sx={{ display: 'block', maxWidth: 160, maxHeight: 100, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography variant="body2">{value.url}</Typography>
      );
    }
    case 'text':
      return (
        <Typography
          variant="body2"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 160, overflow: 'auto' }}
        >
          {value.text}
        </Typography>
      );
  }
}

/** A change of one value: its words diffed, or before and after side by side. */
export function ValueChange({
  title,
  before,
  after,
  diff,
  formatOnly,
}: {
  title: string;
  before: Shown;
  after: Shown;
  diff?: readonly DiffPart[];
  formatOnly?: boolean;
}) {
  const translate = useTranslate();
  if (diff) return <WordDiff parts={diff} />;
  if (formatOnly)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.history.format_only')}
      </Typography>
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      {(
        [
          ['before', before],
          ['after', after],
        ] as const
      ).map(([side, value]) => (
        <Box key={side} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(`app.history.${side}`)}
          </Typography>
          <ShownValue value={value} alt={`${title}: ${translate(`app.history.${side}`)}`} />
        </Box>
      ))}
    </Stack>
  );
}
