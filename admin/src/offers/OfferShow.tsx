import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { LoadFailure } from '../kit/LoadFailure.tsx';
import { PageLoader } from '../kit/PageLoader.tsx';
import { editPath, listPath } from '../model/resourceDefinition.ts';
import { logAccess } from '../auth/secondFactor.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { offerCsv, offerRoster } from '../providers/registrationExport.ts';
import { loadWaitingList } from '../providers/registrations.ts';
import { ProblemAlert } from '../registrations/ProblemAlert.tsx';
import { saveFile } from '../registrations/saveFile.ts';
import { useLang } from '../registrations/useLang.ts';
import { useRegistrationAction } from '../registrations/useRegistrationAction.ts';
import { Places } from './OfferList.tsx';
import offers from './resource.ts';
import { Roster } from './Roster.tsx';
import { WaitingList } from './WaitingList.tsx';

function Actions({ offerId }: { offerId: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const lang = useLang();
  const { client } = useServices();
  const action = useRegistrationAction();
  const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: offers.name });
  const exportCsv = async () => {
    const { fileName, text } = await offerCsv(client, offerId, lang, translate);
    saveFile(fileName, text, 'text/csv;charset=utf-8');
    await logAccess(client, 'csv_export', { type: 'offer', id: offerId });
  };
  // Every print of the roster is recorded, from the button or from the browser's own menu.
  useEffect(() => {
    const record = () => void logAccess(client, 'roster_print', { type: 'offer', id: offerId });
    window.addEventListener('beforeprint', record);
    return () => window.removeEventListener('beforeprint', record);
  }, [client, offerId]);
  return (
    <Box data-print="hide">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {translate('app.roster.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={action.busy}
          onClick={() => void action.run(exportCsv)}
        >
          {translate('app.roster.export_csv')}
        </Button>
        {mayEdit && (
          <Button
            component={RouterLink}
            to={`${basename}${editPath(offers, offerId)}`}
            startIcon={<EditIcon />}
          >
            {translate('ra.action.edit')}
          </Button>
        )}
      </Stack>
      <ProblemAlert problem={action.problem} />
    </Box>
  );
}

/** /admin/offers/{id}: the offer's places, its printable roster, its CSV and its waiting list. */
function OfferScreen() {
  const { id } = useParams();
  const offerId = Number(id);
  const translate = useTranslate();
  const basename = useBasename();
  const lang = useLang();
  const { client } = useServices();
  const roster = useQuery({
    queryKey: ['roster', offerId, lang],
    queryFn: () => offerRoster(client, offerId, lang),
    retry: false,
  });
  const waiting = useQuery({
    queryKey: ['waiting', offerId],
    queryFn: () => loadWaitingList(client, offerId),
    retry: false,
  });
  if (roster.isPending || waiting.isPending) return <PageLoader />;
  if (!roster.data || !waiting.data)
    return (
      <LoadFailure
        title="app.offers.title"
        message="app.offers.load_failed"
        listPath={`${basename}${listPath(offers)}`}
      />
    );
  return (
    <Box sx={{ my: 2, minWidth: 0 }}>
      <Title title="app.offers.title" />
      <Button
        component={RouterLink}
        to={`${basename}${listPath(offers)}`}
        startIcon={<ArrowBackIcon />}
        data-print="hide"
      >
        {translate('app.common.back_to_list')}
      </Button>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        data-print="hide"
      >
        {roster.data.offer.title}
      </Typography>
      <Box data-print="hide" sx={{ mt: 1 }}>
        <Places places={waiting.data.places ?? undefined} />
      </Box>
      <Actions offerId={offerId} />
      <WaitingList places={waiting.data.places} queue={waiting.data.queue} />
      <Roster roster={roster.data} />
    </Box>
  );
}

/** Staff who may not see it are sent to the Access Denied page before anything is read. */
export function OfferShow() {
  const request = { action: 'show', resource: offers.name };
  useRequireAccess(request);
  const { canAccess, isPending } = useCanAccess(request);
  if (isPending) return <PageLoader />;
  return canAccess ? <OfferScreen /> : null;
}
