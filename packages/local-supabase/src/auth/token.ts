import type { Context, Hono } from 'hono';
import { inTransaction, isDatabaseUnavailable } from '../db.ts';
import { clientInfo, clientIp, type AuthDeps } from './deps.ts';
import { AuthApiError, errors } from './errors.ts';
import { optString, readJsonObject, type JsonObject } from './input.ts';
import { pkceGrant } from './otp/pkce.ts';
import { verifyPassword } from './password.ts';
import { issueSession, refreshSession, type SessionJson } from './sessions.ts';
import { findUserByEmail, findUserById, isBanned } from './users.ts';

/** Sessions: POST /token (password and refresh_token grants) and POST /logout. */
export function registerTokenRoutes(app: Hono, deps: AuthDeps): void {
  const { ctx } = deps;

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token' && grant !== 'pkce')
      throw new AuthApiError(400, 'validation_failed', 'unsupported_grant_type');
    // As supabase/auth: every /token request counts against the caller's address (token_refresh).
    const ip = clientIp(c);
    await deps.limits.token.consume(ip);
    try {
      const body = await readJsonObject(c);
      if (grant === 'password') return c.json(await passwordGrant(c, body));
      if (grant === 'pkce') return c.json(await pkceGrant(c, deps, body));
      const token = optString(body, 'refresh_token');
      if (!token) throw errors.validation('refresh_token required');
      // An error is returned, not thrown, so that what it did (ending a session on token reuse)
      // commits before it is answered.
      const result = await inTransaction(ctx.pool, (client) => refreshSession(client, ctx.config, token));
      if (result instanceof AuthApiError) throw result;
      return c.json(result);
    } catch (err) {
      // An outage is not the caller's doing: it costs them nothing.
      if (isDatabaseUnavailable(err)) await deps.limits.token.refund(ip);
      throw err;
    }
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
    // Wrong passwords slow the next attempts on this account down (never lock it).
    const done = await deps.slowdown.wait(email);
    try {
      const user = await findUserByEmail(ctx.pool, email);
      const valid = await verifyPassword(password, user?.encrypted_password);
      if (!user || !valid) {
        await deps.slowdown.failed(email);
        throw errors.invalidCredentials();
      }
      await deps.slowdown.succeeded(email);
      // Checked after the password, so that bans and confirmations are not told to strangers.
      if (isBanned(user)) throw errors.userBanned();
      if (!user.email_confirmed_at) throw errors.emailNotConfirmed();
      return await inTransaction(ctx.pool, async (client) => {
        await client.query(
          `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`,
          [user.id],
        );
        await client.query(
          `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
          [user.id],
        );
        const fresh = (await findUserById(client, user.id)) ?? user;
        return issueSession(client, ctx.config, fresh, 'password', clientInfo(c));
      });
    } finally {
      done();
    }
  }

  app.post('/logout', async (c) => {
    const { user, session } = await deps.requireUser(c);
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
}
