import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import coaches from './coaches/index.ts';
import news from './news/index.ts';
import users from './users/index.ts';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { createDataProvider } from './dataProvider.ts';
import { AppLayout } from './layout/AppLayout.tsx';
import { AppTitle } from './layout/AppTitle.tsx';
import { CheckingAuth } from './layout/CheckingAuth.tsx';
import { ToUnauthorized } from './layout/ToUnauthorized.tsx';
import type { Services } from './services.ts';
import { theme } from './theme.ts';

/** The back office under /admin (SPEC §2.4), loaded lazily by App. */
export default function AdminApp({ services }: { services: Services }) {
  const { authProvider, i18nProvider, store } = services;
  // Created with the admin's code (not in the shared services), once per page.
  const [dataProvider] = useState(() => createDataProvider(services.config, services.client));
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
      <Resource name="coaches" {...coaches.resource}>
        {coaches.routes}
      </Resource>
      <Resource name="news" {...news.resource}>
        {news.routes}
      </Resource>
      <Resource name="users" {...users.resource}>
        {users.routes}
      </Resource>
      <CustomRoutes>
        <Route path="/access-denied" element={<ToUnauthorized />} />
      </CustomRoutes>
    </Admin>
  );
}
