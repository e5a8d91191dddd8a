import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import type { SupabaseClaims } from '../../jwt.ts';
import { ERRORS } from '../errors.ts';
import { trashFiles } from '../files.ts';
import { callerClaims, readJsonObject } from '../http.ts';
import { assertValidKey, bucketDir, objectPath } from '../keys.ts';
import { bucketConfig, mapDb, withDiskChanges } from './data.ts';

/** Deletes rows as the caller (RLS: SELECT + DELETE) and their files; returns the deleted rows. */
export async function deleteObjects(
  ctx: ServiceContext,
  claims: SupabaseClaims,
  bucketId: string,
  names: string[] | null,
): Promise<Array<Record<string, unknown>>> {
  const bucketRoot = bucketDir(ctx.config.dataDir, bucketId);
  return withDiskChanges(ctx, claims, async (client, track) => {
    let rows: Array<Record<string, unknown> & { name: string }>;
    try {
      // The platform's guard refuses DELETE on storage tables unless the session opts in.
      await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
      const result =
        names === null
          ? await client.query(
              `delete from storage.objects where bucket_id = $1
               returning id, bucket_id, name, owner, owner_id, metadata, user_metadata, version,
                         created_at, updated_at, last_accessed_at`,
              [bucketId],
            )
          : await client.query(
              `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
               returning id, bucket_id, name, owner, owner_id, metadata, user_metadata, version,
                         created_at, updated_at, last_accessed_at`,
              [bucketId, names],
            );
      rows = result.rows;
    } catch (err) {
      throw mapDb(err);
    }
    const files: string[] = [];
    for (const row of rows) {
      try {
        files.push(objectPath(ctx.config.dataDir, bucketId, row.name));
      } catch {
        // A row written by SQL with a name that cannot be a file: there is no file to remove.
        ctx.log('warn', 'storage: deleted a row whose name is not a valid file name', {
          bucketId,
          name: row.name,
        });
      }
    }
    track(await trashFiles(files, bucketRoot));
    return rows;
  });
}

/** DELETE /object/:bucket {prefixes}: the rows actually deleted (RLS may hide some). */
export async function handleRemove(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  const prefixes = body.prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > 1000 ||
    !prefixes.every((p) => typeof p === 'string')
  ) {
    throw ERRORS.invalidRequest('prefixes must be an array of 1 to 1000 strings');
  }
  if (!(await bucketConfig(ctx.pool, bucketId))) throw ERRORS.noSuchBucket();
  return c.json(await deleteObjects(ctx, claims, bucketId, prefixes as string[]));
}

/** DELETE /object/:bucket/:key: one object. */
export async function handleRemoveOne(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  if (!(await bucketConfig(ctx.pool, bucketId))) throw ERRORS.noSuchBucket();
  const rows = await deleteObjects(ctx, claims, bucketId, [key]);
  if (rows.length === 0) throw ERRORS.noSuchKey();
  return c.json({ message: 'Successfully deleted' });
}
