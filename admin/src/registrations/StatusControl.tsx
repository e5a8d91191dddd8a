import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EnumSelect } from '../kit/EnumSelect.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { setRegistrationStatus, type RegistrationStatus } from '../providers/registrations.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { useRegistrationAction } from './useRegistrationAction.ts';

/**
 * Changes a registration's status. The database decides what follows: a place offered is held
 * and e-mailed, a place given up passes to the first waiting family, a full offer refuses.
 */
export function StatusControl({ id, status }: { id: number; status: RegistrationStatus }) {
  const translate = useTranslate();
  const { client } = useServices();
  const [next, setNext] = useState<RegistrationStatus>(status);
  const action = useRegistrationAction();
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
          onClick={() =>
            void action.run(() => setRegistrationStatus(client, id, next), 'app.registrations.status_saved')
          }
        >
          {translate('app.registrations.save_status')}
        </Button>
      </Stack>
      <ProblemAlert problem={action.problem} />
    </div>
  );
}
