import { Hono } from 'hono';
import type { ServiceContext } from '../context.ts';
import { isDatabaseUnavailable } from '../db.ts';
import { clientGone } from '../httpUtil.ts';
import { registerAdminRoutes } from './admin.ts';
import { createAuthDeps, type AuthOptions } from './deps.ts';
import { API_VERSION, AuthApiError, errors } from './errors.ts';
import { registerMfaRoutes } from './mfa/routes.ts';
import { registerOtpSendRoutes } from './otp/send.ts';
import { registerTokenRoutes } from './token.ts';
import { registerUserRoutes } from './user.ts';
import { registerVerifyRoutes } from './verify.ts';

export type { AuthOptions } from './deps.ts';

/**
 * The Supabase-Auth-compatible service, mounted by the gateway at /auth/v1. Each endpoint
 * family registers itself (token.ts, user.ts, verify.ts, admin.ts) on top of the shared pieces
 * in deps.ts (callers, limits, redirects, mail) and the data modules below them.
 */
export function createAuthApp(ctx: ServiceContext, options: AuthOptions = {}): Hono {
  const deps = createAuthDeps(ctx, options);
  const cfg = ctx.config;
  const app = new Hono();

  // auth-js reads the error `code` only from answers that carry this header.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Supabase-Api-Version', API_VERSION);
  });

  // The site server's calls on a visitor's behalf count against the visitor's address.
  app.use('*', async (c, next) => {
    await deps.trustRelayedAddress(c);
    await next();
  });

  app.onError((err, c) => {
    let apiError: AuthApiError;
    if (err instanceof AuthApiError) {
      apiError = err;
    } else if (clientGone(c)) {
      ctx.log('info', `client closed the connection during ${c.req.method} ${c.req.path}`);
      apiError = errors.validation('The request was aborted');
    } else if (isDatabaseUnavailable(err)) {
      apiError = errors.unavailable();
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
      mailer_autoconfirm: !cfg.otp.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      password_min_length: cfg.minPasswordLength,
    }),
  );

  // Tokens are HS256 (a shared secret): there is no public key to publish.
  app.get('/.well-known/jwks.json', (c) => c.json({ keys: [] }));

  registerTokenRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerVerifyRoutes(app, deps);
  registerOtpSendRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerMfaRoutes(app, deps);

  app.all('*', () => {
    throw errors.notFound();
  });

  return app;
}
