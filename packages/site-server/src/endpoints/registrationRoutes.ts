import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { PARENT_LINK_PATH } from '@academy/shared/registration.ts';
import {
  ENQUIRY_ENDPOINT,
  REGISTRATION_ANSWER_PATH,
  REGISTRATION_PATH,
} from '@academy/shared/registrationForm.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { registrationApi } from '../registration/api.ts';
import { FORM_BODY_LIMIT } from '../registration/http.ts';
import { enquiryEndpoint } from './enquiry.ts';
import { parentLinkEndpoints } from './parentLink.ts';
import { registrationEndpoints } from './registration.ts';

export interface RegistrationRouteOptions {
  supabaseUrl: string;
  anonKey: string;
  siteUrl: string;
  /** The database's relay key (REGISTRATION_RELAY_KEY), so it limits each visitor's address. */
  registrationRelayKey?: string;
}

const PREFIXES = ['', '/es', '/ru'] as const;

/**
 * The registration pages in every language: the form (GET, POST), its answer (GET) and the
 * parents' link (GET, POST); and the contacts page's enquiry form (POST). Posted bodies are limited to FORM_BODY_LIMIT (a larger one is a
 * JSON 413).
 */
export function addRegistrationRoutes(
  app: Hono,
  options: RegistrationRouteOptions,
  renderer: SiteRenderer | null,
) {
  const api = registrationApi({
    supabaseUrl: options.supabaseUrl,
    anonKey: options.anonKey,
    relayKey: options.registrationRelayKey,
  });
  const form = registrationEndpoints({ siteUrl: options.siteUrl, renderer, api });
  const link = parentLinkEndpoints({ siteUrl: options.siteUrl, renderer, api });
  const limit = bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (c) => c.json({ error: `The form is larger than ${FORM_BODY_LIMIT} bytes.` }, 413),
  });
  // These pages are rendered for one visitor and never cached, so they are compressed as they
  // are sent (gzip, which every browser takes), not ahead like the shared pages.
  const gzip = compress({ encoding: 'gzip' });
  app.post(ENQUIRY_ENDPOINT, limit, gzip, enquiryEndpoint({ siteUrl: options.siteUrl, renderer, api }));
  for (const prefix of PREFIXES) {
    app.get(`${prefix}${REGISTRATION_PATH}`, gzip, form.show);
    app.post(`${prefix}${REGISTRATION_PATH}`, limit, gzip, form.submit);
    app.get(`${prefix}${REGISTRATION_ANSWER_PATH}`, gzip, form.answerPage);
    app.get(`${prefix}${PARENT_LINK_PATH}`, gzip, link.show);
    app.post(`${prefix}${PARENT_LINK_PATH}`, limit, gzip, link.act);
  }
}
