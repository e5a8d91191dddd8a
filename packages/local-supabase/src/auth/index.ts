import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../db.ts';
import { JwtError, verifyJwt, type SupabaseClaims } from '../jwt.ts';
import { registerAdminRoutes } from './admin.ts';
import { API_VERSION, AuthApiError, errors } from './errors.ts';
import { isUuid, normalizeEmail, optObject, optString, readJsonObject, type JsonObject } from './input.ts';
import { consumeLinkToken, createLinkToken, isLinkType, type LinkType } from './links.ts';
import { deliverMail } from './mail.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './password.ts';
import { SignInLimiter } from './ratelimit.ts';
import {
  findSession,
  issueSession,
  refreshSession,
  sessionIsLive,
  type ClientInfo,
  type SessionJson,
  type SessionRow,
} from './sessions.ts';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  isBanned,
  loadUserJson,
  mergeMetadata,
  syncEmailIdentity,
  type UserRow,
} from './users.ts';
import { createUser, endUserSessions } from './accounts.ts';

/** Settings of the auth service that the stack configuration does not carry. */
export interface AuthOptions {
  /** Shortest password accepted (supabase/auth's default: 6). */
  minPasswordLength?: number;
  /**
   * Failed sign-ins allowed per client IP within the window. Defaults to 10 times
   * `rateLimitPoints`: the per-IP budget guards against trying many accounts from one place,
   * and a whole office (or a test run) shares one address, so it must sit above the per-e-mail
   * budget that guards one account.
   */
  ipRateLimitPoints?: number;
  /** Lifetime of recovery and invite links, in seconds (supabase/auth's local default: 3600). */
  linkExpirySeconds?: number;
  /** Origins, besides the site URL's and the API's, that e-mail links may redirect to. */
  additionalRedirectUrls?: string[];
}

export interface Caller {
  claims: SupabaseClaims;
  user: UserRow;
  session: SessionRow | undefined;
}

/** What the route modules share. */
export interface AuthDeps {
  ctx: ServiceContext;
  minPasswordLength: number;
  linkExpirySeconds: number;
  requireAdmin(c: Context): Promise<SupabaseClaims>;
  safeRedirect(raw: string | undefined): string;
  sendLink(user: UserRow, type: LinkType, redirectTo: string, token: string): Promise<string>;
  linkFor(type: LinkType, token: string, redirectTo: string): string;
}

const RECOVERY_MIN_INTERVAL_SECONDS = 60;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address.replace(/^::ffff:/, '');
  } catch {
    // Not served by @hono/node-server (e.g. app.request in unit tests): no socket to read.
  }
  return 'unknown';
}

