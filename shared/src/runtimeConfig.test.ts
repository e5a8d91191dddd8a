// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ConfigurationError, readRuntimeConfig } from './runtimeConfig.ts';

function docWith(metas: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('t');
  for (const [name, content] of Object.entries(metas)) {
    const m = doc.createElement('meta');
    m.setAttribute('name', name);
    m.setAttribute('content', content);
    doc.head.append(m);
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  it('prefers the values the site server put into the page', () => {
    const doc = docWith({ 'supabase-url': 'http://api.test/', 'supabase-anon-key': 'k1' });
    expect(
      readRuntimeConfig(doc, { VITE_SUPABASE_URL: 'http://other', VITE_SUPABASE_ANON_KEY: 'k2' }),
    ).toEqual({ supabaseUrl: 'http://api.test', supabaseAnonKey: 'k1' });
  });

  it('falls back to the build variables', () => {
    expect(
      readRuntimeConfig(docWith({}), { VITE_SUPABASE_URL: 'http://x', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toEqual({ supabaseUrl: 'http://x', supabaseAnonKey: 'k' });
  });

  it('names what is missing, both variables and the README section', () => {
    expect(() => readRuntimeConfig(docWith({ 'supabase-url': '' }), {})).toThrow(ConfigurationError);
    expect(() => readRuntimeConfig(docWith({}), { VITE_SUPABASE_URL: 'http://x' })).toThrow(
      /^The app cannot reach its API: VITE_SUPABASE_ANON_KEY \(supabase-anon-key\) missing\./,
    );
    expect(() => readRuntimeConfig(docWith({}), {})).toThrow(
      /VITE_SUPABASE_URL.*VITE_SUPABASE_ANON_KEY.*"Configuration"/,
    );
  });
});
