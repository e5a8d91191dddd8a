import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
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
import { PageLoader } from '../common/PageLoader.tsx';
import type { AdminDataProvider, Dashboard as Figures } from '../dataProvider.ts';
import { PAGE_EDITOR_PATH, canAccessEntry, editPath } from '../resourceTables.ts';

/** The most used editors, first in the quick links. */
const QUICK_LINKS = [
  'news',
  'coaches',
  'index-page',
  'campus-page',
  'subscriptions',
  'site-settings',
] as const;

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

type Groups = Pick<Figures, 'missing_pages' | 'missing_records'>;

/**
 * Translations to look at, one line per record or page and language, each a link to its editor
 * at that language and first field: the missing ones, or (issue 11) the ones that may be out of
 * date because their English changed.
 */
function TranslationList({
  id,
  title,
  none,
  count,
  pages,
  records,
}: {
  id: string;
  title: string;
  none: string;
  /** Catalog key of the count ('%{smart_count} missing'). */
  count: string;
  pages: Groups['missing_pages'];
  records: Groups['missing_records'];
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const items = [
    ...pages.map((gap) => ({
      key: `page-${gap.key}-${gap.lang}`,
      label: translate(`app.pages.names.${gap.key}`),
      to: `${basename}/${PAGE_EDITOR_PATH[gap.key as keyof typeof PAGE_EDITOR_PATH]}?lang=${gap.lang}&field=${gap.fields[0]}`,
      lang: gap.lang,
      count: gap.fields.length,
    })),
    ...records.map((gap) => ({
      key: `${gap.resource}-${gap.id}-${gap.lang}`,
      // A single record (the site settings) is named by its screen alone.
      label: gap.label
        ? `${translate(`app.menu.${gap.resource}`)}: ${gap.label}`
        : translate(`app.menu.${gap.resource}`),
      to: `${basename}${editPath(gap.resource, gap.id)}?lang=${gap.lang}&field=${gap.fields[0]}`,
      lang: gap.lang,
      count: gap.fields.length,
    })),
  ];
  return (
    <Card component="section" aria-labelledby={id} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate(title)}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">{translate(none)}</Typography>
        ) : (
          <List dense sx={{ maxHeight: 420, overflow: 'auto' }}>
            {items.map((item) => (
              <ListItem key={item.key} disableGutters>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" variant="outlined" label={item.lang.toUpperCase()} />
                  <Link component={RouterLink} to={item.to}>
                    {item.label}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {translate(count, { smart_count: item.count })}
                  </Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /admin: the figures that matter, the translations still missing or out of date, and quick links;
 * one request.
 */
export function Dashboard() {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<StaffRole>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const {
    data: figures,
    error,
    isPending,
  } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.dashboard(),
  });
  const quick = QUICK_LINKS.filter((name) => canAccessEntry(permissions, 'list', name));
  return (
    <Box sx={{ my: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate('app.dashboard.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
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
        {quick.map((name) => (
          <Button
            key={name}
            component={RouterLink}
            to={`${basename}/${name}`}
            variant="outlined"
            size="small"
          >
            {translate(
              name.endsWith('-page') ? `app.pages.names.${name.replace('-page', '')}` : `app.menu.${name}`,
            )}
          </Button>
        ))}
      </Stack>
      {isPending && <PageLoader />}
      {error && <Alert severity="error">{translate('app.dashboard.load_failed')}</Alert>}
      {figures && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card component="section" aria-label={translate('app.menu.news')} sx={{ mb: 2 }}>
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {translate('app.menu.news')}
                </Typography>
                <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
                  <Figure
                    label="app.dashboard.published"
                    value={figures.news.published}
                    to={`${basename}/news`}
                  />
                  <Figure
                    label="app.dashboard.scheduled"
                    value={figures.news.scheduled}
                    to={`${basename}/news`}
                  />
                  <Figure label="app.dashboard.drafts" value={figures.news.draft} to={`${basename}/news`} />
                </Stack>
              </CardContent>
            </Card>
            <Card component="section" aria-label={translate('app.dashboard.academy')}>
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  {translate('app.dashboard.academy')}
                </Typography>
                <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
                  <Figure
                    label="app.dashboard.coaches"
                    value={figures.coaches.active}
                    to={`${basename}/coaches`}
                  />
                  <Figure
                    label="app.dashboard.subscriptions"
                    value={figures.subscriptions.total}
                    to={`${basename}/subscriptions`}
                  />
                  <Figure
                    label="app.dashboard.programmes"
                    value={figures.programmes.active}
                    to={`${basename}/programmes`}
                  />
                </Stack>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TranslationList
              id="missing-title"
              title="app.dashboard.missing_title"
              none="app.dashboard.missing_none"
              count="app.localized.missing_count"
              pages={figures.missing_pages}
              records={figures.missing_records}
            />
            <TranslationList
              id="stale-title"
              title="app.dashboard.stale_title"
              none="app.dashboard.stale_none"
              count="app.stale.count"
              pages={figures.stale_pages}
              records={figures.stale_records}
            />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
