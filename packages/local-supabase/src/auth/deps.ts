import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServiceContext } from '../context.ts';
import { JwtError, verifyJwt, type SupabaseClaims } from '../jwt.ts';
import { errors } from './errors.ts';
import { isUuid } from './input.ts';
import type { LinkType } from './links.ts';
import type { OtpKind } from './otp/tokens.ts';
import { deliverMail } from './mail.ts';
import type { Pool } from '../db.ts';
import { accountWords, type PasswordRules } from './password.ts';
import {
  AccountSlowdown,
  AddressLimiter,
  DEFAULT_SLOWDOWN,
  RATE_LIMIT_WINDOW_SECONDS,
  type SlowdownOptions,
  WRONG_CODES_PER_ACCOUNT,
  WRONG_CODES_WINDOW_SECONDS,
} from './ratelimit.ts';
import { RedirectPolicy } from './redirects.ts';
import { findSession, sessionIsLive, type ClientInfo, type SessionRow } from './sessions.ts';
import { findUserById, isBanned, type UserRow } from './users.ts';

/** Settings of the auth service that config.toml does not carry (tests shorten them). */
export interface AuthOptions {
  /** Lifetime of e-mail links, in seconds (supabase/auth's local default: 3600). */
  linkExpirySeconds?: number;
  /** Interval of the per-address limits (supabase/auth: 5 minutes). */
  rateLimitWindowSeconds?: number;
  /** The per-account slowdown of wrong passwords. */
  slowdown?: SlowdownOptions;
}

interface Caller {
  claims: SupabaseClaims;
  user: UserRow;
  session: SessionRow | undefined;
}

/** What the route modules of the auth service share. */
export interface AuthDeps {
  ctx: ServiceContext;
  /** `<public url>/auth/v1`, the base of e-mail links and the tokens' `iss`. */
  apiBase: string;
  passwordRules: PasswordRules;
  /**
   * What a new password of this account is checked against besides the dictionaries: the site's
   * own words (the database's private.password_site_words(), where the project defines it) and
   * the account's e-mail and names.
   */
  passwordUserInputs(email: string | null | undefined, metadata?: Record<string, unknown>): Promise<string[]>;
  linkExpirySeconds: number;
  redirects: RedirectPolicy;
  /**
   * Per client address: /token (token_refresh), /signup, /recover, PUT /user (sign_in_sign_ups),
   * /verify. Per account, from any address: wrong e-mailed codes (`wrongCodes`, keyed by the
   * normalised e-mail address the code was sent to).
   */
  limits: {
    token: AddressLimiter;
    signInSignUps: AddressLimiter;
    verify: AddressLimiter;
    wrongCodes: AddressLimiter;
  };
  slowdown: AccountSlowdown;
  /**
   * Takes the request's client address from `x-registration-client-address` when the request
   * carries the project's relay key in `x-registration-relay` (the site server acting for a
   * visitor); without the key, or with a wrong one, the header is ignored and the TCP peer
   * counts, so no other caller chooses its address.
   */
  trustRelayedAddress(c: Context): Promise<void>;
  requireUser(c: Context): Promise<Caller>;
  requireAdmin(c: Context): Promise<SupabaseClaims>;
  linkFor(type: LinkType | OtpKind, token: string, redirectTo: string): string;
  sendMail(to: string, type: LinkType | OtpKind, subject: string, text: string, link: string): Promise<void>;
}

/**
 * The header pair the project's site server relays a visitor's address with (the same pair the
 * database reads for forms, docs/registrations.md): the address, and the project's relay key.
 */
const RELAY_KEY_HEADER = 'x-registration-relay';
const RELAY_ADDRESS_HEADER = 'x-registration-client-address';
/** How long the relay key read from the database is kept (a rotated key is honoured this soon). */
const RELAY_KEY_TTL_MS = 30_000;

/** Addresses relayed by the project's site server, per request (set by trustRelayedAddress). */
const relayedAddresses = new WeakMap<Request, string>();

/**
 * The client address the limits count by and sessions record: the visitor's address the site
 * server relayed with the relay key (trustRelayedAddress), else the TCP peer of the request.
 */
export function clientIp(c: Context): string {
  const relayed = relayedAddresses.get(c.req.raw);
  if (relayed) return relayed;
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address.replace(/^::ffff:/, '');
  } catch {
    // Not served by @hono/node-server (e.g. app.request in unit tests): no socket to read.
  }
  return 'unknown';
}

