import type { Context, Hono } from 'hono';
import { inTransaction } from '../../db.ts';
import { clientIp, type AuthDeps } from '../deps.ts';
import { AuthApiError, errors } from '../errors.ts';
import { isUuid, optString, readJsonObject } from '../input.ts';
import { AddressLimiter } from '../ratelimit.ts';
import { findUserById, type UserRow } from '../users.ts';
import { mfaErrors } from './errors.ts';
import { FactorQueue } from './factorQueue.ts';
import {
  CHALLENGE_LIFETIME_SECONDS,
  deleteExpiredFactors,
  downgradeSessionsToAal1,
  factorJson,
  factorsOf,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  sessionAal,
  type FactorRow,
} from './factors.ts';
import { newTotpSecret, qrCodeSvg, totpUri } from './totp.ts';
import { verifyTotp } from './verify.ts';

/** supabase/auth counts challenges and verifications per client address and minute. */
const MFA_RATE_LIMIT_WINDOW_SECONDS = 60;
/** supabase/auth's MFA_MAX_VERIFIED_FACTORS (not in config.toml). */
const MAX_VERIFIED_FACTORS = 10;

/** The client address as an inet literal (a request with no socket counts as 0.0.0.0). */
function requestInet(c: Context): string {
  const ip = clientIp(c);
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip : '0.0.0.0';
}

/** Phone and WebAuthn factors are never created here; one restored from hosted is refused. */
function refuseOtherTypes(factor: FactorRow, totpEnabled: boolean): void {
  if (factor.factor_type === 'phone') throw mfaErrors.phoneVerifyDisabled();
  if (factor.factor_type === 'webauthn') throw mfaErrors.webauthnVerifyDisabled();
  if (!totpEnabled) throw mfaErrors.totpVerifyDisabled();
}

interface Helpers {
  /** The signed-in, non-anonymous user and the session their token belongs to. */
  caller(c: Context): Promise<{ user: UserRow; sessionId: string }>;
  /** The user's factor named by the path's `:id` (404 when it is not theirs). */
  ownFactor(c: Context, user: UserRow): Promise<FactorRow>;
}

function helpers(deps: AuthDeps): Helpers {
  return {
    async caller(c) {
      const { claims, user, session } = await deps.requireUser(c);
      if (claims.is_anonymous === true) throw mfaErrors.anonymous();
      if (!session) throw mfaErrors.noSession();
      return { user, sessionId: session.id };
    },
    async ownFactor(c, user) {
      const id = c.req.param('id');
      if (!isUuid(id)) throw mfaErrors.factorIdNotUuid();
      const factor = await findOwnedFactor(deps.ctx.pool, user.id, id);
      if (!factor) throw mfaErrors.factorNotFound();
      return factor;
    },
  };
}

/**
 * Second factors of the signed-in user, as supabase/auth answers them to auth-js's
 * `supabase.auth.mfa.*`: POST /factors (enrol a TOTP factor), POST /factors/{id}/challenge,
 * POST /factors/{id}/verify (raises the session to aal2), DELETE /factors/{id}; and the admin
 * API's /admin/users/{id}/factors. The user's factors are listed in GET /user (`factors`).
 */
export function registerMfaRoutes(app: Hono, deps: AuthDeps): void {
  const h = helpers(deps);
  registerEnrolment(app, deps, h);
  registerVerification(app, deps, h);
  registerAdminFactorRoutes(app, deps);
}

/** POST /factors and DELETE /factors/{id}. */
function registerEnrolment(app: Hono, deps: AuthDeps, h: Helpers): void {
  const { ctx } = deps;
  const cfg = ctx.config;

  app.post('/factors', async (c) => {
    const { user, sessionId } = await h.caller(c);
    const body = await readJsonObject(c);
    const friendlyName = optString(body, 'friendly_name') ?? '';
    const factorType = optString(body, 'factor_type') ?? '';
    const issuer = optString(body, 'issuer') || new URL(cfg.siteUrl).host;
    if (factorType === 'phone') throw mfaErrors.phoneEnrollDisabled();
    if (factorType === 'webauthn') throw mfaErrors.webauthnEnrollDisabled();
    if (factorType !== 'totp') throw mfaErrors.factorType();
    if (!cfg.mfa.totpEnrollEnabled) throw mfaErrors.totpEnrollDisabled();

    const secret = newTotpSecret();
    const uri = totpUri(secret, issuer, user.email ?? '');
    const qrCode = await qrCodeSvg(uri);
    const factor = await inTransaction(ctx.pool, async (client) => {
      // One enrolment of a user at a time, so the limits below hold under concurrent requests.
      await client.query('select 1 from auth.users where id = $1 for update', [user.id]);
      await deleteExpiredFactors(client);
      const factors = await factorsOf(client, user.id);
      if (factors.some((f) => (f.friendly_name ?? '') === friendlyName))
        throw mfaErrors.nameConflict(friendlyName);
      const verified = factors.filter((f) => f.status === 'verified').length;
      if (factors.length >= cfg.mfa.maxEnrolledFactors || verified >= MAX_VERIFIED_FACTORS)
        throw mfaErrors.tooManyFactors();
      if (verified > 0 && (await sessionAal(client, sessionId)) !== 'aal2') throw mfaErrors.enrollNeedsAal2();
      return insertTotpFactor(client, user.id, friendlyName, secret);
    });
    // The only answer that ever carries the secret: it is not shown again.
    return c.json({
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name ?? '',
      totp: { qr_code: qrCode, secret, uri },
    });
  });

  app.delete('/factors/:id', async (c) => {
    const { user, sessionId } = await h.caller(c);
    const factor = await h.ownFactor(c, user);
    await inTransaction(ctx.pool, async (client) => {
      if (factor.status === 'verified' && (await sessionAal(client, sessionId)) !== 'aal2')
        throw mfaErrors.unenrollNeedsAal2();
      await client.query('delete from auth.mfa_factors where id = $1', [factor.id]);
      await downgradeSessionsToAal1(client, factor);
    });
    return c.json({ id: factor.id });
  });
}

