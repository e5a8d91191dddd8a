/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The account page's checks and refusals (the site server against the real stack): a text as long
 * as the registration form takes is saved again from the account; a phone follows the
 * registration's rule on the site server and, for a parent's own writes, in the database; every
 * refusal reaches the page with its own message, shown at its form or at the top; a session that
 * is over (signed out, or a token the API refuses) gets the sign-in form and its cookie cleared;
 * and what a parent reads of the staff's readiness views.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT_LIMITS, type AccountPageState } from '@academy/shared/account.ts';
import { accountEn } from '@academy/shared/i18n/account/en.ts';
import { accountEs } from '@academy/shared/i18n/account/es.ts';
import { accountRu } from '@academy/shared/i18n/account/ru.ts';
import { REGISTRATION_TEXT_LIMITS } from '@academy/shared/registrationRules.ts';
import { createClient } from '@supabase/supabase-js';
import { drawnForms } from '../../public-site/src/account/drawnForms.ts';
import { accountSite } from './account-site-support.ts';
import { accountTools, expectRefusal } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';

/** The API as a signed-in parent, as a browser calls it. */
const asParent = (token: string) =>
  createClient(stack().url, stack().anonKey, { accessToken: async () => token });

const BLOCK = 172;
const fx = useFixture('account-refusals', {
  password: 'Account-Refusals-Password-1',
  settings: { online_registration: true },
});
const { db, email } = fx;
const { register, one } = accountTools(fx, BLOCK);
const { Browser, lastState, signIn, signInAddress } = accountSite(fx);
let offer: number;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 20 });
});

type SignedIn = Extract<AccountPageState, { step: 'signed-in' }>;

function signedIn(): SignedIn {
  const state = lastState();
  expect(state.step).toBe('signed-in');
  return state as SignedIn;
}

/** The parent's access token the browser's cookie holds. */
function tokenOf(browser: { cookies: Map<string, string> }): string {
  return (
    JSON.parse(Buffer.from(browser.cookies.get('account_session')!, 'base64url').toString()) as {
      access_token: string;
    }
  ).access_token;
}

/** The account catalog's message of a refusal, in the three languages. */
function messages(key: keyof typeof accountEn.errors): string[] {
  return [accountEn, accountEs, accountRu].map((m) => m.errors[key]);
}

