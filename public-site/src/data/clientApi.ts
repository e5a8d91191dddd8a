import type { SiteApi } from './api.ts';
import type { SiteClient } from './client.ts';

interface ClientConfig {
  supabaseUrl: string;
  anonKey: string;
}

let client: Promise<SiteClient> | undefined;
let api: Promise<SiteApi> | undefined;

/**
 * The browser's one REST client on the public key, made on first use: a server-rendered page
 * needs no API call to show, so the client's code loads with the first call the visitor's page
 * makes (a navigation, 'More news', the offers, a form token), not with the page.
 */
export function browserClient(config: ClientConfig): Promise<SiteClient> {
  client ??= import('./client.ts').then(({ createSiteClient }) => createSiteClient(config));
  return client;
}

/** The browser's API over that client (page data, the news list's next page), made on first use. */
export function clientApi(config: ClientConfig): Promise<SiteApi> {
  api ??= Promise.all([import('./api.ts'), browserClient(config)]).then(([{ createSiteApi }, shared]) =>
    createSiteApi(shared),
  );
  return api;
}
