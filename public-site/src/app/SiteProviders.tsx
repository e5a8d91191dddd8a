import type { ReactNode } from 'react';
import { ConsentProvider } from '../consent/ConsentContext.tsx';
import { PayloadContext, SiteEnvContext, type SiteEnv } from '../page/env.ts';

/** What the whole site shares, above the router: where it runs, its payload, the cookie choice. */
export function SiteProviders({
  env,
  payload = '',
  children,
}: {
  env: SiteEnv;
  payload?: string;
  children: ReactNode;
}) {
  return (
    <SiteEnvContext.Provider value={env}>
      <PayloadContext.Provider value={payload}>
        <ConsentProvider>{children}</ConsentProvider>
      </PayloadContext.Provider>
    </SiteEnvContext.Provider>
  );
}
