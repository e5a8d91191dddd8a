import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import { isStaffRole, newPasswordMessage } from '@academy/shared';
import type { AdminSupabaseClient } from '../platform/supabase.ts';
import { assuranceStep, CODE_PATH, ENROL_PATH, logAccess } from './secondFactor.ts';
import { readLocalUser, setLoginNotice, writeLocalUser, type LocalUser } from './storage.ts';

/** Where signed-out staff are sent: the top-level sign-in page, outside react-admin's /admin basename. */
const LOGIN_PATH = '/login';
export const UNAUTHORIZED_PATH = '/unauthorized';

/** A failure whose message is a catalog key (`app.login.*`) or the service's own text. */
export class SignInError extends Error {
  override name = 'SignInError';
}

// The auth service answers these for a wrong password, an unknown e-mail and a deactivated
// (banned) account: all three read 'Invalid email or password' so nobody can probe accounts.
const INVALID_CREDENTIAL_CODES = new Set(['invalid_credentials', 'user_banned', 'user_not_found']);

/** The sign-in page's message for a failed `signInWithPassword`. */
export function signInFailureMessage(error: Pick<AuthError, 'code' | 'message'> | null | undefined): string {
  if (error?.code && INVALID_CREDENTIAL_CODES.has(error.code)) return 'app.login.invalid_credentials';
  return error?.message || 'app.login.failed';
}

/** The catalog message of the auth service's weak_password refusal, by its reasons. */
function weakPasswordMessage(reasons: readonly string[]): string {
  if (reasons.includes('length')) return 'app.errors.password_too_short';
  if (reasons.includes('pwned')) return 'app.errors.password_common';
  // zxcvbn's estimate (the auth service's strength check): too easy to guess.
  if (reasons.includes('strength')) return 'app.errors.password_guessable';
  return 'app.errors.password_too_short';
}

type ProfileResult = { kind: 'ok'; user: LocalUser } | { kind: 'refused' } | { kind: 'failed' };

async function readProfile(client: AdminSupabaseClient, id: string): Promise<ProfileResult> {
  const { data, error } = await client
    .from('users')
    .select('id, email, name, last_name, role, is_active')
    .eq('id', id)
    .maybeSingle();
  if (error) return { kind: 'failed' };
  if (!data || !data.is_active || !isStaffRole(data.role)) return { kind: 'refused' };
  return { kind: 'ok', user: { ...data, role: data.role } };
}

/** Why a session the database no longer honours ended, as the sign-in page says it. */
const ENDED_BECAUSE: Record<string, string> = {
  inactive: 'app.login.account_inactive',
  session_ended: 'app.login.session_ended',
  not_staff: 'app.login.account_inactive',
};

/**
 * The database's answer about the caller's session (staff_session_state): 'active', or why it no
 * longer stands. Null when it could not be asked (offline): the session is then kept, and the
 * database still refuses whatever it would refuse.
 */
async function sessionState(client: AdminSupabaseClient): Promise<string | null> {
  const { data, error } = await client.rpc('staff_session_state');
  return error || typeof data !== 'string' ? null : data;
}

/** What the provider remembers within a page load: whose profile it has read. */
interface Memory {
  verifiedUserId: string | null;
}

const redirectToLogin = () => ({ redirectTo: LOGIN_PATH, message: false as const });

/** Ends this browser's session, saying why on the sign-in page when there is a reason. */
function sessionEnder(client: AdminSupabaseClient, memory: Memory) {
  return async (noticeKey?: string): Promise<void> => {
    memory.verifiedUserId = null;
    writeLocalUser(null);
    if (noticeKey) setLoginNotice(noticeKey);
    // Local scope: the refusal is about this browser; the server-side session ends with the token.
    await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
  };
}

/**
 * react-admin's checkAuth: a session of this browser's signed-in staff member, whose profile is
 * read once per page load and whose standing the database confirms at each later check.
 */
async function checkSession(
  client: AdminSupabaseClient,
  memory: Memory,
  endSession: (noticeKey?: string) => Promise<void>,
): Promise<void> {
  const { data } = await client.auth.getSession();
  const session = data.session;
  const stored = readLocalUser();
  if (!session) {
    // getSession() has already tried to restore the session from its refresh token. Someone
    // who was signed in is told why they see the sign-in page again.
    if (stored) {
      writeLocalUser(null);
      setLoginNotice('app.login.session_ended');
    }
    throw redirectToLogin();
  }
  if (!stored || stored.id !== session.user.id) {
    // A session without (or with someone else's) local user is not ours: end it.
    await endSession();
    throw redirectToLogin();
  }
  if (memory.verifiedUserId === session.user.id) {
    const state = await sessionState(client);
    if (state === null || state === 'active') return;
    await endSession(ENDED_BECAUSE[state] ?? 'app.login.session_ended');
    throw redirectToLogin();
  }
  const profile = await readProfile(client, session.user.id);
  if (profile.kind !== 'ok') {
    // Not 'Invalid email or password': they typed nothing. Say what happened.
    await endSession(profile.kind === 'failed' ? 'app.login.load_user_failed' : 'app.login.account_inactive');
    throw redirectToLogin();
  }
  writeLocalUser(profile.user);
  memory.verifiedUserId = profile.user.id;
}

