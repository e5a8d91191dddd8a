import { MANAGE, READ_ONLY, type Action } from '@academy/shared/permissions.ts';
import type { StaffRole } from '@academy/shared/constants.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/**
 * Families, children and registrations: registration staff (Admin and Coordinator) read them,
 * add and change them, never delete them (erasure is erase_family()).
 */
const WORKED: readonly Action[] = ['list', 'show', 'create', 'edit'];

/**
 * The registrations inbox, read from the `registration_overview` view (a registration with its
 * child, family, offer and payment state), and the tables its screens write: a registration's
 * status, its payments and notes. Admin and Coordinator, as the tables' policies say.
 */
export const inbox = {
  name: 'registrations',
  table: 'registration_overview',
  label: 'app.registrations.menu',
  access: { Admin: WORKED, Coordinator: WORKED },
  menu: { group: 'registrations', order: 1 },
  paths: { show: ':id' },
  list: { searchColumns: ['child_name', 'parent_name', 'email', 'phone'] },
  dashboard: { quickLink: -2 },
} satisfies ResourceDefinition;

/**
 * Who may give back an online payment: request_refund() refuses anyone but an Admin
 * (`not_admin`); a Coordinator sees payments and refunds without the Refund button.
 */
export function canRefund(role: StaffRole | null | undefined): boolean {
  return role === 'Admin';
}

export default [
  inbox,
  { name: 'registration-rows', table: 'registrations', access: { Admin: WORKED, Coordinator: WORKED } },
  { name: 'payments', table: 'payments', access: { Admin: MANAGE, Coordinator: MANAGE } },
  { name: 'registration-notes', table: 'registration_notes', access: { Admin: MANAGE, Coordinator: MANAGE } },
  { name: 'offer-places', table: 'offer_places', access: { Admin: READ_ONLY, Coordinator: READ_ONLY } },
  { name: 'email-log', table: 'email_log', access: { Admin: READ_ONLY, Coordinator: READ_ONLY } },
] satisfies ResourceDefinition[];
