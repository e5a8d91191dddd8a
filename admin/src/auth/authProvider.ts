import { isAuthWeakPasswordError, type AuthError } from '@supabase/supabase-js';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase';
import {
  canAccess,
  isStaffRole,
  newPasswordMessage,
  type Action,
  type Resource,
  RESOURCES,
  ACTIONS,
} from '@academy/shared';
import type { AdminSupabaseClient } from '../supabase.ts';
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
  return reasons.includes('pwned') && !reasons.includes('length')
    ? 'app.errors.password_common'
    : 'app.errors.password_too_short';
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

const isAction = (x: string): x is Action => (ACTIONS as readonly string[]).includes(x);
const isResource = (x: string): x is Resource => (RESOURCES as readonly string[]).includes(x);

/**
 * ra-supabase's auth provider with the project's rules (ARCHITECTURE departure 1, SPEC §4):
 * the auth service alone checks the password, then the `users` profile decides. A missing or
 * inactive profile signs the user out with 'Invalid email or password'; an unreadable one gives
 * 'Failed to load user'. The profile is re-read once per page load, so a deactivation made
 * elsewhere takes effect on the next visit (the database refuses writes at once anyway).
 */
export function createAuthProvider(client: AdminSupabaseClient): AuthProvider {
  const base = supabaseAuthProvider(client, {});
  let verifiedUserId: string | null = null;

  // SPEC §4: a sign-out from the auth service (another tab, an expired refresh) clears the local user.
  client.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') {
      verifiedUserId = null;
      writeLocalUser(null);
    }
  });

  async function endSession(noticeKey?: string): Promise<void> {
    verifiedUserId = null;
    writeLocalUser(null);
    if (noticeKey) setLoginNotice(noticeKey);
    // Local scope: the refusal is about this browser; the server-side session ends with the token.
    await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
  }

  const redirectToLogin = () => ({ redirectTo: LOGIN_PATH, message: false as const });

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
      verifiedUserId = profile.user.id;
    },

    async logout() {
      verifiedUserId = null;
      writeLocalUser(null);
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
      return LOGIN_PATH;
    },

    async checkAuth() {
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
        // A session without (or with someone else's) local user is not ours: end it (SPEC §4).
        await endSession();
        throw redirectToLogin();
      }
      if (verifiedUserId === session.user.id) return;
      const profile = await readProfile(client, session.user.id);
      if (profile.kind !== 'ok') {
        // Not 'Invalid email or password': they typed nothing. Say what happened.
        await endSession(
          profile.kind === 'failed' ? 'app.login.load_user_failed' : 'app.login.account_inactive',
        );
        throw redirectToLogin();
      }
      writeLocalUser(profile.user);
      verifiedUserId = profile.user.id;
    },

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

    async canAccess({ action, resource }: { action: string; resource: string }) {
      const role = readLocalUser()?.role;
      // react-admin also asks about 'export' and 'clone', which read and create.
      const mapped = action === 'export' ? 'list' : action === 'clone' ? 'create' : action;
      // Pages that are no resource (the dashboard) are open to every active staff member.
      if (!isResource(resource)) return isStaffRole(role);
      return isAction(mapped) && canAccess(role, mapped, resource);
    },

    handleCallback: base.handleCallback,
    async setPassword(params: Parameters<typeof base.setPassword>[0]) {
      // The page after a recovery link: the staff password rules, told before anything is sent
      // (the message is a catalog key, which the page's notification translates).
      const refused = await newPasswordMessage(params.password);
      if (refused) throw new Error(refused);
      await base.setPassword(params).catch((error: unknown) => {
        throw isAuthWeakPasswordError(error) ? new Error(weakPasswordMessage(error.reasons)) : error;
      });
      // The recovery session carries no profile check: sign in again with the new password.
      await endSession();
    },
    async resetPassword(params: Parameters<typeof base.resetPassword>[0]) {
      await base.resetPassword({ ...params, redirectTo: `${window.location.origin}/set-password` });
    },
  };
}
