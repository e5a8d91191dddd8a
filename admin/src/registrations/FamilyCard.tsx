import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Confirm, useTranslate } from 'react-admin';
import { EditorCard } from '../kit/EditorCard.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { eraseFamily, exportFamily, type Family } from '../providers/registrations.ts';
import { Line } from './ChildCard.tsx';
import { ProblemAlert } from './ProblemAlert.tsx';
import { saveFile } from './saveFile.ts';
import { useRegistrationAction } from './useRegistrationAction.ts';

/** The family's record as JSON (access request), and its erasure (erasure request, confirmed first). */
function FamilyRights({ family }: { family: Family }) {
  const translate = useTranslate();
  const { client } = useServices();
  const action = useRegistrationAction();
  const [confirming, setConfirming] = useState(false);
  const download = async () => {
    const data = await exportFamily(client, family.id);
    saveFile(`family-${family.id}.json`, JSON.stringify(data, null, 2), 'application/json');
  };
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={action.busy}
          onClick={() => void action.run(download, 'app.family.exported')}
        >
          {translate('app.family.export')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<PersonOffIcon />}
          disabled={action.busy || !!family.erased_at}
          onClick={() => setConfirming(true)}
        >
          {translate('app.family.erase')}
        </Button>
      </Stack>
      <ProblemAlert problem={action.problem} />
      <Confirm
        isOpen={confirming}
        loading={action.busy}
        title="app.family.erase_title"
        content="app.family.erase_confirm"
        translateOptions={{ name: family.parent_name ?? '' }}
        confirm="app.family.erase"
        confirmColor="warning"
        onConfirm={async () => {
          await action.run(() => eraseFamily(client, family.id), 'app.family.erased');
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The parent or guardian, the emergency contact, and the family's data rights. */
export function FamilyCard({ family }: { family: Family | null }) {
  const translate = useTranslate();
  if (!family) return null;
  return (
    <EditorCard title="app.registrations.family">
      {family.erased_at ? (
        <Line label="app.roster.parent">{translate('app.registrations.erased')}</Line>
      ) : (
        <>
          <Line label="app.roster.parent">{family.parent_name}</Line>
          <Line label="app.roster.email">{family.email}</Line>
          <Line label="app.roster.phone">{family.phone}</Line>
          <Line label="app.family.language">{translate(`app.language_names.${family.language}`)}</Line>
          <Line label="app.roster.emergency_name">{family.emergency_name ?? '—'}</Line>
          <Line label="app.roster.emergency_phone">{family.emergency_phone ?? '—'}</Line>
        </>
      )}
      <FamilyRights family={family} />
    </EditorCard>
  );
}
