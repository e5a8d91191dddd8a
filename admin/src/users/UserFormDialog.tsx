import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  BooleanInput,
  Form,
  PasswordInput,
  SelectInput,
  TextInput,
  email,
  minLength,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { STAFF_ROLES, type StaffUser } from '@academy/shared';

const requiredText = required('app.common.required');
const PASSWORD_MIN = 8;

export function useRoleChoices() {
  const translate = useTranslate();
  return STAFF_ROLES.map((role) => ({ id: role, name: translate(`app.roles.${role}`) }));
}

/**
 * The user form modal: create (with a password) or edit, through the staff RPCs. A refusal
 * (e-mail taken, last Admin, own account) is shown inside the dialog, which stays open.
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
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const roles = useRoleChoices();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = record !== undefined;

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    setError(null);
    const data = {
      email: String(values.email ?? '').trim(),
      name: String(values.name ?? '').trim(),
      last_name: String(values.last_name ?? '').trim(),
      role: String(values.role ?? 'Editor'),
      is_active: values.is_active !== false,
      ...(editing ? {} : { password: String(values.password ?? '') }),
    };
    try {
      const result = editing
        ? await dataProvider.update<StaffUser>('users', { id: record.id, data, previousData: record })
        : await dataProvider.create<StaffUser>('users', { data: data as never });
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      notify(editing ? 'app.users.updated' : 'app.users.created', { type: 'success' });
      setSaving(false);
      onSaved?.(result.data);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'ra.notification.http_error');
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="user-form-title"
    >
      <Form
        record={(record as RaRecord | undefined) ?? { role: 'Editor', is_active: true }}
        onSubmit={save}
        noValidate
        resource="users"
      >
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
            validate={[requiredText, email('app.users.errors.invalid_email')]}
            fullWidth
          />
          <TextInput source="name" label="resources.users.fields.name" validate={requiredText} fullWidth />
          <TextInput source="last_name" label="resources.users.fields.last_name" fullWidth />
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
              validate={[requiredText, minLength(PASSWORD_MIN, 'app.users.errors.weak_password')]}
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
    </Dialog>
  );
}
