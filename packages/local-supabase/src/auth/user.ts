import type { Context, Hono } from 'hono';
import { inTransaction, type PoolClient } from '../db.ts';
import { createUser, endUserSessions } from './accounts.ts';
import { clientInfo, clientIp, type AuthDeps } from './deps.ts';
import { AuthApiError, errors } from './errors.ts';
import { normalizeEmail, optObject, optString, readJsonObject } from './input.ts';
import { claimSendSlot, createLinkToken, dropLinkTokens } from './links.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './password.ts';
import { issueSession } from './sessions.ts';
import { pkceOf } from './otp/send.ts';
import { createLinkFlowState } from './otp/tokens.ts';
import type { CodeChallengeMethod } from './otp/codes.ts';
import { emailTaken, findUserById, loadUserJson, mergeMetadata, type UserRow } from './users.ts';

/** POST /signup: a new account with a password, confirmed at once (there is no mailer), signed in. */
async function signup(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  const cfg = ctx.config;
  await deps.limits.signInSignUps.consume(clientIp(c));
  const body = await readJsonObject(c);
  if (!cfg.enableSignup) throw errors.signupDisabled();
  const rawEmail = optString(body, 'email');
  if (!rawEmail) {
    if (optString(body, 'phone'))
      throw new AuthApiError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    throw errors.validation('To signup, please provide your email');
  }
  const email = normalizeEmail(rawEmail);
  const password = optString(body, 'password');
  if (!password) throw errors.validation('Signup requires a valid password');
  const data = optObject(body, 'data') ?? {};
  checkPasswordStrength(password, deps.passwordRules, await deps.passwordUserInputs(email, data));
  const hash = await hashPassword(password);
  const session = await inTransaction(ctx.pool, async (client) => {
    if (await emailTaken(client, email)) throw errors.userAlreadyExists();
    // No mailer: sign-ups are confirmed at once (supabase/auth's "autoconfirm").
    const user = await createUser(
      client,
      { email, passwordHash: hash, confirmed: true, userMetadata: data, appMetadata: {} },
      errors.userAlreadyExists,
    );
    await client.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
    const fresh = (await findUserById(client, user.id)) ?? user;
    return issueSession(client, cfg, fresh, 'password', clientInfo(c));
  });
  return c.json(session);
}

/** GET /user: the signed-in user. */
async function getUser(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  const { user } = await deps.requireUser(c);
  return c.json(await loadUserJson(ctx.pool, user));
}

/**
 * PUT /user: changes the signed-in user's metadata, password (ending every other session) or
 * e-mail address (by links mailed to the addresses, see startEmailChange).
 */
async function updateUser(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  const caller = await deps.requireUser(c);
  await deps.limits.signInSignUps.consume(clientIp(c));
  const body = await readJsonObject(c);
  const password = optString(body, 'password');
  const rawEmail = optString(body, 'email');
  const data = optObject(body, 'data');
  const pkce = pkceOf(body);
  const redirectTo = deps.redirects.resolve(c.req.query('redirect_to') ?? optString(body, 'redirect_to'));
  if (optString(body, 'phone'))
    throw new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = rawEmail !== undefined && rawEmail !== '' ? normalizeEmail(rawEmail) : undefined;
  if (password !== undefined)
    checkPasswordStrength(
      password,
      deps.passwordRules,
      await deps.passwordUserInputs(caller.user.email, caller.user.raw_user_meta_data ?? {}),
    );
  const newHash =
    password !== undefined
      ? (await verifyPassword(password, caller.user.encrypted_password))
        ? null
        : await hashPassword(password)
      : undefined;
  if (newHash === null) throw errors.samePassword();

  const mails: Array<() => Promise<void>> = [];
  const user = await inTransaction(ctx.pool, async (client) => {
    const current = await findUserById(client, caller.user.id, true);
    if (!current || current.deleted_at) throw errors.userFromJwtNotFound();
    if (data) {
      await client.query(`update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`, [
        current.id,
        JSON.stringify(mergeMetadata(current.raw_user_meta_data, data)),
      ]);
    }
    if (email !== undefined && email !== current.email) {
      if (await emailTaken(client, email, current.id)) throw errors.emailExists();
      mails.push(...(await startEmailChange(deps, client, current, email, redirectTo, pkce)));
    }
    if (newHash) {
      await client.query(`update auth.users set encrypted_password = $2, updated_at = now() where id = $1`, [
        current.id,
        newHash,
      ]);
      // A new password means the old one may be known to someone else: end every other session
      // and drop pending e-mail links, as supabase/auth does.
      await endUserSessions(client, current.id, caller.session?.id);
    }
    return (await findUserById(client, current.id)) ?? current;
  });
  // Written once the change is committed, so no mail carries a link that does not exist.
  for (const send of mails) await send();
  return c.json(await loadUserJson(ctx.pool, user));
}

/**
 * An e-mail change as supabase/auth makes it: the address does not change yet; the new one is
 * kept in `email_change` and a link is mailed to it and (with double_confirm_changes) another
 * to the current address. Following the links (verify type email_change) applies the change.
 * Asked for in the PKCE flow (a `code_challenge`), the links return with a code that opens a
 * session named `email_change` once exchanged. Returns the mails to send once the transaction
 * has committed.
 */
async function startEmailChange(
  deps: AuthDeps,
  client: PoolClient,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
  pkce: { method: CodeChallengeMethod; challenge: string } | undefined,
): Promise<Array<() => Promise<void>>> {
  const { ctx } = deps;
  const cfg = ctx.config;
  if (!(await claimSendSlot(client, user.id, 'email_change_sent_at', cfg.emailMaxFrequencySeconds))) {
    const sent = user.email_change_sent_at?.getTime() ?? Date.now();
    throw errors.overEmailSendRateLimit(cfg.emailMaxFrequencySeconds - (Date.now() - sent) / 1000);
  }
  await dropLinkTokens(client, user.id, ['email_change_current', 'email_change_new']);
  await client.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, updated_at = now()
      where id = $1`,
    [user.id, newEmail],
  );
  if (pkce) await createLinkFlowState(client, user.id, 'email_change', 'email_change', pkce);
  const mails: Array<() => Promise<void>> = [];
  const mailTo = (to: string, token: string, other: string) => {
    const link = deps.linkFor('email_change', token, redirectTo);
    const text =
      `Confirm the change of your e-mail address\n\nFollow this link to confirm the change of the address ` +
      `of your account from ${user.email ?? ''} to ${newEmail}:\n\n${link}\n\n` +
      (other ? `A link was also sent to ${other}; the change takes effect once both are followed.\n` : '');
    mails.push(() => deps.sendMail(to, 'email_change', 'Confirm Email Change', text, link));
  };
  const tokenNew = await createLinkToken(client, user, 'email_change_new', newEmail, Boolean(pkce));
  if (cfg.doubleConfirmChanges && user.email) {
    const tokenCurrent = await createLinkToken(
      client,
      user,
      'email_change_current',
      user.email,
      Boolean(pkce),
    );
    mailTo(user.email, tokenCurrent, newEmail);
    mailTo(newEmail, tokenNew, user.email);
  } else {
    mailTo(newEmail, tokenNew, '');
  }
  return mails;
}

/** The signed-in user: GET /user, PUT /user; and POST /signup, which creates one. */
export function registerUserRoutes(app: Hono, deps: AuthDeps): void {
  app.post('/signup', (c) => signup(c, deps));
  app.get('/user', (c) => getUser(c, deps));
  app.put('/user', (c) => updateUser(c, deps));
}
