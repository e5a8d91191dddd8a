import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { setRegistrationStatus, type OfferPlaces, type RegistrationRow } from '../providers/registrations.ts';
import { ProblemAlert } from '../registrations/ProblemAlert.tsx';
import { useRegistrationAction } from '../registrations/useRegistrationAction.ts';

/**
 * The places offered (held until their end) and the waiting list in order. "Offer the place"
 * sets a waiting registration to offered: the database holds the place, e-mails the family and
 * refuses when no place is free.
 */
export function WaitingList({ places, queue }: { places: OfferPlaces | null; queue: RegistrationRow[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const locale = useDateLocale();
  const { client } = useServices();
  const action = useRegistrationAction();
  const free = places?.places_left ?? 0;
  return (
    <Box component="section" aria-labelledby="waiting-title" data-print="hide" sx={{ mt: 3 }}>
      <Typography id="waiting-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {translate('app.waiting.title')}
      </Typography>
      {queue.length === 0 ? (
        <Typography color="text.secondary">{translate('app.waiting.empty')}</Typography>
      ) : (
        <>
          {free === 0 && queue.some((r) => r.status === 'waiting') && (
            <Alert severity="info" sx={{ my: 1 }}>
              {translate('app.waiting.no_free_place')}
            </Alert>
          )}
          <ProblemAlert problem={action.problem} />
          <List aria-labelledby="waiting-title">
            {queue.map((r) => (
              <ListItem
                key={r.id}
                divider
                secondaryAction={
                  r.status === 'waiting' ? (
                    <Button
                      variant="contained"
                      size="small"
                      disabled={action.busy || free === 0}
                      aria-label={`${translate('app.waiting.offer_place')}: ${r.child_name ?? ''}`}
                      onClick={() =>
                        void action.run(
                          () => setRegistrationStatus(client, r.id!, 'offered'),
                          'app.waiting.offered_done',
                        )
                      }
                    >
                      {translate('app.waiting.offer_place')}
                    </Button>
                  ) : undefined
                }
                sx={{ pr: { xs: 18, sm: 20 } }}
              >
                <ListItemText
                  primary={
                    <RouterLink to={`${basename}/registrations/${r.id}`}>
                      {r.status === 'waiting' ? `${r.waiting_position}. ` : ''}
                      {r.child_name}
                    </RouterLink>
                  }
                  secondary={
                    r.status === 'offered' && r.hold_expires_at
                      ? translate('app.waiting.offered_until', {
                          name: r.parent_name ?? '',
                          date: new Date(r.hold_expires_at).toLocaleString(locale, DATE_TIME),
                        })
                      : `${r.parent_name ?? ''} · ${r.phone ?? ''}`
                  }
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
}
