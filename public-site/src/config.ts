/** Where the site finds its API: the Supabase project URL and its public (anon) key. */
export interface SiteConfig {
  supabaseUrl: string;
  anonKey: string;
}

/** Thrown when neither the site server nor the build provided the API address and key. */
export class ConfigError extends Error {
  constructor(missing: string[]) {
    super(
      `Missing site configuration: ${missing.join(', ')}. The site server injects them from SUPABASE_URL and SUPABASE_ANON_KEY; ` +
        'for Vite dev or static hosting set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. See the README section "Configuration".',
    );
    this.name = 'ConfigError';
  }
}

function meta(doc: Document, name: string): string {
  return doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
}

/**
 * Reads the configuration the site server injects into index.html (one build runs against any
 * backend), falling back to the build-time variables for `vite dev` and static hosting.
 */
export function readConfig(doc: Document, env: Record<string, string | undefined>): SiteConfig {
  const supabaseUrl = meta(doc, 'supabase-url') || env.VITE_SUPABASE_URL?.trim() || '';
  const anonKey = meta(doc, 'supabase-anon-key') || env.VITE_SUPABASE_ANON_KEY?.trim() || '';
  const missing: string[] = [];
  if (!supabaseUrl) missing.push('VITE_SUPABASE_URL (supabase-url)');
  if (!anonKey) missing.push('VITE_SUPABASE_ANON_KEY (supabase-anon-key)');
  if (missing.length > 0) throw new ConfigError(missing);
  return { supabaseUrl: supabaseUrl.replace(/\/+$/, ''), anonKey };
}
