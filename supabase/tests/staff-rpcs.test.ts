/**
 * Staff accounts through the security-definer RPCs, called over HTTP by real
 * sessions: create then sign in; deactivate (sign-in refused by the auth service, an existing
 * session loses write access at once); the last-Admin rule; callers who are not Admins; bad input.
 */
import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@academy/shared/constants.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFixture } from './fixtures.ts';
import { anonClient, serviceClient, signIn, type Client } from './helpers.ts';

const fx = useFixture('rpc', { password: 'Rpc-Password-1', removeTaggedAccounts: true });
const { tag, db, email, users: created, password: PASSWORD } = fx;

let admin: Client;
let adminId: string;
let editor: Client;

beforeAll(async () => {
  adminId = await fx.staffAccount('admin', 'Admin', { name: 'Ada' });
  await fx.staffAccount('editor', 'Editor');
  admin = await signIn(email('admin'), PASSWORD);
  editor = await signIn(email('editor'), PASSWORD);
});

/** Creates a staff account through the RPC as the Admin and returns its id. */
async function createViaRpc(who: string, role: StaffRole = 'Editor', password = PASSWORD): Promise<string> {
  const { data, error } = await admin.rpc('admin_create_user', {
    p_email: email(who),
    p_password: password,
    p_name: 'Nora',
    p_last_name: 'Quintana',
    p_role: role,
    p_is_active: true,
  });
  expect(error).toBeNull();
  expect(typeof data).toBe('string');
  created.push(data as string);
  return data as string;
}

async function signInError(address: string, password: string) {
  const { data, error } = await anonClient().auth.signInWithPassword({ email: address, password });
  expect(data.session).toBeNull();
  return error;
}

