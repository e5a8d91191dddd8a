import { withLifecycleCallbacks, type DataProvider, type RaRecord } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { RuntimeConfig } from '@academy/shared';
import { restoreRefusalOf } from './history/restoreErrors.ts';
import { SaveError, explainRefusal } from './kit/saveErrors.ts';
import { uploadFilesIn } from './kit/uploads.ts';
import { listRequest } from './listRequest.ts';
import { tableOf, type TableName } from './resourceTables.ts';
import type { AdminSupabaseClient } from './supabase.ts';
import { usersDataProvider } from './users/usersDataProvider.ts';

/** Tables (and views) whose key is not `id`. */
const PRIMARY_KEYS: Partial<Record<TableName, readonly string[]>> = {
  languages: ['code'],
  pages: ['key'],
  recently_deleted: ['change_id'],
  stale_translations: ['table_name', 'row_id', 'field'],
};
const keyOf = (table: TableName) => PRIMARY_KEYS[table]?.[0] ?? 'id';

/**
 * Columns the database keeps itself, and what is read with a record but is not its column (the
 * stale marks an editor reads with it): never sent back with a change.
 */
const BOOKKEEPING = ['id', 'created_at', 'updated_by', 'stale_marks'] as const;

/** What the admin's data provider adds to react-admin's methods. */
export interface AdminDataProvider extends DataProvider {
  /** Saves a list's new order in one transaction (SQL function `reorder`). */
  reorder(resource: string, ids: readonly number[]): Promise<void>;
  /** The dashboard's figures in one request (SQL function `admin_dashboard`). */
  dashboard(): Promise<Dashboard>;
  /**
   * Writes a recorded version back as a new change (SQL `restore_version`), or with `before` the
   * record as it was before that change (`restore_previous_version`). A refusal of the version
   * itself throws a RestoreRefusal; one of the session or role a SaveError.
   */
  restoreVersion(changeId: number, options?: { before?: boolean }): Promise<RestoreResult>;
  /** Clears a translation's "may be out of date" mark (SQL `translation_still_correct`). */
  stillCorrect(table: string, rowId: string, field: string): Promise<void>;
}

/** What the restore RPCs return. */
export interface RestoreResult {
  change_id: number | null;
  record: Record<string, unknown>;
  /** Fields of the version that the table no longer has (left out). */
  ignored_fields: string[];
}

/** A group of translations (missing or stale) of one record or page in one language. */
interface Gap {
  lang: 'es' | 'ru';
  fields: string[];
}

/** What `admin_dashboard()` returns. */
export interface Dashboard {
  news: { published: number; scheduled: number; draft: number; archived: number };
  coaches: { total: number; active: number };
  programmes: { total: number; active: number };
  subscriptions: { total: number };
  languages: string[];
  missing_records: (Gap & { resource: string; id: string; label: string })[];
  missing_pages: (Gap & { key: string })[];
  /** Translations marked "may be out of date" (issue 11), grouped like the missing ones. */
  stale_records: (Gap & { resource: string; id: string; label: string })[];
  stale_pages: (Gap & { key: string })[];
}

/**
 * The data provider of the back office: ra-supabase (PostgREST with the signed-in user's token,
 * so RLS decides) over the tables of the resources registry, plus:
 *  - uploads before save (react-admin's lifecycle callbacks): any picked file anywhere in a
 *    record becomes a stored object and its URL before create or update;
 *  - updates that send back the `updated_at` the editor read, so the database refuses to
 *    overwrite a newer version (HTTP 409, hint 'stale_record');
 *  - refusals explained (session ended, account deactivated, changed meanwhile, connection lost);
 *  - staff accounts through the Admin-only RPCs; `reorder` and `dashboard` as RPCs.
 */
export function createDataProvider(config: RuntimeConfig, client: AdminSupabaseClient): AdminDataProvider {
  const base = supabaseDataProvider({
    instanceUrl: config.supabaseUrl,
    apiKey: config.supabaseAnonKey,
    // ra-supabase types the client loosely; ours is the typed one.
    supabaseClient: client as never,
    primaryKeys: new Map(Object.entries(PRIMARY_KEYS).map(([table, keys]) => [table, [...keys]])),
  });
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw error instanceof SaveError ? error : await explainRefusal(client, error);
    }
  };

  const tables: DataProvider = {
    ...base,
    getList: (resource, params) => {
      const request = listRequest(tableOf(resource), params);
      return base.getList(request.resource, request.params);
    },
    getOne: (resource, params) => base.getOne(tableOf(resource), params),
    getMany: (resource, params) => base.getMany(tableOf(resource), params),
    getManyReference: (resource, params) => base.getManyReference(tableOf(resource), params),
    create: (resource, params) =>
      guard(() => base.create(tableOf(resource), { ...params, data: withoutBookkeeping(params.data) })),
    delete: (resource, params) => guard(() => base.delete(tableOf(resource), params)),
    deleteMany: (resource, params) => guard(() => base.deleteMany(tableOf(resource), params)),
    updateMany: (resource, params) => guard(() => base.updateMany(tableOf(resource), params)),
    update: (resource, params) =>
      guard(async () => {
        const table = tableOf(resource);
        const key = keyOf(table);
        const data: Record<string, unknown> = withoutBookkeeping(params.data);
        delete data[key];
        delete data.updated_at;
        // The version this edit started from: the database refuses the write if it is not the
        // current one (private.refuse_stale_update).
        const seen = (params.previousData as { updated_at?: unknown } | undefined)?.updated_at;
        if (typeof seen === 'string') data.updated_at = seen;
        const { data: row, error } = await client
          .from(table as 'coaches')
          .update(data as never)
          .eq(key as 'id', params.id as never)
          .select()
          .maybeSingle();
        if (error) throw error;
        // No row back: RLS hid it (deactivated, or no longer allowed) or it was deleted.
        if (!row) throw await explainRefusal(client, { code: 'PGRST116' });
        const record = row as unknown as Record<string, unknown>;
        return { data: { ...record, id: record[key] } as never };
      }),
  };

  const withUsers = usersDataProvider(tables, client);
  const withUploads = withLifecycleCallbacks(withUsers, [
    {
      resource: '*',
      beforeSave: async (data: RaRecord, _provider, resource) => uploadFilesIn(client, resource, data),
    },
  ]);

  return {
    ...withUploads,
    async reorder(resource, ids) {
      await guard(async () => {
        const { error } = await client.rpc('reorder', { p_table: tableOf(resource), p_ids: [...ids] });
        if (error) throw error;
      });
    },
    async dashboard() {
      const { data, error } = await client.rpc('admin_dashboard');
      if (error) throw error;
      return data as unknown as Dashboard;
    },
    async restoreVersion(changeId, options = {}) {
      const rpc = options.before ? 'restore_previous_version' : 'restore_version';
      const { data, error } = await client.rpc(rpc, { p_change_id: changeId });
      if (error) throw restoreRefusalOf(error) ?? (await explainRefusal(client, error));
      return data as unknown as RestoreResult;
    },
    async stillCorrect(table, rowId, field) {
      await guard(async () => {
        const { error } = await client.rpc('translation_still_correct', {
          p_table_name: table,
          p_row_id: rowId,
          p_field: field,
        });
        if (error) throw error;
      });
    },
  };
}

function withoutBookkeeping<T>(data: T): T {
  const copy = { ...(data as Record<string, unknown>) };
  for (const column of BOOKKEEPING) delete copy[column];
  return copy as T;
}
