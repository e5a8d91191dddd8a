// How the back office asks PostgREST for a list (react-admin's getList through ra-supabase and
// ra-data-postgrest): which resource, which filter for the free-text search, which count. Kept
// apart from the data provider so the scale benchmark (scripts/bench-scale.ts) sends the same
// requests.
import type { GetListParams } from 'react-admin';
import type { Resource as TableName } from '@academy/shared/permissions.ts';

/** Columns searched by each list's free-text `q` filter (PostgREST has no full-text `q`). */
const SEARCH_COLUMNS: Partial<Record<TableName, readonly string[]>> = {
  coaches: ['name_en', 'name_es', 'name_ru'],
  users: ['email', 'name', 'last_name'],
  subscriptions: ['title_en', 'title_es', 'title_ru'],
  programmes: ['title_en', 'title_es', 'title_ru'],
  menu_items: ['title_en', 'title_es', 'title_ru', 'url'],
};

/**
 * Turns `{ q: 'ana' }` into ra-data-postgrest's `@or` filter over the table's columns.
 * Characters that structure PostgREST's `or=(...)` syntax are dropped from the term.
 */
export function expandSearch(table: string, filter: Record<string, unknown>): Record<string, unknown> {
  const { q, ...rest } = filter;
  const columns = SEARCH_COLUMNS[table as TableName];
  const term = typeof q === 'string' ? q.replace(/[,()*:"\\]/g, ' ').trim() : '';
  if (!columns || !term) return rest;
  return { ...rest, '@or': Object.fromEntries(columns.map((column) => [`${column}@ilike`, term])) };
}

/**
 * Lists searched through an SQL function instead of an `or=(... ilike ...)` filter: its argument
 * is the typed text. news_search(p_q) reads the titles' trigram indexes (migration
 * 20261123150000), which a PostgREST filter cannot use under row level security.
 */
const SEARCH_FUNCTIONS: Partial<Record<TableName, string>> = { news: 'news_search' };

/**
 * Lists whose total is PostgREST's estimated count: exact up to the API's max_rows, then the
 * planner's estimate, so the first page of 100,000 articles does not count them all. The
 * pagination shows "1-10 of 100,012"; an estimate a little off only moves the last page.
 */
const ESTIMATED_COUNT: ReadonlySet<TableName> = new Set(['news']);

/**
 * The resource and parameters ra-data-postgrest's getList gets for a list of `table` (a table, or
 * a view such as the history's, which has no search function and is counted exactly).
 */
export function listRequest(
  table: string,
  params: GetListParams,
): { resource: string; params: GetListParams } {
  const filter = params.filter ?? {};
  const meta = ESTIMATED_COUNT.has(table as TableName)
    ? { ...params.meta, headers: { ...params.meta?.headers, Prefer: 'count=estimated' } }
    : params.meta;
  const searchFunction = SEARCH_FUNCTIONS[table as TableName];
  const { q, ...rest } = filter as Record<string, unknown>;
  const term = typeof q === 'string' ? q.replace(/\s+/g, ' ').trim() : '';
  if (searchFunction && term) {
    // `p_q@`: ra-data-postgrest's blank operator sends `p_q=<term>`, a function argument.
    return {
      resource: `rpc/${searchFunction}`,
      params: { ...params, meta, filter: { ...rest, 'p_q@': term } },
    };
  }
  return { resource: table, params: { ...params, meta, filter: expandSearch(table, filter) } };
}
