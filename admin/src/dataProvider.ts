import type { DataProvider } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { RuntimeConfig } from './config.ts';
import type { AdminSupabaseClient } from './supabase.ts';
import { usersDataProvider } from './users/usersDataProvider.ts';

/** Columns searched by each list's free-text `q` filter (PostgREST has no full-text `q`). */
const SEARCH_COLUMNS: Record<string, readonly string[]> = {
  coaches: ['name_en', 'name_es', 'name_ru'],
  news: ['title_en', 'title_es', 'title_ru'],
  users: ['email', 'name', 'last_name'],
};

/**
 * Turns `{ q: 'ana' }` into ra-data-postgrest's `@or` filter over the resource's columns.
 * Characters that structure PostgREST's `or=(...)` syntax are dropped from the term.
 */
export function expandSearch(resource: string, filter: Record<string, unknown>): Record<string, unknown> {
  const { q, ...rest } = filter;
  const columns = SEARCH_COLUMNS[resource];
  const term = typeof q === 'string' ? q.replace(/[,()*:"\\]/g, ' ').trim() : '';
  if (!columns || !term) return rest;
  return { ...rest, '@or': Object.fromEntries(columns.map((column) => [`${column}@ilike`, term])) };
}

/**
 * ra-supabase's data provider (PostgREST through the signed-in user's token, so RLS decides),
 * with a name/title search, and staff accounts written through the Admin-only RPCs.
 */
export function createDataProvider(config: RuntimeConfig, client: AdminSupabaseClient): DataProvider {
  const base = supabaseDataProvider({
    instanceUrl: config.supabaseUrl,
    apiKey: config.supabaseAnonKey,
    // ra-supabase types the client loosely; ours is the typed one.
    supabaseClient: client as never,
  });
  const provider: DataProvider = {
    ...base,
    getList: (resource, params) =>
      base.getList(resource, { ...params, filter: expandSearch(resource, params.filter ?? {}) }),
  };
  return usersDataProvider(provider, client);
}