function clientInfo(c: Context): ClientInfo {
  const ip = clientIp(c);
  return { userAgent: c.req.header('user-agent'), ip: ip === 'unknown' ? undefined : ip };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The Supabase-Auth-compatible service, mounted by the gateway at /auth/v1. */
export function createAuthApp(ctx: ServiceContext, options: AuthOptions = {}): Hono {
  const cfg = ctx.config;
  const minPasswordLength = options.minPasswordLength ?? 6;
  const linkExpirySeconds = options.linkExpirySeconds ?? 3600;
  const limiter = new SignInLimiter({
    emailPoints: cfg.rateLimitPoints,
    ipPoints: options.ipRateLimitPoints ?? cfg.rateLimitPoints * 10,
    windowSeconds: cfg.rateLimitWindowSeconds,
  });
  const apiBase = `${cfg.publicUrl.replace(/\/+$/, '')}/auth/v1`;
  const allowedOrigins = new Set(
    [cfg.siteUrl, cfg.publicUrl, ...(options.additionalRedirectUrls ?? [])]
      .map(originOf)
      .filter((o): o is string => o !== undefined),
  );
  const siteIsLoopback = LOOPBACK.has(new URL(cfg.siteUrl).hostname);

  /**
   * Where e-mail links may send the browser: the site, the API, configured origins, and (when
   * the site itself is local) any loopback origin, which covers Vite dev servers. Anything else
   * falls back to the site URL, so links cannot be turned into open redirects.
   */
  function safeRedirect(raw: string | undefined): string {
    if (!raw) return cfg.siteUrl;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return cfg.siteUrl;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return cfg.siteUrl;
    if (allowedOrigins.has(url.origin) || (siteIsLoopback && LOOPBACK.has(url.hostname))) {
      url.hash = '';
      return url.toString();
    }
    return cfg.siteUrl;
  }

  function linkFor(type: LinkType, token: string, redirectTo: string): string {
    const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${apiBase}/verify?${q.toString()}`;
  }

  async function sendLink(user: UserRow, type: LinkType, redirectTo: string, token: string): Promise<string> {
    const link = linkFor(type, token, redirectTo);
    const email = user.email ?? '';
    const text =
      type === 'recovery'
        ? `Reset password\n\nFollow this link to reset the password for your account (${email}):\n\n${link}\n\nThe link works once and for ${Math.round(linkExpirySeconds / 60)} minutes.\n`
        : `You have been invited\n\nFollow this link to accept the invitation for ${email}:\n\n${link}\n`;
    await deliverMail(ctx, {
      to: email,
      subject: type === 'recovery' ? 'Reset Your Password' : 'You have been invited',
      type,
      link,
      text,
    });
    return link;
  }

  async function bearerClaims(c: Context): Promise<SupabaseClaims> {
    const header = c.req.header('authorization');
    const match = header ? /^bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match?.[1]) throw errors.noAuthorization();
    try {
      return await verifyJwt(match[1], cfg.jwtSecret);
    } catch (err) {
      if (err instanceof JwtError) throw errors.badJwt(err.message);
      throw err;
    }
  }

  /** The signed-in user behind the Bearer token, whose session (if the token names one) is live. */
  async function requireUser(c: Context): Promise<Caller> {
    const claims = await bearerClaims(c);
    if (!claims.sub) throw errors.badJwt('invalid claim: missing sub claim');
    if (!isUuid(claims.sub)) throw errors.badJwt('invalid claim: sub claim must be a UUID');
    const user = await findUserById(ctx.pool, claims.sub);
    if (!user || user.deleted_at) throw errors.userFromJwtNotFound();
    let session: SessionRow | undefined;
    if (claims.session_id !== undefined && claims.session_id !== '00000000-0000-0000-0000-000000000000') {
      if (!isUuid(claims.session_id)) throw errors.sessionNotFound();
      session = await findSession(ctx.pool, claims.session_id);
      if (!sessionIsLive(session) || session.user_id !== user.id) throw errors.sessionNotFound();
    }
    return { claims, user, session };
  }

  async function requireAdmin(c: Context): Promise<SupabaseClaims> {
    const claims = await bearerClaims(c);
    if (claims.role !== 'service_role') throw errors.notAdmin();
    return claims;
  }

  const app = new Hono();

  // auth-js reads the error `code` only from answers that carry this header.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });

  app.onError((err, c) => {
    let apiError: AuthApiError;
    if (err instanceof AuthApiError) {
      apiError = err;
    } else {
      ctx.log('error', `auth: unexpected error on ${c.req.method} ${c.req.path}: ${(err as Error).message}`);
      apiError = errors.unexpected();
    }
    const res = c.json(apiError.body(), apiError.status);
    res.headers.set('X-Supabase-Api-Version', API_VERSION);
    for (const [k, v] of Object.entries(apiError.headers)) res.headers.set(k, v);
    return res;
  });

  app.get('/health', (c) =>
    c.json({
      version: 'local',
      name: 'GoTrue',
      description: 'local-supabase Supabase-Auth-compatible service',
    }),
  );

  // What auth-js and dashboards read to know which sign-in methods exist.
  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: false,
        zoom: false,
      },
      disable_signup: !cfg.enableSignup,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: minPasswordLength,
    }),
  );

  // Tokens are HS256 (a shared secret): there is no public key to publish.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readJsonObject(c);
    if (grant === 'password') return c.json(await passwordGrant(c, body));
    if (grant === 'refresh_token') {
      const token = optString(body, 'refresh_token');
      if (!token) throw errors.validation('refresh_token required');
      // An error is returned, not thrown, so that what it did (revoking a session on token
      // reuse) commits before it is answered.
      const result = await inTransaction(ctx.pool, (client) => refreshSession(client, cfg, token));
      if (result instanceof AuthApiError) throw result;
      return c.json(result);
    }
    throw new AuthApiError(400, 'validation_failed', 'unsupported_grant_type');
  });

  async function passwordGrant(c: Context, body: JsonObject): Promise<SessionJson> {
    const rawEmail = optString(body, 'email');
    const password = optString(body, 'password') ?? '';
    if (!rawEmail) {
      if (optString(body, 'phone'))
        throw new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      throw errors.validation('missing email or phone');
    }
    const email = rawEmail.trim().toLowerCase();
    const ip = clientIp(c);
    await limiter.reserve(email, ip);
    const user = await findUserByEmail(ctx.pool, email);
    const valid = await verifyPassword(password, user?.encrypted_password);
    if (!user || !valid) throw errors.invalidCredentials();
    await limiter.succeeded(email, ip);
    // Checked after the password, so that bans and confirmations are not told to strangers.
    if (isBanned(user)) throw errors.userBanned();
    if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
    return inTransaction(ctx.pool, async (client) => {
      await client.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [
        user.id,
      ]);
      await client.query(
        `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
      );
      const fresh = (await findUserById(client, user.id)) ?? user;
      return issueSession(client, cfg, fresh, 'password', clientInfo(c));
    });
  }

  app.post('/signup', async (c) => {
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
    checkPasswordStrength(password, minPasswordLength);
    const data = optObject(body, 'data') ?? {};
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
  });

  app.get('/user', async (c) => {
    const { user } = await requireUser(c);
    return c.json(await loadUserJson(ctx.pool, user));
  });

  app.put('/user', async (c) => {
    const caller = await requireUser(c);
    const body = await readJsonObject(c);
    const password = optString(body, 'password');
    const rawEmail = optString(body, 'email');
    const data = optObject(body, 'data');
    if (optString(body, 'phone'))
      throw new AuthApiError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = rawEmail !== undefined && rawEmail !== '' ? normalizeEmail(rawEmail) : undefined;
    if (password !== undefined) checkPasswordStrength(password, minPasswordLength);
    const newHash =
      password !== undefined
        ? (await verifyPassword(password, caller.user.encrypted_password))
          ? null
          : await hashPassword(password)
        : undefined;
    if (newHash === null) throw errors.samePassword();

    const user = await inTransaction(ctx.pool, async (client) => {
      const current = await findUserById(client, caller.user.id, true);
      if (!current || current.deleted_at) throw errors.userFromJwtNotFound();
      if (data) {
        await client.query(
          `update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1`,
          [current.id, JSON.stringify(mergeMetadata(current.raw_user_meta_data, data))],
        );
      }
      if (email !== undefined && email !== current.email) {
        if (await emailTaken(client, email, current.id)) throw errors.emailExists();
        // No mailer to confirm the change with: it applies at once (supabase/auth with autoconfirm).
        await client.query(
          `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
                  email_change = '', email_change_token_new = '', updated_at = now() where id = $1`,
          [current.id, email],
        );
        await syncEmailIdentity(client, current.id, email, true);
      }
      if (newHash) {
        await client.query(
          `update auth.users set encrypted_password = $2, updated_at = now() where id = $1`,
          [current.id, newHash],
        );
        // A new password means the old one may be known to someone else: end every other session
        // and drop pending e-mail links, as supabase/auth does.
        await endUserSessions(client, current.id, caller.session?.id);
      }
      return (await findUserById(client, current.id)) ?? current;
    });
    return c.json(await loadUserJson(ctx.pool, user));
  });

  app.post('/logout', async (c) => {
    const { user, session } = await requireUser(c);
    const scope = c.req.query('scope') ?? 'global';
    if (scope === 'local') {
      if (session) await ctx.pool.query('delete from auth.sessions where id = $1', [session.id]);
    } else if (scope === 'others') {
      await ctx.pool.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        session?.id ?? null,
      ]);
    } else if (scope === 'global') {
      await ctx.pool.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else {
      throw errors.validation(`Unsupported logout scope "${scope}"`);
    }
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readJsonObject(c);
    const rawEmail = optString(body, 'email');
    if (!rawEmail) throw new AuthApiError(422, 'validation_failed', 'Password recovery requires an email');
    const email = normalizeEmail(rawEmail);
    const redirectTo = safeRedirect(c.req.query('redirect_to') ?? optString(body, 'redirect_to'));
    const user = await findUserByEmail(ctx.pool, email);
    // The same answer for unknown e-mails, so the endpoint does not reveal who has an account.
    if (user && !isBanned(user)) {
      // One recovery e-mail per account per minute (supabase/auth's default "max frequency"), so
      // the open endpoint cannot be used to flood an inbox (here: the mail folder).
      const sinceLast = user.recovery_sent_at
        ? (Date.now() - user.recovery_sent_at.getTime()) / 1000
        : Infinity;
      if (sinceLast < RECOVERY_MIN_INTERVAL_SECONDS) {
        throw new AuthApiError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${Math.ceil(RECOVERY_MIN_INTERVAL_SECONDS - sinceLast)} seconds.`,
        );
      }
      const token = await inTransaction(ctx.pool, (client) => createLinkToken(client, user, 'recovery'));
      await sendLink(user, 'recovery', redirectTo, token);
    }
    return c.json({});
  });

  /** Uses a link token and starts a session, or answers why not. */
  async function verifyLink(c: Context, token: string, type: LinkType, email?: string): Promise<SessionJson> {
    let failure: AuthApiError | undefined;
    const session = await inTransaction(ctx.pool, async (client) => {
      const user = await consumeLinkToken(client, token, type, linkExpirySeconds);
      if (!user || (email !== undefined && user.email !== email)) {
        failure = errors.otpExpired();
        return undefined;
      }
      if (isBanned(user)) {
        failure = errors.userBanned();
        return undefined;
      }
      // Following the link proves the address: confirm it, as supabase/auth does.
      await client.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
                last_sign_in_at = now(), updated_at = now() where id = $1`,
        [user.id],
      );
      const fresh = (await findUserById(client, user.id)) ?? user;
      return issueSession(client, cfg, fresh, type, clientInfo(c));
    });
    if (failure || !session) throw failure ?? errors.otpExpired();
    return session;
  }

  app.get('/verify', async (c) => {
    const redirectTo = safeRedirect(c.req.query('redirect_to'));
    const token = c.req.query('token') ?? '';
    const type = c.req.query('type');
    const fragment = (params: Record<string, string>) => {
      const q = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
      return c.redirect(`${redirectTo}#${q.toString()}`, 303);
    };
    if (!isLinkType(type) || !token) {
      return fragment({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    }
    try {
      const s = await verifyLink(c, token, type);
      return fragment({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
      });
    } catch (err) {
      if (!(err instanceof AuthApiError)) throw err;
      if (err.code === 'user_banned') {
        return fragment({
          error: 'access_denied',
          error_code: 'user_banned',
          error_description: err.message,
        });
      }
      return fragment({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    }
  });

  // verifyOtp({ token_hash, type }) of auth-js: the same link token, answered with a session.
  app.post('/verify', async (c) => {
    const body = await readJsonObject(c);
    const type = optString(body, 'type');
    if (!isLinkType(type)) throw errors.validation('Verify requires a verification type');
    const tokenHash = optString(body, 'token_hash');
    const token = optString(body, 'token');
    const rawEmail = optString(body, 'email');
    if (tokenHash) return c.json(await verifyLink(c, tokenHash, type));
    if (token && rawEmail) return c.json(await verifyLink(c, token, type, normalizeEmail(rawEmail)));
    throw errors.validation('Verify requires either a token_hash or a token and an email');
  });

  registerAdminRoutes(app, {
    ctx,
    minPasswordLength,
    linkExpirySeconds,
    requireAdmin,
    safeRedirect,
    sendLink,
    linkFor,
  });

  app.all('*', () => {
    throw errors.notFound();
  });

  return app;
}
