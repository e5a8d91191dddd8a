/**
 * Parents' sessions for the tests: an account as a parent's session is, an ordinary auth user
 * whose access token carries `app_metadata.role = 'parent'`, with a confirmed e-mail.
 *
 * Real parents have no password: they sign in with the code the auth service e-mails them, and
 * a custom access-token hook gives the role to every account that is not staff. The tests make
 * the same session through the auth admin API and a password, in this one place, so that the
 * e-mailed code's path can replace it here alone.
 */
import { serviceClient, signIn, type Client } from './helpers.ts';

export interface ParentSession {
  id: string;
  email: string;
  client: Client;
}

export interface ParentOptions {
  /** The token's role (default 'parent'); anything else is not a parent's session. */
  role?: string | null;
}

/**
 * Creates the account `email` and signs it in. `remember` receives the account's id for the
 * test file's clean-up (the fixture's `users`).
 */
export async function parentSession(
  email: string,
  password: string,
  remember: (id: string) => void,
  opts: ParentOptions = {},
): Promise<ParentSession> {
  const role = opts.role === undefined ? 'parent' : opts.role;
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: role === null ? {} : { role },
  });
  if (error || !data.user) throw new Error(`admin.createUser failed: ${error?.message}`);
  remember(data.user.id);
  return { id: data.user.id, email, client: await signIn(email, password) };
}
