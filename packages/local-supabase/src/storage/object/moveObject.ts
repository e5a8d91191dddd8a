import path from 'node:path';
import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { ERRORS } from '../errors.ts';
import { moveFile, pruneEmptyDirs } from '../files.ts';
import { callerClaims, ownerOf, readJsonObject } from '../http.ts';
import { assertValidKey, bucketDir, objectPath } from '../keys.ts';
import { bucketConfig, mapDb, withDiskChanges } from './data.ts';

export function moveCopyBody(body: Record<string, unknown>): {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
} {
  const { bucketId, sourceKey, destinationKey } = body;
  if (typeof bucketId !== 'string' || typeof sourceKey !== 'string' || typeof destinationKey !== 'string') {
    throw ERRORS.invalidRequest('bucketId, sourceKey and destinationKey are required strings');
  }
  const destinationBucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : bucketId;
  assertValidKey(sourceKey);
  assertValidKey(destinationKey);
  return { bucketId, sourceKey, destinationKey, destinationBucket };
}

/** POST /object/move: renames the row as the caller (RLS: SELECT + UPDATE) and the file. */
export async function handleMove(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveCopyBody(await readJsonObject(c));
  if (!(await bucketConfig(ctx.pool, bucketId))) throw ERRORS.noSuchBucket();
  if (!(await bucketConfig(ctx.pool, destinationBucket))) throw ERRORS.noSuchBucket();
  const from = objectPath(ctx.config.dataDir, bucketId, sourceKey);
  const to = objectPath(ctx.config.dataDir, destinationBucket, destinationKey);
  const { owner, ownerId } = ownerOf(claims);
  await withDiskChanges(ctx, claims, async (client, track) => {
    let moved: number;
    try {
      const result = await client.query(
        `update storage.objects
         set bucket_id = $3, name = $4, owner = coalesce($5, owner), owner_id = coalesce($6, owner_id),
             last_accessed_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [bucketId, sourceKey, destinationBucket, destinationKey, owner, ownerId],
      );
      moved = result.rowCount ?? 0;
    } catch (err) {
      throw mapDb(err);
    }
    if (moved === 0) throw ERRORS.noSuchKey();
    track(await moveFile(from, to, destinationKey));
  });
  await pruneEmptyDirs(path.dirname(from), bucketDir(ctx.config.dataDir, bucketId));
  return c.json({ message: 'Successfully moved' });
}