describe('admin_create_user', () => {
  it('creates an account that signs in with its password, with its profile', async () => {
    const { data: id, error } = await admin.rpc('admin_create_user', {
      p_email: `  ${email('Created').toUpperCase()} `,
      p_password: 'Created-Password-1',
      p_name: ' Nora ',
      p_last_name: 'Quintana',
      p_role: 'Editor',
      p_is_active: true,
    });
    expect(error).toBeNull();
    created.push(id as string);

    const client = await signIn(email('created'), 'Created-Password-1');
    const { data: user } = await client.auth.getUser();
    expect(user.user?.id).toBe(id);
    expect(user.user?.email).toBe(email('created'));

    // The new user reads their own profile; the e-mail is stored lowercased and trimmed.
    const { data: profile } = await client
      .from('users')
      .select('*')
      .eq('id', id as string)
      .single();
    expect(profile).toMatchObject({
      email: email('created'),
      name: 'Nora',
      last_name: 'Quintana',
      role: 'Editor',
      is_active: true,
    });
    // ...and, being an Editor, may write news at once.
    const { error: writeError } = await client
      .from('news')
      .insert({ title_en: `${tag} by new editor`, text_en: 'x' });
    expect(writeError).toBeNull();
    await db.query('delete from public.news where title_en = $1', [`${tag} by new editor`]);

    // The auth rows are those GoTrue can load: every column it reads, its token columns ''.
    const { rows } = await db.query(
      `select u.aud, u.role, u.email_confirmed_at is not null as confirmed, u.raw_app_meta_data as app,
              u.confirmation_token, u.recovery_token, u.email_change_token_new, u.email_change,
              u.encrypted_password like '$2%' as bcrypt,
              i.provider, i.provider_id, i.identity_data
         from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        aud: 'authenticated',
        role: 'authenticated',
        confirmed: true,
        app: { provider: 'email', providers: ['email'] },
        confirmation_token: '',
        recovery_token: '',
        email_change_token_new: '',
        email_change: '',
        bcrypt: true,
        provider: 'email',
        provider_id: id,
        identity_data: { sub: id, email: email('created'), email_verified: true },
      },
    ]);
  });

  it('creates an inactive account that cannot sign in', async () => {
    const { data: id, error } = await admin.rpc('admin_create_user', {
      p_email: email('born-inactive'),
      p_password: PASSWORD,
      p_name: 'Ina',
      p_last_name: '',
      p_role: 'Editor',
      p_is_active: false,
    });
    expect(error).toBeNull();
    created.push(id as string);
    const refused = await signInError(email('born-inactive'), PASSWORD);
    expect(refused?.status).toBe(400);
    expect(refused?.code).toBe('user_banned');
  });

  it.each([
    [
      'duplicate e-mail',
      { p_email: email('admin').toUpperCase() },
      409,
      '23505',
      'A user with this e-mail already exists',
    ],
    ['invalid e-mail', { p_email: 'not-an-email' }, 400, '22023', 'Invalid e-mail address'],
    ['e-mail without a domain', { p_email: 'someone@localhost' }, 400, '22023', 'Invalid e-mail address'],
    ['short password', { p_password: 'short7!' }, 400, '22023', 'Password must be at least 8 characters'],
    ['unknown role', { p_role: 'Owner' }, 400, '22023', 'Unknown role: Owner'],
    ['empty name', { p_name: '   ' }, 400, '22023', 'Name is required'],
  ])('refuses a %s', async (_what, override, status, code, message) => {
    const args = {
      p_email: email('bad-input'),
      p_password: PASSWORD,
      p_name: 'Bad',
      p_last_name: 'Input',
      p_role: 'Editor',
      p_is_active: true,
      ...override,
    };
    const res = await admin.rpc('admin_create_user', args);
    expect(res.status).toBe(status);
    expect(res.error?.code).toBe(code);
    expect(res.error?.message).toBe(message);
    const { rowCount } = await db.query('select 1 from auth.users where email = $1', [email('bad-input')]);
    expect(rowCount).toBe(0);
  });
});

describe('callers who are not active Admins', () => {
  const calls = (target: string) =>
    [
      [
        'admin_create_user',
        { p_email: email('intruder'), p_password: PASSWORD, p_name: 'I', p_role: 'Admin' },
      ],
      ['admin_update_user', { p_id: target, p_role: 'Admin' }],
      ['admin_set_password', { p_id: target, p_password: 'Hijacked-1' }],
      ['admin_delete_user', { p_id: target }],
    ] as const;

  it('refuses an Editor with 403 "Only Admins can manage staff accounts"', async () => {
    const target = await createViaRpc('editor-target');
    for (const [fn, args] of calls(target)) {
      const res = await editor.rpc(fn, args as never);
      expect(res.status, fn).toBe(403);
      expect(res.error?.code, fn).toBe('42501');
      expect(res.error?.message, fn).toBe('Only Admins can manage staff accounts');
    }
    const { rows } = await db.query('select role from public.users where id = $1', [target]);
    expect(rows).toEqual([{ role: 'Editor' }]);
  });

  it('refuses anon: the functions are not executable without a session', async () => {
    const target = await createViaRpc('anon-target');
    for (const [fn, args] of calls(target)) {
      const res = await anonClient().rpc(fn, args as never);
      expect(res.status, fn).toBe(401);
      expect(res.error?.code, fn).toBe('42501');
    }
    const { rowCount } = await db.query('select 1 from public.users where id = $1', [target]);
    expect(rowCount).toBe(1);
  });

  it('refuses a signed-in user without a staff profile, and the service role too', async () => {
    await fx.plainAccount('plain');
    const plain = await signIn(email('plain'), PASSWORD);
    const res = await plain.rpc('admin_create_user', {
      p_email: email('plain-made'),
      p_password: PASSWORD,
      p_name: 'X',
      p_role: 'Admin',
    });
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe('Only Admins can manage staff accounts');
    // The service key is for the auth admin API, not for impersonating an Admin here.
    const viaService = await serviceClient().rpc('admin_delete_user', { p_id: adminId });
    expect(viaService.error?.message).toBe('Only Admins can manage staff accounts');
  });
});

describe('admin_update_user and admin_set_password', () => {
  it('changes name, role and e-mail everywhere; sign-in follows the new e-mail', async () => {
    const id = await createViaRpc('to-change');
    const { data, error } = await admin.rpc('admin_update_user', {
      p_id: id,
      p_email: email('Changed'),
      p_name: 'Noelia',
      p_last_name: 'Ortega',
      p_role: 'Admin',
      p_is_active: true,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      email: email('changed'),
      name: 'Noelia',
      last_name: 'Ortega',
      role: 'Admin',
    });

    const { rows } = await db.query(
      `select u.email, i.identity_data->>'email' as identity_email
         from auth.users u join auth.identities i on i.user_id = u.id where u.id = $1`,
      [id],
    );
    expect(rows).toEqual([{ email: email('changed'), identity_email: email('changed') }]);
    expect((await signInError(email('to-change'), PASSWORD))?.code).toBe('invalid_credentials');
    const client = await signIn(email('changed'), PASSWORD);
    // Now an Admin: reads every profile.
    const { data: all } = await client.from('users').select('id').eq('id', adminId);
    expect(all).toEqual([{ id: adminId }]);
  });

  it('keeps what is not given (null means unchanged)', async () => {
    const id = await createViaRpc('partial');
    const { data, error } = await admin.rpc('admin_update_user', { p_id: id, p_name: 'Only The Name' });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      email: email('partial'),
      name: 'Only The Name',
      last_name: 'Quintana',
      role: 'Editor',
      is_active: true,
    });
  });

  it.each([
    ['an e-mail already taken', { p_email: email('editor') }, 409, 'A user with this e-mail already exists'],
    ['an invalid e-mail', { p_email: 'nobody@' }, 400, 'Invalid e-mail address'],
    ['an unknown role', { p_role: 'Superuser' }, 400, 'Unknown role: Superuser'],
    ['an empty name', { p_name: '' }, 400, 'Name is required'],
  ])('refuses %s', async (_what, override, status, message) => {
    const id = await createViaRpc(`bad-update-${status}-${message.length}`);
    const res = await admin.rpc('admin_update_user', { p_id: id, ...override });
    expect(res.status).toBe(status);
    expect(res.error?.message).toBe(message);
  });

  it('answers 404 "User not found" for an unknown id', async () => {
    for (const call of [
      admin.rpc('admin_update_user', { p_id: randomUUID(), p_name: 'X' }),
      admin.rpc('admin_set_password', { p_id: randomUUID(), p_password: PASSWORD }),
      admin.rpc('admin_delete_user', { p_id: randomUUID() }),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('User not found');
    }
  });

  it('sets a new password: the old one stops working', async () => {
    const id = await createViaRpc('new-password');
    const short = await admin.rpc('admin_set_password', { p_id: id, p_password: '1234567' });
    expect(short.status).toBe(400);
    expect(short.error?.message).toBe('Password must be at least 8 characters');

    const { error } = await admin.rpc('admin_set_password', { p_id: id, p_password: 'Brand-New-Pass-2' });
    expect(error).toBeNull();
    expect((await signInError(email('new-password'), PASSWORD))?.code).toBe('invalid_credentials');
    await signIn(email('new-password'), 'Brand-New-Pass-2');
  });
});

describe('deactivation', () => {
  it('refuses sign-in at the auth service and removes write access of a live session at once', async () => {
    const id = await createViaRpc('deactivated');
    const session = await signIn(email('deactivated'), PASSWORD);
    const title = `${tag} deactivation`;
    expect((await session.from('news').insert({ title_en: `${title} 1`, text_en: 'x' })).error).toBeNull();

    const { data, error } = await admin.rpc('admin_update_user', { p_id: id, p_is_active: false });
    expect(error).toBeNull();
    expect(data?.is_active).toBe(false);
    const { rows } = await db.query(
      "select banned_until > now() + interval '50 years' as banned from auth.users where id = $1",
      [id],
    );
    expect(rows).toEqual([{ banned: true }]);

    // Sign-in: refused by the auth service (as GoTrue answers a banned user).
    const refused = await signInError(email('deactivated'), PASSWORD);
    expect(refused?.status).toBe(400);
    expect(refused?.code).toBe('user_banned');

    // The token issued before is still valid, but the database refuses every write now...
    const insert = await session.from('news').insert({ title_en: `${title} 2`, text_en: 'x' });
    expect(insert.error?.code).toBe('42501');
    const update = await session
      .from('news')
      .update({ title_en: `${title} changed` })
      .like('title_en', `${title}%`);
    expect(update.error).toBeNull();
    const { rows: news } = await db.query('select title_en from public.news where title_en like $1', [
      `${title}%`,
    ]);
    expect(news).toEqual([{ title_en: `${title} 1` }]);
    // ...and drafts are no longer visible to it.
    const { data: drafts } = await session
      .from('news')
      .select('id')
      .eq('status', 'Draft')
      .like('title_en', `${title}%`);
    expect(drafts).toEqual([]);
    // Nor can the session be prolonged: the auth service refuses the refresh. (Checked last,
    // because a failed refresh ends the client's session.)
    const refresh = await session.auth.refreshSession();
    expect(refresh.error).not.toBeNull();
    expect(refresh.data.session).toBeNull();

    // Reactivating lifts the ban: sign-in and writes work again.
    const back = await admin.rpc('admin_update_user', { p_id: id, p_is_active: true });
    expect(back.error).toBeNull();
    const { rows: ban } = await db.query('select banned_until from auth.users where id = $1', [id]);
    expect(ban).toEqual([{ banned_until: null }]);
    const again = await signIn(email('deactivated'), PASSWORD);
    expect((await again.from('news').insert({ title_en: `${title} 3`, text_en: 'x' })).error).toBeNull();
    await db.query('delete from public.news where title_en like $1', [`${title}%`]);
  });

  it('does not let an Admin deactivate or delete their own account', async () => {
    const deactivate = await admin.rpc('admin_update_user', { p_id: adminId, p_is_active: false });
    expect(deactivate.status).toBe(400);
    expect(deactivate.error?.message).toBe('You cannot deactivate your own account');
    const remove = await admin.rpc('admin_delete_user', { p_id: adminId });
    expect(remove.status).toBe(400);
    expect(remove.error?.message).toBe('You cannot delete your own account');
    const { rows } = await db.query('select is_active from public.users where id = $1', [adminId]);
    expect(rows).toEqual([{ is_active: true }]);
  });
});

describe('the last active Admin', () => {
  const LAST_ADMIN = 'The last active Admin cannot be removed, deactivated or demoted';

  /** Runs fn while our Admin is the only active one, then reactivates the others. */
  async function asOnlyAdmin(fn: () => Promise<void>): Promise<void> {
    const { rows } = await db.query<{ id: string }>(
      "update public.users set is_active = false where role = 'Admin' and is_active and id <> $1 returning id",
      [adminId],
    );
    try {
      await fn();
    } finally {
      await db.query('update public.users set is_active = true where id = any($1::uuid[])', [
        rows.map((r) => r.id),
      ]);
    }
  }

  it('cannot demote themselves', async () => {
    await asOnlyAdmin(async () => {
      const res = await admin.rpc('admin_update_user', { p_id: adminId, p_role: 'Editor' });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe(LAST_ADMIN);
    });
    const { rows } = await db.query('select role, is_active from public.users where id = $1', [adminId]);
    expect(rows).toEqual([{ role: 'Admin', is_active: true }]);
  });

  it('cannot be removed, deactivated or demoted by any other path (auth admin API, SQL)', async () => {
    await asOnlyAdmin(async () => {
      const viaAuth = await serviceClient().auth.admin.deleteUser(adminId);
      expect(viaAuth.error).not.toBeNull();
      for (const sql of [
        'update public.users set is_active = false where id = $1',
        "update public.users set role = 'Editor' where id = $1",
        'delete from public.users where id = $1',
        'delete from auth.users where id = $1',
      ]) {
        await expect(db.query(sql, [adminId]), sql).rejects.toThrow(LAST_ADMIN);
      }
    });
    const { rows } = await db.query('select role, is_active from public.users where id = $1', [adminId]);
    expect(rows).toEqual([{ role: 'Admin', is_active: true }]);
  });

  it('allows demoting, deactivating and deleting an Admin while another active Admin remains', async () => {
    await asOnlyAdmin(async () => {
      // Two active Admins now (ours and `other`): each change to `other` is allowed.
      const other = await createViaRpc('second-admin', 'Admin');
      expect((await admin.rpc('admin_update_user', { p_id: other, p_role: 'Editor' })).error).toBeNull();
      expect(
        (await admin.rpc('admin_update_user', { p_id: other, p_role: 'Admin', p_is_active: false })).error,
      ).toBeNull();
      expect((await admin.rpc('admin_delete_user', { p_id: other })).error).toBeNull();
    });
  });
});

describe('admin_delete_user', () => {
  it('removes the auth user, its identities and the profile; content keeps existing', async () => {
    const id = await createViaRpc('to-delete');
    const session = await signIn(email('to-delete'), PASSWORD);
    const title = `${tag} written by a deleted user`;
    expect((await session.from('news').insert({ title_en: title, text_en: 'x' })).error).toBeNull();

    const { error } = await admin.rpc('admin_delete_user', { p_id: id });
    expect(error).toBeNull();
    for (const table of ['auth.users', 'auth.identities', 'public.users']) {
      const column = table === 'auth.identities' ? 'user_id' : 'id';
      const { rowCount } = await db.query(`select 1 from ${table} where ${column} = $1`, [id]);
      expect(rowCount, table).toBe(0);
    }
    expect((await signInError(email('to-delete'), PASSWORD))?.code).toBe('invalid_credentials');
    const { rows } = await db.query('select updated_by from public.news where title_en = $1', [title]);
    expect(rows).toEqual([{ updated_by: null }]);
    await db.query('delete from public.news where title_en = $1', [title]);
  });
});
