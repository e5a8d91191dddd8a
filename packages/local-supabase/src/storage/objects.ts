import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.ts';
import { asCaller, type Pool, type PoolClient } from '../db.ts';
import { signJwt, verifyJwt, JwtError, type SupabaseClaims } from '../jwt.ts';
import { ERRORS, fromDatabaseError } from './errors.ts';
import {
  discardStaged,
  moveFile,
  publishStaged,
  pruneEmptyDirs,
  stageCopy,
  trashFiles,
  type DiskChange,
  type StagedFile,
} from './files.ts';
import { callerClaims, intOption, ownerOf, readJsonObject, serveObject, type ServedObject } from './http.ts';
import { assertValidKey, bucketDir, objectPath } from './keys.ts';
import { mimeAllowed, resolveContentType } from './mime.ts';
import { receiveUpload } from './upload.ts';

interface BucketConfig {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

/**
 * A bucket's settings, read with the service's own connection: limits and the public flag are
 * configuration the service applies, not data the caller reads (hosted Supabase also reads
 * them as the storage admin), so RLS on storage.buckets must not hide them from uploaders.
 * The object rows themselves are always read and written as the caller.
 */
async function bucketConfig(pool: Pool, id: string): Promise<BucketConfig | undefined> {
  const { rows } = await pool.query<BucketConfig>(
    'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  );
  return rows[0];
}

/** Runs a transaction as the caller that also changes files; disk changes are undone on failure. */
async function withDiskChanges<T>(
  ctx: ServiceContext,
  claims: SupabaseClaims,
  fn: (client: PoolClient, track: (change: DiskChange) => void) => Promise<T>,
): Promise<T> {
  const changes: DiskChange[] = [];
  let result: T;
  try {
    result = await asCaller(ctx.pool, claims, (client) => fn(client, (change) => changes.push(change)));
  } catch (err) {
    for (const change of changes.reverse()) await change.undo();
    throw err;
  }
  for (const change of changes) await change.finish();
  return result;
}

function mapDb(err: unknown, context: 'object' | 'bucket' = 'object'): unknown {
  return fromDatabaseError(err, context) ?? err;
}

const OBJECT_SELECT = 'select id, name, metadata, version, updated_at from storage.objects';

interface ObjectRow extends ServedObject {
  id: string;
}

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
async function writeObject(
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
function uploadLimit(ctx: ServiceContext, bucket: BucketConfig): number {
  const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit);
  return Math.min(bucketLimit > 0 ? bucketLimit : Infinity, ctx.config.storageFileSizeLimit);
}

/**
 * Whether the caller may write this object, decided by RLS before a byte of the body is read:
 * the row is inserted as the caller (an upsert also needs SELECT and UPDATE) and rolled back.
 * A refusal (AccessDenied, KeyAlreadyExists) is thrown; the write itself checks again.
 */
async function assertMayWrite(
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

/**
 * POST/PUT /object/:bucket/:key. Everything that can refuse the upload is checked before the
 * body is read: the key, the JWT, the bucket, a declared size over the limit, and the caller's
 * right to write (RLS). Then the body streams to disk, 413 as soon as it passes the limit.
 */
async function handleUpload(c: Context, ctx: ServiceContext, upsert: boolean): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const bucket = await bucketConfig(ctx.pool, bucketId);
  if (!bucket) throw ERRORS.noSuchBucket();
  assertDeclaredSize(c, uploadLimit(ctx, bucket));
  if (claims.role !== 'service_role') await assertMayWrite(ctx, claims, bucketId, key, upsert);
  return receiveAndWrite(c, ctx, claims, { bucketId, key, upsert }, bucket);
}

/** A raw body whose declared length is already over the limit is refused without reading it. */
function assertDeclaredSize(c: Context, limit: number): void {
  const declared = c.req.header('content-length');
  if (declared === undefined || c.req.header('transfer-encoding')) return;
  if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) return; // parts add framing
  if (Number(declared) > limit) throw ERRORS.entityTooLarge();
}

/** Streams the body to a staged file, checks size and type, then writes row + file as `claims`. */
async function receiveAndWrite(
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

const SIGNED_UPLOAD_SECONDS = 2 * 3600;

/**
 * POST /object/upload/sign/:bucket/:key: a token that lets its bearer upload that one object.
 * As on hosted Supabase the caller's right to upload is checked now, as the caller (the row is
 * inserted and rolled back, so the INSERT policy decides), and the upload itself needs no JWT.
 */
async function handleSignUpload(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const upsert = c.req.header('x-upsert') === 'true';
  if (!(await bucketConfig(ctx.pool, bucketId))) throw ERRORS.noSuchBucket();
  await assertMayWrite(ctx, claims, bucketId, key, upsert);
  const { ownerId } = ownerOf(claims);
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { url: `${bucketId}/${key}`, owner: ownerId ?? undefined, upsert, iat, exp: iat + SIGNED_UPLOAD_SECONDS },
    ctx.config.jwtSecret,
  );
  return c.json({ url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token });
}

/** PUT /object/upload/sign/:bucket/:key?token=: the upload a signed upload URL allows. */
async function handleSignedUpload(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const payload = await verifySignedToken(c, ctx, `${bucketId}/${key}`);
  if (typeof payload.upsert !== 'boolean') throw ERRORS.invalidSignature('Token is not scoped for upload');
  // The permission was checked as the requester when the URL was signed; the write itself runs
  // with the service role (RLS bypassed) and records that requester as the owner.
  const claims: SupabaseClaims = { role: 'service_role' };
  if (typeof payload.owner === 'string') claims.sub = payload.owner;
  const bucket = await bucketConfig(ctx.pool, bucketId);
  if (!bucket) throw ERRORS.noSuchBucket();
  assertDeclaredSize(c, uploadLimit(ctx, bucket));
  return receiveAndWrite(c, ctx, claims, { bucketId, key, upsert: payload.upsert }, bucket);
}

/** Verifies a signed-URL token for `url` (bucket/key), with supabase/storage's errors. */
async function verifySignedToken(c: Context, ctx: ServiceContext, url: string): Promise<SupabaseClaims> {
  const token = c.req.query('token');
  if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
  let payload: SupabaseClaims;
  try {
    payload = await verifyJwt(token, ctx.config.jwtSecret);
  } catch (err) {
    if (err instanceof JwtError && err.expired) throw ERRORS.expiredSignature();
    throw ERRORS.invalidJwt(err instanceof Error ? err.message : 'Invalid JWT');
  }
  if (payload.url !== url) throw ERRORS.invalidSignature();
  return payload;
}

async function findObject(client: PoolClient, bucketId: string, key: string): Promise<ObjectRow | undefined> {
  const { rows } = await client.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [
    bucketId,
    key,
  ]);
  return rows[0];
}

