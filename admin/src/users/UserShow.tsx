import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  DateField,
  Labeled,
  RecordContextProvider,
  TextField,
  ShowBase,
  Title,
  useBasename,
  useDelete,
  useNotify,
  useShowContext,
  useTranslate,
} from 'react-admin';
import type { StaffUser } from '@academy/shared';
import { YesNoChip } from '../kit/YesNoChip.tsx';
import { PageLoader } from '../kit/PageLoader.tsx';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { HistoryButton } from '../history/HistoryButton.tsx';
import { readLocalUser } from '../auth/storage.ts';
import { SetPasswordDialog } from './SetPasswordDialog.tsx';
import { StaffFactors } from './StaffFactors.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';

/** The account's fields, as read. */
function UserFields({ role }: { role: StaffUser['role'] }) {
  const translate = useTranslate();
  const dateLocale = useDateLocale();
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Labeled source="email" resource="users">
            <TextField source="email" />
          </Labeled>
          <Labeled source="name" resource="users">
            <TextField source="name" />
          </Labeled>
          <Labeled source="last_name" resource="users">
            <TextField source="last_name" emptyText="—" />
          </Labeled>
          <Labeled source="role" resource="users">
            <Typography variant="body2">{translate(`app.roles.${role}`, { _: role })}</Typography>
          </Labeled>
          <Labeled source="is_active" resource="users">
            <YesNoChip />
          </Labeled>
          <Labeled source="created_at" resource="users">
            <DateField source="created_at" showTime locales={dateLocale} options={DATE_TIME} />
          </Labeled>
          <Labeled source="updated_at" resource="users">
            <DateField source="updated_at" showTime locales={dateLocale} options={DATE_TIME} />
          </Labeled>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /admin/users/{id}: the account's details, with edit (modal), new password and delete. */
export function UserShow() {
  const translate = useTranslate();
  return (
    <ShowBase
      resource="users"
      queryOptions={{ retry: false, onError: () => undefined }}
      loading={<PageLoader />}
      error={
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {translate('ra.notification.item_doesnt_exist')}
        </Alert>
      }
    >
      <UserDetails />
    </ShowBase>
  );
}

function UserDetails() {
  const { id = '' } = useParams<'id'>();
  const translate = useTranslate();
  const basename = useBasename();
  const navigate = useNavigate();
  const notify = useNotify();
  const [deleteOne] = useDelete();
  const { record: data, refetch } = useShowContext<StaffUser>();
  const [editing, setEditing] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const listPath = `${basename}/users`;

  function remove() {
    setConfirmDelete(false);
    setRefusal(null);
    deleteOne(
      'users',
      { id, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.users.deleted', { type: 'success' });
          navigate(listPath);
        },
        onError: (failure) =>
          setRefusal(failure instanceof Error ? failure.message : 'ra.notification.http_error'),
      },
    );
  }

  if (!data) return null;
  const fullName = [data.name, data.last_name].filter(Boolean).join(' ');
  return (
    <RecordContextProvider value={data}>
      <Box sx={{ maxWidth: 720, my: 2 }}>
        <Title title="app.users.title" />
        <Button component={RouterLink} to={listPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
          {translate('app.common.back_to_list')}
        </Button>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {fullName}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.users.details')}
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
            {translate(refusal, { _: refusal })}
          </Alert>
        )}
        <UserFields role={data.role} />
        <StaffFactors
          userId={String(data.id)}
          own={data.id === readLocalUser()?.id}
          onRemoved={() => void refetch()}
        />
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            {translate('app.common.edit')}
          </Button>
          <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setSettingPassword(true)}>
            {translate('app.users.set_password')}
          </Button>
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
            {translate('app.common.delete')}
          </Button>
          {/* Role and active changes, who made them and when; accounts change here, not by restore. */}
          <HistoryButton table="users" rowId={String(data.id)} restorable={false} />
        </Stack>
      </Box>
      {editing && (
        <UserFormDialog open record={data} onClose={() => setEditing(false)} onSaved={() => void refetch()} />
      )}
      {settingPassword && (
        <SetPasswordDialog open userId={data.id} onClose={() => setSettingPassword(false)} />
      )}
      <Confirm
        isOpen={confirmDelete}
        title="app.common.delete"
        content="app.users.delete_confirm"
        confirm="app.common.delete"
        cancel="app.common.cancel"
        onConfirm={remove}
        onClose={() => setConfirmDelete(false)}
      />
    </RecordContextProvider>
  );
}
