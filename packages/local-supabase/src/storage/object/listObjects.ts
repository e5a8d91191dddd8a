import type { Context } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { asCaller } from '../../db.ts';
import { ERRORS } from '../errors.ts';
import { callerClaims, intOption, readJsonObject } from '../http.ts';
import { mapDb } from './data.ts';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * POST /object/list/:bucket: one folder level under `prefix`, as hosted storage.search answers
 * it: folders first (id, timestamps and metadata null), then the files of that level; `search`
 * narrows names at that level; RLS decides which rows the caller sees.
 */
export async function handleList(c: Context, ctx: ServiceContext): Promise<Response> {
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