/**
 * ra-supabase's auth provider with the project's rules: the auth service alone checks the
 * password, then the `users` profile decides. A missing or inactive profile signs the user out
 * with 'Invalid email or password'; an unreadable one gives 'Failed to load user'. The profile is
 * read once per page load; after that, each move to another screen asks the database whether the
 * session still stands, so an account deactivated (or a session ended) elsewhere is signed out at
 * its next step, with the reason on the sign-in page.
 */
export function createAuthProvider(client: AdminSupabaseClient): AuthProvider {
  const base = supabaseAuthProvider(client, {});
  const memory: Memory = { verifiedUserId: null };
  const endSession = sessionEnder(client, memory);

  // A sign-out from the auth service (another tab, an expired refresh) clears the local user.
  client.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') {
      memory.verifiedUserId = null;
      writeLocalUser(null);
    }
  });

  return {
    async login(params: { email?: string; password?: string }) {
      const email = params.email?.trim() ?? '';
      const password = params.password ?? '';
      if (!email || !password) throw new SignInError('app.login.invalid_credentials');

      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error || !data.user) throw new SignInError(signInFailureMessage(error));

      const profile = await readProfile(client, data.user.id);
      if (profile.kind !== 'ok') {
        await endSession();
        throw new SignInError(
          profile.kind === 'failed' ? 'app.login.load_user_failed' : 'app.login.invalid_credentials',
        );
      }
      writeLocalUser(profile.user);
      memory.verifiedUserId = profile.user.id;
      await logAccess(client, 'sign_in');
      // An account with a factor gives its code next; one that must set a factor up, does so.
      const step = await assuranceStep(client, profile.user.role);
      if (step === 'code') return { redirectTo: CODE_PATH };
      if (step === 'enrol') return { redirectTo: ENROL_PATH };
      return undefined;
    },

    async logout() {
      memory.verifiedUserId = null;
      writeLocalUser(null);
      // Recorded while the session still stands (the database takes the caller from its token).
      if ((await client.auth.getSession()).data.session) await logAccess(client, 'sign_out');
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
      return LOGIN_PATH;
    },

    checkAuth: () => checkSession(client, memory, endSession),

    async checkError(error: { status?: number }) {
      // 401: the token is gone or expired beyond refresh. A 403 is a refused action (RLS), not a
      // reason to sign out: the page shows it.
      if (error?.status === 401) {
        await endSession('app.login.session_ended');
        throw redirectToLogin();
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = readLocalUser();
      if (!user) throw new Error('Not signed in');
      return {
        id: user.id,
        fullName: [user.name, user.last_name].filter(Boolean).join(' '),
        email: user.email,
        name: user.name,
        last_name: user.last_name,
        role: user.role,
      };
    },

    async getPermissions() {
      return readLocalUser()?.role ?? null;
    },

    handleCallback: base.handleCallback,
    async setPassword(params: { password: string }) {
      // The page after a recovery link, whose code has been exchanged for the recovery session:
      // the staff password rules and the strength estimate (with the account's e-mail and
      // names), told before anything is sent (the message is a catalog key, which the page's
      // notification translates).
      const { data } = await client.auth.getSession().catch(() => ({ data: { session: null } }));
      const account = data.session?.user;
      const refused = await newPasswordMessage(params.password, {
        email: account?.email,
        name: account?.user_metadata.name as unknown,
        last_name: account?.user_metadata.last_name as unknown,
      });
      if (refused) throw new Error(refused);
      const { error } = await client.auth.updateUser({ password: params.password });
      if (error) throw isAuthWeakPasswordError(error) ? new Error(weakPasswordMessage(error.reasons)) : error;
      // The recovery session carries no profile check: sign in again with the new password.
      await endSession();
    },
    async resetPassword(params: Parameters<typeof base.resetPassword>[0]) {
      await base.resetPassword({ ...params, redirectTo: `${window.location.origin}/set-password` });
    },
  };
}
