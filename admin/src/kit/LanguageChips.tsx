import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LANGUAGES, filledLanguages } from '@academy/shared';

/**
 * EN ES RU chips: filled when every one of `fields` has text in that language, hollow when a
 * translation is missing, so gaps are visible at a glance in every list.
 */
export function LanguageChips({ record, fields }: { record: object; fields: readonly string[] }) {
  const translate = useTranslate();
  const filled = new Set(filledLanguages(record, fields as never));
  return (
    <Stack direction="row" spacing={0.5} component="span" aria-label={translate('app.common.languages')}>
      {LANGUAGES.map((lang) => {
        const isFilled = filled.has(lang);
        const name = translate(`app.languages.${lang}`);
        return (
          <Chip
            key={lang}
            size="small"
            label={lang.toUpperCase()}
            color={isFilled ? 'primary' : 'default'}
            variant={isFilled ? 'filled' : 'outlined'}
            title={translate(isFilled ? 'app.languages.filled' : 'app.languages.missing', { language: name })}
            data-filled={isFilled}
            sx={{ fontWeight: 600, fontSize: 11, height: 20 }}
          />
        );
      })}
    </Stack>
  );
}
