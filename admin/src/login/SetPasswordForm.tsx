import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, CardActions, Link, Typography } from '@mui/material';
import {
  Form,
  required,
  useAuthProvider,
  useNotify,
  useRedirect,
  useTranslate,
  type AuthProvider,
} from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { PasswordInput, SaveButton } from 'react-admin';
import { useServices } from '../platform/ServicesContext.ts';

type LinkState = 'checking' | 'ready' | 'invalid';

interface FormValues {
  password?: string;
  confirmPassword?: string;
}

/** The `code` (and any refusal) the auth service sent the browser back with: query or fragment. */
function linkParams(): { code: string | null; failed: boolean } {
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const failed = ['error', 'error_code'].some((k) => query.has(k) || fragment.has(k));
  return { code: query.get('code'), failed };
}

/**
 * The page a password-recovery link opens. The back office asks for the link in the PKCE flow,
 * so the link returns here with a one-time `?code=` that this browser's verifier turns into the
 * recovery session (supabase/auth names it `recovery`, which the access token hook lets through
 * for staff; an implicit-flow link would be named `otp` on hosted Supabase and refused like a
 * sign-in by code). The code is exchanged once, then taken out of the address.
 */
export function SetPasswordForm() {
  const { client } = useServices();
  const authProvider = useAuthProvider<
    AuthProvider & { setPassword(p: { password: string }): Promise<void> }
  >();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [state, setState] = useState<LinkState>('checking');

  // Checked once per page, even when React runs the effect twice (development's StrictMode): a
  // code works once.
  const check = useRef<Promise<LinkState> | null>(null);
  useEffect(() => {
    let cancelled = false;
    check.current ??= (async (): Promise<LinkState> => {
      const { code, failed } = linkParams();
      if (failed) return 'invalid';
      if (code) {
        window.history.replaceState(null, '', window.location.pathname);
        const { data, error } = await client.auth.exchangeCodeForSession(code);
        return !error && data.session ? 'ready' : 'invalid';
      }
      // A reload after the exchange: the recovery session is already this browser's.
      const { data } = await client.auth.getSession();
      return data.session ? 'ready' : 'invalid';
    })();
    void check.current.then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [client]);

  const title = (
    <Typography variant="h5" component="h1" gutterBottom sx={{ textAlign: 'center' }}>
      {translate('ra-supabase.set_password.new_password', { _: 'Choose your password' })}
    </Typography>
  );

  if (state === 'checking')
    return (
      <div style={{ padding: '0 1em 1em' }}>
        {title}
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {translate('app.login.link_checking')}
        </Typography>
      </div>
    );

  if (state === 'invalid')
    return (
      <div style={{ padding: '0 1em 1em' }}>
        {title}
        <Alert severity="warning">{translate('app.login.link_invalid')}</Alert>
        <Typography sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to="/forgot-password">
            {translate('app.login.link_new')}
          </Link>
        </Typography>
      </div>
    );

  const validate = (values: FormValues) =>
    values.password !== values.confirmPassword
      ? {
          password: 'ra-supabase.validation.password_mismatch',
          confirmPassword: 'ra-supabase.validation.password_mismatch',
        }
      : {};

  const submit = async (values: FormValues) => {
    try {
      await authProvider!.setPassword({
        password: values.password ?? '',
      });
      redirect('/login');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'ra.auth.sign_in_error';
      notify(message, { type: 'warning', messageArgs: { _: message } });
    }
  };

  return (
    <Form onSubmit={(values: FieldValues) => submit(values as FormValues)} validate={validate}>
      <div style={{ padding: '0 1em' }}>
        {title}
        <div style={{ marginTop: '1em' }}>
          <PasswordInput
            source="password"
            label={translate('ra.auth.password', { _: 'Password' })}
            autoComplete="new-password"
            fullWidth
            validate={required()}
          />
        </div>
        <PasswordInput
          source="confirmPassword"
          label={translate('ra.auth.confirm_password', { _: 'Confirm password' })}
          autoComplete="new-password"
          fullWidth
          validate={required()}
        />
      </div>
      <CardActions>
        <SaveButton
          variant="contained"
          type="submit"
          label={translate('ra.action.save')}
          sx={{ width: '100%' }}
        />
      </CardActions>
    </Form>
  );
}
