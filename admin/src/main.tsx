import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ConfigurationError, readRuntimeConfig } from '@academy/shared';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { readStoredLocale } from './i18n/LocaleSync.tsx';
import { createServices } from './services.ts';

const root = createRoot(document.getElementById('root')!);

try {
  const services = createServices(readRuntimeConfig(document, import.meta.env));
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  // Fail fast and say which variables are missing; no providers exist yet.
  root.render(
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24 }}>
      <h1>{createI18nProvider(readStoredLocale()).translate('app.config_error_title')}</h1>
      <p role="alert">{error.message}</p>
    </main>,
  );
}
