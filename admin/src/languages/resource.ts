import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** Spanish and Russian switched on or off (English always on): Admin only, one switch each. */
export default {
  name: 'languages',
  table: 'languages',
  primaryKey: ['code'],
  label: 'app.menu.languages',
  access: { Admin: MANAGE },
  menu: { group: 'site', order: 210 },
} satisfies ResourceDefinition;
