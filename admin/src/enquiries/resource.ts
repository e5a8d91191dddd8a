import type { Action } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** Read, marked answered (or new again) and deleted; they arrive only from the contacts page's form. */
const ANSWERED: readonly Action[] = ['list', 'show', 'edit', 'delete'];

/** Messages from the contacts page: Admin and Coordinator. */
export default {
  name: 'enquiries',
  table: 'enquiries',
  label: 'app.enquiries.menu',
  access: { Admin: ANSWERED, Coordinator: ANSWERED },
  menu: { group: 'registrations', order: 2 },
  list: { searchColumns: ['name', 'email', 'phone', 'message'] },
  dashboard: { quickLink: -1 },
} satisfies ResourceDefinition;
