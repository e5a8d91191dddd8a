import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import type { Tables } from '@academy/shared';
import { enumChoices } from '../kit/enumChoices.ts';
import { ListScreen, type ListTexts } from '../kit/ListScreen.tsx';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import accessLog from './resource.ts';

type Entry = Tables<'access_log'>;

const TEXTS: ListTexts = {
  title: 'app.access_log.title',
  subtitle: 'app.access_log.subtitle',
  loading: 'app.access_log.loading',
  loadFailed: 'app.access_log.loading',
  emptyTitle: 'app.access_log.title',
  emptyText: 'app.access_log.empty',
  noMatch: 'app.access_log.empty',
};

const SUBJECTS = new Set(['family', 'offer', 'registration', 'payment']);

/** 'Family 42', or the record's type and id as stored. */
function subjectText(entry: Entry, translate: (key: string, options?: object) => string): string {
  if (!entry.subject_type) return '';
  const known = SUBJECTS.has(entry.subject_type);
  return translate(`app.access_log.subjects.${known ? entry.subject_type : 'other'}`, {
    id: entry.subject_id ?? '',
    type: entry.subject_type,
  }).trim();
}

/** The database shows the log only to a session signed in with a code: say so at aal1. */
function useSignedInWithCode(): boolean | undefined {
  const { client } = useServices();
  return useQuery({
    queryKey: ['auth', 'current-level'],
    queryFn: async () =>
      (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel === 'aal2',
  }).data;
}

/** Day filters: from the start of the first day to the end of the last one. */
const dayOnly = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
const endOfDay = (value: string) => (value ? `${value}T23:59:59.999` : value);

/** The access log, newest first, filtered by event, person and days. */
export function AccessLogList() {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  const withCode = useSignedInWithCode();
  return (
    <>
      {withCode === false && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('app.access_log.needs_code')}
        </Alert>
      )}
      <ListScreen<Entry>
        resource={accessLog.name}
        texts={TEXTS}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={50}
        filters={[
          <SelectInput
            key="event"
            source="event"
            label="app.access_log.event"
            choices={enumChoices('access_event', translate)}
            alwaysOn
          />,
          <ReferenceInput key="actor_id" source="actor_id" reference="users" alwaysOn>
            <AutocompleteInput
              label="app.access_log.person"
              optionText={(user: { name: string; last_name: string }) =>
                `${user.name} ${user.last_name}`.trim()
              }
              sx={{ minWidth: 220 }}
            />
          </ReferenceInput>,
          <DateInput key="from" source="at@gte" label="app.access_log.from" format={dayOnly} alwaysOn />,
          <DateInput
            key="to"
            source="at@lte"
            label="app.access_log.to"
            format={dayOnly}
            parse={endOfDay}
            alwaysOn
          />,
        ]}
      >
        {() => (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField
              source="at"
              label="app.access_log.at"
              showTime
              locales={dateLocale}
              options={DATE_TIME}
            />
            <FunctionField<Entry>
              source="event"
              label="app.access_log.event"
              render={(entry) => translate(`app.access_log.events.${entry.event}`)}
            />
            <FunctionField<Entry>
              label="app.access_log.person"
              render={(entry) => [entry.actor_name, entry.actor_email].filter(Boolean).join(' · ')}
            />
            <FunctionField<Entry>
              label="app.access_log.subject"
              render={(entry) => subjectText(entry, translate)}
            />
            <FunctionField<Entry>
              label="app.access_log.level"
              render={(entry) =>
                translate(entry.aal === 'aal2' ? 'app.access_log.with_code' : 'app.access_log.password_only')
              }
            />
            <FunctionField<Entry>
              source="client_address"
              label="app.access_log.address"
              render={(entry) => String(entry.client_address ?? '')}
            />
          </Datagrid>
        )}
      </ListScreen>
    </>
  );
}
