import { FIXED_ROWS } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** The one row of registration settings (online registration, how to pay, holds, retention): Admin only. */
export default {
  name: 'registration-settings',
  table: 'registration_settings',
  label: 'app.registration_settings.menu',
  access: { Admin: FIXED_ROWS },
  menu: { group: 'registrations', order: 9 },
  single: true,
} satisfies ResourceDefinition;
