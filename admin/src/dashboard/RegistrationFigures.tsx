import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { isoDay } from '../kit/DateTimeInput.tsx';
import { PageLoader } from '../kit/PageLoader.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { countNew, loadOpenPlaces } from '../providers/registrations.ts';
import { useLang } from '../registrations/useLang.ts';
import { offerTitle } from '../registrations/useOfferChoices.ts';

function Count({ value, label, to }: { value: number; label: string; to: string }) {
  const translate = useTranslate();
  return (
    <Box component={RouterLink} to={to} sx={{ textDecoration: 'none', color: 'inherit', display: 'block' }}>
      <Typography component="p" variant="h4" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(label, { smart_count: value })}
      </Typography>
    </Box>
  );
}

/**
 * The registrations card of the dashboard: new registrations and enquiries, and the places left
 * of every offer that has not ended. For the staff who work registrations.
 */
export function RegistrationFigures() {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const lang = useLang();
  const { client } = useServices();
  const { data, error, isPending } = useQuery({
    queryKey: ['dashboard', 'registrations'],
    queryFn: async () => {
      const [counts, places] = await Promise.all([
        countNew(client),
        loadOpenPlaces(client, isoDay(new Date())),
      ]);
      return { counts, places };
    },
  });
  return (
    <Card component="section" aria-label={translate('app.reg_dashboard.title')} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('app.reg_dashboard.title')}
        </Typography>
        {isPending && <PageLoader />}
        {error && <Alert severity="error">{translate('app.reg_dashboard.load_failed')}</Alert>}
        {data && (
          <>
            <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', mb: 2 }}>
              <Count
                value={data.counts.registrations}
                label="app.reg_dashboard.new_registrations"
                to={`${basename}/registrations?filter=${encodeURIComponent(JSON.stringify({ status: 'new' }))}`}
              />
              <Count
                value={data.counts.enquiries}
                label="app.reg_dashboard.new_enquiries"
                to={`${basename}/enquiries`}
              />
            </Stack>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {translate('app.reg_dashboard.places_title')}
            </Typography>
            {data.places.length === 0 ? (
              <Typography color="text.secondary">{translate('app.reg_dashboard.no_offers')}</Typography>
            ) : (
              <List dense>
                {data.places.map((offer) => (
                  <ListItem
                    key={offer.id}
                    disableGutters
                    secondaryAction={
                      <Chip
                        size="small"
                        color={(offer.places_left ?? 0) > 0 ? 'success' : 'error'}
                        label={
                          (offer.places_left ?? 0) > 0
                            ? translate('app.offers.left', { smart_count: offer.places_left ?? 0 })
                            : translate('app.offers.full')
                        }
                      />
                    }
                  >
                    <ListItemText
                      primary={
                        <Box
                          component={RouterLink}
                          to={`${basename}/offers/${offer.id}`}
                          sx={{ color: 'inherit' }}
                        >
                          {offerTitle(offer, lang)}
                        </Box>
                      }
                      secondary={
                        offer.starts_on
                          ? new Date(`${offer.starts_on}T12:00:00`).toLocaleDateString(locale)
                          : ''
                      }
                      sx={{ pr: 14, overflowWrap: 'anywhere' }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
