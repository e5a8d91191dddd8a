import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { EditorCard } from '../kit/EditorCard.tsx';
import { DATE_ONLY, DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import type { Child, Consent } from '../providers/registrations.ts';

export function Line({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
      <Typography component="span" color="text.secondary" sx={{ minWidth: 160 }}>
        {translate(label)}
      </Typography>
      <Typography component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Allergies and medication, set off so nobody misses them; or that there are none, or were erased. */
function Health({ child }: { child: Child }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  // Erasing the family (erase_family) marks its children with erased_at and removes their
  // health data with the rest, whether or not there was any.
  if (child.erased_at)
    return (
      <Typography color="text.secondary">
        {translate('app.registrations.health_erased_with_family', {
          date: new Date(child.erased_at).toLocaleDateString(locale, DATE_ONLY),
        })}
      </Typography>
    );
  if (child.health_data_erased_at)
    return (
      <Typography color="text.secondary">
        {translate('app.registrations.health_erased', {
          date: new Date(child.health_data_erased_at).toLocaleDateString(locale, DATE_ONLY),
        })}
      </Typography>
    );
  if (!child.allergies && !child.medication)
    return <Typography color="text.secondary">{translate('app.registrations.no_health')}</Typography>;
  return (
    <Alert severity="warning" icon={false} sx={{ my: 1 }}>
      {child.allergies && <Line label="app.roster.allergies">{child.allergies}</Line>}
      {child.medication && <Line label="app.roster.medication">{child.medication}</Line>}
    </Alert>
  );
}

function Consents({ consents }: { consents: Consent[] }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  if (consents.length === 0)
    return <Typography color="text.secondary">{translate('app.consents.none')}</Typography>;
  return (
    <Table size="small" aria-label={translate('app.consents.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.consents.kind')}</TableCell>
          <TableCell>{translate('app.consents.answer')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {translate('app.consents.source')}
          </TableCell>
          <TableCell>{translate('app.consents.when')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {consents.map((consent) => (
          <TableRow key={consent.id}>
            <TableCell>{translate(`app.consents.kinds.${consent.kind}`)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={consent.given ? 'success' : 'default'}
                label={translate(consent.given ? 'app.consents.given' : 'app.consents.refused')}
              />
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {translate(`app.consents.sources.${consent.source}`)} · v{consent.text_version}
            </TableCell>
            <TableCell>{new Date(consent.created_at).toLocaleString(locale, DATE_TIME)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The child: who they are, their health data, who may collect them, and every consent record. */
export function ChildCard({ child, consents }: { child: Child | null; consents: Consent[] }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  if (!child) return null;
  return (
    <EditorCard title="app.registrations.child">
      {child.photo_consent_withdrawn_at && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.registrations.photo_withdrawn', {
            date: new Date(child.photo_consent_withdrawn_at).toLocaleDateString(locale, DATE_ONLY),
          })}
        </Alert>
      )}
      <Line label="app.roster.child">{child.name ?? translate('app.registrations.erased')}</Line>
      <Line label="app.roster.date_of_birth">
        {child.date_of_birth
          ? new Date(`${child.date_of_birth}T12:00:00`).toLocaleDateString(locale, DATE_ONLY)
          : '—'}
      </Line>
      <Line label="app.roster.position">
        {child.position ? translate(`app.registrations.positions.${child.position}`) : '—'}
      </Line>
      <Line label="app.roster.shirt_size">{child.shirt_size ?? '—'}</Line>
      <Line label="app.roster.collectors">{child.authorised_collectors ?? '—'}</Line>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={`${translate('app.roster.photos_website')}: ${translate(child.photos_website ? 'app.common.yes' : 'app.common.no')}`}
        />
        <Chip
          size="small"
          label={`${translate('app.roster.photos_social')}: ${translate(child.photos_social ? 'app.common.yes' : 'app.common.no')}`}
        />
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.registrations.health')}
      </Typography>
      <Health child={child} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.consents.title')}
      </Typography>
      <Consents consents={consents} />
    </EditorCard>
  );
}
