import { withLifecycleCallbacks, type DataProvider, type RaRecord } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { RuntimeConfig } from '@academy/shared';
import type { DashboardFigures } from '../model/dashboardFigures.ts';
import { keyOf, type ResourceDefinition, type ResourceLookup } from '../model/resourceDefinition.ts';
import type { AdminSupabaseClient } from '../platform/supabase.ts';
import { listRequest } from './listRequest.ts';
import { restoreRefusalOf } from './restoreRefusal.ts';
import { SaveError, explainRefusal } from './saveErrors.ts';
import { uploadFilesIn } from './uploads.ts';

/**
 * Columns the database keeps itself, and what is read with a record but is not its column (the
 * stale marks, a computed field): never sent back with a change.
 */
const BOOKKEEPING = ['id', 'created_at', 'updated_by', 'stale_marks', 'is_visible'] as const;

/** What the admin's data provider adds to react-admin's methods. */
export interface AdminDataProvider extends DataProvider {
  /** Saves a list's new order in one transaction (SQL function `reorder`). */
  reorder(resource: string, ids: readonly number[]): Promise<void>;
  /** The dashboard's figures in one request (SQL function `admin_dashboard`). */
  dashboard(): Promise<DashboardFigures>;
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

function withoutBookkeeping<T>(data: T): T {
  const copy = { ...(data as Record<string, unknown>) };
  for (const column of BOOKKEEPING) delete copy[column];
  return copy as T;
}

/** The parameters with the resource's own columns, unless the caller names columns itself. */
function withColumns<P extends { meta?: { columns?: unknown } }>(resource: ResourceDefinition, params: P): P {
  if (!resource.columns || params.meta?.columns) return params;
  return { ...params, meta: { ...params.meta, columns: [...resource.columns] } };
}

/**
 * react-admin's methods over the tables: ra-supabase (PostgREST with the signed-in user's token,
 * so row level security decides), each resource read and written through its table, key, list
 * behaviour and columns. An update sends back the `updated_at` the editor read, so the database
 * refuses to overwrite a newer version (HTTP 409, hint 'stale_record').
 */
function tablesProvider(config: RuntimeConfig, client: AdminSupabaseClient, resources: ResourceLookup) {
  const base = supabaseDataProvider({
    instanceUrl: config.supabaseUrl,
    apiKey: config.supabaseAnonKey,
    // ra-supabase types the client loosely; ours is the typed one.
    supabaseClient: client as never,
    primaryKeys: new Map(
      resources.resources.flatMap((r) => (r.primaryKey ? [[r.table, [...r.primaryKey]]] : [])),
    ),
  });
  const tableOf = (name: string) => resources.get(name).table;
  const tables: DataProvider = {
    ...base,
    getList: (name, params) => {
      const resource = resources.get(name);
      const request = listRequest(resource.table, resource.list, withColumns(resource, params));
      return base.getList(request.resource, request.params);
    },
    getOne: (name, params) => base.getOne(tableOf(name), withColumns(resources.get(name), params)),
    getMany: (name, params) => base.getMany(tableOf(name), withColumns(resources.get(name), params)),
    getManyReference: (name, params) => base.getManyReference(tableOf(name), params),
    create: (name, params) =>
      base.create(tableOf(name), { ...params, data: withoutBookkeeping(params.data) }),
    delete: (name, params) => base.delete(tableOf(name), params),
    deleteMany: (name, params) => base.deleteMany(tableOf(name), params),
    updateMany: (name, params) => base.updateMany(tableOf(name), params),
    update: async (name, params) => {
      const resource = resources.get(name);
      const key = keyOf(resource);
      const data: Record<string, unknown> = withoutBookkeeping(params.data);
      delete data[key];
      delete data.updated_at;
      // The version this edit started from: the database refuses the write if it is not the
      // current one (private.refuse_stale_update).
      const seen = (params.previousData as { updated_at?: unknown } | undefined)?.updated_at;
      if (typeof seen === 'string') data.updated_at = seen;
      const { data: row, error } = await client
        .from(resource.table as 'coaches')
        .update(data as never)
        .eq(key as 'id', params.id as never)
        .select()
        .maybeSingle();
      if (error) throw error;
      // No row back: row level security hid it (deactivated, or no longer allowed) or it was deleted.
      if (!row) throw { code: 'PGRST116' };
      const record = row as unknown as Record<string, unknown>;
      return { data: { ...record, id: record[key] } as never };
    },
  };
  return tables;
}

/** Calls for a resource with data methods of its own (staff accounts) go to them. */
function withResourceProviders(
  tables: DataProvider,
  client: AdminSupabaseClient,
  resources: ResourceLookup,
): DataProvider {
  const own = new Map(
    resources.resources.flatMap((r) => (r.provider ? [[r.name, r.provider(tables, client)] as const] : [])),
  );
  const route =
    (method: keyof DataProvider) =>
    (name: string, params: unknown): Promise<unknown> =>
      ((own.get(name) ?? tables)[method] as (n: string, p: unknown) => Promise<unknown>)(name, params);
  const methods = [
    'getList',
    'getOne',
    'getMany',
    'getManyReference',
    'create',
    'update',
    'updateMany',
  ] as const;
  return {
    ...tables,
    ...Object.fromEntries(
      [...methods, 'delete', 'deleteMany'].map((m) => [m, route(m as keyof DataProvider)]),
    ),
  } as DataProvider;
}

/** Every refusal of a write reaches the screen as a SaveError: a catalog key a person can act on. */
function withRefusalsExplained(provider: DataProvider, client: AdminSupabaseClient): DataProvider {
  const explain = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw error instanceof SaveError ? error : await explainRefusal(client, error);
    }
  };
  return {
    ...provider,
    create: (name, params) => explain(() => provider.create(name, params)),
    update: (name, params) => explain(() => provider.update(name, params)),
    updateMany: (name, params) => explain(() => provider.updateMany(name, params)),
    delete: (name, params) => explain(() => provider.delete(name, params)),
    deleteMany: (name, params) => explain(() => provider.deleteMany(name, params)),
  };
}

