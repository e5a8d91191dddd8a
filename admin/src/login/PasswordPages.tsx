import { ForgotPasswordForm, SetPasswordForm } from 'ra-supabase';
import { AuthCard } from './AuthCard.tsx';

/*
 * ra-supabase's password forms (translated), in the sign-in page's card. They are loaded only
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
