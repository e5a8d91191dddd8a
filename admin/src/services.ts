import { localStorageStore } from 'ra-core';
import { createAuthProvider } from './auth/authProvider.ts';
import type { RuntimeConfig } from '@academy/shared';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { readStoredLocale } from './i18n/LocaleSync.tsx';
import type { Services } from './platform/ServicesContext.ts';
import { createSupabase } from './platform/supabase.ts';

/** The shared services of the back office for a runtime configuration. */
export function createServices(config: RuntimeConfig): Services {
  const client = createSupabase(config);
  return {
    config,
    client,
    authProvider: createAuthProvider(client),
    i18nProvider: createI18nProvider(readStoredLocale()),
    store: localStorageStore(undefined, 'academy-admin'),
  };
}
