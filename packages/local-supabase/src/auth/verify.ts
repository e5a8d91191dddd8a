import type { Context, Hono } from 'hono';
import { inTransaction } from '../db.ts';
import { clientInfo, clientIp, type AuthDeps } from './deps.ts';
import { AuthApiError, errors } from './errors.ts';
import { normalizeEmail, optString, readJsonObject } from './input.ts';
import {
  claimSendSlot,
  consumeLinkToken,
  createLinkToken,
  isLinkType,
  isPkceLinkToken,
  type LinkType,
} from './links.ts';
import { issueSession, type SessionJson } from './sessions.ts';
import { findUserByEmail, findUserById, isBanned, syncEmailIdentity } from './users.ts';
import { isEmailOtpType, verifyEmailOtp, type EmailOtpType } from './otp/verify.ts';
import { pkceOf } from './otp/send.ts';
import { createLinkFlowState, issueLinkAuthCode } from './otp/tokens.ts';
import type { CodeChallengeMethod } from './otp/codes.ts';

/** The `error` of a redirect's fragment for each status, as supabase/auth names them (OAuth's). */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** supabase/auth's answer when the first of the two e-mail change links has been followed. */
const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type VerifyOutcome = { session: SessionJson } | { message: string } | { authCode: string };

type Pkce = { method: CodeChallengeMethod; challenge: string };

/** POST /recover: mails a recovery link to the address, if it has an account. */
async function recover(c: Context, deps: AuthDeps): Promise<Response> {
  const { ctx } = deps;
  await deps.limits.signInSignUps.consume(clientIp(c));
  const body = await readJsonObject(c);
  const rawEmail = optString(body, 'email');
  if (!rawEmail) throw new AuthApiError(422, 'validation_failed', 'Password recovery requires an email');
  const email = normalizeEmail(rawEmail);
  const pkce = pkceOf(body);
  const redirectTo = deps.redirects.resolve(c.req.query('redirect_to') ?? optString(body, 'redirect_to'));
  // Answered before the account is even looked up: the status, body and time are the same
  // whether the address has an account, has just been sent a link, or is unknown.
  setImmediate(() => {
    sendRecovery(deps, email, redirectTo, pkce).catch((err: unknown) => {
      ctx.log('warn', `auth: recovery e-mail not sent: ${(err as Error).message}`);
    });
  });
  return c.json({});
}

/** Mails the recovery link, at most once per max_frequency for an account; unknown addresses get nothing. */
async function sendRecovery(
  deps: AuthDeps,
  email: string,
  redirectTo: string,
  pkce: Pkce | undefined,
): Promise<void> {
  const { ctx } = deps;
  const cfg = ctx.config;
  const token = await inTransaction(ctx.pool, async (client) => {
    const user = await findUserByEmail(client, email);
    if (!user || isBanned(user)) return undefined;
    // One recovery e-mail per account per max_frequency, so the open endpoint cannot be used
    // to flood an inbox. A refused send is silent, like an unknown address.
    if (!(await claimSendSlot(client, user.id, 'recovery_sent_at', cfg.emailMaxFrequencySeconds)))
      return undefined;
    // Asked for in the PKCE flow: the link's session will be named "recovery" when its code is
    // exchanged, as supabase/auth names it.
    if (pkce) await createLinkFlowState(client, user.id, 'recovery', 'recovery', pkce);
    return { user, token: await createLinkToken(client, user, 'recovery', undefined, Boolean(pkce)) };
  });
  if (!token) return;
  const link = deps.linkFor('recovery', token.token, redirectTo);
  const text =
    `Reset password\n\nFollow this link to reset the password for your account (${email}):\n\n${link}\n\n` +
    `The link works once and for ${Math.round(deps.linkExpirySeconds / 60)} minutes.\n`;
  await deps.sendMail(email, 'recovery', 'Reset Your Password', text, link);
}

/**
 * Uses a link token: a session, a "follow the other link too" message, or the reason why not.
 * A link of the PKCE flow followed in a browser (`issueCode`) answers instead the one-time code
 * its page exchanges with its verifier.
 */
