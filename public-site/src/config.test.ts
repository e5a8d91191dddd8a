import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

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

describe('readConfig', () => {
  it('prefers the values the site server injected', () => {
    const doc = docWith({ 'supabase-url': 'http://api.test/', 'supabase-anon-key': 'k1' });
    expect(readConfig(doc, { VITE_SUPABASE_URL: 'http://other', VITE_SUPABASE_ANON_KEY: 'k2' })).toEqual({
      supabaseUrl: 'http://api.test',
      anonKey: 'k1',
    });
  });

  it('falls back to the build variables', () => {
    expect(readConfig(docWith({}), { VITE_SUPABASE_URL: 'http://x', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({
      supabaseUrl: 'http://x',
      anonKey: 'k',
    });
  });

  it('names both variables and the README section when nothing is set', () => {
    expect(() => readConfig(docWith({ 'supabase-url': '' }), {})).toThrow(ConfigError);
    expect(() => readConfig(docWith({}), {})).toThrow(
      /VITE_SUPABASE_URL.*VITE_SUPABASE_ANON_KEY.*"Configuration"/,
    );
  });
});
