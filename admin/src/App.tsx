import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { ForgotPasswordForm, SetPasswordForm } from 'ra-supabase';
import { AuthCard } from './login/AuthCard.tsx';
import { FullScreenLoader } from './common/FullScreenLoader.tsx';
import { LocaleSync } from './i18n/LocaleSync.tsx';
import { LoginPage } from './login/LoginPage.tsx';
import { UnauthorizedPage } from './login/UnauthorizedPage.tsx';
import { ServicesContext } from './ServicesContext.ts';
import type { Services } from './services.ts';
import { theme } from './theme.ts';

// The back office proper (resources, rich-text editor, drag and drop) loads only under /admin.
const AdminApp = lazy(() => import('./AdminApp.tsx'));

/**
 * Top-level routes. /login, /unauthorized and the password pages live outside react-admin's
 * /admin basename (SPEC §2.2) but share its providers, so language and session are one.
 */
export function App({ services }: { services: Services }) {
  const { authProvider, dataProvider, i18nProvider, store } = services;
  return (
    <ServicesContext.Provider value={services}>
      <BrowserRouter>
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
              <AdminContext
                authProvider={authProvider}
                dataProvider={dataProvider}
                i18nProvider={i18nProvider}
                store={store}
                theme={theme}
              >
                <LocaleSync />
                <Routes>
                  <Route path="/login" element={<LoginPage />} />
                  <Route path="/unauthorized" element={<UnauthorizedPage />} />
                  {/* ra-supabase's forms (translated), in the sign-in page's card. set-password must stay
                      at /set-password: the auth provider and local-supabase's verify link use it. */}
                  <Route
                    path="/forgot-password"
                    element={
                      <AuthCard>
                        <ForgotPasswordForm />
                      </AuthCard>
                    }
                  />
                  <Route
                    path="/set-password"
                    element={
                      <AuthCard>
                        <SetPasswordForm />
                      </AuthCard>
                    }
                  />
                  <Route path="*" element={<Navigate to="/admin" replace />} />
                </Routes>
                <Notification />
              </AdminContext>
            }
          />
        </Routes>
      </BrowserRouter>
    </ServicesContext.Provider>
  );
}