/** Reads the row as the caller (RLS: SELECT) and serves the file. */
async function handleAuthenticatedRead(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const row = await asCaller(ctx.pool, claims, (client) => findObject(client, bucketId, key)).catch(
    (err: unknown) => {
      throw mapDb(err);
    },
  );
  if (!row) throw ERRORS.noSuchKey();
  return serveObject(c, ctx, row, objectPath(ctx.config.dataDir, bucketId, key));
}

/** Public buckets: anyone may read, no token needed (browsers load these URLs directly). */
async function handlePublicRead(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const bucket = await bucketConfig(ctx.pool, bucketId);
  if (!bucket?.public) throw ERRORS.noSuchBucket();
  const { rows } = await ctx.pool.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [
    bucketId,
    key,
  ]);
  const row = rows[0];
  if (!row) throw ERRORS.noSuchKey();
  return serveObject(c, ctx, row, objectPath(ctx.config.dataDir, bucketId, key));
}

function signedUrlFor(bucketId: string, key: string, token: string): string {
  // Not percent-encoded: storage-js applies encodeURI to the whole URL itself.
  return `/object/sign/${bucketId}/${key}?token=${token}`;
}

async function signToken(
  ctx: ServiceContext,
  bucketId: string,
  key: string,
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ url: `${bucketId}/${key}`, iat, exp: iat + expiresIn }, ctx.config.jwtSecret);
}

const MAX_EXPIRES_IN = 10 * 365 * 24 * 3600;

