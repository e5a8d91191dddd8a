import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { CODE_PATH, ENROL_PATH, assuranceStep } from './secondFactor.ts';
import { readLocalUser } from './storage.ts';
import { PageLoader } from '../kit/PageLoader.tsx';
import { useServices } from '../platform/ServicesContext.ts';

/**
 * A screen of staff-only personal data (registrations, enquiries), or why the database shows it
 * none: while the session lacks the code (an account with a factor signed in by password) or the
 * factor the site requires of Admins and Coordinators, its rows are hidden, and an empty list
 * would say there are none. Asked afresh each time the screen opens, since the setting may have
 * been turned on after the admin was loaded.
 */
export function HiddenUntilSecondFactor({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const location = useLocation();
  const { client } = useServices();
  const { data: step, isPending } = useQuery({
    queryKey: ['auth', 'data-step'],
    queryFn: () => assuranceStep(client, readLocalUser()?.role ?? ''),
    staleTime: 0,
    retry: false,
  });
  if (isPending) return <PageLoader />;
  if (step === undefined || step === 'ok') return <>{children}</>;
  const state = { nextPathname: location.pathname, nextSearch: location.search };
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      <AlertTitle component="h1">{translate('app.two_factor.data_hidden_title')}</AlertTitle>
      {translate(step === 'code' ? 'app.two_factor.data_hidden_code' : 'app.two_factor.data_hidden_enrol')}
      <div>
        <Button
          component={RouterLink}
          to={step === 'code' ? CODE_PATH : ENROL_PATH}
          state={state}
          variant="contained"
          sx={{ mt: 1 }}
        >
          {translate(step === 'code' ? 'app.two_factor.code_heading' : 'app.two_factor.set_up')}
        </Button>
      </div>
    </Alert>
  );
}
