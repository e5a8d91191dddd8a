import { createContext, useContext } from 'react';
import type { Services } from './services.ts';

export const ServicesContext = createContext<Services | null>(null);

/** The Supabase client and runtime config, for what react-admin's providers do not cover (storage, RPCs). */
export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() outside <ServicesContext>');
  return services;
}
