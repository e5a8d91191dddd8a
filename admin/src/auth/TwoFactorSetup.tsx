import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import type { Factor } from '@supabase/supabase-js';
import { useServices } from '../platform/ServicesContext.ts';
import { CodeField } from './CodeField.tsx';
import { ownFactors, secondFactorMessage, verifyCode } from './secondFactor.ts';

const FACTORS_KEY = ['auth', 'own-factors'];
// The name the authenticator app shows beside the codes, and the factor's name in the account.
const ISSUER = 'Academy Admin';
const FACTOR_NAME = 'Authenticator app';

/**
 * The signed-in staff member's own two-factor sign-in: set it up (QR code or key, then a first
 * code) or remove it (with a code first when this session has not given one). `onEnrolled`
 * follows a successful set-up.
 */
export function TwoFactorSetup({ onEnrolled }: { onEnrolled?: () => void }) {
  const translate = useTranslate();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: FACTORS_KEY,
    queryFn: async () => {
      const factors = await ownFactors(client);
      const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      return { ...factors, atAal2: level?.currentLevel === 'aal2' };
    },
    retry: false,
  });
  const changed = () => void queryClient.invalidateQueries({ queryKey: FACTORS_KEY });

  if (isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography>{translate('app.two_factor.loading')}</Typography>
      </Stack>
    );
  }
  if (isError || !data) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={<Button onClick={() => void refetch()}>{translate('ra.action.refresh')}</Button>}
      >
        {translate('app.two_factor.load_failed')}
      </Alert>
    );
  }
  if (data.verified) return <RemoveSteps factor={data.verified} needsCode={!data.atAal2} onDone={changed} />;
  return (
    <EnrolSteps
      onDone={() => {
        changed();
        onEnrolled?.();
      }}
    />
  );
}

function RefusalAlert({ message }: { message: string | null }) {
  const translate = useTranslate();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(message, { _: message })}
    </Alert>
  );
}

interface Enrolment {
  id: string;
  qrCode: string;
  secret: string;
}

/** Off: a new factor (unfinished ones go first), its QR code and key, and its first code. */
function EnrolSteps({ onDone }: { onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { client } = useServices();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    setRefusal(null);
    try {
      // A set-up left unfinished (its name would clash with the new one) goes first.
      for (const factor of (await ownFactors(client)).unverified) {
        await client.auth.mfa.unenroll({ factorId: factor.id });
      }
      const { data, error } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: FACTOR_NAME,
        issuer: ISSUER,
      });
      if (error) throw error;
      setEnrolment({ id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    } catch (failure) {
      setRefusal(secondFactorMessage(failure as { code?: string; status?: number }));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!enrolment || busy) return;
    setBusy(true);
    setRefusal(null);
    const refused = await verifyCode(client, enrolment.id, code);
    setBusy(false);
    if (refused) {
      setRefusal(refused);
      return;
    }
    notify('app.two_factor.turned_on', { type: 'success' });
    onDone();
  }

  async function copyKey() {
    if (!enrolment) return;
    await navigator.clipboard?.writeText(enrolment.secret).catch(() => undefined);
    notify('app.two_factor.key_copied', { type: 'info' });
  }

  if (!enrolment) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{translate('app.two_factor.is_off')}</Typography>
        <RefusalAlert message={refusal} />
        <Button variant="contained" onClick={() => void start()} disabled={busy}>
          {translate(busy ? 'app.two_factor.checking' : 'app.two_factor.set_up')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={confirm}>
      <Typography>{translate('app.two_factor.scan')}</Typography>
      <Box
        component="img"
        src={enrolment.qrCode}
        alt={translate('app.two_factor.qr_alt')}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#FFFFFF' }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={translate('app.two_factor.key')}
          value={enrolment.secret}
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false },
            input: { sx: { fontFamily: 'monospace' } },
          }}
        />
        <Button onClick={() => void copyKey()} startIcon={<ContentCopyIcon />} sx={{ flexShrink: 0 }}>
          {translate('app.two_factor.copy_key')}
        </Button>
      </Stack>
      <Typography>{translate('app.two_factor.confirm_text')}</Typography>
      <CodeField value={code} onChange={setCode} autoFocus={false} />
      <RefusalAlert message={refusal} />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {translate(busy ? 'app.two_factor.checking' : 'app.two_factor.turn_on')}
      </Button>
    </Stack>
  );
}

/** On: remove the factor, after a code when this session was opened without one. */
function RemoveSteps({
  factor,
  needsCode,
  onDone,
}: {
  factor: Factor;
  needsCode: boolean;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { client } = useServices();
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const refused = needsCode ? await verifyCode(client, factor.id, code) : null;
    const { error } = refused ? { error: null } : await client.auth.mfa.unenroll({ factorId: factor.id });
    if (refused || error) {
      setRefusal(refused ?? secondFactorMessage(error));
      setBusy(false);
      return;
    }
    // The next access token says aal1, as the account now has no factor.
    await client.auth.refreshSession().catch(() => undefined);
    setBusy(false);
    notify('app.two_factor.removed', { type: 'success' });
    onDone();
  }

  return (
    <Stack component="form" spacing={2} onSubmit={remove} sx={{ alignItems: 'flex-start' }}>
      <Typography>{translate('app.two_factor.is_on')}</Typography>
      {asking && (
        <>
          <Typography>
            {translate(needsCode ? 'app.two_factor.remove_code' : 'app.two_factor.remove_text')}
          </Typography>
          {needsCode && <CodeField value={code} onChange={setCode} />}
        </>
      )}
      <RefusalAlert message={refusal} />
      <Stack direction="row" spacing={1}>
        {asking ? (
          <>
            <Button type="submit" color="error" variant="contained" disabled={busy}>
              {translate(busy ? 'app.two_factor.checking' : 'app.two_factor.remove')}
            </Button>
            <Button onClick={() => setAsking(false)}>{translate('app.two_factor.cancel')}</Button>
          </>
        ) : (
          <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
            {translate('app.two_factor.remove')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
