import { createContext, useContext } from 'react';
import type { AuthProvider, I18nProvider, Store } from 'ra-core';
import type { RuntimeConfig } from '@academy/shared';
import type { AdminSupabaseClient } from './supabase.ts';

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

export const ServicesContext = createContext<Services | null>(null);

/** The Supabase client and runtime config, for what react-admin's providers do not cover (storage, RPCs). */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesContext>');
  return services;
}
