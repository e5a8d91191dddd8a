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
      // The set-password page reads the recovery tokens from the URL itself (ra-supabase).
      detectSessionInUrl: false,
      // The site's preview reads the session from here too (shared/src/preview.ts).
      storageKey: ADMIN_AUTH_STORAGE_KEY,
    },
  });
}
