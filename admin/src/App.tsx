import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import { AdminContext, Notification } from 'react-admin';
import { FullScreenLoader } from './kit/FullScreenLoader.tsx';
import { LocaleSync } from './i18n/LocaleSync.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { UnauthorizedPage } from './login/UnauthorizedPage.tsx';
import { ServicesContext } from './platform/ServicesContext.ts';
import type { Services } from './platform/ServicesContext.ts';
import { theme } from './kit/theme.ts';

// The back office proper (resources, rich-text editor, drag and drop) loads only under /admin.
const AdminApp = lazy(() => import('./AdminApp.tsx'));
// The password pages are rare visits: their forms load on demand too.
const ForgotPasswordPage = lazy(() => import('./login/PasswordPages.tsx'));
const SetPasswordPage = lazy(() =>
  import('./login/PasswordPages.tsx').then((module) => ({ default: module.SetPasswordPage })),
);
// The second factor's pages: the code after the password, setting a factor up when required.
const CodePage = lazy(() => import('./login/SecondFactorPages.tsx'));
const TwoFactorRequiredPage = lazy(() =>
  import('./login/SecondFactorPages.tsx').then((module) => ({ default: module.TwoFactorRequiredPage })),
);

/**
 * Top-level routes. /login, /unauthorized and the password pages live outside react-admin's
 * /admin basename (their addresses are short and stable) but share its providers, so language
 * and session are one.
 */
export function App({ services }: { services: Services }) {
  // A data router: react-admin can then block navigation away from a form with unsaved changes.
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <TopLevelRoutes services={services} /> }]),
  );
  return (
    <ServicesContext.Provider value={services}>
      <RouterProvider router={router} />
    </ServicesContext.Provider>
  );
}

function TopLevelRoutes({ services }: { services: Services }) {
  const { authProvider, i18nProvider, store } = services;
  const loading = (page: ReactNode) => (
    <Suspense fallback={<FullScreenLoader message={i18nProvider.translate('app.loading')} />}>
      {page}
    </Suspense>
  );
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<FullScreenLoader message={i18nProvider.translate('app.loading_admin')} />}>
            <AdminApp services={services} />
          </Suspense>
        }
      />
      <Route
        path="*"
        element={
          <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme}>
            {/* react-admin's <Admin> adds the baseline itself; these pages are outside it. */}
            <CssBaseline />
            <LocaleSync />
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route path="/unauthorized" element={<UnauthorizedPage />} />
              {/* set-password must stay at /set-password: the auth provider and local-supabase's
                      verify link use it. */}
              <Route path="/forgot-password" element={loading(<ForgotPasswordPage />)} />
              <Route path="/set-password" element={loading(<SetPasswordPage />)} />
              {/* The auth provider sends here (CODE_PATH, ENROL_PATH). */}
              <Route path="/login/code" element={loading(<CodePage />)} />
              <Route path="/login/two-factor" element={loading(<TwoFactorRequiredPage />)} />
              <Route path="*" element={<Navigate to="/admin" replace />} />
            </Routes>
            <Notification />
          </AdminContext>
        }
      />
    </Routes>
  );
}
