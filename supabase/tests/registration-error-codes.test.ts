/**
 * Errors as codes, the public's side: each refusal of the registration and enquiry forms and of
 * the parents' links reaches a caller of the public key through real PostgREST and supabase-js
 * with its SQLSTATE (hence its HTTP status) and its code in `hint`, and the registration catalog
 * tells it in English, Spanish and Russian (shared/src/dbErrors.ts: PUBLIC_ERROR_MESSAGES).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_ERROR_MESSAGES,
  publicErrorCode,
  publicErrorMessage,
  type PublicErrorCode,
} from '@academy/shared/dbErrors.ts';
import { flattenMessages } from '@academy/shared/i18n/index.ts';
import { registrationEn } from '@academy/shared/i18n/registration/en.ts';
import { registrationEs } from '@academy/shared/i18n/registration/es.ts';
import { registrationRu } from '@academy/shared/i18n/registration/ru.ts';
import { REGISTRATION_LIMITS, type RegistrationAnswer } from '@academy/shared/registration.ts';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@academy/shared/database.types.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import {
  agedToken,
  anonFrom,
  changeRegistrationSettings,
  type ChildFields,
  createOffer,
  newAddress,
  registrationForm,
} from './registration-support.ts';

const fx = useFixture('reg-codes', { settings: { online_registration: true } });
const { tag, db, offers } = fx;
const BLOCK = 27;
const CATALOGS = { en: registrationEn, es: registrationEs, ru: registrationRu };
let offer: number;

interface Answer {
  status: number;
  error: { code: string; message: string; hint: string | null } | null;
}

beforeAll(async () => {
  offer = await fx.offer({ capacity: 100 });
});

afterAll(async () => {
  await db.query('delete from public.enquiries where name = $1', [tag]);
});

const anon = () => anonFrom(newAddress(BLOCK));
const submit = (form: object, client = anon()) =>
  client.rpc('submit_registration', { p_form: form as never });
const form = async (children: ChildFields[] = [{ offer_ids: [offer] }]) =>
  registrationForm(await agedToken(db, 10), children);
const enquiry = async (token?: string) => ({
  form_token: token ?? (await agedToken(db, 10, 'enquiry')),
  name: tag,
  email: 'parent@example.com',
  message: 'Is there a place left?',
  language: 'en',
});

/** A registration of the test's offer, set to `status` with SQL; returns its parents' link. */
async function link(status: string, holdInThePast = false): Promise<string> {
  const { data } = await submit(await form());
  const id = (data as unknown as RegistrationAnswer).items[0]!.registration_id;
  await db.query('update public.registrations set status = $2::public.registration_status where id = $1', [
    id,
    status,
  ]);
  if (holdInThePast)
    await db.query(
      "update public.registrations set hold_expires_at = now() - interval '1 minute' where id = $1",
      [id],
    );
  return (await db.query('select private.parent_link_token($1) as t', [id])).rows[0].t;
}

/** The site server's client: the public key and the relay key header. */
async function siteServer() {
  const { rows } = await db.query<{ value: string }>(
    "select value from private.secrets where name = 'relay'",
  );
  return createClient<Database>(stack().url, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-registration-relay': rows[0]!.value } },
  });
}

/** Runs `run` with online payments on (off again afterwards). */
async function withPayments<T>(run: () => PromiseLike<T>): Promise<T> {
  const restore = await changeRegistrationSettings(db, { online_payments: true });
  try {
    return await run();
  } finally {
    await restore();
  }
}

const SCENARIOS: Record<
  PublicErrorCode,
  { sqlstate: string; status: number; run: () => PromiseLike<Answer> }
