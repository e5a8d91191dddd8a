import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Confirm, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { EditorCard } from '../kit/EditorCard.tsx';
import { DATE_TIME, useDateLocale } from '../kit/useDateLocale.ts';
import { useServices } from '../platform/ServicesContext.ts';
import { familyMailer, sendFamilySignInEmail } from '../providers/familySignIn.ts';
import { eraseFamily, exportFamily, familyAccount, type Family } from '../providers/registrations.ts';
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

/**
 * Whether the family signs in to its account on the site, and the latest change it made there
 * (which fields, never their old values).
 */
function FamilyAccountLines({ familyId }: { familyId: number }) {
  const translate = useTranslate();
  const locale = useDateLocale();
  const { client } = useServices();
  const { data, isPending, isError } = useQuery({
    queryKey: ['family_account_status', familyId],
    queryFn: () => familyAccount(client, familyId),
  });
  const when = (value: string) => new Date(value).toLocaleString(locale, DATE_TIME);
  if (isPending) return <Line label="app.family.account">{translate('ra.page.loading')}</Line>;
  if (isError) return <Line label="app.family.account">{translate('app.family.account_unknown')}</Line>;
  const latest = data.changes[0];
  return (
    <>
      <Line label="app.family.account">
        {data.account
          ? data.account.last_sign_in_at
            ? translate('app.family.account_signed_in', { date: when(data.account.last_sign_in_at) })
            : translate('app.family.account_yes')
          : translate('app.family.account_none')}
      </Line>
      {data.has_account && (
        <Line label="app.family.account_last_change">
          {latest
            ? `${when(latest.at)}: ${(latest.fields ?? []).join(', ') || translate(`app.family.account_operations.${latest.operation}`, { _: latest.operation })}`
            : '—'}
        </Line>
      )}
    </>
  );
}

/**
 * "Send sign-in e-mail": the family's address gets the account's sign-in e-mail (a code and a
 * link, in the family's language) from the auth service, after a confirmation. Staff never see
 * the code or the link; the database decides who may send it and records who did.
 */
function SignInEmailButton({ family }: { family: Family }) {
  const translate = useTranslate();
  const { client, config } = useServices();
  const action = useRegistrationAction();
  const [confirming, setConfirming] = useState(false);
  const [mailer] = useState(() => familyMailer(config.supabaseUrl, config.supabaseAnonKey));
  const send = () => sendFamilySignInEmail(client, mailer, family, window.location.origin);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MailOutlineIcon />}
        disabled={action.busy}
        onClick={() => setConfirming(true)}
        sx={{ mt: 1 }}
      >
        {translate('app.family.sign_in_email')}
      </Button>
      <ProblemAlert problem={action.problem} />
      <Confirm
        isOpen={confirming}
        loading={action.busy}
        title="app.family.sign_in_email_title"
        content="app.family.sign_in_email_confirm"
        translateOptions={{ email: family.email ?? '' }}
        confirm="app.family.sign_in_email_send"
        onConfirm={async () => {
          await action.run(send, 'app.family.sign_in_email_sent');
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** The parent or guardian, the emergency contact, the family's account, and its data rights. */
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
          <FamilyAccountLines familyId={family.id} />
          <SignInEmailButton family={family} />
        </>
      )}
      <FamilyRights family={family} />
    </EditorCard>
  );
}
