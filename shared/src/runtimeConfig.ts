/** Where an app finds its API: the Supabase project URL and its public (anon) key. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/** Neither the site server nor the build gave an app its API address and key. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

function meta(doc: Document, name: string): string {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
}

/**
 * The API of a browser app (the public site on a static host or in a preview, the back office).
 * The site server puts the address and key into each page as `<meta name="supabase-url">` and
 * `<meta name="supabase-anon-key">`, so one build runs against any backend; without them (`vite
 * dev`, a static host) the build-time variables VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY
 * count. Missing both ways is a ConfigurationError naming what to set.
 */
export function readRuntimeConfig(doc: Document, env: Record<string, string | undefined>): RuntimeConfig {
  const supabaseUrl = meta(doc, 'supabase-url') || env.VITE_SUPABASE_URL?.trim() || '';
  const supabaseAnonKey = meta(doc, 'supabase-anon-key') || env.VITE_SUPABASE_ANON_KEY?.trim() || '';
  const missing: string[] = [];
  if (!supabaseUrl) missing.push('VITE_SUPABASE_URL (supabase-url)');
  if (!supabaseAnonKey) missing.push('VITE_SUPABASE_ANON_KEY (supabase-anon-key)');
  if (missing.length > 0)
    throw new ConfigurationError(
      `The app cannot reach its API: ${missing.join(' and ')} missing. The site server puts them into ` +
        'each page from SUPABASE_URL and SUPABASE_ANON_KEY; for `vite dev` or a static host set ' +
        'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. See the README section "Configuration".',
    );
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), supabaseAnonKey };
}
