import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { EnumSelect } from '../kit/EnumSelect.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { setRegistrationStatus, type RegistrationStatus } from '../providers/registrations.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { useRegistrationAction } from './useRegistrationAction.ts';

/** As long as the database takes (registrations.cancel_note). */
const NOTE_MAX = 500;

/**
 * Changes a registration's status. The database decides what follows: a place offered is held
 * and e-mailed, a place given up passes to the first waiting family, a full offer refuses. A
 * cancellation is confirmed in a dialog that asks why (the database refuses one without).
 */
export function StatusControl({ id, status }: { id: number; status: RegistrationStatus }) {
  const translate = useTranslate();
  const { client } = useServices();
  const [next, setNext] = useState<RegistrationStatus>(status);
  const [cancelling, setCancelling] = useState(false);
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);
  const action = useRegistrationAction();
  const save = (cancelNote?: string) =>
    action.run(() => setRegistrationStatus(client, id, next, cancelNote), 'app.registrations.status_saved');
  async function confirmCancel() {
    const reason = note.trim();
    setNoteMissing(reason === '');
    if (reason === '' || reason.length > NOTE_MAX) return;
    if (await save(reason)) setCancelling(false);
  }
  return (
    <div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <EnumSelect
          name="registration_status"
          label="app.registrations.change_status"
          value={next}
          onChange={setNext}
          minWidth={200}
        />
        <Button
          variant="contained"
          disabled={action.busy || next === status}
          onClick={() => (next === 'cancelled' ? setCancelling(true) : void save())}
        >
          {translate('app.registrations.save_status')}
        </Button>
      </Stack>
      {!cancelling && <ProblemAlert problem={action.problem} />}
      <Dialog open={cancelling} onClose={() => setCancelling(false)} aria-labelledby={`cancel-${id}`}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmCancel();
          }}
        >
          <DialogTitle id={`cancel-${id}`}>{translate('app.registrations.cancel_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.registrations.cancel_text')}</DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              required
              label={translate('app.registrations.cancel_note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={noteMissing || note.length > NOTE_MAX}
              helperText={
                noteMissing
                  ? translate('app.registrations.cancel_note_required')
                  : note.length > NOTE_MAX
                    ? translate('app.validation.too_long', { max: NOTE_MAX })
                    : ' '
              }
            />
            <ProblemAlert problem={action.problem} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCancelling(false)}>{translate('app.registrations.cancel_keep')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={action.busy}>
              {translate('app.registrations.cancel_confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
