import {
  localStorageStore,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { createAuthProvider } from './auth/authProvider.ts';
import type { RuntimeConfig } from './config.ts';
import { createDataProvider } from './dataProvider.ts';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { readStoredLocale } from './i18n/LocaleSync.tsx';
import { createSupabase, type AdminSupabaseClient } from './supabase.ts';

/** Everything the sign-in pages and the admin share: one client, one session, one language. */
export interface Services {
  config: RuntimeConfig;
  client: AdminSupabaseClient;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store: Store;
}

export function createServices(config: RuntimeConfig): Services {
  const client = createSupabase(config);
  return {
    config,
    client,
    authProvider: createAuthProvider(client),
    dataProvider: createDataProvider(config, client),
    i18nProvider: createI18nProvider(readStoredLocale()),
    store: localStorageStore(undefined, 'academy-admin'),
  };
}
