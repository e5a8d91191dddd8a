import { createContext, useContext } from 'react';
import type { Registry } from './registry.ts';

export const RegistryContext = createContext<Registry | null>(null);

/** The registry of the back office, for its frame (menu, dashboard); resource screens use their own folder. */
export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry() outside <RegistryContext>');
  return registry;
}
