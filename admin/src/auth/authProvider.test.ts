import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import type { AdminSupabaseClient } from '../platform/supabase.ts';
import { createAuthProvider, signInFailureMessage } from './authProvider.ts';
import { readLocalUser, takeLoginNotice, writeLocalUser, type LocalUser } from './storage.ts';

const ADMIN: LocalUser = {
  id: 'a1',
  email: 'admin@example.com',
  name: 'Laura',
  last_name: 'Martín',
  role: 'Admin',
  is_active: true,
};
const EDITOR: LocalUser = { ...ADMIN, id: 'e1', email: 'editor@example.com', role: 'Editor' };

interface FakeOptions {
  signIn?: { data: { user: { id: string } | null }; error: { code?: string; message: string } | null };
  profile?: { data: unknown; error: unknown };
  session?: { user: { id: string } } | null;
  /** What staff_session_state() answers. */
  state?: { data: unknown; error: unknown };
  /** The session's assurance level and the next one the account can reach. */
  aal?: { currentLevel: string; nextLevel: string };
  /** The setting "two-factor sign-in required for Admins and Coordinators". */
  required?: boolean;
}

/** A stand-in for the few supabase-js calls the provider makes. */
function fakeClient(options: FakeOptions) {
  const signOut = vi.fn(async () => ({ error: null }));
  const signInWithPassword = vi.fn(
    async () => options.signIn ?? { data: { user: { id: ADMIN.id } }, error: null },
  );
  let table = '';
  const query = {
    select: () => query,
    eq: () => query,
    maybeSingle: async () =>
      table === 'registration_settings'
        ? { data: { staff_second_factor_required: options.required ?? false }, error: null }
        : (options.profile ?? { data: ADMIN, error: null }),
  };
  const client = {
    auth: {
      signInWithPassword,
      signOut,
      getSession: async () => ({ data: { session: options.session ?? null } }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }),
      mfa: {
        getAuthenticatorAssuranceLevel: async () => ({
          data: options.aal ?? { currentLevel: 'aal1', nextLevel: 'aal1' },
          error: null,
        }),
      },
    },
    from: (name: string) => {
      table = name;
      return query;
    },
    rpc: vi.fn(async () => options.state ?? { data: 'active', error: null }),
  };
  return { client: client as unknown as AdminSupabaseClient, signOut, signInWithPassword, rpc: client.rpc };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signInFailureMessage', () => {
  it("reads 'Invalid email or password' for a wrong password, an unknown user and a deactivated one", () => {
    expect(signInFailureMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe(
      'app.login.invalid_credentials',
    );
    expect(signInFailureMessage({ code: 'user_banned', message: 'User is banned' })).toBe(
      'app.login.invalid_credentials',
    );
  });

  it("shows another failure's message, else 'Failed to login'", () => {
    expect(signInFailureMessage({ code: 'over_request_rate_limit', message: 'Too many attempts' })).toBe(
      'Too many attempts',
    );
    expect(signInFailureMessage({ code: undefined, message: '' })).toBe('app.login.failed');
  });
});