/**
 * The data provider of the back office, read from the resource registry: each resource's table,
 * key, list behaviour, columns and data methods of its own; pictures picked in a form uploaded to
 * the resource's bucket before it is saved (react-admin's lifecycle callbacks, so every form gets
 * it); refusals explained (session ended, account deactivated, changed meanwhile, connection
 * lost, a rule of the database); and the back office's functions (`reorder`, `dashboard`, the
 * history's restores).
 */
export function createDataProvider(
  config: RuntimeConfig,
  client: AdminSupabaseClient,
  resources: ResourceLookup,
): AdminDataProvider {
  const tables = withResourceProviders(tablesProvider(config, client, resources), client, resources);
  const withUploads = withLifecycleCallbacks(tables, [
    {
      resource: '*',
      beforeSave: async (data: RaRecord, _provider, name) =>
        uploadFilesIn(client, resources.get(name).bucket ?? 'media', data),
    },
  ]);
  const provider = withRefusalsExplained(withUploads, client);
  const explained = async (work: () => PromiseLike<{ error: unknown }>) => {
    const { error } = await work();
    if (error) throw await explainRefusal(client, error);
  };

  return {
    ...provider,
    reorder: (name, ids) =>
      explained(() => client.rpc('reorder', { p_table: resources.get(name).table, p_ids: [...ids] })),
    async dashboard() {
      const { data, error } = await client.rpc('admin_dashboard');
      if (error) throw error;
      return data as unknown as DashboardFigures;
    },
    async restoreVersion(changeId, options = {}) {
      const rpc = options.before ? 'restore_previous_version' : 'restore_version';
      const { data, error } = await client.rpc(rpc, { p_change_id: changeId });
      if (error) throw restoreRefusalOf(error) ?? (await explainRefusal(client, error));
      return data as unknown as RestoreResult;
    },
    stillCorrect: (table, rowId, field) =>
      explained(() =>
        client.rpc('translation_still_correct', { p_table_name: table, p_row_id: rowId, p_field: field }),
      ),
  };
}
