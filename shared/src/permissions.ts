/**
 * What a staff role may do with a resource of the back office, as the resource declares it. The
 * database decides (row level security and the staff functions); these rules mirror it so the
 * back office shows only what the database would allow, and supabase/tests/rls-matrix.test.ts
 * checks every declared rule against the database.
 */
import { STAFF_ROLES, type StaffRole } from './constants.ts';

/** What the back office asks about a resource: list it, show, create, edit or delete a record. */
export const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The actions each staff role may take on one resource. A role left out may do nothing with it,
 * so a new role sees nothing until a resource names it.
 */
export type AccessRules = Readonly<Partial<Record<StaffRole, readonly Action[]>>>;

/** A resource's records are listed, shown, created, edited and deleted. */
export const MANAGE: readonly Action[] = ['list', 'show', 'create', 'edit', 'delete'];
/** Fixed rows made by the migrations (a page, the settings row): read and edited, never created or deleted. */
export const FIXED_ROWS: readonly Action[] = ['list', 'show', 'edit'];
/** A read-only view (a record's history, recently deleted records). */
export const READ_ONLY: readonly Action[] = ['list', 'show'];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What is asked: an action (react-admin's names) on a resource (its name or its table). */
export interface AccessRequest {
  action: string;
  resource: string;
}

/**
 * True when an active staff member with `role` may take `action` on `resource` by its `rules`
 * (the rules of every resource, by name). Not signed in, no profile or an inactive profile: pass
 * `null`, nothing is allowed. A page that is no resource (the dashboard) is open to every staff
 * role; it shows only what the database gives that role. react-admin also asks about 'export'
 * (a list) and 'clone' (a creation).
 */
export function isAllowed(
  rules: Readonly<Record<string, AccessRules>>,
  role: StaffRole | null | undefined,
  { action, resource }: AccessRequest,
): boolean {
  if (!isStaffRole(role)) return false;
  if (!Object.hasOwn(rules, resource)) return true;
  const asked = action === 'export' ? 'list' : action === 'clone' ? 'create' : action;
  return (rules[resource]![role] ?? []).includes(asked as Action);
}