describe('login', () => {
  it('stores the active profile as the local user', async () => {
    const { client } = fakeClient({});
    await createAuthProvider(client).login({ email: 'admin@example.com', password: 'x' });
    expect(readLocalUser()).toEqual(ADMIN);
  });

  it('signs out a user whose profile is missing or inactive', async () => {
    for (const data of [null, { ...ADMIN, is_active: false }]) {
      const { client, signOut } = fakeClient({ profile: { data, error: null } });
      await expect(createAuthProvider(client).login({ email: 'a@b.c', password: 'x' })).rejects.toThrow(
        'app.login.invalid_credentials',
      );
      expect(signOut).toHaveBeenCalled();
      expect(readLocalUser()).toBeNull();
    }
  });

  it("says 'Failed to load user' when the profile cannot be read", async () => {
    const { client } = fakeClient({ profile: { data: null, error: { message: 'boom' } } });
    await expect(createAuthProvider(client).login({ email: 'a@b.c', password: 'x' })).rejects.toThrow(
      'app.login.load_user_failed',
    );
  });

  it('records the sign-in in the access log', async () => {
    const { client, rpc } = fakeClient({});
    await createAuthProvider(client).login({ email: 'admin@example.com', password: 'x' });
    expect(rpc).toHaveBeenCalledWith('log_access', {
      p_event: 'sign_in',
      p_subject_type: undefined,
      p_subject_id: undefined,
    });
  });

  it('leads an account with a factor to the code step after its password', async () => {
    const { client } = fakeClient({ aal: { currentLevel: 'aal1', nextLevel: 'aal2' } });
    await expect(createAuthProvider(client).login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({
      redirectTo: '/login/code',
    });
    // Signed in (at aal1): the code step needs the session.
    expect(readLocalUser()).toEqual(ADMIN);
  });

  it('leads an Admin without a factor to set one up while the setting requires it', async () => {
    const { client } = fakeClient({ required: true });
    await expect(createAuthProvider(client).login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({
      redirectTo: '/login/two-factor',
    });
  });

  it('asks nothing more of an Editor, nor of anyone while no factor is required', async () => {
    const editor = fakeClient({ required: true, profile: { data: EDITOR, error: null } });
    await expect(
      createAuthProvider(editor.client).login({ email: 'a@b.c', password: 'x' }),
    ).resolves.toBeUndefined();
    const admin = fakeClient({ required: false });
    await expect(
      createAuthProvider(admin.client).login({ email: 'a@b.c', password: 'x' }),
    ).resolves.toBeUndefined();
  });

  it('does not call the auth service when a field is empty', async () => {
    const { client, signInWithPassword } = fakeClient({});
    await expect(createAuthProvider(client).login({ email: 'a@b.c', password: '' })).rejects.toThrow();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });
});

describe('checkAuth', () => {
  it('sends a visitor without session to /login and forgets the local user', async () => {
    writeLocalUser(ADMIN);
    const { client } = fakeClient({ session: null });
    await expect(createAuthProvider(client).checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(readLocalUser()).toBeNull();
  });

  it('ends a session that has no local user', async () => {
    const { client, signOut } = fakeClient({ session: { user: { id: ADMIN.id } } });
    await expect(createAuthProvider(client).checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(signOut).toHaveBeenCalled();
  });

  it('signs out a user deactivated since the last visit, and tells the sign-in page why', async () => {
    writeLocalUser(ADMIN);
    const { client, signOut } = fakeClient({
      session: { user: { id: ADMIN.id } },
      profile: { data: { ...ADMIN, is_active: false }, error: null },
    });
    await expect(createAuthProvider(client).checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(signOut).toHaveBeenCalled();
    expect(takeLoginNotice()).toBe('app.login.account_inactive');
  });

  it('passes a session with its active profile', async () => {
    writeLocalUser(ADMIN);
    const { client } = fakeClient({ session: { user: { id: ADMIN.id } } });
    await expect(createAuthProvider(client).checkAuth({})).resolves.toBeUndefined();
  });
});

describe('each later check asks the database whether the session still stands', () => {
  async function signedIn(state: FakeOptions['state']) {
    writeLocalUser(EDITOR);
    const fake = fakeClient({
      session: { user: { id: EDITOR.id } },
      profile: { data: EDITOR, error: null },
      state,
    });
    const provider = createAuthProvider(fake.client);
    // The first check of a page load reads the profile.
    await provider.checkAuth({});
    return { ...fake, provider };
  }

  it('keeps browsing while the account is active', async () => {
    const { provider, rpc, signOut } = await signedIn({ data: 'active', error: null });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(rpc).toHaveBeenCalledWith('staff_session_state');
    expect(signOut).not.toHaveBeenCalled();
  });

  it.each([
    ['inactive', 'app.login.account_inactive'],
    ['session_ended', 'app.login.session_ended'],
  ])('ends a session the database calls %s, with the reason for the sign-in page', async (state, notice) => {
    const { provider, signOut } = await signedIn({ data: state, error: null });
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(signOut).toHaveBeenCalled();
    expect(readLocalUser()).toBeNull();
    expect(takeLoginNotice()).toBe(notice);
  });

  it('keeps the session when the question cannot be asked (offline)', async () => {
    const { provider, signOut } = await signedIn({ data: null, error: { message: 'Failed to fetch' } });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('setPassword (the page after a recovery link)', () => {
  function recoveryClient(updateError: unknown = null) {
    const { client } = fakeClient({});
    const updateUser = vi.fn(async () => ({ data: {}, error: updateError }));
    Object.assign(client.auth, { updateUser });
    return { client, updateUser };
  }

  it('refuses a common or short password with its message before sending anything', async () => {
    for (const [password, message] of [
      ['password', 'app.errors.password_common'],
      ['12345678', 'app.errors.password_common'],
      [' '.repeat(8), 'app.errors.password_common'],
      ['short', 'app.errors.password_too_short'],
    ]) {
      const { client, updateUser } = recoveryClient();
      await expect(createAuthProvider(client).setPassword!({ password })).rejects.toThrow(message);
      expect(updateUser).not.toHaveBeenCalled();
    }
  });

  it("tells the auth service's weak_password refusal in the same words", async () => {
    const refusal = new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']);
    const { client, updateUser } = recoveryClient(refusal);
    await expect(createAuthProvider(client).setPassword!({ password: 'Quintana-Sol-7' })).rejects.toThrow(
      'app.errors.password_common',
    );
    expect(updateUser).toHaveBeenCalledWith({ password: 'Quintana-Sol-7' });
  });

  it('sets an acceptable password and signs the recovery session out', async () => {
    const { client, updateUser } = recoveryClient();
    await createAuthProvider(client).setPassword!({ password: 'Quintana-Sol-7' });
    expect(updateUser).toHaveBeenCalledWith({ password: 'Quintana-Sol-7' });
  });
});

describe('logout', () => {
  it('records the sign-out while the session still stands, then ends it', async () => {
    writeLocalUser(ADMIN);
    const { client, rpc, signOut } = fakeClient({ session: { user: { id: ADMIN.id } } });
    await expect(createAuthProvider(client).logout({})).resolves.toBe('/login');
    expect(rpc).toHaveBeenCalledWith('log_access', {
      p_event: 'sign_out',
      p_subject_type: undefined,
      p_subject_id: undefined,
    });
    expect(rpc.mock.invocationCallOrder[0]!).toBeLessThan(signOut.mock.invocationCallOrder[0]!);
    expect(readLocalUser()).toBeNull();
  });

  it('records nothing without a session', async () => {
    const { client, rpc } = fakeClient({ session: null });
    await createAuthProvider(client).logout({});
    expect(rpc).not.toHaveBeenCalled();
  });
});
