import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { Title, useBasename, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';

const SECTIONS = [
  { resource: 'coaches', title: 'app.coaches.title', text: 'app.dashboard.coaches' },
  { resource: 'news', title: 'app.news.title', text: 'app.dashboard.news' },
  { resource: 'users', title: 'app.users.title', text: 'app.dashboard.users' },
] as const;

function SectionCard({ resource, title, text }: (typeof SECTIONS)[number]) {
  const translate = useTranslate();
  const basename = useBasename();
  const { canAccess, isPending } = useCanAccess({ action: 'list', resource });
  if (isPending || !canAccess) return null;
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {translate(title)}
          </Typography>
          <Typography color="text.secondary">{translate(text)}</Typography>
        </CardContent>
        <CardActions>
          <Button component={RouterLink} to={`${basename}/${resource}`}>
            {translate('app.dashboard.open')} · {translate(title)}
          </Button>
        </CardActions>
      </Card>
    </Grid>
  );
}

/** /admin: a greeting and the sections the signed-in role may use. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ my: 2 }}>
      <Title title="app.dashboard.title" />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate('app.dashboard.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.dashboard.intro')}
      </Typography>
      <Grid container spacing={2}>
        {SECTIONS.map((section) => (
          <SectionCard key={section.resource} {...section} />
        ))}
      </Grid>
    </Box>
  );
}
