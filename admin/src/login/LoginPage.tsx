import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { readRememberedEmail, takeLoginNotice, writeRememberedEmail } from '../auth/storage.ts';
import { AuthCard } from './AuthCard.tsx';
import { nextLocation } from './nextLocation.ts';

/** The sign-in page, at /login. */
export function LoginPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(readRememberedEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => readRememberedEmail() !== '');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Why a signed-in person was sent here (session ended, account deactivated), shown once and
  // apart from the sign-in form's own errors (those are about what was typed).
  const [notice] = useState<string | null>(takeLoginNotice);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // With either field empty nothing is submitted.
    if (!email.trim() || !password || submitting || !authProvider) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = (await authProvider.login({ email: email.trim(), password })) as
        { redirectTo?: string } | undefined;
      writeRememberedEmail(remember ? email.trim() : null);
      // The code step (or setting a factor up) comes first; it then leads where sign-in would.
      if (result?.redirectTo) navigate(result.redirectTo, { replace: true, state: location.state });
      else navigate(nextLocation(location.state), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'app.login.failed');
      setSubmitting(false);
    }
  }

  return (
    <AuthCard>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}>
        {translate('app.login.heading')}
      </Typography>
      {notice && !error && (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          <AlertTitle>{translate('app.login.signed_out_title')}</AlertTitle>
          {translate(notice, { _: notice })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          <AlertTitle>{translate('app.login.error_title')}</AlertTitle>
          {translate(error, { _: error })}
        </Alert>
      )}
      <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          label={translate('app.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          fullWidth
          autoFocus={!email}
        />
        <TextField
          label={translate('app.login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          fullWidth
          autoFocus={!!email}
        />
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
          label={translate('app.login.remember_me')}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {translate(submitting ? 'app.login.submitting' : 'app.login.submit')}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ textAlign: 'center' }}>
          {translate('app.login.forgot_password')}
        </Link>
      </Box>
    </AuthCard>
  );
}
