import type { StaffRole } from '@academy/shared/constants.ts';
import { isAllowed, type AccessRequest, type AccessRules } from '@academy/shared/permissions.ts';
import {
  editPath,
  type MenuGroup,
  type ResourceDefinition,
  type ResourceModule,
} from '../model/resourceDefinition.ts';
import type { FolderViews, ResourceViews } from '../model/resourceViews.ts';

/** A resource folder: its `resource.ts` and, when it has screens, its `index.ts`. */
export interface ResourceFolder {
  resource: ResourceModule;
  views?: FolderViews;
}

/** A resource with its screens (none for the data-only ones, such as a record's history). */
export interface RegisteredResource extends ResourceDefinition {
  views?: ResourceViews;
}

export const MENU_GROUPS: readonly MenuGroup[] = ['registrations', 'content', 'pages', 'site'];

/**
 * The back office's resources, read from their folders: the `<Admin>` tree, the side menu, the
 * dashboard, the data provider and the permissions all ask it, so a resource is declared once.
 */
export interface Registry {
  /** Every resource, those of the side menu first in menu order. */
  readonly resources: readonly RegisteredResource[];
  /**
   * The resource of an admin name ('menu') or of a table ('menu_items': the first resource
   * showing it), or undefined.
   */
  find(nameOrTable: string): RegisteredResource | undefined;
  /** As find(), or an error naming what is missing. */
  get(nameOrTable: string): RegisteredResource;
  /** May an active staff member with `role` take the action on the resource (a name or a table)? */
  canAccess(role: StaffRole | null | undefined, request: AccessRequest): boolean;
  /** The resources a role sees in the side menu, by group, in order. */
  menuFor(role: StaffRole | null | undefined): Record<MenuGroup, RegisteredResource[]>;
  /** The dashboard's quick links a role may follow, in order. */
  quickLinksFor(role: StaffRole | null | undefined): RegisteredResource[];
  /** The admin path of the editor of a record of the resource `name` (a page: its editor). */
  editPathOf(name: string, id: string | number): string | null;
}

const order = (resource: ResourceDefinition) => resource.menu?.order ?? Infinity;

function entriesOf(folder: ResourceFolder): RegisteredResource[] {
  const definitions: readonly ResourceDefinition[] = Array.isArray(folder.resource)
    ? folder.resource
    : [folder.resource as ResourceDefinition];
  return definitions.map((definition) => {
    const views = typeof folder.views === 'function' ? folder.views(definition) : folder.views;
    return views ? { ...definition, views } : { ...definition };
  });
}

/** The registry of the given folders; two resources of one name are refused. */
export function createRegistry(folders: readonly ResourceFolder[]): Registry {
  const resources = folders.flatMap(entriesOf).sort((a, b) => order(a) - order(b));
  const byName = new Map<string, RegisteredResource>();
  for (const resource of resources) {
    if (byName.has(resource.name)) throw new Error(`Two admin resources are named "${resource.name}"`);
    byName.set(resource.name, resource);
  }
  const byTable = new Map<string, RegisteredResource>();
  for (const resource of resources) if (!byTable.has(resource.table)) byTable.set(resource.table, resource);
  const find = (key: string) => byName.get(key) ?? byTable.get(key);

  const rules: Record<string, AccessRules> = {};
  for (const [key, resource] of [...byTable, ...byName]) rules[key] = resource.access;
  const canAccess = (role: StaffRole | null | undefined, request: AccessRequest) =>
    isAllowed(rules, role, request);

  return {
    resources,
    find,
    get(key) {
      const found = find(key);
      if (!found) throw new Error(`No admin resource or table is named "${key}"`);
      return found;
    },
    canAccess,
    menuFor(role) {
      const groups = Object.fromEntries(MENU_GROUPS.map((g) => [g, []])) as unknown as Record<
        MenuGroup,
        RegisteredResource[]
      >;
      for (const resource of resources)
        if (resource.menu && canAccess(role, { action: 'list', resource: resource.name }))
          groups[resource.menu.group].push(resource);
      return groups;
    },
    quickLinksFor(role) {
      return resources
        .filter((r) => r.dashboard?.quickLink !== undefined)
        .filter((r) => canAccess(role, { action: 'list', resource: r.name }))
        .sort((a, b) => a.dashboard!.quickLink! - b.dashboard!.quickLink!);
    },
    editPathOf(name, id) {
      const resource = find(name);
      return resource ? editPath(resource, id) : null;
    },
  };
}
