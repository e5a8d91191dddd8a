import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { CODE_PATH, ENROL_PATH, factorRequired, levelStep } from '../auth/secondFactor.ts';
import { readLocalUser } from '../auth/storage.ts';
import { FullScreenLoader } from '../kit/FullScreenLoader.tsx';
import { useServices } from '../platform/ServicesContext.ts';

/**
 * The admin's screens open once the session has what the database asks before it shows
 * staff-only data: a password-only session of an account with a factor is led to the code step
 * (its token tells, so nothing opens before); an Admin or Coordinator without a factor is led to
 * set one up when the site requires it (asked while the screen loads: until then the database
 * shows such a session no personal data). Never an error screen. Checked once per page load.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const location = useLocation();
  const { client } = useServices();
  const { data: step } = useQuery({
    queryKey: ['auth', 'level-step'],
    queryFn: () => levelStep(client, readLocalUser()?.role ?? ''),
    staleTime: Infinity,
    retry: false,
  });
  const { data: required } = useQuery({
    queryKey: ['auth', 'factor-required'],
    queryFn: () => factorRequired(client),
    enabled: step === 'setting',
    staleTime: Infinity,
    retry: false,
  });
  if (step === undefined) return <FullScreenLoader message={translate('app.checking_auth')} />;
  if (step !== 'code' && !required) return <>{children}</>;
  // Where the admin was going, as react-admin hands it to the sign-in page.
  const state = { nextPathname: location.pathname, nextSearch: location.search };
  return <Navigate to={step === 'code' ? CODE_PATH : ENROL_PATH} replace state={state} />;
}
