import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Title,
  useBasename,
  useDataProvider,
  useGetIdentity,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { StaffRole } from '@academy/shared';
import { PageLoader } from '../kit/PageLoader.tsx';
import type { DashboardFigure } from '../model/resourceDefinition.ts';
import { listPath } from '../model/resourceDefinition.ts';
import type { DashboardFigures } from '../model/dashboardFigures.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { useRegistry } from '../registry/RegistryContext.ts';
import { PaymentFigures } from './PaymentFigures.tsx';
import { RegistrationFigures } from './RegistrationFigures.tsx';
import { TranslationList } from './TranslationList.tsx';

/** The dashboard's cards of figures, each titled; the resources fill them. */
const CARDS = { news: 'app.menu.news', academy: 'app.dashboard.academy' } as const;

function Figure({ label, value, to }: { label: string; value: number; to: string }) {
  const translate = useTranslate();
  return (
    <Box component={RouterLink} to={to} sx={{ textDecoration: 'none', color: 'inherit', display: 'block' }}>
      <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
    </Box>
  );
}

/** A card of figures, each a link to the list it counts. */
function FigureCard({
  title,
  figures,
  values,
}: {
  title: string;
  figures: { figure: DashboardFigure; to: string }[];
  values: DashboardFigures;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {translate(title)}
        </Typography>
        <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
          {figures.map(({ figure, to }) => (
            <Figure key={figure.label} label={figure.label} value={figure.value(values)} to={to} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /admin: the figures that matter, the translations still missing or out of date, and quick
 * links, in one request. The resources declare their figures and quick links.
 */
export function Dashboard() {
  const translate = useTranslate();
  const basename = useBasename();
  const registry = useRegistry();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<StaffRole>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  // Content figures for those who edit content; registrations for those who work them (a
  // Coordinator sees only these: the content figures' function refuses the role).
  const content = registry.menuFor(permissions).content.length > 0;
  const registrations = registry.canAccess(permissions, { action: 'list', resource: 'registrations' });
  const {
    data: values,
    error,
    isPending,
  } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.dashboard(),
    enabled: content,
  });
  const figuresOf = (card: keyof typeof CARDS) =>
    registry.resources.flatMap((resource) =>
      (resource.dashboard?.figures ?? [])
        .filter((figure) => figure.card === card)
        .map((figure) => ({ figure, to: `${basename}${listPath(resource)}` })),
    );
  return (
    <Box sx={{ my: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate('app.dashboard.title')}
      </Typography>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.dashboard.intro')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
        component="nav"
        aria-label={translate('app.dashboard.quick_links')}
      >
        {registry.quickLinksFor(permissions).map((resource) => (
          <Button
            key={resource.name}
            component={RouterLink}
            to={`${basename}${listPath(resource)}`}
            variant="outlined"
            size="small"
          >
            {translate(resource.label ?? resource.name)}
          </Button>
        ))}
      </Stack>
      {registrations && <RegistrationFigures />}
      {registrations && <PaymentFigures />}
      {content && isPending && <PageLoader />}
      {error && <Alert severity="error">{translate('app.dashboard.load_failed')}</Alert>}
      {content && values && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            {(Object.keys(CARDS) as (keyof typeof CARDS)[]).map((card) => (
              <FigureCard key={card} title={CARDS[card]} figures={figuresOf(card)} values={values} />
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
            <TranslationList
              id="missing-title"
              title="app.dashboard.missing_title"
              none="app.dashboard.missing_none"
              count="app.localized.missing_count"
              pages={values.missing_pages}
              records={values.missing_records}
            />
            <TranslationList
              id="stale-title"
              title="app.dashboard.stale_title"
              none="app.dashboard.stale_none"
              count="app.stale.count"
              pages={values.stale_pages}
              records={values.stale_records}
            />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
