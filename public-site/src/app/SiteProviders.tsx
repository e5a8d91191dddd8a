import type { ReactNode } from 'react';
import { ConsentProvider } from '../consent/ConsentContext.tsx';
import type { ConsentChoice } from '@academy/shared/consent.ts';
import { PayloadContext, SiteEnvContext, type SiteEnv } from './env.ts';

/** What the whole site shares, above the router: where it runs, its payload, the cookie choice. */
export function SiteProviders({
  env,
  payload = '',
  consent,
  children,
}: {
  env: SiteEnv;
  payload?: string;
  consent: ConsentChoice | null;
  children: ReactNode;
}) {
  return (
    <SiteEnvContext.Provider value={env}>
      <PayloadContext.Provider value={payload}>
        <ConsentProvider initial={consent}>{children}</ConsentProvider>
      </PayloadContext.Provider>
    </SiteEnvContext.Provider>
  );
}
