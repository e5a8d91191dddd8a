/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The site server's modules are typed with the DOM: the renderer sanitizes rich text with one.)
/**
 * The site server's registration form posted without script (packages/site-server, the
 * endpoints in endpoints/registration.ts) against real PostgREST and PostgreSQL: the form page
 * gets fresh tokens, a refusal renders the form again with its fields' messages and everything
 * typed, the honeypot and a birth year out of range are refused, the same form sent twice books
 * once, the visitor's address reaches the database through the relay, and bodies that are too
 * large or come from another site are answered with a JSON 4xx.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationPageState } from '@academy/shared/registrationForm.ts';
import type { SiteRenderer } from '@academy/shared/siteRenderer.ts';
import { createSiteApp } from '../../packages/site-server/src/app.ts';
import { readAnswerCookie } from '../../packages/site-server/src/registration/http.ts';
import { StaticFiles } from '../../packages/site-server/src/staticFiles.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';
import { agedToken, newAddress } from './registration-support.ts';

const fx = useFixture('reg-site', { settings: { online_registration: true } });
const { tag, db } = fx;
const BLOCK = 31;
let camp: number;
let app: ReturnType<typeof createSiteApp>;
const ANSWER_SECRET = 'answer-cookie-test-secret';
/** What the site server last asked the renderer to render. */
let rendered: { path: string; state: RegistrationPageState | undefined }[] = [];

const renderer: SiteRenderer = {
  pageUrl: (url) => url,
  render: async (url, visitor) => {
    rendered.push({ path: url.pathname, state: visitor?.registration });
    return { status: visitor?.registration?.kind === 'closed' ? 404 : 200, html: '<p>page</p>' };
  },
  sitemap: async () => null,
};

function lastState<K extends RegistrationPageState['kind']>(kind: K) {
  const state = rendered.at(-1)?.state;
  expect(state?.kind).toBe(kind);
  return state as Extract<RegistrationPageState, { kind: K }>;
}

beforeAll(async () => {
  camp = await fx.offer({
    title_en: `${tag} camp`,
    capacity: 5,
    birth_year_min: 2012,
    birth_year_max: 2018,
  });
  const relay = (await db.query<{ value: string }>("select value from private.secrets where name = 'relay'"))
    .rows[0]!.value;
  const files = new StaticFiles('/nonexistent', new Set());
  app = createSiteApp(
    {
      supabaseUrl: stack().url,
      anonKey: stack().anonKey,
      siteUrl: 'https://academy.example',
      publicDist: '/nonexistent',
      adminDist: '/nonexistent',
      imageCacheDir: '/tmp',
      registrationRelayKey: relay,
      answerCookieSecret: ANSWER_SECRET,
    },
    { renderer, publicFiles: files, adminFiles: files },
  );
});

/** A post from `address` (the TCP peer the site server sees). */
function post(
  path: string,
  body: URLSearchParams | string,
  address: string,
  headers: Record<string, string> = {},
) {
  return app.request(
    path,
    {
      method: 'POST',
      body: typeof body === 'string' ? body : body.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://academy.example',
        ...headers,
      },
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

/** A complete form for one child, as the page posts it (the token is 10 s old). */
async function completeForm(overrides: Record<string, string> = {}): Promise<URLSearchParams> {
  const fields: Record<string, string> = {
    idempotency_key: crypto.randomUUID(),
    form_token: await agedToken(db, 10),
    website: '',
    children: '1',
    'children.0.name': 'Lucía Pérez',
    'children.0.date_of_birth': '2015-04-02',
    'children.0.position': 'goalkeeper',
    'children.0.shirt_size': '140',
    'children.0.authorised_collectors': 'Ana Pérez',
    'children.0.offer_ids': String(camp),
    'children.0.consents.child_data': 'on',
    'family.parent_name': 'Ana Pérez',
    'family.email': `${tag}@example.com`,
    'family.phone': '+34 600 000 000',
    'family.language': 'es',
    'family.emergency_name': 'Luis Pérez',
    'family.emergency_phone': '600 111 222',
    guardian_declaration: 'on',
    ...overrides,
  };
  return new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== '<omit>'));
}

async function registrationsOfCamp(): Promise<number> {
  const { rows } = await db.query('select count(*)::int as n from public.registrations where offer_id = $1', [
    camp,
  ]);
  return rows[0].n;
}

describe('the registration form page', () => {
  it('is rendered with the open offers and a fresh token and key for each visitor', async () => {
    rendered = [];
    expect((await app.request('/es/registration')).status).toBe(200);
    expect((await app.request('/es/registration')).status).toBe(200);
    const [a, b] = rendered.map((r) => r.state as Extract<RegistrationPageState, { kind: 'form' }>);
    expect(rendered[0]!.path).toBe('/es/registration');
    expect(a!.offers.map((o) => o.id)).toContain(camp);
    expect(a!.values.form_token).toMatch(/^f2\.registration\./);
    expect(a!.values.idempotency_key).not.toBe(b!.values.idempotency_key);
    expect(a!.values.form_token).not.toBe(b!.values.form_token);
  });

  it('chooses the offer of the link, and is a 404 for an offer that is not open', async () => {
    expect((await app.request(`/registration?offer=${camp}`)).status).toBe(200);
    expect(lastState('form').values['children.0.offer_ids']).toEqual([String(camp)]);
    expect((await app.request('/registration?offer=999999999')).status).toBe(404);
    lastState('closed');
  });
});

