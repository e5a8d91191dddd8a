import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** The coaching staff: every staff member manages them, in drag-and-drop order, with a photo. */
export default {
  name: 'coaches',
  table: 'coaches',
  label: 'app.menu.coaches',
  access: { Admin: MANAGE, Editor: MANAGE },
  menu: { group: 'content', order: 20 },
  paths: { create: 'new', edit: 'edit/:id' },
  list: { searchColumns: ['name_en', 'name_es', 'name_ru'] },
  bucket: 'coaches',
  dashboard: {
    quickLink: 2,
    figures: [{ card: 'academy', label: 'app.dashboard.coaches', value: (f) => f.coaches.active }],
  },
} satisfies ResourceDefinition;
