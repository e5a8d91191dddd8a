import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';
import { usersDataProvider } from './usersDataProvider.ts';

/**
 * Staff accounts: Admin only. Listed from `users`, written through the staff functions, which
 * keep the sign-in account and the profile together.
 */
export default {
  name: 'users',
  table: 'users',
  label: 'app.menu.users',
  access: { Admin: MANAGE },
  menu: { group: 'site', order: 230 },
  // The details at /users/{id}; creating and editing happen in dialogs.
  paths: { show: ':id' },
  list: { searchColumns: ['email', 'name', 'last_name'] },
  provider: usersDataProvider,
} satisfies ResourceDefinition;
