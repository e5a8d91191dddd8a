import { rm } from 'node:fs/promises';
import type { Context, Hono } from 'hono';
import type { ServiceContext } from '../context.ts';
import { asCaller } from '../db.ts';
import { ERRORS, fromDatabaseError } from './errors.ts';
import { callerClaims, intOption, ownerOf, readJsonObject } from './http.ts';
import { bucketDir, isValidBucketName } from './keys.ts';
import { deleteObjects } from './object/index.ts';

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';

/** The bucket as storage-js reads it (file_size_limit as a number; bigint comes back as text). */
function renderBucket(row: BucketRow): Record<string, unknown> {
  return {
    ...row,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    type: 'STANDARD',
  };
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `file_size_limit` as a byte count: a number, or "20GB" / "20MB" / "30KB" / "3B" as hosted accepts. */
function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    return value === 0 ? null : value;
  if (typeof value === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (m) {
      const bytes = Math.floor(Number(m[1]) * (SIZE_UNITS[(m[2] ?? 'b').toLowerCase()] ?? 1));
      if (Number.isSafeInteger(bytes)) return bytes === 0 ? null : bytes;
    }
  }
  throw ERRORS.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
}

const MIME_PATTERN = /^([\w.+-]+|\*)\/([\w.+-]+|\*)$/;

function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && MIME_PATTERN.test(v.trim()))) {
    throw ERRORS.invalidRequest(
      'allowed_mime_types must be an array of mime types (e.g. image/png, image/*)',
    );
  }
  return value.length === 0 ? null : value.map((v: string) => v.trim().toLowerCase());
}

function mapBucketDb(err: unknown): unknown {
  return fromDatabaseError(err, 'bucket') ?? err;
}

async function listBuckets(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const limit = intOption(c.req.query('limit'), 'limit', 1000, 1, 1000);
  const offset = intOption(c.req.query('offset'), 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  const search = c.req.query('search') ?? '';
  const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(c.req.query('sortColumn') ?? '')
    ? (c.req.query('sortColumn') as string)
    : 'name';
  const sortOrder = c.req.query('sortOrder') === 'desc' ? 'desc' : 'asc';
  const { rows } = await asCaller(ctx.pool, claims, (client) =>
    client.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where $1 = '' or name ilike '%' || $1 || '%'
       order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
      [search, limit, offset],
    ),
  ).catch((err: unknown) => {
    throw mapBucketDb(err);
  });
  return c.json(rows.map(renderBucket));
}

async function getBucket(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const { rows } = await asCaller(ctx.pool, claims, (client) =>
    client.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
      c.req.param('id'),
    ]),
  ).catch((err: unknown) => {
    throw mapBucketDb(err);
  });
  const row = rows[0];
  if (!row) throw ERRORS.noSuchBucket();
  return c.json(renderBucket(row));
}

/** POST /bucket: inserted as the caller, so RLS on storage.buckets decides (service_role bypasses it). */
async function createBucket(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const body = await readJsonObject(c);
  const name = body.name ?? body.id;
  const id = body.id ?? name;
  if (!isValidBucketName(name) || !isValidBucketName(id)) throw ERRORS.invalidBucketName();
  if (body.public !== undefined && typeof body.public !== 'boolean') {
    throw ERRORS.invalidRequest('public must be a boolean');
  }
  const fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
  const allowed = parseAllowedMimeTypes(body.allowed_mime_types);
  const { owner, ownerId } = ownerOf(claims);
  await asCaller(ctx.pool, claims, (client) =>
    client.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, name, owner, ownerId, body.public === true, fileSizeLimit, allowed],
    ),
  ).catch((err: unknown) => {
    throw mapBucketDb(err);
  });
  return c.json({ name });
}

async function updateBucket(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const id = c.req.param('id') ?? '';
  const body = await readJsonObject(c);
  const sets: string[] = [];
  const values: unknown[] = [id];
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw ERRORS.invalidRequest('public must be a boolean');
    values.push(body.public);
    sets.push(`public = $${values.length}`);
  }
  if ('file_size_limit' in body) {
    values.push(parseFileSizeLimit(body.file_size_limit));
    sets.push(`file_size_limit = $${values.length}`);
  }
  if ('allowed_mime_types' in body) {
    values.push(parseAllowedMimeTypes(body.allowed_mime_types));
    sets.push(`allowed_mime_types = $${values.length}`);
  }
  sets.push('updated_at = now()');
  const result = await asCaller(ctx.pool, claims, (client) =>
    client.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, values),
  ).catch((err: unknown) => {
    throw mapBucketDb(err);
  });
  if (!result.rowCount) throw ERRORS.noSuchBucket();
  return c.json({ message: 'Successfully updated' });
}

/** DELETE /bucket/:id: only an empty bucket (the objects' foreign key refuses otherwise). */
async function deleteBucket(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const id = c.req.param('id') ?? '';
  const result = await asCaller(ctx.pool, claims, async (client) => {
    await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    return client.query('delete from storage.buckets where id = $1', [id]);
  }).catch((err: unknown) => {
    throw mapBucketDb(err);
  });
  if (!result.rowCount) throw ERRORS.noSuchBucket();
  // Only empty folders (or leftovers of interrupted uploads) can remain: the bucket had no rows.
  if (isValidBucketName(id)) await rm(bucketDir(ctx.config.dataDir, id), { recursive: true, force: true });
  return c.json({ message: 'Successfully deleted' });
}

/** POST /bucket/:id/empty: deletes every object the caller may delete (RLS decides). */
async function emptyBucket(c: Context, ctx: ServiceContext): Promise<Response> {
  const claims = await callerClaims(c, ctx);
  const id = c.req.param('id') ?? '';
  const { rows } = await asCaller(ctx.pool, claims, (client) =>
    client.query('select id from storage.buckets where id = $1', [id]),
  ).catch((err: unknown) => {
    throw mapBucketDb(err);
  });
  if (rows.length === 0) throw ERRORS.noSuchBucket();
  await deleteObjects(ctx, claims, id, null);
  return c.json({ message: 'Successfully emptied' });
}

export function registerBucketRoutes(app: Hono, ctx: ServiceContext): void {
  app.get('/bucket', (c) => listBuckets(c, ctx));
  app.post('/bucket', (c) => createBucket(c, ctx));
  app.get('/bucket/:id', (c) => getBucket(c, ctx));
  app.put('/bucket/:id', (c) => updateBucket(c, ctx));
  app.delete('/bucket/:id', (c) => deleteBucket(c, ctx));
  app.post('/bucket/:id/empty', (c) => emptyBucket(c, ctx));
}
