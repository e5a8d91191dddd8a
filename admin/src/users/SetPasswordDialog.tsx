import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, PasswordInput, required, useNotify, useTranslate } from 'react-admin';
import { newPasswordMessage } from '@academy/shared';
import { useServices } from '../platform/ServicesContext.ts';
import { setUserPassword } from './usersDataProvider.ts';

/** 'Set new password' for another staff account (RPC admin_set_password). */
export function SetPasswordDialog({
  userId,
  open,
  onClose,
}: {
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { client } = useServices();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: Record<string, unknown>) {
    setSaving(true);
    setError(null);
    try {
      await setUserPassword(client, userId, String(values.new_password ?? ''));
      notify('app.users.password_changed', { type: 'success' });
      setSaving(false);
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
      maxWidth="xs"
      aria-labelledby="set-password-title"
    >
      <Form onSubmit={save} noValidate record={{ new_password: '' }}>
        <DialogTitle id="set-password-title">{translate('app.users.set_password')}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <PasswordInput
            source="new_password"
            label="app.users.new_password"
            helperText="app.users.password_hint"
            autoComplete="new-password"
            // Length and the common-passwords list, with the database's own messages.
            validate={[required('app.common.required'), newPasswordMessage]}
            fullWidth
          />
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
