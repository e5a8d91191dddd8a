import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** The programme cards: every staff member manages them, in drag-and-drop order. */
export default {
  name: 'programmes',
  table: 'programmes',
  label: 'app.menu.programmes',
  access: { Admin: MANAGE, Editor: MANAGE },
  menu: { group: 'content', order: 30 },
  paths: { create: 'new', edit: 'edit/:id' },
  list: { searchColumns: ['title_en', 'title_es', 'title_ru'] },
  dashboard: {
    figures: [{ card: 'academy', label: 'app.dashboard.programmes', value: (f) => f.programmes.active }],
  },
} satisfies ResourceDefinition;
