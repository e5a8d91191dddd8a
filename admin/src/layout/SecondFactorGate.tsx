import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { assuranceStep, CODE_PATH, ENROL_PATH } from '../auth/secondFactor.ts';
import { readLocalUser } from '../auth/storage.ts';
import { FullScreenLoader } from '../kit/FullScreenLoader.tsx';
import { useServices } from '../platform/ServicesContext.ts';

/**
 * The admin's screens open only once the session has what the database asks before it shows
 * staff-only data: a password-only session of an account with a factor is led to the code step,
 * an Admin or Coordinator without a factor (while the site requires one) to setting one up;
 * never to an error screen. Checked once per page load.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const location = useLocation();
  const { client } = useServices();
  const { data: step } = useQuery({
    queryKey: ['auth', 'assurance-step'],
    queryFn: () => assuranceStep(client, readLocalUser()?.role ?? ''),
    staleTime: Infinity,
    retry: false,
  });
  if (step === undefined) return <FullScreenLoader message={translate('app.checking_auth')} />;
  if (step === 'ok') return <>{children}</>;
  // Where the admin was going, as react-admin hands it to the sign-in page.
  const state = { nextPathname: location.pathname, nextSearch: location.search };
  return <Navigate to={step === 'code' ? CODE_PATH : ENROL_PATH} replace state={state} />;
}
