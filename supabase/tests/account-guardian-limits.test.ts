/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Guardian invitations are limited (invite_guardian): at most 3 invitation e-mails per family and
 * 3 to one address in 24 hours, so an account cannot send many e-mails of its wording to anyone
 * by inviting and removing a guardian again and again. Over a limit the function refuses with
 * too_many_invitations (PT429) and writes nothing; the account page shows the message (429) in
 * the family's language. Against the real stack.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSite } from './account-site-support.ts';
import { accountTools, expectRefusal } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';

const BLOCK = 182;
const fx = useFixture('guardian-limits', {
  password: 'Guardian-Limits-Password-1',
  settings: { online_registration: true },
});
const { db, email } = fx;
const { register, parent } = accountTools(fx, BLOCK);
const { lastState, signIn } = accountSite(fx);
let offer: number;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 20 });
});

async function invitationsTo(address: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from public.email_outbox where kind = 'guardian_invited' and to_address = $1`,
    [address],
  );
  return Number(rows[0]!.n);
}

describe('guardian invitations', () => {
  it('a family sends at most 3 in a day, however often it removes the guardian', async () => {
    await register('repeat', [{ offer_ids: [offer], name: 'Ada' }]);
    const { client } = await parent('repeat');
    const spam = { p_email: email('victim'), p_name: 'Visit http://evil.example/0 now' };
    for (let i = 0; i < 3; i++) {
      const invited = await client.rpc('invite_guardian', spam);
      expect(invited.error).toBeNull();
      expect((await client.rpc('remove_guardian')).error).toBeNull();
    }
    expectRefusal(await client.rpc('invite_guardian', spam), 'PT429', 'too_many_invitations');
    // Another address is refused too: the family's allowance is spent.
    expectRefusal(
      await client.rpc('invite_guardian', { p_email: email('other') }),
      'PT429',
      'too_many_invitations',
    );
    expect(await invitationsTo(email('victim'))).toBe(3);
    expect(await invitationsTo(email('other'))).toBe(0);
    const { rows } = await db.query(
      `select 1 from public.family_guardians g join public.families f on f.id = g.family_id
       where f.email = $1 and g.revoked_at is null`,
      [email('repeat')],
    );
    expect(rows).toHaveLength(0);

    // A day later the family may invite again.
    await db.query(
      `update public.email_outbox set created_at = created_at - interval '25 hours'
       where kind = 'guardian_invited' and to_address = $1`,
      [email('victim')],
    );
    expect((await client.rpc('invite_guardian', spam)).error).toBeNull();
  });

  it('one address receives at most 3 in a day from all families together', async () => {
    const target = email('target');
    for (const who of ['a', 'b', 'c', 'd'])
      await register(`family-${who}`, [{ offer_ids: [offer], name: who }]);
    for (const who of ['a', 'b', 'c']) {
      const { client } = await parent(`family-${who}`);
      expect((await client.rpc('invite_guardian', { p_email: target })).error).toBeNull();
    }
    const { client } = await parent('family-d');
    expectRefusal(await client.rpc('invite_guardian', { p_email: target }), 'PT429', 'too_many_invitations');
    expect(await invitationsTo(target)).toBe(3);
    // The refused family may still invite someone else.
    expect((await client.rpc('invite_guardian', { p_email: email('someone-else') })).error).toBeNull();
  });

  it('the account page says so in the family language and keeps what was typed', async () => {
    await register('page', [{ offer_ids: [offer], name: 'Eva' }], { language: 'ru' });
    const browser = await signIn('page', '/ru/account');
    for (let i = 0; i < 3; i++) {
      const invited = await browser.post('/ru/account', {
        action: 'invite_guardian',
        guardian_email: email('page-guardian'),
      });
      expect(invited.status).toBe(303);
      const removed = await browser.post('/ru/account', { action: 'remove_guardian', confirm_remove: '1' });
      expect(removed.status).toBe(303);
    }
    const refused = await browser.post('/ru/account', {
      action: 'invite_guardian',
      guardian_email: email('page-guardian'),
      guardian_name: 'Иван',
    });
    expect(refused.status).toBe(429);
    expect(lastState()).toMatchObject({
      error: { key: 'too_many_invitations' },
      form: {
        name: 'guardian-invite',
        values: { guardian_email: email('page-guardian'), guardian_name: 'Иван' },
      },
    });
  });
});
