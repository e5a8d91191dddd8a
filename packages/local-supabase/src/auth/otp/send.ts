import type { Context, Hono } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { inTransaction, type PoolClient } from '../../db.ts';
import { createUser } from '../accounts.ts';
import { clientIp, type AuthDeps } from '../deps.ts';
import { AuthApiError, errors } from '../errors.ts';
import {
  normalizeEmail,
  optBoolean,
  optObject,
  optString,
  readJsonObject,
  type JsonObject,
} from '../input.ts';
import { findUserByEmail, type UserRow } from '../users.ts';
import { generateOtp, otpTokenHash, pkceParams, PKCE_PREFIX, type CodeChallengeMethod } from './codes.ts';
import { mailLanguage, signInMail } from './mailText.ts';
import { createFlowState, storeOtp, type OtpKind } from './tokens.ts';

const otpDisabled = () => new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp');
const emailLimitReached = () =>
  new AuthApiError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

interface Pending {
  user: UserRow;
  kind: OtpKind;
  code: string;
  token: string;
}

/**
 * Sends the e-mail with a code and a link: a new account's sign-up confirmation, or a magic link.
 * Each refusal (the per-account interval, the hourly e-mail limit) leaves the code before it
 * working.
 */
export class OtpMailer {
  private readonly hourly: RateLimiterMemory;

  constructor(private readonly deps: AuthDeps) {
    const perHour = deps.ctx.config.otp.emailSentPerHour;
    this.hourly = new RateLimiterMemory({
      keyPrefix: 'email-sent',
      points: Math.max(1, perHour),
      duration: 3600,
    });
  }

  /** Inside the caller's transaction: stores the code; the e-mail goes once the transaction commits. */
  async prepare(
    client: PoolClient,
    user: UserRow,
    kind: OtpKind,
    pkce: { method: CodeChallengeMethod; challenge: string } | undefined,
  ): Promise<Pending> {
    const cfg = this.deps.ctx.config;
    if (pkce) await createFlowState(client, user.id, kind, pkce.method, pkce.challenge);
    const code = generateOtp(cfg.otp.otpLength);
    const token = (pkce ? PKCE_PREFIX : '') + otpTokenHash(cfg.jwtSecret, user.email ?? '', code);
    await storeOtp(client, user, kind, token, cfg.emailMaxFrequencySeconds);
    // Counted last, so a request refused for the interval costs the hour's budget nothing.
    if (cfg.otp.emailSentPerHour === 0) throw emailLimitReached();
    try {
      await this.hourly.consume('all');
    } catch (err) {
      if (err instanceof RateLimiterRes) throw emailLimitReached();
      throw err;
    }
    return { user, kind, code, token };
  }

  async send(p: Pending, redirectTo: string): Promise<void> {
    const { deps } = this;
    const link = deps.linkFor(p.kind, p.token, redirectTo);
    const lang = mailLanguage(redirectTo, p.user.raw_user_meta_data);
    const mail = signInMail(lang, p.code, link, deps.ctx.config.otp.otpExpirySeconds);
    await deps.sendMail(p.user.email ?? '', p.kind, mail.subject, mail.text, link);
  }
}

/** The PKCE challenge a request carries (checked as supabase/auth checks it), if any. */
export function pkceOf(body: JsonObject) {
  const challenge = optString(body, 'code_challenge');
  const method = pkceParams(optString(body, 'code_challenge_method'), challenge);
  return method && challenge ? { method, challenge } : undefined;
}

/**
 * POST /otp (auth-js signInWithOtp) for an e-mail address, as supabase/auth answers it: an
 * account that does not exist is created (unless `create_user` is false: 422 otp_disabled) and
 * the answer is `{}` either way, so it does not tell which addresses have accounts.
 */
async function otp(c: Context, deps: AuthDeps, mailer: OtpMailer): Promise<Response> {
  const cfg = deps.ctx.config;
  await deps.limits.signInSignUps.consume(clientIp(c));
  const body = await readJsonObject(c);
  const rawEmail = optString(body, 'email');
  const phone = optString(body, 'phone');
  if (rawEmail && phone) throw errors.validation('Only an email address or phone number should be provided');
  if (rawEmail && optString(body, 'channel'))
    throw errors.validation('Channel should only be specified with Phone OTP');
  const pkce = pkceOf(body);
  const createNew = optBoolean(body, 'create_user') ?? true;
  const data = optObject(body, 'data') ?? {};
  if (phone) throw new AuthApiError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!rawEmail) throw errors.validation('One of email or phone must be set');
  const email = normalizeEmail(rawEmail);
  const redirectTo = deps.redirects.resolve(c.req.query('redirect_to') ?? optString(body, 'redirect_to'));
  const pending = await inTransaction(deps.ctx.pool, async (client) => {
    let user = await findUserByEmail(client, email);
    if (!user && !createNew) throw otpDisabled();
    if (!user || !user.email_confirmed_at) {
      if (!cfg.enableSignup) throw errors.signupDisabled();
      user ??= await createUser(
        client,
        // No password: the account signs in with the codes it is sent.
        {
          email,
          passwordHash: null,
          confirmed: !cfg.otp.enableConfirmations,
          userMetadata: data,
          appMetadata: {},
        },
        errors.userAlreadyExists,
      );
    }
    const kind: OtpKind = user.email_confirmed_at ? 'magiclink' : 'signup';
    return mailer.prepare(client, user, kind, pkce);
  });
  await mailer.send(pending, redirectTo);
  return c.json({});
}

/**
 * POST /resend (auth-js resend) of a sign-up confirmation: a new code for an account that has
 * not confirmed its address yet; `{}` for an address without one, or already confirmed.
 */
async function resend(c: Context, deps: AuthDeps, mailer: OtpMailer): Promise<Response> {
  await deps.limits.signInSignUps.consume(clientIp(c));
  const body = await readJsonObject(c);
  const type = optString(body, 'type');
  if (type !== 'signup' && type !== 'email_change' && type !== 'sms' && type !== 'phone_change')
    throw errors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  const rawEmail = optString(body, 'email');
  const phone = optString(body, 'phone');
  if (!rawEmail && type === 'signup') throw errors.validation('Type provided requires an email address');
  if (rawEmail && phone) throw errors.validation('Only an email address or phone number should be provided.');
  if (!rawEmail) {
    if (phone) throw new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw errors.validation('Missing email address or phone number');
  }
  const pkce = type === 'signup' ? pkceOf(body) : undefined;
  const email = normalizeEmail(rawEmail);
  // An e-mail change is resent by PUT /user with the same address; only sign-ups are resent here.
  if (type !== 'signup') return c.json({});
  const redirectTo = deps.redirects.resolve(c.req.query('redirect_to') ?? optString(body, 'redirect_to'));
  const pending = await inTransaction(deps.ctx.pool, async (client) => {
    const user = await findUserByEmail(client, email);
    if (!user || user.email_confirmed_at) return undefined;
    return mailer.prepare(client, user, 'signup', pkce);
  });
  if (pending) await mailer.send(pending, redirectTo);
  return c.json({});
}

/** Codes by e-mail: POST /otp sends one, POST /resend sends a sign-up's again. */
export function registerOtpSendRoutes(app: Hono, deps: AuthDeps): void {
  const mailer = new OtpMailer(deps);
  app.post('/otp', (c) => otp(c, deps, mailer));
  app.post('/resend', (c) => resend(c, deps, mailer));
}
