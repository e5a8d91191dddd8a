import { createHmac, randomBytes } from 'node:crypto';
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
import { CHECKOUT_ENDPOINT, PAYMENT_WEBHOOK_PATH } from '@academy/shared/paymentPages.ts';
import { REGISTRATION_PAID_PATH } from '@academy/shared/registrationPaths.ts';
import { bookAgainPrefill } from '../account/bookAgain.ts';
import { stripeClient, type PaymentsConfig } from '../payments/config.ts';
import { registrationApi } from '../registration/api.ts';
import { FORM_BODY_LIMIT } from '../registration/http.ts';
import { enquiryEndpoint } from './enquiry.ts';
import { parentLinkEndpoints } from './parentLink.ts';
import { paymentEndpoints } from './payments.ts';
import { registrationEndpoints } from './registration.ts';

export interface RegistrationRouteOptions {
  supabaseUrl: string;
  anonKey: string;
  siteUrl: string;
  /** The database's relay key (REGISTRATION_RELAY_KEY), so it limits each visitor's address. */
  registrationRelayKey?: string;
  /** The payment provider (STRIPE_*), or null/absent: online payments are off here. */
  payments?: PaymentsConfig | null;
  /**
   * The secret that signs the answer cookie (ANSWER_COOKIE_SECRET); absent: one derived from the
   * relay key (answerCookieSecretFrom).
   */
  answerCookieSecret?: string;
}

/** The largest provider event taken (Stripe's are a few kilobytes). */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;

const PREFIXES = ['', '/es', '/ru'] as const;

/**
 * The registration pages in every language: the form (GET, POST), its answer (GET), the
 * parents' link (GET, POST) and the return page of a payment (GET); the contacts page's enquiry
 * form (POST); Pay (POST) and the payment provider's events (POST, at most WEBHOOK_BODY_LIMIT). Posted bodies are limited to FORM_BODY_LIMIT (a larger one is a
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
  const payments = options.payments ?? null;
  const form = registrationEndpoints({
    siteUrl: options.siteUrl,
    renderer,
    api,
    payments: payments !== null,
    answerSecret: answerCookieSecretFrom(options.answerCookieSecret, options.registrationRelayKey),
    prefill: bookAgainPrefill({
      supabaseUrl: options.supabaseUrl,
      anonKey: options.anonKey,
      relayKey: options.registrationRelayKey,
    }),
  });
  const link = parentLinkEndpoints({ siteUrl: options.siteUrl, renderer, api, payments: payments !== null });
  const pay = paymentEndpoints({
    siteUrl: options.siteUrl,
    renderer,
    api,
    payments,
    stripe: payments ? stripeClient(payments) : null,
  });
  const limit = bodyLimit({
    maxSize: FORM_BODY_LIMIT,
    onError: (c) => c.json({ error: `The form is larger than ${FORM_BODY_LIMIT} bytes.` }, 413),
  });
  // These pages are rendered for one visitor and never cached, so they are compressed as they
  // are sent (gzip, which every browser takes), not ahead like the shared pages.
  const gzip = compress({ encoding: 'gzip' });
  app.post(ENQUIRY_ENDPOINT, limit, gzip, enquiryEndpoint({ siteUrl: options.siteUrl, renderer, api }));
  app.post(CHECKOUT_ENDPOINT, limit, gzip, pay.checkout);
  // The provider's events: the raw body is what is signed, so nothing may read or change it first.
  app.post(
    PAYMENT_WEBHOOK_PATH,
    bodyLimit({
      maxSize: WEBHOOK_BODY_LIMIT,
      onError: (c) => c.json({ error: `The event is larger than ${WEBHOOK_BODY_LIMIT} bytes.` }, 413),
    }),
    pay.webhook,
  );
  for (const prefix of PREFIXES) {
    app.get(`${prefix}${REGISTRATION_PATH}`, gzip, form.show);
    app.post(`${prefix}${REGISTRATION_PATH}`, limit, gzip, form.submit);
    app.get(`${prefix}${REGISTRATION_ANSWER_PATH}`, gzip, form.answerPage);
    app.get(`${prefix}${PARENT_LINK_PATH}`, gzip, link.show);
    app.post(`${prefix}${PARENT_LINK_PATH}`, limit, gzip, link.act);
    app.get(`${prefix}${REGISTRATION_PAID_PATH}`, gzip, pay.paidPage);
    // Pay, posted by the pages' forms to the return page's address in their language, so that a
    // refusal is answered at an address of that language (and hydrated in it).
    app.post(`${prefix}${REGISTRATION_PAID_PATH}`, limit, gzip, pay.checkout);
  }
}

/**
 * The answer cookie's secret: ANSWER_COOKIE_SECRET; else one derived from the relay key, a secret
 * only the site server and the database hold, so that every site server of a deployment, and one
 * restarted, reads the cookies the others wrote; else (neither set) a random one for this server's
 * life.
 */
export function answerCookieSecretFrom(secret: string | undefined, relayKey: string | undefined): string {
  if (secret) return secret;
  if (relayKey)
    return createHmac('sha256', relayKey).update('registration answer cookie').digest('base64url');
  return randomBytes(32).toString('base64url');
}