/** POST /object/sign/:bucket/:key {expiresIn}: the caller must be able to read the object. */
async function handleSign(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  if (body.expiresIn === undefined)
    throw ERRORS.invalidRequest("body must have required property 'expiresIn'");
  const expiresIn = intOption(body.expiresIn, 'expiresIn', 60, 1, MAX_EXPIRES_IN);
  const row = await asCaller(ctx.pool, claims, (client) => findObject(client, bucketId, key)).catch(
    (err: unknown) => {
      throw mapDb(err);
    },
  );
  if (!row) throw ERRORS.noSuchKey();
  const token = await signToken(ctx, bucketId, key, expiresIn);
  return c.json({ signedURL: signedUrlFor(bucketId, key, token) });
}

/** POST /object/sign/:bucket {expiresIn, paths}: several signed URLs at once. */
async function handleSignMany(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  const expiresIn = intOption(body.expiresIn, 'expiresIn', 60, 1, MAX_EXPIRES_IN);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length > 1000 || !paths.every((p) => typeof p === 'string')) {
    throw ERRORS.invalidRequest('paths must be an array of at most 1000 strings');
  }
  const { rows } = await asCaller(ctx.pool, claims, (client) =>
    client.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    ),
  ).catch((err: unknown) => {
    throw mapDb(err);
  });
  const visible = new Set(rows.map((r) => r.name));
  const result = [];
  for (const p of paths as string[]) {
    if (!visible.has(p)) {
      result.push({
        error: 'Either the object does not exist or you do not have access to it',
        path: p,
        signedURL: null,
      });
      continue;
    }
    result.push({
      error: null,
      path: p,
      signedURL: signedUrlFor(bucketId, p, await signToken(ctx, bucketId, p, expiresIn)),
    });
  }
  return c.json(result);
}