/**
 * POST /factors/{id}/challenge and /verify, each limited per client address and minute as
 * supabase/auth limits them. Beyond it, from any address: the requests of one factor run one at
 * a time (a burst waits in memory, not on the database), and wrong codes count against the
 * factor, as many a minute as one address may send (over it, 429 before the code is checked).
 */
function registerVerification(app: Hono, deps: AuthDeps, h: Helpers): void {
  const { ctx } = deps;
  const cfg = ctx.config;
  const perMinute = cfg.mfa.rateLimitChallengeAndVerify;
  const limits = {
    challenge: new AddressLimiter(perMinute, MFA_RATE_LIMIT_WINDOW_SECONDS, 'mfa-challenge'),
    verify: new AddressLimiter(perMinute, MFA_RATE_LIMIT_WINDOW_SECONDS, 'mfa-verify'),
    // Keyed by factor, not address: guesses spread over many addresses add up here.
    wrongCodes: new AddressLimiter(perMinute, MFA_RATE_LIMIT_WINDOW_SECONDS, 'mfa-factor-wrong-codes'),
  };
  const queue = new FactorQueue(perMinute);

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await h.caller(c);
    const factor = await h.ownFactor(c, user);
    const ip = requestInet(c);
    await limits.challenge.consume(ip);
    refuseOtherTypes(factor, cfg.mfa.totpVerifyEnabled);
    const challenge = await queue.run(factor.id, () =>
      inTransaction(ctx.pool, (client) => insertChallenge(client, factor.id, ip)),
    );
    return c.json({
      id: challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
    });
  });

  app.post('/factors/:id/verify', async (c) => {
    const { user, sessionId } = await h.caller(c);
    const factor = await h.ownFactor(c, user);
    const ip = requestInet(c);
    await limits.verify.consume(ip);
    const body = await readJsonObject(c);
    const challengeId = optString(body, 'challenge_id');
    const code = optString(body, 'code') ?? '';
    if (challengeId !== undefined && !isUuid(challengeId))
      throw errors.badJson(`challenge_id must be a UUID, got ${JSON.stringify(challengeId)}`);
    if (code === '') throw mfaErrors.codeRequired();
    refuseOtherTypes(factor, cfg.mfa.totpVerifyEnabled);
    if (challengeId === undefined) throw mfaErrors.challengeNotFound();

    // Counted before the code is checked, so a burst cannot outrun the count; given back unless
    // the code was wrong.
    await limits.wrongCodes.consume(factor.id);
    let result: Awaited<ReturnType<typeof verifyTotp>>;
    try {
      result = await queue.run(factor.id, () =>
        inTransaction(ctx.pool, (client) =>
          verifyTotp(client, cfg, { userId: user.id, sessionId, factorId: factor.id, challengeId, code, ip }),
        ),
      );
    } catch (err) {
      await limits.wrongCodes.refund(factor.id);
      throw err;
    }
    if (!(result instanceof AuthApiError && result.code === 'mfa_verification_failed'))
      await limits.wrongCodes.refund(factor.id);
    if (result instanceof AuthApiError) throw result;
    return c.json(result);
  });
}

/**
 * The admin API (service_role only): GET /admin/users/{id}/factors and
 * DELETE /admin/users/{id}/factors/{factor id} (supabase-js `auth.admin.mfa.listFactors` and
 * `deleteFactor`).
 */
function registerAdminFactorRoutes(app: Hono, deps: AuthDeps): void {
  const { ctx } = deps;

  async function targetUser(c: Context): Promise<string> {
    await deps.requireAdmin(c);
    const userId = c.req.param('userId');
    if (!isUuid(userId) || !(await findUserById(ctx.pool, userId))) throw errors.userNotFound();
    return userId;
  }

  app.get('/admin/users/:userId/factors', async (c) => {
    const userId = await targetUser(c);
    return c.json((await factorsOf(ctx.pool, userId)).map(factorJson));
  });

  app.delete('/admin/users/:userId/factors/:id', async (c) => {
    const userId = await targetUser(c);
    const id = c.req.param('id');
    if (!isUuid(id)) throw mfaErrors.factorIdNotUuid();
    const factor = await inTransaction(ctx.pool, async (client) => {
      const found = await findOwnedFactor(client, userId, id, true);
      if (!found) throw mfaErrors.factorNotFound();
      await client.query('delete from auth.mfa_factors where id = $1', [found.id]);
      await downgradeSessionsToAal1(client, found);
      return found;
    });
    return c.json(factorJson(factor));
  });
}
