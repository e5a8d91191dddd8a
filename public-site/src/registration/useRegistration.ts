import { useRouteLoaderData } from 'react-router-dom';
import type { PageVisit } from '../page/pageVisit.ts';
import { NO_REGISTRATION, type RegistrationVisit } from '../data/registrationSource.ts';

/** The registration part of the current visit (offers open now, a form's state). */
export function useRegistration(): RegistrationVisit {
  const visit = useRouteLoaderData('site') as PageVisit | undefined;
  return visit?.registration ?? NO_REGISTRATION;
}

/** True while families can register online: registration is on and some offer is open or coming. */
export function useRegistrationOpen(): boolean {
  const { offers } = useRegistration();
  return offers !== null && offers.length > 0;
}
