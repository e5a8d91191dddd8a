import { Link, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslate } from 'react-admin';
import { previewLinks } from '@academy/shared';

/**
 * "Preview: EN ES RU": the public page at `path` as the site shows it, in each language, in a new
 * tab, with the unsaved changes of the editor named `draft` (when given). Only signed-in staff
 * see it: the preview reads with their own session.
 */
export function PreviewLinks({ path, draft }: { path: string; draft?: string }) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      role="group"
      aria-label={translate('app.preview.group')}
    >
      <VisibilityIcon fontSize="small" color="primary" aria-hidden="true" />
      <Typography variant="body2">{translate('app.preview.label')}</Typography>
      {previewLinks(path, draft).map(({ lang, href }) => (
        <Link
          key={lang}
          href={href}
          target="_blank"
          rel="noopener"
          // The name holds the code written on the link ('ES'), so voice control finds it by it.
          aria-label={translate('app.preview.open_in', {
            language: `${translate(`app.language_names.${lang}`)} (${lang.toUpperCase()})`,
          })}
          sx={{ fontWeight: 600 }}
        >
          {lang.toUpperCase()}
        </Link>
      ))}
    </Stack>
  );
}