> = {
  honeypot: { sqlstate: '22023', status: 400, run: async () => submit({ ...(await form()), website: 'x' }) },
  form_token_invalid: {
    sqlstate: '22023',
    status: 400,
    run: async () => submit({ ...(await form()), form_token: 'f1.1.2.3' }),
  },
  too_fast: {
    sqlstate: 'P0001',
    status: 400,
    run: async () =>
      submit(registrationForm((await anon().rpc('form_token')).data as string, [{ offer_ids: [offer] }])),
  },
  form_expired: {
    sqlstate: 'P0001',
    status: 400,
    run: async () =>
      submit(
        registrationForm(await agedToken(db, REGISTRATION_LIMITS.maxFormAgeHours * 3600 + 5), [
          { offer_ids: [offer] },
        ]),
      ),
  },
  form_token_used: {
    sqlstate: 'PT409',
    status: 409,
    run: async () => {
      const first = await form();
      await submit(first);
      return submit({ ...first, idempotency_key: crypto.randomUUID() });
    },
  },
  too_many_submissions: {
    sqlstate: 'PT429',
    status: 429,
    run: async () => {
      const client = anon();
      for (let i = 0; i < REGISTRATION_LIMITS.submissionsPerAddress; i++) await submit(await form(), client);
      return submit(await form(), client);
    },
  },
  too_many_enquiries: {
    sqlstate: 'PT429',
    status: 429,
    run: async () => {
      const client = anon();
      for (let i = 0; i < REGISTRATION_LIMITS.enquiriesPerAddress; i++)
        expect((await client.rpc('submit_enquiry', { p_enquiry: await enquiry() })).error).toBeNull();
      return client.rpc('submit_enquiry', { p_enquiry: await enquiry() });
    },
  },
  registration_closed: {
    sqlstate: 'P0001',
    status: 400,
    run: async () => {
      await db.query('update public.registration_settings set online_registration = false where id = 1');
      try {
        return await anon().rpc('submit_enquiry', { p_enquiry: await enquiry() });
      } finally {
        await db.query('update public.registration_settings set online_registration = true where id = 1');
      }
    },
  },
  submission_invalid: {
    sqlstate: '22023',
    status: 400,
    run: async () =>
      anon().rpc('submit_enquiry', { p_enquiry: { ...(await enquiry()), email: null, phone: null } }),
  },
  submission_changed: {
    sqlstate: 'PT409',
    status: 409,
    run: async () => {
      const first = await form();
      await submit(first);
      return submit({ ...first, language: 'es' });
    },
  },
  too_many_children: {
    sqlstate: '22023',
    status: 400,
    run: async () =>
      submit(
        await form(
          Array.from({ length: REGISTRATION_LIMITS.maxChildren + 1 }, () => ({ offer_ids: [offer] })),
        ),
      ),
  },
  too_many_offers: {
    sqlstate: '22023',
    status: 400,
    run: async () =>
      submit(
        await form([
          { offer_ids: Array.from({ length: REGISTRATION_LIMITS.maxOffers + 1 }, (_, i) => i + 1) },
        ]),
      ),
  },
  consent_required: {
    sqlstate: '22023',
    status: 400,
    run: async () => submit({ ...(await form()), guardian_declaration: false }),
  },
  consent_version_unknown: {
    sqlstate: '22023',
    status: 400,
    run: async () => {
      const f = await form();
      return submit({ ...f, consent_versions: { ...f.consent_versions, child_data: 7 } });
    },
  },
  offer_not_found: {
    sqlstate: 'PT404',
    status: 404,
    run: async () => submit(await form([{ offer_ids: [2_000_000_000] }])),
  },
  offer_closed: {
    sqlstate: 'P0001',
    status: 400,
    run: async () => {
      const closed = await createOffer(db, {
        title_en: `${tag} closed`,
        capacity: 3,
        online_registration: false,
      });
      offers.push(closed);
      return submit(await form([{ offer_ids: [closed] }]));
    },
  },
  already_registered: {
    sqlstate: 'PT409',
    status: 409,
    run: async () => {
      const first = await form();
      expect((await submit(first)).error).toBeNull();
      return submit(
        registrationForm(await agedToken(db, 10), [{ offer_ids: [offer] }], { email: first.family.email }),
      );
    },
  },
  birth_year_out_of_range: {
    sqlstate: '22023',
    status: 400,
    run: async () => submit(await form([{ date_of_birth: '2005-05-05', offer_ids: [offer] }])),
  },
  link_invalid: {
    sqlstate: '22023',
    status: 400,
    run: () => anon().rpc('parent_link', { p_token: 'p1.1.1.x' }),
  },
  link_expired: {
    sqlstate: 'PT410',
    status: 410,
    run: async () => {
      const past = `p1.1.${Math.floor(Date.now() / 1000) - 10}`;
      const token = (await db.query("select $1 || '.' || private.sign('parent_link', $1) as t", [past]))
        .rows[0].t;
      return anon().rpc('parent_link', { p_token: token });
    },
  },
  action_not_available: {
    sqlstate: 'PT409',
    status: 409,
    run: async () =>
      anon().rpc('parent_link_action', { p_token: await link('attended'), p_action: 'cancel' }),
  },
  place_offer_expired: {
    sqlstate: 'PT410',
    status: 410,
    run: async () =>
      anon().rpc('parent_link_action', { p_token: await link('offered', true), p_action: 'accept_place' }),
  },
  // PostgREST answers 42501 to the public key with 401 (403 to a signed-in caller).
  not_site_server: {
    sqlstate: '42501',
    status: 401,
    run: () => anon().rpc('checkout_status', { p_session_id: 'cs_none' }),
  },
  payments_off: {
    sqlstate: 'P0001',
    status: 400,
    run: async () => (await siteServer()).rpc('open_checkout', { p_request: { token: await link('new') } }),
  },
  submission_not_found: {
    sqlstate: 'PT404',
    status: 404,
    run: () =>
      withPayments(async () =>
        (await siteServer()).rpc('open_checkout', {
          p_request: { submission_id: 1, idempotency_key: '00000000-0000-4000-8000-000000000000' },
        }),
      ),
  },
  nothing_to_pay: {
    sqlstate: 'PT409',
    status: 409,
    run: () =>
      withPayments(async () =>
        (await siteServer()).rpc('open_checkout', { p_request: { token: await link('cancelled') } }),
      ),
  },
  hold_ended: {
    sqlstate: 'PT410',
    status: 410,
    run: () =>
      withPayments(async () =>
        (await siteServer()).rpc('open_checkout', { p_request: { token: await link('offered', true) } }),
      ),
  },
  checkout_not_found: {
    sqlstate: 'PT404',
    status: 404,
    run: async () => (await siteServer()).rpc('checkout_status', { p_session_id: 'cs_none' }),
  },
  checkout_session_mismatch: {
    sqlstate: 'PT409',
    status: 409,
    run: () =>
      withPayments(async () => {
        const server = await siteServer();
        const { data } = await server.rpc('open_checkout', { p_request: { token: await link('new') } });
        const checkout = (data as { checkout_id: number }).checkout_id;
        await server.rpc('attach_checkout', {
          p_checkout_id: checkout,
          p_session_id: 'cs_first',
          p_url: 'https://a/',
        });
        return server.rpc('attach_checkout', {
          p_checkout_id: checkout,
          p_session_id: 'cs_second',
          p_url: 'https://b/',
        });
      }),
  },
  event_invalid: {
    sqlstate: '22023',
    status: 400,
    run: async () => (await siteServer()).rpc('record_payment_event', { p_event: { id: 'evt_x' } }),
  },
};

describe('each refusal the public meets reaches it as a code and is told in three languages', () => {
  it.each(Object.keys(SCENARIOS) as PublicErrorCode[])('%s', async (code) => {
    const scenario = SCENARIOS[code];
    const { error, status } = await scenario.run();
    expect(status, code).toBe(scenario.status);
    expect(error?.code).toBe(scenario.sqlstate);
    expect(error?.hint).toBe(code);
    expect(publicErrorCode(error)).toBe(code);
    const key = publicErrorMessage(error);
    expect(key).toBe(PUBLIC_ERROR_MESSAGES[code]);
    const texts = Object.entries(CATALOGS).map(([lang, catalog]) => {
      const text = flattenMessages(catalog)[key ?? ''];
      expect(text, `${lang}: ${key}`).toMatch(/\S/);
      return text;
    });
    expect(new Set(texts).size).toBe(3);
  });
});
