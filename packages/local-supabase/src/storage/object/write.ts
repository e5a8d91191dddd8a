import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { asCaller } from '../../db.ts';
import type { SupabaseClaims } from '../../jwt.ts';
import { ERRORS } from '../errors.ts';
import { discardStaged, pruneEmptyDirs, publishStaged, type StagedFile } from '../files.ts';
import { ownerOf } from '../http.ts';
import { bucketDir, objectPath } from '../keys.ts';
import { resolveContentType } from '../mime.ts';
import { receiveUpload } from '../upload.ts';
import { mapDb, withDiskChanges, type BucketConfig } from './data.ts';

function objectMetadata(staged: StagedFile, mimetype: string, cacheControl: string): Record<string, unknown> {
  return {
    eTag: `"${staged.md5}"`,
    size: staged.size,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: staged.size,
    httpStatusCode: 200,
  };
}

/** Writes the row (as the caller) and publishes the staged file inside the same transaction. */
export async function writeObject(
  ctx: ServiceContext,
  claims: SupabaseClaims,
  target: { bucketId: string; key: string; upsert: boolean },
  staged: StagedFile,
  metadata: Record<string, unknown>,
  userMetadata: Record<string, unknown> | null,
): Promise<string> {
  const { owner, ownerId } = ownerOf(claims);
  const newId: string = randomUUID();
  const values = [newId, target.bucketId, target.key, owner, ownerId, metadata, userMetadata, randomUUID()];
  const columns = '(id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)';
  return withDiskChanges(ctx, claims, async (client, track) => {
    let id = newId;
    try {
      if (target.upsert) {
        // ON CONFLICT DO UPDATE + RETURNING: needs SELECT, INSERT and UPDATE policies, as hosted.
        const { rows } = await client.query<{ id: string }>(
          `insert into storage.objects ${columns} values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (bucket_id, name) do update set
             owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version, last_accessed_at = now()
           returning id`,
          values,
        );
        id = rows[0]?.id ?? newId;
      } else {
        // No RETURNING: a plain upload needs only an INSERT policy, as on hosted Supabase.
        await client.query(
          `insert into storage.objects ${columns} values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          values,
        );
      }
    } catch (err) {
      throw mapDb(err);
    }
    track(await publishStaged(staged, target.key));
    return id;
  });
}

/** The bucket's own limit, within the project's (config.toml [storage] file_size_limit). */
export function uploadLimit(ctx: ServiceContext, bucket: BucketConfig): number {
  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  return Math.min(bucketLimit > 0 ? bucketLimit : Infinity, ctx.config.storageFileSizeLimit);
}

/**
 * Whether the caller may write this object, decided by RLS before a byte of the body is read:
 * the row is inserted as the caller (an upsert also needs SELECT and UPDATE) and rolled back.
 * A refusal (AccessDenied, KeyAlreadyExists) is thrown; the write itself checks again.
 */
export async function assertMayWrite(
  ctx: ServiceContext,
  claims: SupabaseClaims,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  const { owner, ownerId } = ownerOf(claims);
  const probe = new Error('permission probe');
  try {
    await asCaller(ctx.pool, claims, async (client) => {
      await client.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, '{}')
         ${upsert ? 'on conflict (bucket_id, name) do update set metadata = storage.objects.metadata' : ''}`,
        [bucketId, key, owner, ownerId],
      );
      throw probe; // roll back: this was only the permission check
    });
  } catch (err) {
    if (err !== probe) throw mapDb(err);
  }
}

/** A raw body whose declared length is already over the limit is refused without reading it. */
export function assertDeclaredSize(c: Context, limit: number): void {
  const declared = c.req.header('content-length');
  if (declared === undefined || c.req.header('transfer-encoding')) return;
  if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return; // parts add framing
  if (Number(declared) > limit) throw ERRORS.entityTooLarge();
}

/** Streams the body to a staged file, checks size and type, then writes row + file as `claims`. */
export async function receiveAndWrite(
  c: Context,
  ctx: ServiceContext,
  claims: SupabaseClaims,
  target: { bucketId: string; key: string; upsert: boolean },
  bucket: BucketConfig,
): Promise<Response> {
  const { bucketId, key } = target;
  const finalPath = objectPath(ctx.config.dataDir, bucketId, key);
  const bucketRoot = bucketDir(ctx.config.dataDir, bucketId);
  let received;
  try {
    received = await receiveUpload(c, { finalPath, key, bucketRoot }, uploadLimit(ctx, bucket));
  } catch (err) {
    await pruneEmptyDirs(path.dirname(finalPath), bucketRoot);
    throw err;
  }
  const { staged } = received;
  try {
    const mimetype = await resolveContentType(
      staged.tempPath,
      received.contentType,
      bucket.allowed_mime_types,
    );
    const metadata = objectMetadata(staged, mimetype, received.cacheControl);
    const id = await writeObject(ctx, claims, target, staged, metadata, received.userMetadata);
    return c.json({ Id: id, Key: `${bucketId}/${key}` });
  } catch (err) {
    await discardStaged(staged, bucketRoot);
    throw err;
  }
}
