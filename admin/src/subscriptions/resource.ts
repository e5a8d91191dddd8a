import { MANAGE } from '@academy/shared/permissions.ts';
import type { ResourceDefinition } from '../model/resourceDefinition.ts';

/** The price plans: every staff member manages them, in drag-and-drop order. */
export default {
  name: 'subscriptions',
  table: 'subscriptions',
  label: 'app.menu.subscriptions',
  access: { Admin: MANAGE, Editor: MANAGE },
  menu: { group: 'content', order: 40 },
  paths: { create: 'new', edit: 'edit/:id' },
  list: { searchColumns: ['title_en', 'title_es', 'title_ru'] },
  dashboard: {
    quickLink: 5,
    figures: [{ card: 'academy', label: 'app.dashboard.subscriptions', value: (f) => f.subscriptions.total }],
  },
} satisfies ResourceDefinition;
