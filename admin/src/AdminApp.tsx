import { useEffect, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import type { StaffRole } from '@academy/shared';
import { readLocalUser } from './auth/storage.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppTitle } from './layout/AppTitle.tsx';
import { CheckingAuth } from './layout/CheckingAuth.tsx';
import { ToUnauthorized } from './layout/ToUnauthorized.tsx';
import { createDataProvider } from './providers/dataProvider.ts';
import { appRegistry } from './registry/appRegistry.ts';
import { RegistryContext } from './registry/RegistryContext.ts';
import type { RegisteredResource, Registry } from './registry/registry.ts';
import { ServicesContext, type Services } from './platform/ServicesContext.ts';
import { theme } from './kit/theme.ts';

/** Fetches every screen's code (once the admin is idle), so the first click opens it at once. */
function preloadScreens(registry: Registry): void {
  for (const { views } of registry.resources) {
    for (const view of [views?.list, views?.create, views?.edit, views?.show, views?.screen]) {
      (view as { preload?: () => void } | undefined)?.preload?.();
    }
  }
}

/** A resource's react-admin routes: its screens, at the paths it declares. */
function resourceRoutes(resource: RegisteredResource) {
  const views = resource.views!;
  const paths = resource.paths ?? {};
  const screens = [
    [paths.create, views.create],
    [paths.edit, views.edit],
    [paths.show, views.show],
  ] as const;
  return (
    <Resource
      key={resource.name}
      name={resource.name}
      list={views.list}
      // Screens with a path of their own are routes below; the others take react-admin's.
      create={paths.create ? undefined : views.create}
      edit={paths.edit ? undefined : views.edit}
      show={paths.show ? undefined : views.show}
      hasCreate={!!views.create}
      hasEdit={!!views.edit}
      hasShow={!!views.show}
      icon={views.icon}
      recordRepresentation={views.recordRepresentation as string | undefined}
    >
      {screens.map(([path, Screen]) =>
        path && Screen ? <Route key={path} path={path} element={<Screen />} /> : null,
      )}
      {/* react-admin's own create path leads to the resource's. */}
      {paths.create && paths.create !== 'create' && (
        <Route path="create" element={<Navigate to={`../${paths.create}`} replace />} />
      )}
    </Resource>
  );
}

/**
 * The back office under /admin, loaded lazily by App. Its resources, their routes, the menu, the
 * dashboard's links, the data provider and what each role may open all come from the registry
 * (the resource folders); `registry` replaces it in tests.
 */
export default function AdminApp({
  services,
  registry = appRegistry,
}: {
  services: Services;
  registry?: Registry;
}) {
  const { i18nProvider, store } = services;
  // Created with the admin's code (not in the shared services), once per page.
  const [dataProvider] = useState(() => createDataProvider(services.config, services.client, registry));
  // The registry decides what each role may open (the database decides what it may change).
  const [authProvider] = useState(() => ({
    ...services.authProvider,
    canAccess: async (request: { action: string; resource: string }) =>
      registry.canAccess(readLocalUser()?.role as StaffRole | undefined, request),
  }));
  useEffect(() => {
    // Each screen's code loads on its own; fetching it while the admin is idle makes the first
    // click on any screen show its data without waiting for code.
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1500));
    idle(() => preloadScreens(registry));
  }, [registry]);
  const withScreens = registry.resources.filter((resource) => resource.views);
  return (
    // The services again for the screens (App provides them too; tests render AdminApp alone).
    <ServicesContext.Provider value={services}>
      <RegistryContext.Provider value={registry}>
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
          {withScreens.filter((resource) => !resource.single).map(resourceRoutes)}
          <CustomRoutes>
            {withScreens
              .filter((resource) => resource.single && resource.views?.screen)
              .map((resource) => {
                const Screen = resource.views!.screen!;
                return <Route key={resource.name} path={`/${resource.name}`} element={<Screen />} />;
              })}
            <Route path="/access-denied" element={<ToUnauthorized />} />
          </CustomRoutes>
        </Admin>
      </RegistryContext.Provider>
    </ServicesContext.Provider>
  );
}
