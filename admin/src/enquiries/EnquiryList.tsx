import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, SelectInput, useTranslate, type RaRecord } from 'react-admin';
import type { Tables } from '@academy/shared';
import { ListScreen } from '../kit/ListScreen.tsx';
import { HiddenUntilSecondFactor } from '../auth/HiddenUntilSecondFactor.tsx';
import { enumChoices } from '../kit/enumChoices.ts';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { deleteEnquiry, setEnquiryStatus } from '../providers/registrations.ts';
import { ProblemAlert } from '../registrations/ProblemAlert.tsx';
import { useRegistrationAction } from '../registrations/useRegistrationAction.ts';
import { EnquiryNote } from './EnquiryNote.tsx';
import enquiries from './resource.ts';

type Enquiry = Tables<'enquiries'> & RaRecord;

const TEXTS = {
  title: 'app.enquiries.title',
  subtitle: 'app.enquiries.subtitle',
  loading: 'app.enquiries.loading',
  loadFailed: 'app.enquiries.load_failed',
  emptyTitle: 'app.enquiries.empty_title',
  emptyText: 'app.enquiries.empty_text',
  noMatch: 'app.list.no_match',
  search: 'app.list.search',
};

function EnquiryCard({ enquiry }: { enquiry: Enquiry }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const { client } = useServices();
  const action = useRegistrationAction();
  const [confirming, setConfirming] = useState(false);
  const answered = enquiry.status === 'answered';
  const name = enquiry.name ?? translate('app.registrations.erased');
  return (
    <Card variant="outlined" component="article" aria-label={name} sx={{ mb: 1 }}>
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Chip
            size="small"
            color={answered ? 'success' : 'info'}
            label={translate(`app.enquiries.statuses.${enquiry.status}`)}
          />
          <Typography variant="body2" color="text.secondary">
            {new Date(enquiry.created_at).toLocaleString(locale, DATE_TIME)} ·{' '}
            {translate(`app.language_names.${enquiry.language}`)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', my: 0.5 }}>
          {enquiry.email && <Link href={`mailto:${enquiry.email}`}>{enquiry.email}</Link>}
          {enquiry.phone && <Link href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</Link>}
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{enquiry.message}</Typography>
        <EnquiryNote key={enquiry.staff_note ?? ''} id={enquiry.id} note={enquiry.staff_note} />
        <ProblemAlert problem={action.problem} />
      </CardContent>
      <CardActions>
        <Button
          disabled={action.busy}
          onClick={() =>
            void action.run(
              () => setEnquiryStatus(client, enquiry.id, answered ? 'new' : 'answered'),
              'app.enquiries.saved',
            )
          }
        >
          {translate(answered ? 'app.enquiries.mark_new' : 'app.enquiries.mark_answered')}
        </Button>
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          disabled={action.busy}
          onClick={() => setConfirming(true)}
        >
          {translate('app.common.delete')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={action.busy}
        title="app.enquiries.delete_title"
        content="app.enquiries.delete_confirm"
        translateOptions={{ name }}
        onConfirm={async () => {
          await action.run(() => deleteEnquiry(client, enquiry.id), 'app.enquiries.deleted');
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/** The enquiries inbox: newest first, new or answered. */
export function EnquiryList() {
  const translate = useTranslate();
  return (
    <HiddenUntilSecondFactor>
      <ListScreen<Enquiry>
        resource={enquiries.name}
        texts={TEXTS}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={[
          <SelectInput
            key="status"
            source="status"
            label="app.enquiries.status"
            choices={enumChoices('enquiry_status', translate)}
          />,
        ]}
        perPage={25}
      >
        {({ rows }) =>
          rows.length > 0 && (
            <Stack sx={{ p: 2 }}>
              {rows.map((enquiry) => (
                <EnquiryCard key={enquiry.id} enquiry={enquiry} />
              ))}
            </Stack>
          )
        }
      </ListScreen>
    </HiddenUntilSecondFactor>
  );
}
