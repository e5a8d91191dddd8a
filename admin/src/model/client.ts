import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@academy/shared/database.types.ts';

/** The back office's Supabase client, typed with the database's generated types. */
export type AdminSupabaseClient = SupabaseClient<Database>;