async function verifyLink(
  deps: AuthDeps,
  c: Context,
  token: string,
  type: LinkType,
  email?: string,
  issueCode = false,
): Promise<VerifyOutcome> {
  const { ctx } = deps;
  const cfg = ctx.config;
  let failure: AuthApiError | undefined;
  const outcome = await inTransaction(ctx.pool, async (client): Promise<VerifyOutcome | undefined> => {
    const consumed = await consumeLinkToken(client, token, type, deps.linkExpirySeconds);
    const user = consumed?.user;
    if (!consumed || !user || (email !== undefined && user.email !== email)) {
      failure = errors.otpExpired();
      return undefined;
    }
    if (isBanned(user)) {
      failure = errors.userBanned();
      return undefined;
    }
    if (type === 'email_change') {
      if (!user.email_change) {
        failure = errors.otpExpired();
        return undefined;
      }
      const other =
        consumed.kind === 'email_change_new' ? 'email_change_token_current' : 'email_change_token_new';
      const { rows } = await client.query<{ pending: boolean }>(
        `select ${other} <> '' as pending from auth.users where id = $1`,
        [user.id],
      );
      if (cfg.doubleConfirmChanges && rows[0]?.pending) {
        await client.query(
          `update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1`,
          [user.id],
        );
        return { message: SINGLE_CONFIRMATION_ACCEPTED };
      }
      // Both addresses confirmed: the change applies (a trigger on auth.users carries it to the
      // profile in public.users).
      await client.query(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
                email_change_token_current = '', email_change_confirm_status = 0,
                email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
          where id = $1`,
        [user.id],
      );
      await syncEmailIdentity(client, user.id, user.email_change, true);
    }
    // Following the link proves the address: confirm it, as supabase/auth does.
    await client.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
              last_sign_in_at = now(), updated_at = now() where id = $1`,
      [user.id],
    );
    if (issueCode && isPkceLinkToken(token)) {
      // The PKCE flow: the session, opened when the code is exchanged, is named by the link's
      // type (recovery, email_change), as supabase/auth names it.
      const authCode = await issueLinkAuthCode(client, user.id, type);
      if (!authCode) {
        failure = new AuthApiError(
          422,
          'flow_state_not_found',
          'No associated flow state found. No valid flow state found for user.',
        );
        return undefined;
      }
      return { authCode };
    }
    const fresh = (await findUserById(client, user.id)) ?? user;
    // The implicit flow, and any link's token verified with POST /verify: supabase/auth names
    // every such session "otp", whatever the link's type (only the PKCE flow keeps the type), so
    // an access token hook sees a password reset, an invitation or an address change by implicit
    // link as it sees a sign-in by code.
    return { session: await issueSession(client, cfg, fresh, 'otp', clientInfo(c)) };
  });
  if (failure || !outcome) throw failure ?? errors.otpExpired();
  return outcome;
}

/**
 * GET /verify: an e-mail link followed in a browser, answered with a redirect whose fragment holds
 * the session (or the reason there is none), as supabase/auth answers it.
 */
async function verifyByLink(c: Context, deps: AuthDeps): Promise<Response> {
  await deps.limits.verify.consume(clientIp(c));
  const redirectTo = deps.redirects.resolve(c.req.query('redirect_to'));
  const token = c.req.query('token') ?? '';
  const type = c.req.query('type');
  const fragment = (params: Record<string, string>) => {
    const q = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
    return c.redirect(`${redirectTo}#${q.toString()}`, 303);
  };
  const expired = () =>
    fragment({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  if (isEmailOtpType(type) && token) {
    let result: Awaited<ReturnType<typeof verifyEmailOtp>>;
    try {
      result = await verifyEmailOtp(deps, c, { tokenHash: token }, type, true);
    } catch (err) {
      if (!(err instanceof AuthApiError)) throw err;
      // The reason travels in the fragment (and, for a PKCE link, the query too), as supabase/auth sends it.
      const reason: Record<string, string> = { error_code: err.code, error_description: err.message, sb: '' };
      const error = OAUTH_ERRORS[err.status];
      if (error) reason.error = error;
      if (!token.startsWith('pkce_')) return fragment(reason);
      const url = new URL(redirectTo);
      for (const [k, v] of Object.entries(reason)) if (k !== 'sb') url.searchParams.set(k, v);
      url.hash = new URLSearchParams(
        Object.entries(reason).sort(([a], [b]) => a.localeCompare(b)),
      ).toString();
      return c.redirect(url.toString(), 303);
    }
    if ('authCode' in result) {
      const url = new URL(redirectTo);
      url.searchParams.set('code', result.authCode);
      return c.redirect(url.toString(), 303);
    }
    const s = result.session;
    return fragment({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type,
    });
  }
  if (!isLinkType(type) || !token) return expired();
  const pkce = isPkceLinkToken(token);
  let outcome: VerifyOutcome;
  try {
    outcome = await verifyLink(deps, c, token, type, undefined, true);
  } catch (err) {
    if (!(err instanceof AuthApiError)) throw err;
    // The reason, as supabase/auth sends it: a link's own wording for a used or expired one; the
    // access token hook's refusal (a staff account by e-mailed link) with the hook's message.
    const reason: Record<string, string> = {
      error_code: err.code,
      error_description: err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
    };
    const error = OAUTH_ERRORS[err.status];
    if (error) reason.error = error;
    if (!pkce) return fragment(reason);
    // A PKCE link's reason travels in the query too, as supabase/auth sends it.
    const url = new URL(redirectTo);
    for (const [k, v] of Object.entries(reason)) url.searchParams.set(k, v);
    url.hash = new URLSearchParams(Object.entries(reason).sort(([a], [b]) => a.localeCompare(b))).toString();
    return c.redirect(url.toString(), 303);
  }
  if ('authCode' in outcome) {
    const url = new URL(redirectTo);
    url.searchParams.set('code', outcome.authCode);
    return c.redirect(url.toString(), 303);
  }
  if ('message' in outcome) {
    if (!pkce) return fragment({ message: outcome.message, sb: '' });
    const url = new URL(redirectTo);
    url.searchParams.set('message', outcome.message);
    url.hash = new URLSearchParams({ message: outcome.message }).toString();
    return c.redirect(url.toString(), 303);
  }
  const s = outcome.session;
  return fragment({
    access_token: s.access_token,
    expires_at: String(s.expires_at),
    expires_in: String(s.expires_in),
    refresh_token: s.refresh_token,
    token_type: 'bearer',
    type,
  });
}

/**
 * An e-mailed code with its address (verifyOtp `{ email, token }`). Wrong codes count against
 * the address, whatever client address they come from (WRONG_CODES_PER_ACCOUNT); over the
 * allowance the answer is 429 before the code is checked, so that even the right code is refused
 * until the window passes and the refusal tells a guesser nothing. The point is taken before the
 * check, so a parallel burst cannot outrun the count, and given back unless the code was wrong:
 * the right code (or a refusal that is not about the code, a ban or an outage) costs nothing.
 */
async function verifyCode(
  deps: AuthDeps,
  c: Context,
  email: string,
  code: string,
  type: EmailOtpType,
): Promise<Awaited<ReturnType<typeof verifyEmailOtp>>> {
  await deps.limits.wrongCodes.consume(email);
  try {
    const result = await verifyEmailOtp(deps, c, { email, code }, type, false);
    await deps.limits.wrongCodes.refund(email);
    return result;
  } catch (err) {
    if (!(err instanceof AuthApiError && err.code === 'otp_expired'))
      await deps.limits.wrongCodes.refund(email);
    throw err;
  }
}

/** POST /verify (auth-js verifyOtp with token_hash): the same link token, answered with a session. */
async function verifyByPost(c: Context, deps: AuthDeps): Promise<Response> {
  await deps.limits.verify.consume(clientIp(c));
  const body = await readJsonObject(c);
  const type = optString(body, 'type');
  const tokenHash = optString(body, 'token_hash');
  const token = optString(body, 'token');
  const rawEmail = optString(body, 'email');
  if (isEmailOtpType(type)) {
    if (token && tokenHash) throw errors.validation('Verify requires either a token or a token hash');
    if (token && !rawEmail)
      throw errors.validation('Only an email address or phone number should be provided on verify');
    if (!token && !tokenHash) throw errors.validation('Verify requires either a token or a token hash');
    const result = token
      ? await verifyCode(deps, c, normalizeEmail(rawEmail!), token, type)
      : await verifyEmailOtp(deps, c, { tokenHash: tokenHash! }, type, false);
    if ('session' in result) return c.json(result.session);
    throw errors.unexpected();
  }
  if (!isLinkType(type)) throw errors.validation('Verify requires a verification type');
  let outcome: VerifyOutcome;
  if (tokenHash) outcome = await verifyLink(deps, c, tokenHash, type);
  else if (token && rawEmail) outcome = await verifyLink(deps, c, token, type, normalizeEmail(rawEmail));
  else throw errors.validation('Verify requires either a token_hash or a token and an email');
  if ('message' in outcome) return c.json({ msg: outcome.message, code: '200' });
  if ('authCode' in outcome) throw errors.unexpected();
  return c.json(outcome.session);
}

/** E-mail links: POST /recover sends one, GET/POST /verify follows one. */
export function registerVerifyRoutes(app: Hono, deps: AuthDeps): void {
  app.post('/recover', (c) => recover(c, deps));
  app.get('/verify', (c) => verifyByLink(c, deps));
  app.post('/verify', (c) => verifyByPost(c, deps));
}
