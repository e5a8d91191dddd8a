import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  CreateBase,
  EditBase,
  Form,
  PasswordInput,
  SelectInput,
  TextInput,
  email,
  maxLength,
  required,
  useNotify,
  useSaveContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { TEXT_LIMITS, newPasswordMessage, type StaffUser } from '@academy/shared';
import { enumChoices } from '../kit/enumChoices.ts';
import { useDeactivationConfirm } from './useDeactivationConfirm.tsx';

const requiredText = required('app.common.required');

export function useRoleChoices() {
  const translate = useTranslate();
  return enumChoices('staff_role', translate);
}

/** What the dialog saves: trimmed texts, and the password only when creating. */
function userTransform(creating: boolean) {
  return (values: Record<string, unknown>) => ({
    email: String(values.email ?? '').trim(),
    name: String(values.name ?? '').trim(),
    last_name: String(values.last_name ?? '').trim(),
    role: String(values.role ?? 'Editor'),
    is_active: values.is_active !== false,
    ...(creating ? { password: String(values.password ?? '') } : {}),
  });
}

/**
 * The user form modal: create (with a password) or edit, on react-admin's CreateBase/EditBase,
 * saved through the staff RPCs. A refusal (e-mail taken, last Admin, own account) is shown
 * inside the dialog, which stays open.
 */
export function UserFormDialog({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  record?: StaffUser;
  onClose: () => void;
  onSaved?: (user: StaffUser) => void;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const editing = record !== undefined;
  const mutationOptions = {
    onSuccess: (saved: RaRecord) => {
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      notify(editing ? 'app.users.updated' : 'app.users.created', { type: 'success' });
      onSaved?.(saved as StaffUser);
      onClose();
    },
    onError: (failure: unknown) =>
      setError(failure instanceof Error ? failure.message : 'ra.notification.http_error'),
  };
  const body = <UserForm editing={editing} record={record} error={error} onClose={onClose} />;
  let controller: ReactNode;
  if (editing) {
    controller = (
      <EditBase
        resource="users"
        id={record.id}
        mutationMode="pessimistic"
        redirect={false}
        transform={userTransform(false)}
        mutationOptions={mutationOptions}
      >
        {body}
      </EditBase>
    );
  } else {
    controller = (
      <CreateBase
        resource="users"
        redirect={false}
        transform={userTransform(true)}
        mutationOptions={mutationOptions}
      >
        {body}
      </CreateBase>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="user-form-title">
      {controller}
    </Dialog>
  );
}

function UserForm({
  editing,
  record,
  error,
  onClose,
}: {
  editing: boolean;
  record?: StaffUser;
  error: string | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const roles = useRoleChoices();
  const { saving } = useSaveContext();
  const limits = TEXT_LIMITS.users;
  const { submit, confirmation } = useDeactivationConfirm(record);
  return (
    <Form
      record={(record as RaRecord | undefined) ?? { role: 'Editor', is_active: true }}
      noValidate
      disableInvalidFormNotification
      onSubmit={submit}
    >
      {confirmation}
      <DialogTitle id="user-form-title">
        {translate(editing ? 'app.users.edit_title' : 'app.users.create_title')}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        <TextInput
          source="email"
          type="email"
          label="resources.users.fields.email"
          validate={[
            requiredText,
            email('app.errors.invalid_email'),
            maxLength(limits.email, 'app.validation.too_long'),
          ]}
          autoFocus
          fullWidth
        />
        <TextInput
          source="name"
          label="resources.users.fields.name"
          validate={[requiredText, maxLength(limits.name, 'app.validation.too_long')]}
          fullWidth
        />
        <TextInput
          source="last_name"
          label="resources.users.fields.last_name"
          validate={maxLength(limits.last_name, 'app.validation.too_long')}
          fullWidth
        />
        <SelectInput
          source="role"
          label="resources.users.fields.role"
          choices={roles}
          validate={requiredText}
        />
        <BooleanInput source="is_active" label="resources.users.fields.is_active" />
        {!editing && (
          <PasswordInput
            source="password"
            label="resources.users.fields.password"
            helperText="app.users.password_hint"
            validate={[requiredText, newPasswordMessage]}
            autoComplete="new-password"
            fullWidth
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('app.common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate(saving ? 'app.common.saving' : 'app.common.save')}
        </Button>
      </DialogActions>
    </Form>
  );
}
