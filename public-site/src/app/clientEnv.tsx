import type { Root } from 'react-dom/client';
import { ConfigurationError, readRuntimeConfig } from '@academy/shared/runtimeConfig.ts';
import { StatusScreen } from '../frame/StatusScreen.tsx';
import type { translator } from '../i18n/messages.ts';
import type { SiteEnv } from '../page/env.ts';

/**
 * The site's settings when the browser renders it alone (a static host, the preview): read from
 * the page, or null after one clear message, on screen and in the console, naming what to set and
 * where it is explained.
 */
export function clientRenderedEnv(root: Root, t: ReturnType<typeof translator>): SiteEnv | null {
  try {
    const { supabaseUrl, supabaseAnonKey } = readRuntimeConfig(document, import.meta.env);
    return {
      supabaseUrl,
      anonKey: supabaseAnonKey,
      siteUrl: window.location.origin,
      imageEndpoint: null,
      styles: [],
      serverRendered: false,
    };
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(error.message);
    root.render(<StatusScreen message={t('configError')} />);
    return null;
  }
}
