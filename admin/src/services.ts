import { localStorageStore, type AuthProvider, type I18nProvider, type Store } from 'ra-core';
import { createAuthProvider } from './auth/authProvider.ts';
import type { RuntimeConfig } from '@academy/shared';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { readStoredLocale } from './i18n/LocaleSync.tsx';
import { createSupabase, type AdminSupabaseClient } from './supabase.ts';

/**
 * Everything the sign-in pages and the admin share: one client, one session, one language.
 * The data provider (PostgREST query building) is no part of it: only the lazily loaded admin
 * reads data, so it is created there and stays out of the sign-in page's bundle.
 */
export interface Services {
  config: RuntimeConfig;
  client: AdminSupabaseClient;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  store: Store;
}

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
