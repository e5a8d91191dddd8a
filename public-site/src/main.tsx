import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ConfigError, readConfig } from './config.ts';
import { createSiteApi } from './data/api.ts';
import { createSiteClient } from './data/client.ts';
import { Site } from './frame/Site.tsx';
import { StatusScreen } from './frame/StatusScreen.tsx';
import { loadCatalog, translator } from './i18n/messages.ts';
import { splitLanguagePath } from './shared.ts';
import './styles/fonts.css';
import './styles/site.css';

const root = createRoot(document.getElementById('root')!);

try {
  const config = readConfig(document, import.meta.env);
  const api = createSiteApi(createSiteClient(config));
  // The frame request and the page language's catalog travel in parallel; the site renders once
  // the catalog is there (the frame's loading state is part of the site).
  void api.frame().catch(() => undefined);
  // '/' is home whatever the menu says (SPEC §2.1): fetch its code now, beside the frame, instead
  // of after it.
  if (splitLanguagePath(window.location.pathname).path === '/')
    void import('./pages/HomePage.tsx').catch(() => undefined);
  await loadCatalog(splitLanguagePath(window.location.pathname).lang).catch((error: unknown) =>
    console.error('[site] loading the language catalog failed', error),
  );
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Site config={config} api={api} />
      </BrowserRouter>
    </StrictMode>,
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One clear message, on screen and in the console, naming what to set and where it is explained.
  console.error(error.message);
  const t = translator(splitLanguagePath(window.location.pathname).lang);
  root.render(<StatusScreen message={t('configError')} />);
}
