/**
 * What each staff role may do in the back office. Mirrors the row level security of
 * supabase/migrations/*_rls.sql (the database decides; the UI only follows it, hiding what would
 * be refused). supabase/tests/rls-matrix.test.ts keeps the two in agreement.
 */
import { STAFF_ROLES, type StaffRole } from './constants.ts';

export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  'users',
  'news',
  'coaches',
  'programmes',
  'subscriptions',
  'menu_items',
  'languages',
  'site_settings',
  'pages',
] as const;
export type Resource = (typeof RESOURCES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Content that every active staff member (Editor or Admin) manages. */
const EDITOR_RESOURCES: ReadonlySet<Resource> = new Set([
  'news',
  'coaches',
  'programmes',
  'subscriptions',
  'pages',
]);

/**
 * Resources made of fixed rows created by the migrations (one settings row, one row per page
 * key): they are listed, shown and edited, never created or deleted.
 */
const FIXED_ROW_RESOURCES: ReadonlySet<Resource> = new Set(['site_settings', 'pages']);

/**
 * True when an active staff member with `role` may perform `action` on `resource`.
 * Not signed in, no profile or an inactive profile: pass `null`/`undefined`, nothing is allowed.
 */
export function canAccess(role: StaffRole | null | undefined, action: Action, resource: Resource): boolean {
  if (!isStaffRole(role)) return false;
  if (FIXED_ROW_RESOURCES.has(resource) && (action === 'create' || action === 'delete')) return false;
  if (role === 'Admin') return true;
  return EDITOR_RESOURCES.has(resource);
}
