import { createClient } from '@supabase/supabase-js';
import { ADMIN_AUTH_STORAGE_KEY, type Database, type RuntimeConfig } from '@academy/shared';
import type { AdminSupabaseClient } from '../model/client.ts';

export type { AdminSupabaseClient } from '../model/client.ts';

/** The one Supabase client of the admin: auth, RPCs, storage, and the data provider's token. */
export function createSupabase(config: RuntimeConfig): AdminSupabaseClient {
  return createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // E-mailed links (a password reset) are asked for in the PKCE flow: they return with a
      // one-time code that only this browser's verifier exchanges, and the session it opens is
      // named by the link's type ("recovery"). In the implicit flow hosted Supabase names every
      // link's session "otp", which the access token hook refuses to staff as a sign-in by code.
      flowType: 'pkce',
      // The set-password page exchanges the code itself (login/SetPasswordForm.tsx).
      detectSessionInUrl: false,
      // The site's preview reads the session from here too (shared/src/preview.ts).
      storageKey: ADMIN_AUTH_STORAGE_KEY,
    },
  });
}
