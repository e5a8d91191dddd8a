/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * An erasure asked for from the account (the site server against the real stack): after a
 * confirmation, the request reaches the academy as an e-mail (once a day), nothing is erased
 * until staff confirm it with erase_family(), and the database lets only the family's first
 * guardian ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSite } from './account-site-support.ts';
import { accountTools } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';

const BLOCK = 150;
const ACADEMY = 'academy-erasure-requests@example.com';
const fx = useFixture('account-erasure', {
  password: 'Account-Erasure-Password-1',
  settings: { online_registration: true },
});
const { db, email } = fx;
const { register } = accountTools(fx, BLOCK);
const { Browser, lastState, signIn } = accountSite(fx);
let offer: number;
let previousAddress: string | null = null;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 20 });
  previousAddress = (
    await db.query<{ contact_email: string | null }>(
      'select contact_email from public.site_settings where id = 1',
    )
  ).rows[0]!.contact_email;
  await db.query('update public.site_settings set contact_email = $1 where id = 1', [ACADEMY]);
});

afterAll(async () => {
  await db.query('update public.site_settings set contact_email = $1 where id = 1', [previousAddress]);
});

async function requests(familyId: number) {
  return (
    await db.query<{ to_address: string; language: string; payload: Record<string, unknown> }>(
      `select to_address, language, payload from public.email_outbox
       where kind = 'erasure_requested' and family_id = $1 order by id`,
      [familyId],
    )
  ).rows;
}

describe('erasure asked for from the account', () => {
  it('reaches the academy once after a confirmation, erases nothing, and is the first guardian’s alone', async () => {
    const family = await register('erase', [{ offer_ids: [offer], name: 'Olga' }], {
      parent_name: 'Irina Petrova',
      language: 'ru',
    });
    const browser = await signIn('erase', '/ru/account');

    const unconfirmed = await browser.post('/ru/account', { action: 'request_erasure' });
    expect(unconfirmed.status).toBe(400);
    expect(lastState()).toMatchObject({ error: { key: 'confirm_required' }, form: { name: 'erasure' } });
    expect(await requests(family.family_id)).toHaveLength(0);

    const asked = await browser.post('/ru/account', { action: 'request_erasure', confirm_erasure: '1' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/ru/account?done=erasure_requested#account-data');
    // Pressed again the same day: still one e-mail.
    expect(
      (await browser.post('/ru/account', { action: 'request_erasure', confirm_erasure: '1' })).status,
    ).toBe(303);
    const language = (
      await db.query<{ notification_language: string }>(
        'select notification_language from public.registration_settings where id = 1',
      )
    ).rows[0]!.notification_language;
    const sent = await requests(family.family_id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to_address: ACADEMY,
      language,
      payload: {
        kind: 'erasure_requested',
        family: { parent_name: 'Irina Petrova', email: email('erase') },
        family_ids: [family.family_id],
      },
    });
    // Only asked: staff confirm it (erase_family), as for a request by e-mail.
    const row = (
      await db.query<{ erased_at: string | null; email: string }>(
        'select erased_at, email from public.families where id = $1',
        [family.family_id],
      )
    ).rows[0]!;
    expect(row).toEqual({ erased_at: null, email: email('erase') });

    // A second guardian may not ask: the database refuses.
    expect(
      (
        await browser.post('/ru/account', {
          action: 'invite_guardian',
          guardian_email: email('erase-second'),
        })
      ).status,
    ).toBe(303);
    const second = await signIn('erase-second', '/ru/account');
    const refused = await second.post('/ru/account', { action: 'request_erasure', confirm_erasure: '1' });
    expect(refused.status).toBe(403);
    expect(lastState()).toMatchObject({ error: { key: 'primary_guardian_only' } });
    expect(await requests(family.family_id)).toHaveLength(1);

    // Nobody signed in: asked to sign in.
    const anonymous = await new Browser().post('/ru/account', {
      action: 'request_erasure',
      confirm_erasure: '1',
    });
    expect(anonymous.status).toBe(401);
  });
});
