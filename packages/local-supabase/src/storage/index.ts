import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServiceContext } from '../context.ts';
import { registerBucketRoutes } from './buckets.ts';
import { isDatabaseUnavailable } from '../db.ts';
import { clientGone } from '../httpUtil.ts';
import { ERRORS, StorageError, fromDatabaseError } from './errors.ts';
import { registerObjectRoutes } from './object/index.ts';
import { recoverInterruptedWrites } from './recovery.ts';

/**
 * The Supabase-Storage-compatible service, mounted by the gateway at /storage/v1 (the gateway
 * checks `apikey` and defaults `Authorization` to it; this service verifies the JWT itself).
 * Objects live on disk under `<dataDir>/storage/<bucket>/<name>`, their rows in
 * storage.objects, and every row is read or written as the caller so RLS policies decide.
 */
export function createStorageApp(ctx: ServiceContext): Hono {
  const app = new Hono();
  // Files left by a previous process killed mid-write; in the background, it only reads rows.
  recoverInterruptedWrites(ctx, Date.now()).catch((err: unknown) => {
    ctx.log('warn', `storage: could not check for interrupted writes: ${String(err)}`);
  });
  registerBucketRoutes(app, ctx);
  registerObjectRoutes(app, ctx);
  // Inside a mounted sub-app only a catch-all route answers unknown paths (notFound is the parent's).
  app.all('*', () => {
    throw ERRORS.notFound();
  });

  app.onError((err, c) => {
    const mapped =
      err instanceof StorageError
        ? err
        : (fromDatabaseError(err) ?? (err instanceof HTTPException ? err : undefined));
    if (mapped instanceof StorageError) {
      for (const [name, value] of Object.entries(mapped.headers)) c.header(name, value);
      return c.json(mapped.render(), mapped.status as ContentfulStatusCode);
    }
    if (mapped instanceof HTTPException) {
      const status = mapped.status;
      return c.json(
        {
          statusCode: String(status),
          code: 'InvalidRequest',
          error: 'InvalidRequest',
          message: mapped.message,
        },
        status,
      );
    }
    if (clientGone(c)) {
      ctx.log('info', `client closed the connection during ${c.req.method} ${c.req.path}`);
      return c.json(ERRORS.invalidRequest('The request was aborted').render(), 400);
    }
    if (isDatabaseUnavailable(err)) {
      c.header('Retry-After', '1');
      return c.json(ERRORS.unavailable().render(), 503);
    }
    ctx.log('error', `storage: ${c.req.method} ${c.req.path} failed`, {
      error: err instanceof Error ? err.message : String(err),
    });
    const internal = ERRORS.internal();
    return c.json(internal.render(), 500);
  });
  return app;
}