export function clientInfo(c: Context): ClientInfo {
  const ip = clientIp(c);
  return { userAgent: c.req.header('user-agent'), ip: ip === 'unknown' ? undefined : ip };
}

/**
 * The project's relay key (`private.secrets`, name `relay`), or null where the project keeps
 * none: only a caller holding it (the site server) may name the client address of a request.
 */
function relayKeyReader(pool: Pool): () => Promise<string | null> {
  let cached: { key: string | null; at: number } | undefined;
  return async () => {
    if (cached && Date.now() - cached.at < RELAY_KEY_TTL_MS) return cached.key;
    const { rows } = await pool.query<{ value: string | null }>(
      `select case when to_regclass('private.secrets') is null then null
                   else (select value from private.secrets where name = 'relay') end as value`,
    );
    cached = { key: rows[0]?.value ?? null, at: Date.now() };
    return cached.key;
  };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The project's private.password_site_words(), or none when its migrations do not define it. */
async function readSiteWords(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ found: boolean }>(
    `select to_regprocedure('private.password_site_words()') is not null as found`,
  );
  if (!rows[0]?.found) return [];
  const { rows: words } = await pool.query<{ words: string[] }>(
    'select private.password_site_words() as words',
  );
  return words[0]?.words ?? [];
}

export function createAuthDeps(ctx: ServiceContext, options: AuthOptions = {}): AuthDeps {
  let siteWords: Promise<string[]> | undefined;
  const relayKey = relayKeyReader(ctx.pool);
  const cfg = ctx.config;
  const window = options.rateLimitWindowSeconds ?? RATE_LIMIT_WINDOW_SECONDS;
  const apiBase = `${cfg.publicUrl.replace(/\/+$/, '')}/auth/v1`;

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

  return {
    ctx,
    apiBase,
    passwordRules: {
      minLength: cfg.minPasswordLength,
      requirements: cfg.passwordRequirements,
      refuseGuessable: cfg.passwordHibpEnabled,
    },
    async passwordUserInputs(email, metadata) {
      siteWords ??= readSiteWords(ctx.pool).catch((err: unknown) => {
        siteWords = undefined; // asked again next time (the database may be restarting)
        throw err;
      });
      return [...(await siteWords), ...accountWords(email, metadata)];
    },
    linkExpirySeconds: options.linkExpirySeconds ?? 3600,
    redirects: new RedirectPolicy(cfg.siteUrl, cfg.additionalRedirectUrls),
    limits: {
      token: new AddressLimiter(cfg.rateLimitTokenRefresh, window, 'token'),
      signInSignUps: new AddressLimiter(cfg.rateLimitSignInSignUps, window, 'sign-in-sign-ups'),
      verify: new AddressLimiter(cfg.rateLimitTokenVerifications, window, 'verify'),
      wrongCodes: new AddressLimiter(
        WRONG_CODES_PER_ACCOUNT,
        WRONG_CODES_WINDOW_SECONDS,
        'account-wrong-codes',
      ),
    },
    slowdown: new AccountSlowdown(options.slowdown ?? DEFAULT_SLOWDOWN),

    async trustRelayedAddress(c) {
      const key = c.req.header(RELAY_KEY_HEADER);
      const address = c.req
        .header(RELAY_ADDRESS_HEADER)
        ?.trim()
        .replace(/^::ffff:/, '');
      if (!key || !address || isIP(address) === 0) return;
      const expected = await relayKey();
      if (expected && sameSecret(key, expected)) relayedAddresses.set(c.req.raw, address);
    },

    /**
     * The signed-in user behind the Bearer token, whose session (if the token names one) is
     * live. A banned user's still-valid token is refused, as supabase/auth does.
     */
    async requireUser(c) {
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
      if (isBanned(user)) throw errors.bannedToken();
      return { claims, user, session };
    },

    async requireAdmin(c) {
      const claims = await bearerClaims(c);
      if (claims.role !== 'service_role') throw errors.notAdmin();
      return claims;
    },

    linkFor(type, token, redirectTo) {
      const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
      return `${apiBase}/verify?${q.toString()}`;
    },

    async sendMail(to, type, subject, text, link) {
      await deliverMail(ctx, { to, subject, type, link, text });
    },
  };
}
