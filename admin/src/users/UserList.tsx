import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Link, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DatagridConfigurable,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useBasename,
  useTranslate,
} from 'react-admin';
import type { StaffUser } from '@academy/shared';
import { ActiveBadge } from '../common/ActiveBadge.tsx';
import { DATE_ONLY, useDateLocale } from '../common/useDateLocale.ts';
import { UserFormDialog, useRoleChoices } from './UserFormDialog.tsx';

function ListHeading() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {translate('app.users.title')}
      </Typography>
      <Typography color="text.secondary">{translate('app.users.subtitle')}</Typography>
    </Box>
  );
}

/** Staff accounts: search by name or e-mail, filter by role and active flag; create in a modal. */
export function UserList() {
  const translate = useTranslate();
  const basename = useBasename();
  const roles = useRoleChoices();
  const dateLocale = useDateLocale();
  // Phones get one line per account instead of a six-column table.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [creating, setCreating] = useState(false);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.users.search')} />,
    <SelectInput key="role" source="role" label="resources.users.fields.role" choices={roles} alwaysOn />,
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
  ];
  return (
    <>
      <ListHeading />
      <List
        resource="users"
        title="app.users.title"
        filters={filters}
        sort={{ field: 'last_name', order: 'ASC' }}
        exporter={false}
        actions={
          <TopToolbar>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {translate('app.users.add')}
            </Button>
          </TopToolbar>
        }
      >
        {narrow ? (
          <SimpleList<StaffUser>
            rowClick={(id) => `${basename}/users/${id}`}
            primaryText={(record) => [record.name, record.last_name].filter(Boolean).join(' ')}
            secondaryText={(record) => record.email}
            tertiaryText={(record) => (
              <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{translate(`app.roles.${record.role}`, { _: record.role })}</span>
                <ActiveBadge value={record.is_active} />
              </Stack>
            )}
          />
        ) : (
          <DatagridConfigurable rowClick={(id) => `${basename}/users/${id}`} bulkActionButtons={false}>
            <FunctionField<StaffUser>
              source="name"
              render={(record) => (
                <Link
                  component={RouterLink}
                  to={`${basename}/users/${record.id}`}
                  onClick={(event) => event.stopPropagation()}
                >
                  {record.name}
                </Link>
              )}
            />
            <TextField source="last_name" />
            <EmailField source="email" onClick={(event) => event.stopPropagation()} />
            <FunctionField<StaffUser>
              source="role"
              render={(record) => translate(`app.roles.${record.role}`, { _: record.role })}
            />
            <FunctionField<StaffUser>
              source="is_active"
              render={(record) => <ActiveBadge value={record.is_active} />}
            />
            <DateField source="created_at" locales={dateLocale} options={DATE_ONLY} />
          </DatagridConfigurable>
        )}
      </List>
      <UserFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
