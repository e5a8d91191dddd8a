import {
  BUCKETS,
  PAGE_KEYS,
  RESOURCES,
  canAccess,
  type Action,
  type Bucket,
  type PageKey,
  type Resource,
  type StaffRole,
} from '@academy/shared';

/** Read-only views of the staff safety net (issue 11): a record's history, deleted records, stale marks. */
export const HISTORY_VIEWS = ['change_history', 'recently_deleted', 'stale_translations'] as const;
export type HistoryView = (typeof HISTORY_VIEWS)[number];

/** A table (or read-only view) of the database the back office reads and edits. */
export type TableName = Resource | HistoryView;

/** Where the side menu shows an entry. */
export type MenuGroup = 'content' | 'pages' | 'site';

/**
 * The data side of one registry entry (resources.tsx adds the screens): its name in the admin's
 * URLs, the table behind it, the permission it needs, where its images go, its menu group and the
 * catalog key of its label. Kept free of React so the data provider and canAccess read it too.
 */
export interface EntryData {
  /** react-admin resource name and URL segment ('menu' -> /admin/menu). */
  name: string;
  table: TableName;
  /** The resource of shared/src/permissions.ts that decides access; null: every staff member (RLS decides the rows). */
  permission: Resource | null;
  bucket: Bucket;
  group: MenuGroup;
  /** Catalog key of the menu label and page heading. */
  label: string;
  /** For page editors: the page key they edit. */
  pageKey?: PageKey;
  /** Paths of its screens under the resource (SPEC §2.4): 'new' and 'edit/:id' for coaches, ... */
  paths?: { create?: string; edit?: string; show?: string };
}

const isHistoryView = (name: string): name is HistoryView =>
  (HISTORY_VIEWS as readonly string[]).includes(name);

const bucketOf = (table: TableName): Bucket =>
  (BUCKETS as readonly string[]).includes(table) ? (table as Bucket) : 'media';

const SPEC_PATHS = { create: 'new', edit: 'edit/:id' } as const;
// News and users show a record's details at {id} (SPEC §2.4), editing at {id}/edit.
const DETAILS_PATHS = { create: 'create', show: ':id', edit: ':id/edit' } as const;

/** The URL segment of each page's editor (SPEC §2.4 names six; the others follow the pattern). */
export const PAGE_EDITOR_PATH: Record<PageKey, string> = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, `${key}-page`]),
) as Record<PageKey, string>;

function entry(name: string, table: TableName, group: MenuGroup, extra: Partial<EntryData> = {}): EntryData {
  return {
    name,
    table,
    permission: isHistoryView(table) ? null : table,
    bucket: bucketOf(table),
    group,
    label: `app.menu.${name}`,
    ...extra,
  };
}

/** Every screen of the back office that edits data, in menu order. */
export const ENTRIES: readonly EntryData[] = [
  entry('news', 'news', 'content', { paths: DETAILS_PATHS }),
  entry('coaches', 'coaches', 'content', { paths: SPEC_PATHS }),
  entry('programmes', 'programmes', 'content', { paths: SPEC_PATHS }),
  entry('subscriptions', 'subscriptions', 'content', { paths: SPEC_PATHS }),
  // Every staff member: an Editor sees the deletions of what they may edit (RLS).
  entry('recently-deleted', 'recently_deleted', 'content'),
  ...PAGE_KEYS.map((key) =>
    entry(PAGE_EDITOR_PATH[key], 'pages', 'pages', { pageKey: key, label: `app.pages.names.${key}` }),
  ),
  entry('menu', 'menu_items', 'site', { paths: SPEC_PATHS }),
  entry('languages', 'languages', 'site'),
  entry('site-settings', 'site_settings', 'site'),
  entry('users', 'users', 'site', { paths: { show: ':id' } }),
];

const byName = new Map(ENTRIES.map((e) => [e.name, e]));

/** The database table behind an admin resource name ('menu' -> 'menu_items'); table names map to themselves. */
export function tableOf(resource: string): TableName {
  const found = byName.get(resource);
  if (found) return found.table;
  if ((RESOURCES as readonly string[]).includes(resource) || isHistoryView(resource))
    return resource as TableName;
  throw new Error(`No table for the admin resource "${resource}"`);
}

/** The bucket a resource's uploads go to. */
export function bucketFor(resource: string): Bucket {
  return byName.get(resource)?.bucket ?? bucketOf(tableOf(resource));
}

/** The permission resource of an admin resource name or table, or null for pages open to all staff. */
function permissionOf(resource: string): Resource | null {
  const found = byName.get(resource);
  if (found) return found.permission;
  // A history view: any staff member; its row level security decides what they read.
  return (RESOURCES as readonly string[]).includes(resource) ? (resource as Resource) : null;
}

/**
 * react-admin's canAccess over the registry: the entry's permission decides (shared canAccess,
 * the mirror of the database's RLS); screens that are no entry (the dashboard) are open to staff.
 */
export function canAccessEntry(
  role: StaffRole | null | undefined,
  action: string,
  resource: string,
): boolean {
  const permission = permissionOf(resource);
  if (!role) return false;
  // react-admin also asks about 'export' and 'clone', which read and create.
  const mapped = action === 'export' ? 'list' : action === 'clone' ? 'create' : action;
  if (permission === null) return true;
  // A single-record screen (a page, the settings) is reached through its editor.
  const onRecord = byName.get(resource)?.pageKey !== undefined || resource === 'site-settings';
  const asked = onRecord && mapped === 'list' ? 'edit' : mapped;
  return (['list', 'show', 'create', 'edit', 'delete'] as const).includes(asked as Action)
    ? canAccess(role, asked as Action, permission)
    : false;
}

/** The entries a role sees in the side menu, by group. */
export function menuFor(role: StaffRole | null | undefined): Record<MenuGroup, EntryData[]> {
  const groups: Record<MenuGroup, EntryData[]> = { content: [], pages: [], site: [] };
  for (const e of ENTRIES) if (canAccessEntry(role, 'list', e.name)) groups[e.group].push(e);
  return groups;
}

/** The admin path of a record's editor, following the entry's custom paths. */
export function editPath(resource: string, id: string | number): string {
  const found = byName.get(resource);
  // Page editors and single screens (site settings, languages) edit on their own path.
  if (found?.pageKey || (found && !found.paths)) return `/${found.name}`;
  if (found?.paths?.edit) return `/${resource}/${found.paths.edit.replace(':id', String(id))}`;
  return `/${resource}/${id}/edit`;
}

/** The admin path of a resource's create screen. */
export function createPath(resource: string): string {
  const found = byName.get(resource);
  return `/${resource}/${found?.paths?.create ?? 'create'}`;
}

/** The admin path of the editor of a row of a table ('pages', 'index' -> '/index-page'), or null. */
export function editPathOfRow(table: string, rowId: string): string | null {
  if (table === 'pages')
    return (PAGE_KEYS as readonly string[]).includes(rowId) ? `/${PAGE_EDITOR_PATH[rowId as PageKey]}` : null;
  const found = ENTRIES.find((e) => e.table === table && !e.pageKey);
  if (!found) return null;
  return editPath(found.name, rowId);
}
