import type { SiteApi } from './api.ts';

let api: Promise<SiteApi> | undefined;

/**
 * The browser's API, made on first use: a server-rendered page needs no API call to show, so
 * the REST client's code loads with the first navigation or 'More news', not with the page.
 */
export function clientApi(config: { supabaseUrl: string; anonKey: string }): Promise<SiteApi> {
  api ??= Promise.all([import('./api.ts'), import('./client.ts')]).then(
    ([{ createSiteApi }, { createSiteClient }]) => createSiteApi(createSiteClient(config)),
  );
  return api;
}
