import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Grid, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Title, useBasename, useCanAccess, useRequireAccess, useTranslate } from 'react-admin';
import { localized } from '@academy/shared';
import { LoadFailure } from '../kit/LoadFailure.tsx';
import { HiddenUntilSecondFactor } from '../auth/HiddenUntilSecondFactor.tsx';
import { PageLoader } from '../kit/PageLoader.tsx';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { listPath } from '../model/resourceDefinition.ts';
import { logAccess } from '../auth/secondFactor.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { isOpenRefund } from '../providers/payments.ts';
import { loadRegistration, type RegistrationDetails } from '../providers/registrations.ts';
import { ChildCard } from './ChildCard.tsx';
import { EmailLogCard } from './EmailLogCard.tsx';
import { FamilyCard } from './FamilyCard.tsx';
import { NotesCard } from './NotesCard.tsx';
import { PaymentsCard } from './PaymentsCard.tsx';
import { inbox } from './resource.ts';
import { PaymentChip, PaymentProgressChip, StatusChip } from './StatusChip.tsx';
import { StatusControl } from './StatusControl.tsx';
import { useLang } from './useLang.ts';

const REFUND_POLL_MS = 3000;

const hasOpenRefund = (details: RegistrationDetails | undefined): boolean =>
  !!details?.payments.some((payment) => payment.refunds.some(isOpenRefund));

function Heading({ details }: { details: RegistrationDetails }) {
  const translate = useTranslate();
  const basename = useBasename();
  const locale = useDateLocale();
  const lang = useLang();
  const r = details.registration;
  return (
    <Box sx={{ mb: 2 }}>
      <Button component={RouterLink} to={`${basename}${listPath(inbox)}`} startIcon={<ArrowBackIcon />}>
        {translate('app.common.back_to_list')}
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {r.child_name ?? translate('app.registrations.erased')}
      </Typography>
      <Link component={RouterLink} to={`${basename}/offers/${r.offer_id}`} sx={{ overflowWrap: 'anywhere' }}>
        {localized(r, 'offer_title', lang)}
      </Link>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <StatusChip status={r.status} />
        <PaymentChip state={r.payment_state} />
        <PaymentProgressChip progress={r.payment_progress} />
        {r.status === 'waiting' && (
          <Typography variant="body2">
            {translate('app.registrations.waiting_position', { position: r.waiting_position ?? '' })}
          </Typography>
        )}
        {r.status === 'offered' && r.hold_expires_at && (
          <Typography variant="body2">
            {translate('app.registrations.held_until', {
              date: new Date(r.hold_expires_at).toLocaleString(locale, DATE_TIME),
            })}
          </Typography>
        )}
      </Stack>
      {r.status === 'cancelled' && r.cancel_reason && (
        <Typography sx={{ mb: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {translate(`app.registrations.cancel_reasons.${r.cancel_reason}`)}
          {r.cancel_note ? `: ${r.cancel_note}` : ''}
        </Typography>
      )}
      {r.status && <StatusControl key={r.status} id={r.id!} status={r.status} />}
    </Box>
  );
}

/** /admin/registrations/{id}: one registration with everything about it, and what staff do with it. */
function RegistrationDetailsScreen() {
  const { id } = useParams();
  const { client } = useServices();
  const basename = useBasename();
  const registrationId = Number(id);
  const { data, error, isPending } = useQuery({
    queryKey: ['registration', registrationId],
    queryFn: async () => {
      const details = await loadRegistration(client, registrationId);
      // Opening a family's details is recorded in the access log (who, when, which family).
      if (details.family) void logAccess(client, 'family_viewed', { type: 'family', id: details.family.id });
      return details;
    },
    retry: false,
    // A refund asked for is settled by the payment provider a moment later: read again until
    // every refund of the registration is done or failed.
    refetchInterval: (query) => (hasOpenRefund(query.state.data) ? REFUND_POLL_MS : false),
  });
  if (isPending) return <PageLoader />;
  if (error || !data)
    return (
      <LoadFailure
        title="app.registrations.details"
        message="app.registrations.load_failed"
        listPath={`${basename}${listPath(inbox)}`}
      />
    );
  return (
    <Box sx={{ my: 2, minWidth: 0 }}>
      <Title title="app.registrations.details" />
      <Heading details={data} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <ChildCard child={data.child} consents={data.consents} />
          <FamilyCard family={data.family} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ minWidth: 0 }}>
          <PaymentsCard registration={data.registration} payments={data.payments} />
          <NotesCard registrationId={registrationId} notes={data.notes} />
          <EmailLogCard emails={data.emails} />
        </Grid>
      </Grid>
    </Box>
  );
}

/** Staff who may not see it are sent to the Access Denied page before anything is read. */
export function RegistrationShow() {
  const request = { action: 'show', resource: inbox.name };
  useRequireAccess(request);
  const { canAccess, isPending } = useCanAccess(request);
  if (isPending) return <PageLoader />;
  return canAccess ? (
    <HiddenUntilSecondFactor>
      <RegistrationDetailsScreen />
    </HiddenUntilSecondFactor>
  ) : null;
}
