/** Where the Supabase API lives and which public key the admin uses. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

function meta(doc: Document, name: string): string | undefined {
  const value = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

/**
 * The site server injects the API address and anon key into index.html at request time, so one
 * build serves any backend; `vite dev` falls back to the VITE_ variables.
 */
export function readRuntimeConfig(
  doc: Document = document,
  env: Record<string, string | undefined> = import.meta.env,
): RuntimeConfig {
  const supabaseUrl = meta(doc, 'supabase-url') ?? env.VITE_SUPABASE_URL;
  const supabaseAnonKey = meta(doc, 'supabase-anon-key') ?? env.VITE_SUPABASE_ANON_KEY;
  if (!supabaseUrl || !supabaseAnonKey) {
    throw new ConfigurationError(
      'The admin cannot reach the API: set SUPABASE_URL and SUPABASE_ANON_KEY for the site server ' +
        '(or VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY for `vite dev`). See README section "Configuration".',
    );
  }
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}
