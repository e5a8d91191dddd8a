import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, useMediaQuery, type Theme } from '@mui/material';
import {
  DatagridConfigurable,
  DateField,
  EmailField,
  FunctionField,
  SelectInput,
  SimpleList,
  TextField,
  useBasename,
  useTranslate,
} from 'react-admin';
import type { StaffUser } from '@academy/shared';
import { ListScreen, type ListTexts } from '../kit/ListScreen.tsx';
import { DATE_ONLY, useDateLocale } from '../kit/useDateLocale.ts';
import { YesNoChip } from '../kit/YesNoChip.tsx';
import { showPath } from '../model/resourceDefinition.ts';
import users from './resource.ts';
import { RequiredFactorSetting } from './RequiredFactorSetting.tsx';
import { UserFormDialog, useRoleChoices } from './UserFormDialog.tsx';

const TEXTS: ListTexts = {
  title: 'app.users.title',
  subtitle: 'app.users.subtitle',
  add: 'app.users.add',
  loading: 'app.users.loading',
  loadFailed: 'app.users.load_failed',
  emptyTitle: 'app.users.title',
  emptyText: 'app.users.subtitle',
  noMatch: 'app.list.no_match',
  search: 'app.users.search',
};

/** Staff accounts: search by name or e-mail, filter by role and active flag; create in a dialog. */
export function UserList() {
  const translate = useTranslate();
  const basename = useBasename();
  const roles = useRoleChoices();
  const dateLocale = useDateLocale();
  // Phones get one line per account instead of a six-column table.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [creating, setCreating] = useState(false);
  const details = (id: string | number) => `${basename}${showPath(users, id)}`;
  const roleOf = (user: StaffUser) => translate(`app.roles.${user.role}`, { _: user.role });
  return (
    <>
      <ListScreen<StaffUser>
        resource={users.name}
        texts={TEXTS}
        add={{ onClick: () => setCreating(true) }}
        sort={{ field: 'last_name', order: 'ASC' }}
        perPage={25}
        filters={[
          <SelectInput
            key="role"
            source="role"
            label="resources.users.fields.role"
            choices={roles}
            alwaysOn
          />,
          <SelectInput
            key="is_active"
            source="is_active"
            label="resources.users.fields.is_active"
            choices={[
              { id: 'true', name: translate('app.common.yes') },
              { id: 'false', name: translate('app.common.no') },
            ]}
            alwaysOn
          />,
        ]}
      >
        {() =>
          narrow ? (
            <SimpleList<StaffUser>
              rowClick={details}
              primaryText={(record) => [record.name, record.last_name].filter(Boolean).join(' ')}
              secondaryText={(record) => record.email}
              tertiaryText={(record) => (
                <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{roleOf(record)}</span>
                  <YesNoChip value={record.is_active} />
                </Stack>
              )}
            />
          ) : (
            <DatagridConfigurable rowClick={details} bulkActionButtons={false}>
              <FunctionField<StaffUser>
                source="name"
                render={(record) => (
                  <Link
                    component={RouterLink}
                    to={details(record.id)}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {record.name}
                  </Link>
                )}
              />
              <TextField source="last_name" />
              <EmailField source="email" onClick={(event) => event.stopPropagation()} />
              <FunctionField<StaffUser> source="role" render={roleOf} />
              <FunctionField<StaffUser>
                source="is_active"
                render={(record) => <YesNoChip value={record.is_active} />}
              />
              <DateField source="created_at" locales={dateLocale} options={DATE_ONLY} />
            </DatagridConfigurable>
          )
        }
      </ListScreen>
      <RequiredFactorSetting />
      <UserFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
