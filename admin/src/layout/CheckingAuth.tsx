import { useTranslate } from 'react-admin';
import { FullScreenLoader } from '../kit/FullScreenLoader.tsx';

/** Shown while react-admin checks the session before a protected screen. */
export function CheckingAuth() {
  const translate = useTranslate();
  return <FullScreenLoader message={translate('app.checking_auth')} />;
}
