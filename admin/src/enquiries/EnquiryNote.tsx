import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServices } from '../platform/ServicesContext.ts';
import { setEnquiryNote } from '../providers/registrations.ts';
import { ProblemAlert } from '../registrations/ProblemAlert.tsx';
import { useRegistrationAction } from '../registrations/useRegistrationAction.ts';

const NOTE_MAX = 2000;

/** The staff's note on an enquiry: what was done or agreed; only staff ever see it. */
export function EnquiryNote({ id, note }: { id: number; note: string | null }) {
  const translate = useTranslate();
  const { client } = useServices();
  const action = useRegistrationAction();
  const [text, setText] = useState(note ?? '');
  const tooLong = text.length > NOTE_MAX;
  const changed = text.trim() !== (note ?? '').trim();
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <TextField
        label={translate('app.enquiries.staff_note')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        size="small"
        error={tooLong}
        helperText={
          tooLong
            ? translate('app.validation.too_long', { max: NOTE_MAX })
            : translate('app.enquiries.staff_note_hint')
        }
      />
      <ProblemAlert problem={action.problem} />
      <div>
        <Button
          size="small"
          variant="outlined"
          disabled={action.busy || !changed || tooLong}
          onClick={() => void action.run(() => setEnquiryNote(client, id, text), 'app.enquiries.note_saved')}
        >
          {translate('app.enquiries.save_note')}
        </Button>
      </div>
    </Stack>
  );
}
