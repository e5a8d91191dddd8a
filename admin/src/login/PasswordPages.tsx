import { ForgotPasswordForm } from 'ra-supabase';
import { AuthCard } from './AuthCard.tsx';
import { SetPasswordForm } from './SetPasswordForm.tsx';

/*
 * The password forms in the sign-in page's card: ra-supabase's request for a link (translated),
 * and the page the link opens, which exchanges the link's PKCE code first. They are loaded only
 * when someone opens them, so the sign-in page does not carry their form machinery.
 */

export default function ForgotPasswordPage() {
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}

export function SetPasswordPage() {
  return (
    <AuthCard>
      <SetPasswordForm />
    </AuthCard>
  );
}
