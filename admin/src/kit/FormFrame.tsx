import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useBasename, useRecordContext, useTranslate, type ValidateForm } from 'react-admin';
import { isLang } from '@academy/shared';
import { KitForm } from './KitForm.tsx';
import { SectionsProvider, type SectionsRef } from './sections.tsx';

/** How a form screen frames its form: heading, way back, language sections, additions of features. */
export interface FrameProps {
  /** Catalog key of the heading. */
  title: string;
  /** Where 'Back to List' and Cancel lead (admin path without the basename). */
  backPath: string;
  /** Catalog key of the way back: 'Back to List', or 'Back to Admin Panel' for a screen without a list. */
  backLabel?: string;
  /** Localized base names whose Spanish/Russian sections open when the record has text in them. */
  openWhen?: readonly string[];
  /** Whole-form validation (a page's schema); errors are catalog keys with values. */
  validate?: (sections: SectionsRef) => ValidateForm;
  /** Extra controls in the heading (preview links, "View on site", a record's History). */
  headerExtra?: ReactNode;
  /**
   * Wraps the heading and the form inside the record's context: a feature that shows what belongs
   * to the record (its history) keeps its state there.
   */
  frame?: (content: ReactNode) => ReactNode;
  /** Shown within the form after its fields (a panel that needs the form's state). */
  formExtras?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}

function Heading({
  title,
  extra,
  backPath,
  backLabel,
}: {
  title: string;
  extra?: ReactNode;
  backPath: string;
  backLabel: string;
}) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 1,
        mb: 2,
      }}
    >
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {translate(title)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {extra}
        <Button
          component={RouterLink}
          to={backPath}
          startIcon={<ArrowBackIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate(backLabel)}
        </Button>
      </Stack>
    </Stack>
  );
}

/** A form screen's body inside react-admin's controller: heading, language sections, the form. */
export function FormFrame({
  title,
  backPath,
  backLabel = 'app.common.back_to_list',
  openWhen = [],
  validate,
  headerExtra,
  frame = (content) => content,
  formExtras,
  maxWidth = 960,
  sections,
  children,
}: FrameProps & { sections: SectionsRef }) {
  const basename = useBasename();
  const record = useRecordContext();
  const [search] = useSearchParams();
  const lang = search.get('lang');
  const back = `${basename}${backPath}`;
  return (
    <Box sx={{ maxWidth, mx: 'auto', my: 2 }}>
      <Title title={title} />
      <SectionsProvider
        record={record as Record<string, unknown> | undefined}
        openWhen={openWhen}
        // A link to a missing translation (from the dashboard) opens that language's section.
        forceOpen={isLang(lang) ? lang : undefined}
        handle={sections}
      >
        {frame(
          <>
            <Heading title={title} extra={headerExtra} backPath={back} backLabel={backLabel} />
            <KitForm validate={validate?.(sections)} cancelPath={back} extras={formExtras}>
              {children}
            </KitForm>
          </>,
        )}
      </SectionsProvider>
    </Box>
  );
}
