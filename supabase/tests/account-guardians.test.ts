/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * A second guardian, through the account pages (the site server against the real stack): the
 * first guardian invites one by e-mail (the invitation queued once, in the family's language),
 * refusals keep what was typed, the guardian invited signs in with their own address and reads
 * the family under row level security, cannot invite or remove, and loses access when removed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { accountSite } from './account-site-support.ts';
import { accountTools } from './family-accounts-support.ts';
import { useFixture } from './fixtures.ts';
import { stack } from './helpers.ts';

const BLOCK = 148;
const fx = useFixture('account-guardians', {
  password: 'Account-Guardians-Password-1',
  settings: { online_registration: true },
});
const { db, email } = fx;
const { register } = accountTools(fx, BLOCK);
const { lastState, signIn } = accountSite(fx);
let offer: number;

beforeAll(async () => {
  offer = await fx.offer({ capacity: 20 });
});

/** The children the browser's parent reads straight from the table, with their own token. */
async function childrenSeenBy(browser: { cookies: Map<string, string> }): Promise<string[]> {
  const { access_token } = JSON.parse(
    Buffer.from(browser.cookies.get('account_session')!, 'base64url').toString(),
  ) as { access_token: string };
  const { data, error } = await createClient(stack().url, stack().anonKey, {
    accessToken: async () => access_token,
  })
    .from('children')
    .select('name');
  expect(error).toBeNull();
  return (data ?? []).map((c: { name: string }) => c.name);
}

async function invitations(address: string) {
  return (
    await db.query<{ language: string; family_id: string; payload: { invitation: Record<string, unknown> } }>(
      `select language, family_id, payload from public.email_outbox
       where kind = 'guardian_invited' and to_address = $1 order by id`,
      [address],
    )
  ).rows;
}

describe('a second guardian', () => {
  it('is invited by e-mail once, in the family language, reads the family, and loses it when removed', async () => {
    const family = await register('first', [{ offer_ids: [offer], name: 'Lucía' }], {
      language: 'es',
      parent_name: 'Marta Gil',
    });
    await register('stranger', [{ offer_ids: [offer], name: 'Otto' }]);
    const first = await signIn('first', '/es/account');

    // Refusals render the page again with the message at the form and what was typed.
    const bad = await first.post('/es/account', {
      action: 'invite_guardian',
      guardian_email: 'not-an-address',
      guardian_name: 'Luis',
    });
    expect(bad.status).toBe(400);
    expect(lastState()).toMatchObject({
      error: { key: 'guardian_email_invalid' },
      form: { name: 'guardian-invite', values: { guardian_email: 'not-an-address', guardian_name: 'Luis' } },
    });
    const own = await first.post('/es/account', {
      action: 'invite_guardian',
      guardian_email: email('first'),
    });
    expect(own.status).toBe(400);
    expect(lastState()).toMatchObject({ error: { key: 'guardian_email_invalid' } });
    expect(await invitations(email('second'))).toHaveLength(0);

    const invited = await first.post('/es/account', {
      action: 'invite_guardian',
      guardian_email: email('second').toUpperCase(),
      guardian_name: 'Luis',
    });
    expect(invited.status).toBe(303);
    expect(invited.headers.get('location')).toBe('/es/account?done=guardian_invited#account-guardians');
    const again = await first.post('/es/account', {
      action: 'invite_guardian',
      guardian_email: email('third'),
    });
    expect(again.status).toBe(409);
    expect(lastState()).toMatchObject({
      error: { key: 'guardian_already_invited' },
      form: { values: { guardian_email: email('third') } },
    });
    const mails = await invitations(email('second'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      language: 'es',
      family_id: String(family.family_id),
      payload: { invitation: { invited_by: 'Marta Gil', name: 'Luis', email: email('second') } },
    });
    expect(await invitations(email('third'))).toHaveLength(0);
    await first.request('/es/account');
    const page = lastState();
    expect(page.step === 'signed-in' && page.overview.guardians).toMatchObject([
      { email: email('second'), name: 'Luis' },
    ]);

    // The guardian invited signs in with their own address and sees the same family.
    const second = await signIn('second', '/es/account');
    await second.request('/es/account');
    const theirs = lastState();
    expect(theirs.step).toBe('signed-in');
    if (theirs.step !== 'signed-in') return;
    expect(theirs.overview.is_first_guardian).toBe(false);
    expect(theirs.overview.children.map((c) => c.name)).toEqual(['Lucía']);
    expect(theirs.overview.children[0]!.bookings).toHaveLength(1);
    expect(await childrenSeenBy(second)).toEqual(['Lucía']);

    // They may neither invite nor remove (the database's rule).
    const theirInvite = await second.post('/es/account', {
      action: 'invite_guardian',
      guardian_email: email('third'),
    });
    expect(theirInvite.status).toBe(403);
    expect(lastState()).toMatchObject({ error: { key: 'primary_guardian_only' } });
    const theirRemove = await second.post('/es/account', { action: 'remove_guardian', confirm_remove: '1' });
    expect(theirRemove.status).toBe(403);
    expect(lastState()).toMatchObject({ error: { key: 'primary_guardian_only' } });

    // Removing asks for the confirmation, then takes effect at once.
    const unconfirmed = await first.post('/es/account', { action: 'remove_guardian' });
    expect(unconfirmed.status).toBe(400);
    expect(lastState()).toMatchObject({
      error: { key: 'confirm_required' },
      form: { name: 'guardian-remove' },
    });
    expect(await childrenSeenBy(second)).toEqual(['Lucía']);
    const removed = await first.post('/es/account', { action: 'remove_guardian', confirm_remove: '1' });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/es/account?done=guardian_removed#account-guardians');
    expect(await childrenSeenBy(second)).toEqual([]);
    await second.request('/es/account');
    const after = lastState();
    expect(after.step === 'signed-in' && after.overview.children).toEqual([]);
    const none = await first.post('/es/account', { action: 'remove_guardian', confirm_remove: '1' });
    expect(none.status).toBe(404);
  });
});
