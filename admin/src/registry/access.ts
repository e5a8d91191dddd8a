import type { StaffRole } from '@academy/shared/constants.ts';
import type { AccessRequest } from '@academy/shared/permissions.ts';
import { dataFolders } from './folders.ts';
import { createRegistry } from './registry.ts';

const registry = createRegistry(dataFolders());

/**
 * May an active staff member with `role` take the action on the resource (an admin name or a
 * table), by the rules the resource folders declare? The back office hides what this refuses;
 * supabase/tests/rls-matrix.test.ts checks it against what the database allows.
 */
export function canAccess(role: StaffRole | null | undefined, request: AccessRequest): boolean {
  return registry.canAccess(role, request);
}

/** The tables (and views) the back office has a screen for. */
export function tablesWithScreens(): ReadonlySet<string> {
  return new Set(registry.resources.map((resource) => resource.table));
}
