/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (The site server's modules are typed with the DOM: the renderer sanitizes rich text with one.)
/**
 * The family account's pages through the site server (packages/site-server, endpoints/account.ts)
 * against the real auth service, PostgREST and PostgreSQL: signing in by the e-mailed code and by
 * the e-mail's link, the session cookie (httpOnly, Secure, SameSite=Lax), its refresh and
 * sign-out, private no-store noindex answers, the same answer for any address, wrong codes and
 * staff refused, and the family's changes made with the parent's own token (a child of another
 * family is refused by the database).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { codeOf, mailsTo, nthMail } from '../../packages/local-supabase/test/parentSignIn.ts';
import { accountSite, CONFIGURED_SITE, expectPrivate, SITE } from './account-site-support.ts';
import { accountTools } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';

const BLOCK = 136;
const fx = useFixture('account-site', {
  password: 'Account-Site-Password-1',
  settings: { online_registration: true },
});
const { db, email } = fx;
const { register } = accountTools(fx, BLOCK);
const site = accountSite(fx);
const { rendered, lastState, Browser, allowMail, remember, signIn } = site;
let offer: number;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 20 });
});

describe('signing in', () => {
  it('answers the sign-in page privately, never stored and not indexed, in each language', async () => {
    for (const path of ['/account', '/es/account', '/ru/account']) {
      const res = await new Browser().request(path);
      expect(res.status).toBe(200);
      expectPrivate(res);
      expect(lastState()).toMatchObject({ step: 'email', email: '', error: null });
    }
  });

  it('sends a code in the page language, answers any address the same way, and signs in with the code', async () => {
    await register('ru-parent', [{ offer_ids: [offer], name: 'Маша' }], { language: 'ru' });
    const known = new Browser();
    const sent = await known.post('/ru/account', { action: 'send', email: email('ru-parent') });
    const unknown = new Browser();
    const other = await unknown.post('/ru/account', { action: 'send', email: email('nobody') });
    // No enumeration: the same redirect, the same next step.
    for (const [res, browser] of [
      [sent, known],
      [other, unknown],
    ] as const) {
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/ru/account');
      expectPrivate(res);
      expect(browser.setCookies.find((c) => c.startsWith('account_flow='))).toMatch(
        /HttpOnly.*Secure.*SameSite=Lax|HttpOnly/,
      );
      await known.request('/ru/account');
    }
    await remember(email('nobody'));
    await remember(email('ru-parent'));
    await unknown.request('/ru/account');
    expect(lastState()).toMatchObject({ step: 'code', email: email('nobody') });

    const mail = await nthMail(stack().dataDir, email('ru-parent'), 1);
    expect(mail.subject + mail.text).toMatch(/[а-яА-Я]/);
    expect(mail.link).toContain(`redirect_to=${encodeURIComponent(`${CONFIGURED_SITE}/ru/account`)}`);

    const wrong = codeOf(mail) === '000000' ? '111111' : '000000';
    const refused = await known.post('/ru/account', { action: 'verify', code: wrong });
    expect(refused.status).toBe(400);
    expectPrivate(refused);
    expect(lastState()).toMatchObject({ step: 'code', error: { key: 'code_invalid' } });
    const malformed = await known.post('/ru/account', { action: 'verify', code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(lastState()).toMatchObject({ error: { key: 'code_format' } });
    expect(known.cookies.has('account_session')).toBe(false);

    const ok = await known.post('/ru/account', { action: 'verify', code: codeOf(mail) });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/ru/account');
    const cookie = known.setCookies.find((c) => c.startsWith('account_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const page = await known.request('/ru/account');
    expect(page.status).toBe(200);
    expectPrivate(page);
    const state = lastState();
    expect(state.step).toBe('signed-in');
    if (state.step !== 'signed-in') return;
    expect(state.overview.children.map((c) => c.name)).toEqual(['Маша']);
    expect(state.overview.children[0]!.bookings).toHaveLength(1);
  });

  it('signs in with the link of the e-mail (its PKCE code exchanged by the site server)', async () => {
    await register('link-parent', [{ offer_ids: [offer], name: 'Lía' }]);
    const browser = new Browser();
    await browser.post('/es/account', { action: 'send', email: email('link-parent') });
    await remember(email('link-parent'));
    const mail = await nthMail(stack().dataDir, email('link-parent'), 1);
    const followed = await fetch(mail.link, { redirect: 'manual' });
    const location = new URL(followed.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${CONFIGURED_SITE}/es/account`);
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    // Another browser (without this one's verifier) cannot use the code.
    await new Browser().request(`/es/account?code=${code}`);
    expect(lastState()).toMatchObject({ step: 'email', error: { key: 'link_invalid' } });
    const res = await browser.request(`/es/account?code=${code}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/es/account');
    await browser.request('/es/account');
    expect(lastState().step).toBe('signed-in');
  });

  it('refuses a staff account its code: no session is made', async () => {
    await fx.staffAccount('staff', 'Coordinator');
    const browser = new Browser();
    await allowMail(email('staff'));
    const before = (await mailsTo(stack().dataDir, email('staff'))).length;
    await browser.post('/account', { action: 'send', email: email('staff') });
    const mail = await nthMail(stack().dataDir, email('staff'), before + 1);
    const res = await browser.post('/account', { action: 'verify', code: codeOf(mail) });
    expect(res.status).toBe(403);
    expect(lastState()).toMatchObject({ step: 'code', error: { key: 'staff' } });
    expect(browser.cookies.has('account_session')).toBe(false);
  });

  it('refreshes an expired access token, and signs out with a post that ends the session', async () => {
    await register('refresh', [{ offer_ids: [offer], name: 'Ana' }]);
    const browser = await signIn('refresh', '/account');
    const stored = JSON.parse(
      Buffer.from(browser.cookies.get('account_session')!, 'base64url').toString(),
    ) as {
      access_token: string;
      refresh_token: string;
      expires_at: number;
    };
    browser.cookies.set(
      'account_session',
      Buffer.from(JSON.stringify({ ...stored, expires_at: 1 })).toString('base64url'),
    );
    await browser.request('/account');
    expect(lastState().step).toBe('signed-in');
    const renewed = JSON.parse(
      Buffer.from(browser.cookies.get('account_session')!, 'base64url').toString(),
    ) as {
      refresh_token: string;
      expires_at: number;
    };
    expect(renewed.refresh_token).not.toBe(stored.refresh_token);
    expect(renewed.expires_at).toBeGreaterThan(Date.now() / 1000);

    const out = await browser.post('/account', { action: 'sign_out' });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/account?done=signed_out');
    expect(browser.cookies.has('account_session')).toBe(false);
    await browser.request(out.headers.get('location')!);
    expect(lastState()).toMatchObject({ step: 'email', done: 'signed_out' });
    // The session is over at the auth service too: its refresh token no longer works.
    const again = await fetch(`${stack().url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: renewed.refresh_token }),
    });
    expect(again.status).toBe(400);
  });

  it('refuses forms from another site and bodies that are no form', async () => {
    const res = await site.app().request(`${SITE}/account`, {
      method: 'POST',
      body: 'action=send&email=a%40b.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    const json = await site.app().request(`${SITE}/account`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
  });
});

describe("the family's details", () => {
  it("adds an allergy with the health-data consent and a collector, keeps what was typed on a refusal, and refuses another family's child", async () => {
    const mine = await register('details', [{ offer_ids: [offer], name: 'Iván' }]);
    const theirs = await register('details-other', [{ offer_ids: [offer], name: 'Zoe' }]);
    const childOf = async (family: number) =>
      Number(
        (await db.query<{ id: string }>('select id from public.children where family_id = $1', [family]))
          .rows[0]!.id,
      );
    const child = await childOf(mine.family_id);
    const other = await childOf(theirs.family_id);
    const browser = await signIn('details');

    const noConsent = await browser.post('/ru/account', {
      action: 'save_medical',
      child_id: String(child),
      allergies: 'Арахис',
      medication: '',
    });
    expect(noConsent.status).toBe(400);
    expect(lastState()).toMatchObject({
      error: { key: 'health_consent_required' },
      form: { name: `medical-${child}`, values: { allergies: 'Арахис' } },
    });
    const saved = await browser.post('/ru/account', {
      action: 'save_medical',
      child_id: String(child),
      allergies: 'Арахис',
      medication: '',
      health_consent: '1',
    });
    expect(saved.status).toBe(303);
    const row = (
      await db.query<{ allergies: string; confirmed: boolean; consent: string }>(
        `select c.allergies, c.medical_confirmed_at is not null as confirmed,
           (select k.source from public.consents k where k.child_id = c.id and k.kind = 'health_data' order by k.id desc limit 1) as consent
         from public.children c where c.id = $1`,
        [child],
      )
    ).rows[0]!;
    expect(row).toEqual({ allergies: 'Арахис', confirmed: true, consent: 'account' });

    const missing = await browser.post('/ru/account', {
      action: 'add_collector',
      child_id: String(child),
      name: 'Бабушка Оля',
      relationship: '',
      phone: '+34 600 000 000',
    });
    expect(missing.status).toBe(400);
    expect(lastState()).toMatchObject({
      error: { key: 'collector_required' },
      form: { values: { name: 'Бабушка Оля', phone: '+34 600 000 000' } },
    });
    const added = await browser.post('/ru/account', {
      action: 'add_collector',
      child_id: String(child),
      name: 'Бабушка Оля',
      relationship: 'бабушка',
      phone: '+34 600 000 000',
    });
    expect(added.status).toBe(303);
    await browser.request('/ru/account');
    const state = lastState();
    expect(state.step === 'signed-in' && state.overview.children[0]!.collectors.map((k) => k.name)).toEqual([
      'Бабушка Оля',
    ]);

    // Another family's child, by id: row level security refuses the insert and the update.
    const foreign = await browser.post('/ru/account', {
      action: 'add_collector',
      child_id: String(other),
      name: 'Intruso',
      relationship: 'nadie',
      phone: '600000000',
    });
    expect(foreign.status).toBe(404);
    expect(lastState()).toMatchObject({ error: { key: 'not_found' } });
    const foreignMedical = await browser.post('/ru/account', {
      action: 'save_medical',
      child_id: String(other),
      allergies: '',
      medication: 'x',
      health_consent: '1',
    });
    expect(foreignMedical.status).toBe(404);
    const untouched = await db.query('select 1 from public.child_collectors where child_id = $1', [other]);
    expect(untouched.rowCount).toBe(0);
  });

  it('asks a visitor without a session to sign in before any change', async () => {
    const res = await new Browser().post('/account', { action: 'add_collector', child_id: '1', name: 'a' });
    expect(res.status).toBe(401);
    expectPrivate(res);
    expect(lastState()).toMatchObject({ step: 'email' });
  });
});

describe('too many tries', () => {
  it('tells the wait when a second code is asked for within the minute', async () => {
    const browser = new Browser();
    await browser.post('/es/account', { action: 'send', email: email('hasty') });
    await remember(email('hasty'));
    const again = await browser.post('/es/account', { action: 'send', email: email('hasty') });
    expect(again.status).toBe(429);
    expectPrivate(again);
    const state = lastState();
    expect(state).toMatchObject({ step: 'email', email: email('hasty'), error: { key: 'too_many' } });
    const seconds = state.error?.seconds ?? 0;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});

describe('book again and my data', () => {
  it("fills the registration form from the signed-in family's account, and only then", async () => {
    await register('again', [{ offer_ids: [offer], name: 'Nora' }], { parent_name: 'Elena Ruiz' });
    const browser = await signIn('again', '/es/account');
    const res = await browser.request('/es/registration?from=account');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const form = rendered.at(-1);
    expect(form?.kind).toBe('form');
    const values = form?.kind === 'form' ? form.values : {};
    expect(values).toMatchObject({
      'family.parent_name': 'Elena Ruiz',
      'family.email': email('again'),
      'children.0.name': 'Nora',
      children: '1',
    });
    await new Browser().request('/es/registration?from=account');
    const anonymous = rendered.at(-1);
    expect(anonymous?.kind === 'form' && anonymous.values['family.email']).toBeFalsy();
  });

  it("downloads the family's data as a private file, recorded in the access log", async () => {
    const answer = await register('data', [{ offer_ids: [offer], name: 'Pau' }]);
    const browser = await signIn('data', '/account');
    const res = await browser.request('/ru/account/data');
    expect(res.status).toBe(200);
    expectPrivate(res);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="family-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await res.json()) as { families: { family: { id: number } }[] };
    expect(JSON.stringify(data)).toContain('Pau');
    const logged = await db.query(
      "select 1 from public.access_log where event = 'access_request' and subject_type = 'family' and subject_id = $1",
      [String(answer.family_id)],
    );
    expect(logged.rowCount).toBeGreaterThan(0);
    const visitor = await new Browser().request('/account/data');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/account');
  });
});

describe('photo consents', () => {
  it('records each changed photo consent as a new consent of the account, and the child follows', async () => {
    const answer = await register('photos', [{ offer_ids: [offer], name: 'Olga' }]);
    const photosOf = async (id: number) =>
      (
        await db.query<{ photos_website: boolean; photos_social: boolean }>(
          'select photos_website, photos_social from public.children where id = $1',
          [id],
        )
      ).rows[0]!;
    const child = Number(
      (
        await db.query<{ id: string }>('select id from public.children where family_id = $1', [
          answer.family_id,
        ])
      ).rows[0]!.id,
    );
    const was = await photosOf(child);
    const browser = await signIn('photos', '/account');
    const before = (await db.query('select 1 from public.consents where child_id = $1', [child])).rowCount!;
    // Both answers turned round: the form sends a ticked box only.
    const fields: Record<string, string> = { action: 'save_photos', child_id: String(child) };
    if (!was.photos_website) fields.photos_website = '1';
    if (!was.photos_social) fields.photos_social = '1';
    expect((await browser.post('/account', fields)).status).toBe(303);
    const after = await db.query<{ kind: string; given: boolean; source: string }>(
      'select kind, given, source from public.consents where child_id = $1 order by id',
      [child],
    );
    expect(after.rows.slice(before)).toEqual([
      { kind: 'photos_website', given: !was.photos_website, source: 'account' },
      { kind: 'photos_social', given: !was.photos_social, source: 'account' },
    ]);
    expect(await photosOf(child)).toEqual({
      photos_website: !was.photos_website,
      photos_social: !was.photos_social,
    });
    // Sent again unchanged: nothing new is recorded.
    await browser.post('/account', fields);
    const again = await db.query('select 1 from public.consents where child_id = $1', [child]);
    expect(again.rowCount).toBe(after.rowCount);
  });
});

describe('cancelling a booking', () => {
  it("cancels the family's own booking once the box is ticked, and refuses another family's", async () => {
    const mine = await register('cancel', [{ offer_ids: [offer], name: 'Hugo' }]);
    const theirs = await register('cancel-other', [{ offer_ids: [offer], name: 'Iris' }]);
    const browser = await signIn('cancel', '/es/account');
    const booking = String(mine.items[0]!.registration_id);
    const unticked = await browser.post('/es/account', { action: 'cancel', registration_id: booking });
    expect(unticked.status).toBe(400);
    expect(lastState()).toMatchObject({
      error: { key: 'confirm_required' },
      form: { name: `cancel-${booking}` },
    });
    const foreign = await browser.post('/es/account', {
      action: 'cancel',
      registration_id: String(theirs.items[0]!.registration_id),
      confirm_cancel: '1',
    });
    expect(foreign.status).toBe(404);
    expect(lastState()).toMatchObject({ error: { key: 'not_found' } });
    const done = await browser.post('/es/account', {
      action: 'cancel',
      registration_id: booking,
      confirm_cancel: '1',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/es/account?done=cancelled#booking-${booking}`);
    const statuses = await db.query<{ id: string; status: string }>(
      'select id, status from public.registrations where id = any($1::bigint[]) order by id',
      [[mine.items[0]!.registration_id, theirs.items[0]!.registration_id]],
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['cancelled', 'new']);
  });
});

describe('cookies that are not ours', () => {
  it('reads a malformed or forged session cookie as no session', async () => {
    for (const value of ['%%%', 'bm90IGpzb24', Buffer.from('{"access_token":1}').toString('base64url')]) {
      const browser = new Browser();
      browser.cookies.set('account_session', value);
      const res = await browser.request('/account');
      expect(res.status).toBe(200);
      expect(lastState()).toMatchObject({ step: 'email' });
    }
    // A well-formed cookie whose token the database does not honour is dropped, not trusted.
    const forged = new Browser();
    forged.cookies.set(
      'account_session',
      Buffer.from(
        JSON.stringify({
          access_token: `x.${Buffer.from('{"app_metadata":{"role":"staff"}}').toString('base64url')}.y`,
          refresh_token: 'nope',
          expires_at: 1,
        }),
      ).toString('base64url'),
    );
    await forged.request('/account');
    expect(lastState()).toMatchObject({ step: 'email' });
    expect(forged.cookies.has('account_session')).toBe(false);
  });
});
