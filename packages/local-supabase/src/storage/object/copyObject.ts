import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { asCaller } from '../../db.ts';
import { ERRORS } from '../errors.ts';
import { discardStaged, stageCopy } from '../files.ts';
import { callerClaims, readJsonObject } from '../http.ts';
import { bucketDir, objectPath } from '../keys.ts';
import { mimeAllowed } from '../mime.ts';
import { bucketConfig, mapDb, type ObjectRow } from './data.ts';
import { moveCopyBody } from './moveObject.ts';
import { uploadLimit, writeObject } from './write.ts';

/** POST /object/copy: reads the source as the caller (SELECT), writes the copy as the caller. */
export async function handleCopy(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  const { bucketId, sourceKey, destinationKey, destinationBucket } = moveCopyBody(body);
  const upsert = c.req.header('x-upsert') === 'true';
  if (!(await bucketConfig(ctx.pool, bucketId))) throw ERRORS.noSuchBucket();
  const target = await bucketConfig(ctx.pool, destinationBucket);
  if (!target) throw ERRORS.noSuchBucket();
  const source = await asCaller(ctx.pool, claims, (client) =>
    client.query<ObjectRow & { user_metadata: Record<string, unknown> | null }>(
      `select id, name, metadata, user_metadata, version, updated_at from storage.objects
       where bucket_id = $1 and name = $2`,
      [bucketId, sourceKey],
    ),
  )
    .then((r) => r.rows[0])
    .catch((err: unknown) => {
      throw mapDb(err);
    });
  if (!source) throw ERRORS.noSuchKey();
  const metadata: Record<string, unknown> = {
    ...(source.metadata ?? {}),
    lastModified: new Date().toISOString(),
  };
  const size = typeof metadata.size === 'number' ? metadata.size : 0;
  if (size > uploadLimit(ctx, target)) throw ERRORS.entityTooLarge();
  const mimetype = typeof metadata.mimetype === 'string' ? metadata.mimetype.split(';')[0]!.trim() : '';
  if (!mimeAllowed(mimetype, target.allowed_mime_types)) throw ERRORS.invalidMimeType(mimetype);
  const finalPath = objectPath(ctx.config.dataDir, destinationBucket, destinationKey);
  const bucketRoot = bucketDir(ctx.config.dataDir, destinationBucket);
  const staged = await stageCopy(
    objectPath(ctx.config.dataDir, bucketId, sourceKey),
    finalPath,
    destinationKey,
  );
  if (!staged) throw ERRORS.noSuchKey();
  try {
    const userMetadata = body.copyMetadata === false ? null : (source.user_metadata ?? null);
    const id = await writeObject(
      ctx,
      claims,
      { bucketId: destinationBucket, key: destinationKey, upsert },
      staged,
      { ...metadata, eTag: `"${staged.md5}"`, size: staged.size, contentLength: staged.size },
      userMetadata,
    );
    return c.json({ Id: id, Key: `${destinationBucket}/${destinationKey}` });
  } catch (err) {
    await discardStaged(staged, bucketRoot);
    throw err;
  }
}
