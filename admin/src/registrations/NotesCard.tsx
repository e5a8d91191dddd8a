import { useState, type FormEvent } from 'react';
import { Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EditorCard } from '../kit/EditorCard.tsx';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { addNote, type Note } from '../providers/registrations.ts';
import { ProblemAlert } from './ProblemAlert.tsx';
import { useRegistrationAction } from './useRegistrationAction.ts';

const MAX_NOTE = 5000;

/** Staff notes on a registration, oldest first, and a new one. */
export function NotesCard({ registrationId, notes }: { registrationId: number; notes: Note[] }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const { client } = useServices();
  const [body, setBody] = useState('');
  const action = useRegistrationAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    if (await action.run(() => addNote(client, registrationId, text), 'app.notes.saved')) setBody('');
  }
  return (
    <EditorCard title="app.notes.title">
      {notes.length === 0 ? (
        <Typography color="text.secondary">{translate('app.notes.none')}</Typography>
      ) : (
        <List dense>
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters>
              <ListItemText
                primary={note.body}
                secondary={new Date(note.created_at).toLocaleString(locale, DATE_TIME)}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          label={translate('app.notes.new')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_NOTE } }}
        />
        <ProblemAlert problem={action.problem} />
        <Button type="submit" variant="outlined" disabled={action.busy || !body.trim()} sx={{ mt: 1 }}>
          {translate('app.notes.add')}
        </Button>
      </form>
    </EditorCard>
  );
}
