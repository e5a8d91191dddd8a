import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { CodeField } from '../auth/CodeField.tsx';
import { ownFactors, verifyCode } from '../auth/secondFactor.ts';
import { TwoFactorSetup } from '../auth/TwoFactorSetup.tsx';
import { FullScreenLoader } from '../kit/FullScreenLoader.tsx';
import { useServices } from '../platform/ServicesContext.ts';
import { AuthCard } from './AuthCard.tsx';
import { nextLocation } from './nextLocation.ts';

/** The session's level and its verified factor: null when nobody is signed in. */
function useSessionFactor() {
  const { client } = useServices();
  return useQuery({
    queryKey: ['auth', 'session-factor'],
    queryFn: async () => {
      const { data } = await client.auth.getSession();
      if (!data.session) return null;
      const { data: level } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      const { verified } = await ownFactors(client);
      return { atAal2: level?.currentLevel === 'aal2', factorId: verified?.id ?? null };
    },
    retry: false,
    gcTime: 0,
  });
}

/** A page of the sign-in card, with a way out (sign out) under it. */
function SecondFactorCard({
  heading,
  text,
  children,
}: {
  heading: string;
  text: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  return (
    <AuthCard>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1, textAlign: 'center' }}>
        {translate(heading)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, textAlign: 'center' }}>
        {translate(text)}
      </Typography>
      {children}
      <Button
        fullWidth
        sx={{ mt: 2 }}
        onClick={async () => {
          await authProvider?.logout({});
          navigate('/login', { replace: true });
        }}
      >
        {translate('app.two_factor.sign_out')}
      </Button>
    </AuthCard>
  );
}

/**
 * /login/code: after the password, the 6-digit code of the account's authenticator app. A wrong
 * code says so (and is recorded in the access log); too many say to wait. With the code the
 * session is at aal2 and goes where sign-in would have gone.
 */
export default function CodePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { client } = useServices();
  const session = useSessionFactor();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const next = nextLocation(location.state);

  if (session.isPending) return <FullScreenLoader message={translate('app.checking_auth')} />;
  if (!session.data) return <Navigate to="/login" replace />;
  const { factorId, atAal2 } = session.data;
  // Nothing to give (no factor, or the code already given): on to the admin.
  if (!factorId || atAal2) return <Navigate to={next} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !factorId) return;
    setBusy(true);
    setRefusal(null);
    const refused = await verifyCode(client, factorId, code);
    if (refused) {
      setRefusal(refused);
      setBusy(false);
      return;
    }
    navigate(next, { replace: true });
  }

  return (
    <SecondFactorCard heading="app.two_factor.code_heading" text="app.two_factor.code_text">
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{translate('app.login.error_title')}</AlertTitle>
          {translate(refusal)}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <CodeField value={code} onChange={setCode} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {translate(busy ? 'app.two_factor.checking' : 'app.two_factor.verify')}
        </Button>
      </Box>
    </SecondFactorCard>
  );
}

/**
 * /login/two-factor: an Admin or Coordinator without a factor, while the site requires one, sets
 * it up before the admin opens (the database shows them no personal data until then).
 */
export function TwoFactorRequiredPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSessionFactor();
  const next = nextLocation(location.state);

  if (session.isPending) return <FullScreenLoader message={translate('app.checking_auth')} />;
  if (!session.data) return <Navigate to="/login" replace />;
  if (session.data.atAal2) return <Navigate to={next} replace />;
  if (session.data.factorId) return <Navigate to="/login/code" replace state={location.state} />;
  return (
    <SecondFactorCard heading="app.two_factor.required_heading" text="app.two_factor.required_text">
      <TwoFactorSetup onEnrolled={() => navigate(next, { replace: true })} />
    </SecondFactorCard>
  );
}
