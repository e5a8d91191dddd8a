import { useSite } from '../page/SiteContext.tsx';
import type { RegistrationPageState } from '@academy/shared/registrationForm.ts';
import { paymentTexts, type PaymentTexts } from '../lib/paymentTexts.ts';
import { useRegistration } from './useRegistration.ts';

/** The payment texts of the page: as the loader wrote them, else formatted here. */
export function usePaymentTexts(state: RegistrationPageState | null): PaymentTexts {
  const { lang } = useSite();
  return useRegistration().formatted.pay ?? paymentTexts(state, lang);
}
