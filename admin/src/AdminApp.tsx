import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { StaffRole } from '@academy/shared';
import { readLocalUser } from './auth/storage.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { createDataProvider } from './dataProvider.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppTitle } from './layout/AppTitle.tsx';
import { CheckingAuth } from './layout/CheckingAuth.tsx';
import { ToUnauthorized } from './layout/ToUnauthorized.tsx';
import { canAccessEntry } from './resourceTables.ts';
import { ADMIN_ENTRIES, preloadScreens } from './resources.ts';
import type { Services } from './services.ts';
import { theme } from './theme.ts';

/** The back office under /admin (SPEC §2.4), loaded lazily by App; its screens come from the registry. */
export default function AdminApp({ services }: { services: Services }) {
  const { i18nProvider, store } = services;
  // Created with the admin's code (not in the shared services), once per page.
  const [dataProvider] = useState(() => createDataProvider(services.config, services.client));
  // The registry decides what each role may open (the database decides what it may change).
  const [authProvider] = useState(() => ({
    ...services.authProvider,
    canAccess: async ({ action, resource }: { action: string; resource: string }) =>
      canAccessEntry(readLocalUser()?.role as StaffRole | undefined, action, resource),
  }));
  useEffect(() => {
    // Each screen's code loads on its own; fetching it while the admin is idle makes the first
    // click on any screen show its data without waiting for code.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(() => preloadScreens());
  }, []);
  return (
    <Admin
      basename="/admin"
      title={<AppTitle />}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      layout={AppLayout}
      dashboard={Dashboard}
      loading={CheckingAuth}
      accessDenied={ToUnauthorized}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      {ADMIN_ENTRIES.filter((entry) => !entry.screen).map((entry) => {
        const paths = entry.paths ?? {};
        const screens = [
          [paths.create, entry.create],
          [paths.edit, entry.edit],
          [paths.show, entry.show],
        ] as const;
        return (
          <Resource
            key={entry.name}
            name={entry.name}
            list={entry.list}
            // Screens with a path of their own are routes below; the others take react-admin's.
            create={paths.create ? undefined : entry.create}
            edit={paths.edit ? undefined : entry.edit}
            show={paths.show ? undefined : entry.show}
            hasCreate={!!entry.create}
            hasEdit={!!entry.edit}
            hasShow={!!entry.show}
            icon={entry.icon}
            recordRepresentation={entry.recordRepresentation as string | undefined}
          >
            {screens.map(([path, Screen]) =>
              path && Screen ? <Route key={path} path={path} element={<Screen />} /> : null,
            )}
            {/* react-admin's own create path leads to the spec's. */}
            {paths.create && paths.create !== 'create' && (
              <Route path="create" element={<Navigate to={`../${paths.create}`} replace />} />
            )}
          </Resource>
        );
      })}
      <CustomRoutes>
        {ADMIN_ENTRIES.filter((entry) => entry.screen).map((entry) => {
          const Screen = entry.screen!;
          return <Route key={entry.name} path={`/${entry.name}`} element={<Screen />} />;
        })}
        <Route path="/access-denied" element={<ToUnauthorized />} />
      </CustomRoutes>
    </Admin>
  );
}
