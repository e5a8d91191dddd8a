import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Collapse, Skeleton, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useWatch } from 'react-hook-form';
import { maxLength, required, useTranslate, useWrappedSource } from 'react-admin';
import { LANGUAGES, isEmptyHtml, type Lang } from '@academy/shared';
import { requiredRichText } from '../editor/richText.ts';
import { FieldNote, SectionBadge } from './fieldNotes.tsx';
import { LimitedTextInput } from './LimitedTextInput.tsx';
import { SECTION_ORDER, useOptionalSections } from './sections.tsx';

// The rich-text editor (tiptap, the largest part of a form) loads only with forms that have rich text.
const RichTextEditor = lazy(() =>
  import('../editor/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** One localized field: its base name ('name' for name_en/_es/_ru), kind and limits. */
export interface LocalizedField {
  name: string;
  /** Catalog key of its label. */
  label: string;
  kind?: 'line' | 'paragraph' | 'html';
  /** English required (translations never are). */
  required?: boolean;
  max: number;
}

const requiredText = required('app.validation.required');

function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'string' && value.trim() !== '' && !isEmptyHtml(value);
}

/**
 * One language's input of a localized field, with a 'missing translation' hint when empty. Its
 * name says the language ('Biography (Spanish)'): three inputs of one label sit on the screen.
 */
function LocalizedInput({ field, lang, compact }: { field: LocalizedField; lang: Lang; compact?: boolean }) {
  const translate = useTranslate();
  const source = `${field.name}_${lang}`;
  // Inside a list item the names are relative to the item (react-admin's source context).
  const englishPath = useWrappedSource(`${field.name}_en`);
  const ownPath = useWrappedSource(source);
  const [english, own] = useWatch({ name: [englishPath, ownPath] }) as unknown[];
  const missing = lang !== 'en' && isFilled(english) && !isFilled(own);
  const label = translate(field.label);
  const language = translate(`app.language_names.${lang}`);
  const helperText = missing ? 'app.localized.missing_hint' : false;
  const required = lang === 'en' && field.required;
  return (
    <Box data-field={ownPath}>
      {field.kind === 'html' ? (
        <Suspense fallback={<Skeleton variant="rounded" height={220} sx={{ my: 1 }} />}>
          <RichTextEditor
            source={source}
            label={label}
            accessibleName={`${label} (${language})`}
            validate={[
              ...(required ? [requiredRichText] : []),
              maxLength(field.max, 'app.validation.too_long'),
            ]}
            helperText={helperText}
          />
        </Suspense>
      ) : (
        <LimitedTextInput
          source={source}
          label={compact ? `${label} (${lang.toUpperCase()})` : label}
          slotProps={{ htmlInput: { 'aria-label': `${label} (${language})` } }}
          max={field.max}
          validate={required ? requiredText : undefined}
          helperText={helperText}
          multiline={field.kind === 'paragraph'}
          minRows={field.kind === 'paragraph' ? 2 : undefined}
          fullWidth
        />
      )}
      {lang !== 'en' && !compact && <FieldNote path={ownPath} />}
    </Box>
  );
}

/** Fields whose English text is filled while `lang`'s is empty. */
function useMissing(fields: readonly string[], lang: Lang): number {
  const values = useWatch({ name: fields.flatMap((f) => [`${f}_en`, `${f}_${lang}`]) }) as unknown[];
  let count = 0;
  for (let i = 0; i < fields.length; i += 1)
    if (isFilled(values[2 * i]) && !isFilled(values[2 * i + 1])) count += 1;
  return count;
}

function Section({ lang, fields, children }: { lang: Lang; fields: readonly string[]; children: ReactNode }) {
  const translate = useTranslate();
  const sections = useOptionalSections();
  const missing = useMissing(lang === 'en' ? [] : fields, lang);
  const open = sections?.visible[lang] ?? true;
  const title = translate(`app.languages.${lang}`);
  const contentId = `section-${lang}`;
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, gap: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600 }}>
            {title}
          </Typography>
          {missing > 0 && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={translate('app.localized.missing_count', { smart_count: missing })}
            />
          )}
          <SectionBadge lang={lang} />
        </Stack>
        {sections && (
          <Button
            onClick={() => sections.toggle(lang)}
            aria-expanded={open}
            aria-controls={contentId}
            // Three of these sit on the form: each says which section it opens.
            aria-label={translate(open ? 'app.localized.hide_section' : 'app.localized.show_section', {
              section: title,
            })}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {translate(open ? 'app.common.hide' : 'app.common.show')}
          </Button>
        )}
      </Box>
      <Collapse in={open} unmountOnExit>
        <CardContent id={contentId} sx={{ pt: 0 }}>
          {children}
        </CardContent>
      </Collapse>
    </Card>
  );
}

/**
 * A form's localized fields in their language sections ('English Version', 'Russian Version',
 * 'Spanish Version'), each with Show/Hide (Spanish and Russian folded unless the record has
 * them), a chip counting missing translations, and a hint at each empty one. `extra` adds inputs
 * to each language's section (a page's localized lists). A hidden section saves null.
 * `compact` renders the three inputs of one field inline, for items of a list.
 */
export function LocalizedInputs({
  fields,
  extra,
  extraFields = [],
  compact = false,
}: {
  fields: readonly LocalizedField[];
  extra?: (lang: Lang) => ReactNode;
  /** Base names of the localized fields `extra` renders (saved as null when hidden). */
  extraFields?: readonly string[];
  compact?: boolean;
}) {
  const sections = useOptionalSections();
  const names = [...fields.map((f) => f.name), ...extraFields];
  const key = names.join(',');
  useEffect(() => {
    if (!compact) sections?.register(key.split(','));
  }, [sections, key, compact]);
  if (compact) {
    return (
      <Box>
        {fields.map((field) =>
          LANGUAGES.map((lang) => (
            <LocalizedInput key={`${field.name}_${lang}`} field={field} lang={lang} compact />
          )),
        )}
      </Box>
    );
  }
  return (
    <>
      {SECTION_ORDER.map((lang) => (
        <Section key={lang} lang={lang} fields={names}>
          {fields.map((field) => (
            <LocalizedInput key={field.name} field={field} lang={lang} />
          ))}
          {extra?.(lang)}
        </Section>
      ))}
    </>
  );
}
