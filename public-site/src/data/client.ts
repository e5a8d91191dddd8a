import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '@academy/shared/database.types.ts';

/** The typed REST client of the site: PostgREST only (the site neither signs in nor uploads). */
export type SiteClient = PostgrestClient<Database>;

/**
 * The site reads with the public key alone. postgrest-js is the part of supabase-js that speaks
 * to /rest/v1; the rest of supabase-js (auth, storage, realtime) would cost the first-load budget
 * and serve nothing here.
 */
export function createSiteClient(
  config: { supabaseUrl: string; anonKey: string },
  fetchImpl?: typeof fetch,
): SiteClient {
  return new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
    fetch: fetchImpl,
  });
}
