import { FIXED_ROWS } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** The one row of site settings (contacts, social links, loader time, legal notice): Admin only. */
export default {
  name: 'site-settings',
  table: 'site_settings',
  label: 'app.menu.site-settings',
  access: { Admin: FIXED_ROWS },
  menu: { group: 'site', order: 220 },
  single: true,
  dashboard: { quickLink: 6 },
} satisfies ResourceDefinition;
