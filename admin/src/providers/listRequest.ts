// How the back office asks PostgREST for a list (react-admin's getList through ra-supabase and
// ra-data-postgrest): which resource, which filter for the free-text search, which count, as the
// resource declares them. Kept apart from the data provider so the scale benchmark
// (scripts/bench-scale.ts) and the search test send the same requests.
import type { GetListParams } from 'react-admin';
import type { ListBehaviour } from '../model/resourceDefinition.ts';

/** The typed text of a `q` filter, or '' (spaces collapsed). */
const searchTerm = (q: unknown) => (typeof q === 'string' ? q.replace(/\s+/g, ' ').trim() : '');

/**
 * Turns `{ q: 'ana' }` into ra-data-postgrest's `@or` filter: the text in any of `columns`,
 * case-insensitively. Characters that structure PostgREST's `or=(...)` syntax are dropped.
 */
export function expandSearch(
  columns: readonly string[] | undefined,
  filter: Record<string, unknown>,
): Record<string, unknown> {
  const { q, ...rest } = filter;
  const term = typeof q === 'string' ? q.replace(/[,()*:"\\]/g, ' ').trim() : '';
  if (!columns || !term) return rest;
  return { ...rest, '@or': Object.fromEntries(columns.map((column) => [`${column}@ilike`, term])) };
}

/**
 * The resource and parameters ra-data-postgrest's getList gets for a list of `table` behaving as
 * `list` says: a search through the resource's SQL function (`rpc/<function>` with the typed
 * text as `p_q`) or over its columns; an estimated count when asked (exact up to the API's
 * max_rows, then the planner's estimate: the pagination shows "1-10 of 100,012", and an estimate
 * a little off only moves the last page).
 */
export function listRequest(
  table: string,
  list: ListBehaviour | undefined,
  params: GetListParams,
): { resource: string; params: GetListParams } {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const meta =
    list?.count === 'estimated'
      ? { ...params.meta, headers: { ...params.meta?.headers, Prefer: 'count=estimated' } }
      : params.meta;
  const { q, ...rest } = filter;
  const term = searchTerm(q);
  if (list?.searchFunction && term) {
    // `p_q@`: ra-data-postgrest's blank operator sends `p_q=<term>`, a function argument.
    return {
      resource: `rpc/${list.searchFunction}`,
      params: { ...params, meta, filter: { ...rest, 'p_q@': term } },
    };
  }
  return { resource: table, params: { ...params, meta, filter: expandSearch(list?.searchColumns, filter) } };
}
