import { Link as RouterLink } from 'react-router-dom';
import {
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { SelectInput, useBasename, useCanAccess, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { Tables } from '@academy/shared';
import { ListScreen } from '../kit/ListScreen.tsx';
import { listTexts } from '../kit/listTexts.ts';
import { enumChoices } from '../kit/enumChoices.ts';
import { DATE_ONLY, useDateLocale } from '../kit/useDateLocale.ts';
import { YesNoChip } from '../kit/YesNoChip.tsx';
import { createPath, editPath, showPath } from '../model/resourceDefinition.ts';
import type { OfferPlaces } from '../providers/registrations.ts';
import offers from './resource.ts';
import { offerTitle } from '../registrations/useOfferChoices.ts';
import { useLang } from '../registrations/useLang.ts';

type Offer = Tables<'offers'> & RaRecord;
const PHONE_HIDDEN = { display: { xs: 'none', md: 'table-cell' } };

/** Taken of the capacity, places left, and how many wait. */
export function Places({ places }: { places: OfferPlaces | undefined }) {
  const translate = useTranslate();
  if (!places) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        {translate('app.offers.taken', { taken: places.taken ?? 0, capacity: places.capacity ?? 0 })}
      </Typography>
      <Chip
        size="small"
        color={(places.places_left ?? 0) > 0 ? 'success' : 'error'}
        label={
          (places.places_left ?? 0) > 0
            ? translate('app.offers.left', { smart_count: places.places_left ?? 0 })
            : translate('app.offers.full')
        }
      />
      {(places.waiting ?? 0) > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.offers.waiting', { smart_count: places.waiting ?? 0 })}
        </Typography>
      )}
    </Stack>
  );
}

function Rows({ rows }: { rows: Offer[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const locale = useDateLocale();
  const lang = useLang();
  const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: offers.name });
  const { data: places } = useGetList<OfferPlaces & RaRecord>('offer-places', {
    pagination: { page: 1, perPage: 1000 },
  });
  const placesOf = new Map((places ?? []).map((p) => [p.id, p]));
  const day = (value: string) => new Date(`${value}T12:00:00`).toLocaleDateString(locale, DATE_ONLY);
  return (
    <Table size="small" aria-label={translate('app.offers.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.fields.title')}</TableCell>
          <TableCell sx={PHONE_HIDDEN}>{translate('app.offers.dates_title')}</TableCell>
          <TableCell>{translate('app.offers.places_title')}</TableCell>
          <TableCell sx={PHONE_HIDDEN}>{translate('app.offers.online_registration')}</TableCell>
          <TableCell>{translate('app.common.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((offer) => (
          <TableRow key={offer.id} hover>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Link
                component={RouterLink}
                to={`${basename}${showPath(offers, offer.id)}`}
                sx={{ fontWeight: 600 }}
              >
                {offerTitle(offer, lang)}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.offers.kinds.${offer.kind}`)}
              </Typography>
            </TableCell>
            <TableCell sx={PHONE_HIDDEN}>
              {day(offer.starts_on)} – {day(offer.ends_on)}
            </TableCell>
            <TableCell>
              <Places places={placesOf.get(offer.id)} />
            </TableCell>
            <TableCell sx={PHONE_HIDDEN}>
              <YesNoChip value={offer.online_registration} />
            </TableCell>
            <TableCell>
              {mayEdit && (
                <Button
                  component={RouterLink}
                  to={`${basename}${editPath(offers, offer.id)}`}
                  startIcon={<EditIcon />}
                  aria-label={`${translate('ra.action.edit')}: ${offerTitle(offer, lang)}`}
                >
                  {translate('ra.action.edit')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The offers, soonest last first, with their places taken and left; Admins add new ones. */
export function OfferList() {
  const translate = useTranslate();
  const { canAccess: mayCreate } = useCanAccess({ action: 'create', resource: offers.name });
  return (
    <ListScreen<Offer>
      resource={offers.name}
      texts={listTexts('offers')}
      add={mayCreate ? { path: createPath(offers) } : undefined}
      sort={{ field: 'starts_on', order: 'DESC' }}
      filters={[
        <SelectInput
          key="kind"
          source="kind"
          label="app.offers.kind"
          choices={enumChoices('offer_kind', translate)}
        />,
      ]}
      perPage={50}
    >
      {({ rows }) => rows.length > 0 && <Rows rows={rows} />}
    </ListScreen>
  );
}
