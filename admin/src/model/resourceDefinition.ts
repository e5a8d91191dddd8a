import type { DataProvider } from 'react-admin';
import type { Bucket, PageKey } from '@academy/shared/constants.ts';
import type { Database } from '@academy/shared/database.types.ts';
import type { AccessRules } from '@academy/shared/permissions.ts';
import type { AdminSupabaseClient } from './client.ts';
import type { DashboardFigures } from './dashboardFigures.ts';

/** A table or view of the database's public schema. */
export type TableName = keyof Database['public']['Tables'] | keyof Database['public']['Views'];

/** Where the side menu shows a resource. */
export type MenuGroup = 'registrations' | 'content' | 'pages' | 'site';

/** How a resource's list is asked of PostgREST. */
export interface ListBehaviour {
  /** Columns the list's free-text search (`q`) looks in, case-insensitively, any of them. */
  searchColumns?: readonly string[];
  /**
   * An SQL function that searches instead of a filter, given the typed text as `p_q` (a function
   * can use an index that a filter under row level security cannot).
   */
  searchFunction?: string;
  /**
   * 'estimated': the total is exact up to the API's max_rows, then the planner's estimate, so a
   * list of 100,000 rows is not counted row by row. Default: exact.
   */
  count?: 'exact' | 'estimated';
}

/** A figure of the dashboard, in one of its cards. */
export interface DashboardFigure {
  card: 'news' | 'academy';
  /** Catalog key of the words under the number. */
  label: string;
  value: (figures: DashboardFigures) => number;
}

/**
 * Everything the back office needs to know about one resource, declared in the resource's own
 * folder (`resource.ts`, free of React so the data provider, the permissions and their tests read
 * it too; the screens are in the folder's `index.ts`).
 */
export interface ResourceDefinition {
  /** react-admin's resource name and the URL segment under /admin ('menu' -> /admin/menu). */
  name: string;
  /** The table or view behind it. */
  table: TableName;
  /** Its key columns when they are not `id` (the first is react-admin's `id`). */
  primaryKey?: readonly string[];
  /** Catalog key of its menu label and heading (a resource without screens needs none). */
  label?: string;
  /** What each staff role may do with it (the database's row level security decides; this mirrors it). */
  access: AccessRules;
  /** Its place in the side menu; none: not in the menu. */
  menu?: { group: MenuGroup; order: number };
  /**
   * One record edited at /admin/<name> (a page, the site settings), instead of a list with a
   * screen per record.
   */
  single?: boolean;
  /** Paths of its screens under /admin/<name>: 'new' and 'edit/:id' for coaches, ... */
  paths?: { create?: string; edit?: string; show?: string };
  list?: ListBehaviour;
  /**
   * The columns read with a record and its list (PostgREST's select), when more than its own:
   * a computed field such as an article's `is_visible`.
   */
  columns?: readonly string[];
  /** The storage bucket its pictures go to (videos always go to `videos`). Default: media. */
  bucket?: Bucket;
  dashboard?: {
    /** Its place among the dashboard's quick links; none: no quick link. */
    quickLink?: number;
    figures?: readonly DashboardFigure[];
  };
  /** The page a page editor edits. */
  pageKey?: PageKey;
  /**
   * Data provider methods of its own, for records not written through their table (staff
   * accounts, written through functions that keep auth and profile together). The returned
   * provider answers every call for this resource.
   */
  provider?: (tables: DataProvider, client: AdminSupabaseClient) => DataProvider;
}

/** Where the data layer finds a resource by its admin name or its table (the registry). */
export interface ResourceLookup {
  readonly resources: readonly ResourceDefinition[];
  /** The resource of an admin name, or the first showing a table; an error when there is none. */
  get(nameOrTable: string): ResourceDefinition;
}

/** A resource folder's `resource.ts` default-exports one definition, or several (the page editors). */
export type ResourceModule = ResourceDefinition | readonly ResourceDefinition[];

/** The key column of a resource's records. */
export const keyOf = (resource: Pick<ResourceDefinition, 'primaryKey'>): string =>
  resource.primaryKey?.[0] ?? 'id';

/** The admin path (without /admin) of a resource's list, or of its single record's screen. */
export const listPath = (resource: Pick<ResourceDefinition, 'name'>): string => `/${resource.name}`;

/** The admin path of a resource's create screen. */
export function createPath(resource: Pick<ResourceDefinition, 'name' | 'paths'>): string {
  return `/${resource.name}/${resource.paths?.create ?? 'create'}`;
}

/**
 * The admin path where a record is edited: its editor, else its details, else the resource's own
 * screen (a page, the settings, or the languages' switches).
 */
export function editPath(
  resource: Pick<ResourceDefinition, 'name' | 'paths' | 'single'>,
  id: string | number,
): string {
  const { edit, show } = resource.paths ?? {};
  const path = resource.single ? undefined : (edit ?? show);
  return path ? `/${resource.name}/${path.replace(':id', String(id))}` : `/${resource.name}`;
}

/** The admin path of a record's details, or its editor when it has none. */
export function showPath(
  resource: Pick<ResourceDefinition, 'name' | 'paths' | 'single'>,
  id: string | number,
) {
  const show = resource.paths?.show;
  return show && !resource.single
    ? `/${resource.name}/${show.replace(':id', String(id))}`
    : editPath(resource, id);
}
