import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Collapse, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useTranslate } from 'react-admin';
import type { Lang } from '@academy/shared';

/**
 * One language's block of a form ('English Version', ...) with its Show/Hide toggle (SPEC §2.6).
 * A hidden section's inputs are unmounted; the form decides what a hidden section saves.
 */
export function LocalizedSection({
  lang,
  open,
  onToggle,
  children,
}: {
  lang: Lang;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const title = translate(`app.languages.${lang}`);
  const contentId = `section-${lang}`;
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: 18, fontWeight: 600 }}>
          {title}
        </Typography>
        <Button
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={contentId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {translate(open ? 'app.common.hide' : 'app.common.show')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <CardContent id={contentId} sx={{ pt: 0 }}>
          {children}
        </CardContent>
      </Collapse>
    </Card>
  );
}
