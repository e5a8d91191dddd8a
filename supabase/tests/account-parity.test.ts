/**
 * Accounts behave as on hosted Supabase:
 * - every password hash is bcrypt cost 10, as supabase/auth (GoTrue) writes it, whether it comes
 *   from the staff RPCs (pgcrypto), the demo seed or the auth service, so accounts move between
 *   hosted and local unchanged;
 * - a staff member's own e-mail change, once both links are followed, reaches the profile in
 *   public.users that the back office shows (a trigger on auth.users).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { createStaff, serviceClient, signIn, stack } from './helpers.ts';

const fx = useFixture('parity', { password: 'Parity-Password-1', removeTaggedAccounts: true });
const { db, email, users: created, password: PASSWORD } = fx;

beforeAll(async () => {
  await fx.staffAccount('admin', 'Admin');
});

async function hashOf(address: string): Promise<string> {
  const { rows } = await db.query<{ h: string }>(
    'select encrypted_password as h from auth.users where email = $1',
    [address],
  );
  return rows[0]!.h;
}

const COST_10 = /^\$2[ab]\$10\$[./A-Za-z0-9]{53}$/;

describe('password hashes: bcrypt cost 10 everywhere', () => {
  it('from the staff RPCs (create and set password), the seed and the auth service', async () => {
    const admin = await signIn(email('admin'), PASSWORD);
    const { data: id, error } = await admin.rpc('admin_create_user', {
      p_email: email('new'),
      p_password: PASSWORD,
      p_name: 'Nico',
      p_last_name: 'Vega',
      p_role: 'Editor',
      p_is_active: true,
    });
    expect(error).toBeNull();
    created.push(id as string);
    expect(await hashOf(email('new'))).toMatch(COST_10);
    expect(
      (await admin.rpc('admin_set_password', { p_id: id as string, p_password: 'Another-Password-2' })).error,
    ).toBeNull();
    expect(await hashOf(email('new'))).toMatch(COST_10);
    await signIn(email('new'), 'Another-Password-2');

    expect(await hashOf(email('admin'))).toMatch(COST_10); // private.create_staff_user, as seed.sql
    expect(await hashOf('admin@example.com')).toMatch(COST_10);

    const { data: viaAuth } = await serviceClient().auth.admin.createUser({
      email: email('auth'),
      password: PASSWORD,
      email_confirm: true,
    });
    created.push(viaAuth.user!.id);
    expect(await hashOf(email('auth'))).toMatch(COST_10);
  });
});

async function waitForMail(to: string): Promise<{ link: string }> {
  const dir = path.join(stack().dataDir, 'mail');
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json'))) {
      const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { to: string; link: string };
      if (mail.to === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("a staff member's own e-mail change", () => {
  it('reaches public.users once both links are followed, not before', async () => {
    const before = email('mover');
    const after = email('moved');
    const id = await createStaff(db, { email: before, password: PASSWORD, role: 'Editor' });
    created.push(id);
    // As the back office asks for it: in the PKCE flow (an implicit-flow link would give a
    // session named "otp", which the access token hook refuses to staff, as on hosted Supabase).
    const me = createClient(stack().url, stack().anonKey, {
      auth: { flowType: 'pkce', persistSession: false },
    });
    expect((await me.auth.signInWithPassword({ email: before, password: PASSWORD })).error).toBeNull();
    expect((await me.auth.updateUser({ email: after })).error).toBeNull();
    const profile = async () =>
      (await db.query<{ email: string }>('select email from public.users where id = $1', [id])).rows[0]!
        .email;
    expect(await profile()).toBe(before);

    await fetch((await waitForMail(after)).link, { redirect: 'manual' });
    expect(await profile()).toBe(before);
    await fetch((await waitForMail(before)).link, { redirect: 'manual' });
    expect(await profile()).toBe(after);
    // The staff checks follow the same row: the moved account still writes as staff.
    const moved = await signIn(after, PASSWORD);
    const { data } = await moved.rpc('current_user_role');
    expect(data).toBe('Editor');
  });
});