describe('one limit for one text', () => {
  it('allergies and medication registered at the form’s length are saved and confirmed again from the account', async () => {
    const allergies = 'Pollen, nuts. '.repeat(107).slice(0, 1487);
    const medication = 'x'.repeat(REGISTRATION_TEXT_LIMITS.medication);
    const family = await register('long', [{ offer_ids: [offer], name: 'Lola', allergies, medication }]);
    const { id: child } = await one<{ id: string }>('select id from public.children where family_id = $1', [
      family.family_id,
    ]);
    const browser = await signIn('long', '/es/account');
    const saved = await browser.post('/es/account', {
      action: 'save_medical',
      child_id: child,
      allergies,
      medication,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/es/account?done=saved#child-${child}`);
    const row = await one<{ allergies: string; confirmed: boolean }>(
      'select allergies, medical_confirmed_at is not null as confirmed from public.children where id = $1',
      [child],
    );
    expect(row).toEqual({ allergies, confirmed: true });

    // One character more than the registration takes is too long here too; what was typed is kept.
    const longer = `${medication}y`;
    const refused = await browser.post('/es/account', {
      action: 'save_medical',
      child_id: child,
      allergies,
      medication: longer,
    });
    expect(refused.status).toBe(400);
    expect(signedIn()).toMatchObject({
      error: { key: 'field_too_long' },
      form: { name: `medical-${child}`, values: { medication: longer } },
    });
    expect(ACCOUNT_TEXT_LIMITS.allergies).toBe(REGISTRATION_TEXT_LIMITS.allergies);
    expect(ACCOUNT_TEXT_LIMITS.medication).toBe(REGISTRATION_TEXT_LIMITS.medication);
  });
});

describe('a phone follows the registration form’s rule', () => {
  it('on the site server: the emergency contact’s own messages, for a missing name and a phone that is not one', async () => {
    const family = await register('phone', [{ offer_ids: [offer], name: 'Pau' }]);
    const browser = await signIn('phone', '/es/account');
    const form = `emergency-${family.family_id}`;

    const noName = await browser.post('/es/account', {
      action: 'save_emergency',
      family_id: String(family.family_id),
      emergency_name: ' ',
      emergency_phone: '+34 600 999 888',
    });
    expect(noName.status).toBe(400);
    expect(signedIn()).toMatchObject({ error: { key: 'emergency_required' }, form: { name: form } });
    // Its own words in each language (the collectors' message names a relationship this form has not).
    for (const [text, collector] of messages('emergency_required').map((t, i) => [
      t,
      messages('collector_required')[i],
    ]))
      expect(text).not.toBe(collector);

    for (const phone of ['1', 'none', '12345', '+34 600 abc 888', '1'.repeat(21)]) {
      const bad = await browser.post('/es/account', {
        action: 'save_emergency',
        family_id: String(family.family_id),
        emergency_name: 'Em',
        emergency_phone: phone,
      });
      expect(bad.status, phone).toBe(400);
      expect(signedIn()).toMatchObject({
        error: { key: 'phone_invalid' },
        form: { name: form, values: { emergency_name: 'Em', emergency_phone: phone } },
      });
    }
    expect(
      await one('select emergency_name, emergency_phone from public.families where id = $1', [
        family.family_id,
      ]),
    ).toEqual({ emergency_name: 'Luis García', emergency_phone: '+34 600 333 444' });

    const good = await browser.post('/es/account', {
      action: 'save_emergency',
      family_id: String(family.family_id),
      emergency_name: 'Em',
      emergency_phone: '+34 (600) 999.888',
    });
    expect(good.status).toBe(303);
    expect(
      await one('select emergency_name, emergency_phone from public.families where id = $1', [
        family.family_id,
      ]),
    ).toEqual({ emergency_name: 'Em', emergency_phone: '+34 (600) 999.888' });
  });

  it('in the database, for what a parent writes over the API; not for a phone the parent leaves as it is, nor for staff', async () => {
    const family = await register('api', [{ offer_ids: [offer], name: 'Iker' }]);
    const browser = await signIn('api');
    const parent = asParent(tokenOf(browser));
    for (const change of [{ phone: 'not a phone' }, { emergency_phone: 'none' }, { phone: '12' }]) {
      const answer = await parent.from('families').update(change).eq('id', family.family_id).select('id');
      expectRefusal(answer, '22023', 'phone_invalid');
      expect(answer.error?.details).toBe(Object.keys(change)[0]);
      expect(answer.status).toBe(400);
    }
    const fine = await parent
      .from('families')
      .update({ phone: '+7 (912) 345-67-89' })
      .eq('id', family.family_id)
      .select('phone');
    expect(fine.error).toBeNull();
    expect(fine.data).toEqual([{ phone: '+7 (912) 345-67-89' }]);

    // A phone written before the rule (or by staff) stays; the family still changes its other details.
    await db.query(`update public.families set emergency_phone = 'ask Ana' where id = $1`, [
      family.family_id,
    ]);
    const language = await parent
      .from('families')
      .update({ language: 'ru' })
      .eq('id', family.family_id)
      .select('language, emergency_phone');
    expect(language.error).toBeNull();
    expect(language.data).toEqual([{ language: 'ru', emergency_phone: 'ask Ana' }]);
    const coordinator = await fx.staff('coordinator', 'Coordinator');
    const staffEdit = await coordinator.client
      .from('families')
      .update({ phone: 'ext. 12 at the office' })
      .eq('id', family.family_id)
      .select('phone');
    expect(staffEdit.error).toBeNull();
    expect(staffEdit.data).toEqual([{ phone: 'ext. 12 at the office' }]);
  });
});

describe('every refusal shows its message', () => {
  it('a stale tab’s removal or invitation, and a second guardian’s posts, come back with a message the page shows', async () => {
    await register('first', [{ offer_ids: [offer], name: 'Nora' }]);
    const first = await signIn('first', '/es/account');
    const stale = await signIn('first', '/es/account');

    // The first tab invites, the stale one (still showing the invitation form) invites too.
    expect(
      (await first.post('/es/account', { action: 'invite_guardian', guardian_email: email('second') }))
        .status,
    ).toBe(303);
    const again = await stale.post('/es/account', {
      action: 'invite_guardian',
      guardian_email: email('third'),
    });
    expect(again.status).toBe(409);
    let page = signedIn();
    expect(page).toMatchObject({
      error: { key: 'guardian_already_invited' },
      form: { name: 'guardian-invite' },
    });
    // The page now draws the removal, not the invitation: the message is shown at the top.
    expect(drawnForms(page.overview).has('guardian-invite')).toBe(false);
    expect(drawnForms(page.overview).has('guardian-remove')).toBe(true);

    // The second guardian signs in; their posts of the first guardian's forms are refused.
    const second = await signIn('second', '/es/account');
    for (const [action, field, form] of [
      ['request_erasure', 'confirm_erasure', 'erasure'],
      ['invite_guardian', 'guardian_email', 'guardian-invite'],
      ['remove_guardian', 'confirm_remove', 'guardian-remove'],
    ] as const) {
      const refused = await second.post('/es/account', {
        action,
        [field]: field === 'guardian_email' ? email('x') : '1',
      });
      expect(refused.status, action).toBe(403);
      page = signedIn();
      expect(page, action).toMatchObject({ error: { key: 'primary_guardian_only' }, form: { name: form } });
      expect(drawnForms(page.overview).has(form), action).toBe(false);
    }

    // The first tab removes the second guardian; the stale tab (still showing the removal) removes too.
    expect((await first.post('/es/account', { action: 'remove_guardian', confirm_remove: '1' })).status).toBe(
      303,
    );
    const removed = await stale.post('/es/account', { action: 'remove_guardian', confirm_remove: '1' });
    expect(removed.status).toBe(404);
    page = signedIn();
    expect(page).toMatchObject({ error: { key: 'not_found' }, form: { name: 'guardian-remove' } });
    expect(drawnForms(page.overview).has('guardian-remove')).toBe(false);
    for (const text of [...messages('guardian_already_invited'), ...messages('primary_guardian_only')])
      expect(text).toMatch(/\S/);

    // Removed, the second guardian is still signed in, as their own address, with no family.
    await second.request('/es/account');
    page = signedIn();
    expect(page.overview).toMatchObject({ email: email('second'), families: [], children: [] });
  });
});

describe('a session that is over gets the sign-in form', () => {
  it('an address no registration uses is signed in under that address', async () => {
    const browser = await signInAddress(email('nobody'), '/ru/account');
    await browser.request('/ru/account');
    expect(signedIn().overview).toMatchObject({ email: email('nobody'), families: [] });
  });

  it('a cookie kept from before signing out, and a token the API refuses: sign-in form, cookie cleared, never a 500', async () => {
    await register('out', [{ offer_ids: [offer], name: 'Omar' }]);
    const browser = await signIn('out', '/account');
    const kept = browser.cookies.get('account_session')!;
    expect((await browser.post('/account', { action: 'sign_out' })).status).toBe(303);

    const forged = Buffer.from(
      JSON.stringify({
        access_token: [
          Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
          Buffer.from(
            JSON.stringify({
              sub: randomUUID(),
              role: 'authenticated',
              app_metadata: { role: 'parent' },
              exp: 9999999999,
            }),
          ).toString('base64url'),
          '',
        ].join('.'),
        refresh_token: 'x',
        expires_at: 9999999999,
      }),
    ).toString('base64url');

    for (const cookie of [kept, forged]) {
      const visitor = new Browser();
      visitor.cookies.set('account_session', cookie);
      const page = await visitor.request('/es/account');
      expect(page.status).toBe(200);
      expect(lastState()).toMatchObject({ step: 'email', email: '' });
      expect(visitor.cookies.has('account_session')).toBe(false);

      visitor.cookies.set('account_session', cookie);
      const post = await visitor.post('/es/account', {
        action: 'save_emergency',
        family_id: '1',
        emergency_name: 'Em',
        emergency_phone: '+34 600 999 888',
      });
      expect(post.status).toBe(401);
      expect(lastState()).toMatchObject({ step: 'email' });
      expect(visitor.cookies.has('account_session')).toBe(false);

      for (const path of ['/es/account/data', '/es/account/calendar/1.ics']) {
        visitor.cookies.set('account_session', cookie);
        const answer = await visitor.request(path);
        expect(answer.status, path).toBe(303);
        expect(answer.headers.get('location'), path).toBe('/es/account');
        expect(visitor.cookies.has('account_session'), path).toBe(false);
      }
    }
  });
});

describe('the readiness views are staff’s', () => {
  it('a parent reads none of their rows (the account has them in family_overview), staff do', async () => {
    const family = await register('ready', [{ offer_ids: [offer], name: 'Rita' }]);
    const browser = await signIn('ready');
    const parent = asParent(tokenOf(browser));
    for (const view of ['registration_readiness', 'registration_overview'] as const) {
      const { data, error } = await parent.from(view).select('family_id').eq('family_id', family.family_id);
      expect(error, view).toBeNull();
      expect(data, view).toEqual([]);
    }
    const overview = await parent.rpc('family_overview');
    expect(
      (overview.data as { children: { bookings: { before_camp: unknown }[] }[] }).children[0]!.bookings[0],
    ).toMatchObject({ before_camp: { missing: [] } });
    const coordinator = await fx.staff('coordinator2', 'Coordinator');
    for (const view of ['registration_readiness', 'registration_overview'] as const) {
      const { data } = await coordinator.client
        .from(view)
        .select('family_id')
        .eq('family_id', family.family_id);
      expect(data, view).toEqual([{ family_id: family.family_id }]);
    }
  });
});
