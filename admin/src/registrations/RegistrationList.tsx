import { Link as RouterLink } from 'react-router-dom';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SelectInput, useBasename, useTranslate } from 'react-admin';
import { localized } from '@academy/shared';
import { ListScreen } from '../kit/ListScreen.tsx';
import { HiddenUntilSecondFactor } from '../auth/HiddenUntilSecondFactor.tsx';
import { enumChoices } from '../kit/enumChoices.ts';
import { DATE_ONLY, useDateLocale } from '../kit/useDateLocale.ts';
import { showPath } from '../model/resourceDefinition.ts';
import type { RegistrationRow } from '../providers/registrations.ts';
import { ReadinessChip } from './ReadinessChip.tsx';
import { PaymentProgressChip, StatusChip } from './StatusChip.tsx';
import { inbox } from './resource.ts';
import { useLang } from './useLang.ts';
import { useOfferChoices } from './useOfferChoices.ts';

const TEXTS = {
  title: 'app.registrations.title',
  subtitle: 'app.registrations.subtitle',
  loading: 'app.registrations.loading',
  loadFailed: 'app.registrations.load_failed',
  emptyTitle: 'app.registrations.empty_title',
  emptyText: 'app.registrations.empty_text',
  noMatch: 'app.list.no_match',
  search: 'app.registrations.search',
};

const PHONE_HIDDEN = { display: { xs: 'none', md: 'table-cell' } };

function useFilters() {
  const translate = useTranslate();
  const offers = useOfferChoices();
  return [
    <SelectInput key="offer" source="offer_id" label="app.registrations.offer" choices={offers} />,
    <SelectInput
      key="status"
      source="status"
      label="app.registrations.status"
      choices={enumChoices('registration_status', translate)}
    />,
    <SelectInput
      key="payment"
      source="payment_state"
      label="app.registrations.payment"
      choices={enumChoices('payment_state', translate)}
    />,
    <SelectInput
      key="progress"
      source="payment_progress"
      label="app.registrations.payment_progress_filter"
      choices={enumChoices('payment_progress', translate)}
    />,
    <SelectInput
      key="before_camp"
      source="before_camp_ready"
      label="app.before_camp.filter"
      choices={[
        { id: 'false', name: translate('app.before_camp.filter_choices.not_ready') },
        { id: 'true', name: translate('app.before_camp.filter_choices.ready') },
      ]}
    />,
  ];
}

function Rows({ rows }: { rows: RegistrationRow[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const locale = useDateLocale();
  const lang = useLang();
  return (
    <Table size="small" aria-label={translate('app.registrations.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.registrations.child')}</TableCell>
          <TableCell>{translate('app.registrations.offer')}</TableCell>
          <TableCell>{translate('app.registrations.status')}</TableCell>
          <TableCell>{translate('app.registrations.payment')}</TableCell>
          <TableCell>{translate('app.before_camp.column')}</TableCell>
          <TableCell sx={PHONE_HIDDEN}>{translate('app.registrations.family')}</TableCell>
          <TableCell sx={PHONE_HIDDEN}>{translate('app.registrations.received')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`${basename}${showPath(inbox, row.id!)}`}>
                {row.child_name ?? translate('app.registrations.erased')}
              </Link>
              {row.status === 'waiting' && row.waiting_position !== null && (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.registrations.waiting_position', { position: row.waiting_position })}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{localized(row, 'offer_title', lang)}</TableCell>
            <TableCell>
              <StatusChip status={row.status} />
            </TableCell>
            <TableCell>
              <PaymentProgressChip progress={row.payment_progress} />
            </TableCell>
            <TableCell>
              <ReadinessChip
                required={row.before_camp_required}
                missing={row.before_camp_missing}
                ready={row.before_camp_ready}
              />
            </TableCell>
            <TableCell sx={{ ...PHONE_HIDDEN, overflowWrap: 'anywhere' }}>{row.parent_name}</TableCell>
            <TableCell sx={PHONE_HIDDEN}>
              {row.created_at ? new Date(row.created_at).toLocaleDateString(locale, DATE_ONLY) : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The registrations inbox: newest first, filtered by offer, status, where the money stands
 * (awaiting deposit, deposit paid, paid, overdue, refunded) and whether the booking has given
 * what its offer requires before camp, searched by name.
 */
export function RegistrationList() {
  const filters = useFilters();
  return (
    <HiddenUntilSecondFactor>
      <ListScreen<RegistrationRow & { id: number }>
        resource={inbox.name}
        texts={TEXTS}
        sort={{ field: 'created_at', order: 'DESC' }}
        filters={filters}
        perPage={25}
      >
        {({ rows }) => rows.length > 0 && <Rows rows={rows} />}
      </ListScreen>
    </HiddenUntilSecondFactor>
  );
}