/** GET /object/sign/:bucket/:key?token=: the token was issued to someone allowed to read. */
async function handleSignedRead(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const payload = await verifySignedToken(c, ctx, `${bucketId}/${key}`);
  // A download token never carries `upsert`; an upload token must not work as a download link.
  if ('upsert' in payload) throw ERRORS.invalidSignature('Token is not scoped for download');
  const { rows } = await ctx.pool.query<ObjectRow>(`${OBJECT_SELECT} where bucket_id = $1 and name = $2`, [
    bucketId,
    key,
  ]);
  const row = rows[0];
  if (!row) throw ERRORS.noSuchKey();
  return serveObject(c, ctx, row, objectPath(ctx.config.dataDir, bucketId, key));
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * POST /object/list/:bucket: one folder level under `prefix`, as hosted storage.search answers
 * it: folders first (id, timestamps and metadata null), then the files of that level; `search`
 * narrows names at that level; RLS decides which rows the caller sees.
 */
async function handleList(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (body.prefix !== undefined && body.prefix !== null && typeof body.prefix !== 'string') {
    throw ERRORS.invalidRequest('prefix must be a string');
  }
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
  const search = typeof body.search === 'string' ? body.search : '';
  const limit = intOption(body.limit, 'limit', 100, 1, 1000);
  const offset = intOption(body.offset, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const sortBy = (typeof body.sortBy === 'object' && body.sortBy !== null ? body.sortBy : {}) as Record<
    string,
    unknown
  >;
  const column =
    typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = sortBy.order === 'desc' ? 'desc' : 'asc';
  const level = prefix === '' ? 1 : prefix.split('/').length;
  const sortExpr = column === 'name' ? 'name collate "C"' : column;
  const { rows } = await asCaller(ctx.pool, claims, (client) =>
    client.query(
      `with matched as (
         select * from storage.objects
         where bucket_id = $1 and name ilike $2 escape '\\'
       )
       select name, id, updated_at, created_at, last_accessed_at, metadata from (
         select distinct path_tokens[$3] as name, null::uuid as id, null::timestamptz as updated_at,
                null::timestamptz as created_at, null::timestamptz as last_accessed_at,
                null::jsonb as metadata, 0 as kind
         from matched where array_length(path_tokens, 1) > $3
         union all
         select path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata, 1
         from matched where array_length(path_tokens, 1) = $3
       ) entries
       order by kind, case when kind = 0 then name end collate "C" ${order}, ${sortExpr} ${order}, name collate "C" ${order}
       limit $4 offset $5`,
      [bucketId, `${likeEscape(prefix)}${likeEscape(search)}%`, level, limit, offset],
    ),
  ).catch((err: unknown) => {
    throw mapDb(err);
  });
  return c.json(rows);
}

/** Deletes rows as the caller (RLS: SELECT + DELETE) and their files; returns the deleted rows. */
async function deleteObjects(
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

export { deleteObjects };

/** DELETE /object/:bucket {prefixes}: the rows actually deleted (RLS may hide some). */
async function handleRemove(c: Context, ctx: ServiceContext): Promise<Response> {
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
async function handleRemoveOne(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  if (!(await bucketConfig(ctx.pool, bucketId))) throw ERRORS.noSuchBucket();
  const rows = await deleteObjects(ctx, claims, bucketId, [key]);
  if (rows.length === 0) throw ERRORS.noSuchKey();
  return c.json({ message: 'Successfully deleted' });
}

function moveCopyBody(body: Record<string, unknown>): {
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
async function handleMove(c: Context, ctx: ServiceContext): Promise<Response> {
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

/** POST /object/copy: reads the source as the caller (SELECT), writes the copy as the caller. */
async function handleCopy(c: Context, ctx: ServiceContext): Promise<Response> {
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

/** GET /object/info/:bucket/:key: the row as storage-js `info()` reads it. */
async function handleInfo(c: Context, ctx: ServiceContext): Promise<Response> {
  const bucketId = c.req.param('bucket') ?? '';
  const key = c.req.param('key') ?? '';
  assertValidKey(key);
  const claims = await callerClaims(c, ctx);
  const row = await asCaller(ctx.pool, claims, (client) =>
    client.query<{
      id: string;
      name: string;
      version: string | null;
      bucket_id: string;
      metadata: Record<string, unknown> | null;
      user_metadata: Record<string, unknown> | null;
      updated_at: Date;
      created_at: Date;
    }>(
      `select id, name, version, bucket_id, metadata, user_metadata, updated_at, created_at
       from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, key],
    ),
  )
    .then((r) => r.rows[0])
    .catch((err: unknown) => {
      throw mapDb(err);
    });
  if (!row) throw ERRORS.noSuchKey();
  const meta = row.metadata ?? {};
  return c.json({
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

/** Registers the /object routes. Specific prefixes (list, sign, public, ...) come first. */
export function registerObjectRoutes(app: Hono, ctx: ServiceContext): void {
  app.post('/object/list/:bucket', (c) => handleList(c, ctx));
  app.post('/object/move', (c) => handleMove(c, ctx));
  app.post('/object/copy', (c) => handleCopy(c, ctx));
  app.post('/object/upload/sign/:bucket/:key{.+}', (c) => handleSignUpload(c, ctx));
  app.put('/object/upload/sign/:bucket/:key{.+}', (c) => handleSignedUpload(c, ctx));
  app.post('/object/sign/:bucket/:key{.+}', (c) => handleSign(c, ctx));
  app.post('/object/sign/:bucket', (c) => handleSignMany(c, ctx));
  app.get('/object/sign/:bucket/:key{.+}', (c) => handleSignedRead(c, ctx));
  app.get('/object/public/:bucket/:key{.+}', (c) => handlePublicRead(c, ctx));
  app.get('/object/authenticated/:bucket/:key{.+}', (c) => handleAuthenticatedRead(c, ctx));
  app.get('/object/info/:bucket/:key{.+}', (c) => handleInfo(c, ctx));
  app.post('/object/:bucket/:key{.+}', (c) => handleUpload(c, ctx, c.req.header('x-upsert') === 'true'));
  // PUT replaces (or creates) the object, as supabase/storage's update route does.
  app.put('/object/:bucket/:key{.+}', (c) => handleUpload(c, ctx, true));
  app.get('/object/:bucket/:key{.+}', (c) => handleAuthenticatedRead(c, ctx));
  app.delete('/object/:bucket/:key{.+}', (c) => handleRemoveOne(c, ctx));
  app.delete('/object/:bucket', (c) => handleRemove(c, ctx));
  // An upload URL without a name, e.g. `<bucket>/../x.png` after the client's URL parser removed
  // the dot segment: refused as an invalid key, like any other name that leaves the bucket.
  app.on(['POST', 'PUT'], '/object/:bucket', () => {
    throw ERRORS.invalidKey('');
  });
}