describe('a form posted without script', () => {
  it('refuses bad input with a 400, a message per field and everything typed kept, and writes nothing', async () => {
    const body = await completeForm({ 'family.email': 'not-an-address', 'children.0.position': '' });
    const res = await post('/es/registration', body, newAddress(BLOCK));
    expect(res.status).toBe(400);
    const state = lastState('form');
    expect(state.errors).toEqual({
      'family.email': expect.objectContaining({ key: 'fields.invalid_email' }),
      'children.0.position': expect.objectContaining({ key: 'fields.choose_one' }),
    });
    expect(state.values['children.0.name']).toBe('Lucía Pérez');
    expect(state.values['family.email']).toBe('not-an-address');
    expect(await registrationsOfCamp()).toBe(0);
  });

  it('refuses a filled honeypot (the database decides) and writes nothing', async () => {
    const res = await post(
      '/registration',
      await completeForm({ website: 'https://spam.example' }),
      newAddress(BLOCK),
    );
    expect(res.status).toBe(400);
    expect(lastState('form').formError).toEqual({ key: 'errors.honeypot' });
    expect(await registrationsOfCamp()).toBe(0);
  });

  it('shows a birth year outside the offer at the child’s date of birth, with the years', async () => {
    const res = await post(
      '/registration',
      await completeForm({ 'children.0.date_of_birth': '2009-01-01' }),
      newAddress(BLOCK),
    );
    expect(res.status).toBe(400);
    expect(lastState('form').errors['children.0.date_of_birth']).toEqual({
      key: 'errors.birth_year_out_of_range',
      values: { birth_year: 2009, min: 2012, max: 2018 },
    });
  });

  it('books once when the same form is sent twice, from the visitor’s address, and leads to the answer', async () => {
    const address = newAddress(BLOCK);
    const body = await completeForm();
    const first = await post('/ru/registration', body, address);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/ru/registration/answer');
    const again = await post('/ru/registration', body, address);
    expect(again.status).toBe(303);
    const answers = [first, again].map(
      (res) => readAnswerCookie(res.headers.get('set-cookie') ?? '', ANSWER_SECRET)!.summary,
    );
    expect(answers[0]!.answer.items).toHaveLength(1);
    expect(answers[1]!.answer.replayed).toBe(true);
    expect(answers[1]!.answer.items[0]!.registration_id).toBe(answers[0]!.answer.items[0]!.registration_id);
    expect(answers[0]!.offers[camp]).toBe(`${tag} camp`);
    expect(await registrationsOfCamp()).toBe(1);
    const { rows } = await db.query(
      'select host(client_address) as address from public.registration_submissions where idempotency_key = $1',
      [body.get('idempotency_key')],
    );
    expect(rows).toEqual([{ address }]);

    rendered = [];
    const page = await app.request('/ru/registration/answer', {
      headers: { cookie: first.headers.get('set-cookie')!.split(';')[0]! },
    });
    expect(page.status).toBe(200);
    expect(lastState('answer').summary?.answer.items[0]!.status).toBe('new');
  });

  it('adds and removes a child without sending anything', async () => {
    const res = await post('/registration', await completeForm({ action: 'add_child' }), newAddress(BLOCK));
    expect(res.status).toBe(200);
    expect(lastState('form').values.children).toBe('2');
    expect(lastState('form').values['children.0.name']).toBe('Lucía Pérez');
  });

  it('answers a body over the limit, a body that is no form, and a post from another site with a JSON 4xx', async () => {
    const big = await post('/registration', `children.0.name=${'x'.repeat(70 * 1024)}`, newAddress(BLOCK));
    expect(big.status).toBe(413);
    expect(big.headers.get('content-type')).toMatch(/json/);
    const json = await post('/registration', '{}', newAddress(BLOCK), { 'content-type': 'application/json' });
    expect(json.status).toBe(415);
    const foreign = await post('/registration', await completeForm(), newAddress(BLOCK), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: expect.any(String) });
  });
});

describe('the contacts page’s enquiry form', () => {
  it('lands in the enquiries with a thank-you, or comes back with its refusals and what was typed', async () => {
    const message = `${tag}: ¿Hay plazas para porteros en julio?`;
    const bad = new URLSearchParams({
      form_token: await agedToken(db, 10, 'enquiry'),
      website: '',
      name: 'Pedro',
      email: '',
      phone: '',
      message,
      return: '/es/contacts',
    });
    const refused = await post('/_enquiry', bad, newAddress(BLOCK));
    expect(refused.status).toBe(400);
    expect(rendered.at(-1)!.path).toBe('/es/contacts');
    const state = lastState('enquiry');
    expect(state.errors).toEqual({ email: { key: 'fields.contact_required' } });
    expect(state.values.message).toBe(message);

    bad.set('phone', '+34 611 222 333');
    const sent = await post('/_enquiry', bad, newAddress(BLOCK));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/es/contacts?enquiry=sent#enquiry');
    const { rows } = await db.query(
      'select name, phone, language, status from public.enquiries where message = $1',
      [message],
    );
    expect(rows).toEqual([{ name: 'Pedro', phone: '+34 611 222 333', language: 'es', status: 'new' }]);
    await db.query('delete from public.enquiries where message = $1', [message]);
  });
});
